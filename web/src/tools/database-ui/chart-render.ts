// chart.js, registered with only what bar, line and pie charts need (tree-shaken: ~60 KB gzip
// instead of ~70), loaded when a chart is first shown.
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { ChartKind, ChartSeries } from './chart-data';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  PieController,
  ArcElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

// Twelve hues that keep 3:1 against both the light and the dark surface.
const PALETTE = [
  '#6366f1',
  '#0ea5e9',
  '#10b981',
  '#f59e0b',
  '#ef4444',
  '#a855f7',
  '#14b8a6',
  '#f97316',
  '#84cc16',
  '#ec4899',
  '#64748b',
  '#eab308',
];

function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#888';
}

export function drawChart(
  canvas: HTMLCanvasElement,
  { kind, series, valueLabel }: { kind: ChartKind; series: ChartSeries; valueLabel: string },
) {
  const fg = token('--fg');
  const muted = token('--muted');
  const grid = token('--border');
  const primary = token('--primary');
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return new Chart(canvas, {
    type: kind,
    data: {
      labels: series.labels,
      datasets: [
        {
          label: valueLabel,
          data: series.values,
          backgroundColor:
            kind === 'pie' ? series.labels.map((_, i) => PALETTE[i % PALETTE.length]) : kind === 'bar' ? `${primary}cc` : primary,
          borderColor: kind === 'pie' ? token('--surface') : primary,
          borderWidth: kind === 'line' ? 2 : 1,
          pointRadius: series.values.length > 60 ? 0 : 3,
          tension: 0.25,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: reduceMotion ? false : { duration: 300 },
      color: fg,
      plugins: {
        legend: { display: kind === 'pie', position: 'right', labels: { color: fg, boxWidth: 12 } },
        tooltip: { enabled: true },
      },
      scales:
        kind === 'pie'
          ? {}
          : {
              x: { ticks: { color: muted, maxRotation: 50, autoSkip: true }, grid: { color: grid } },
              y: { ticks: { color: muted }, grid: { color: grid }, beginAtZero: true },
            },
    },
  });
}
