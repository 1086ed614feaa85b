import { Lock, LockOpen, Shuffle } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Card } from '@/components/Feedback';
import { Select, TextInput } from '@/components/Field';
import { Tabs } from '@/components/Tabs';
import { cn } from '@/lib/cn';
import { oneOf, useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { exportFiles, exportFormats, exportLabels, exportPalette, swatchKeys, type ExportFormat } from './exports';
import {
  apcaContrast,
  clampCount,
  generatePalette,
  harmonies,
  harmonyLabels,
  MAX_COLORS,
  MIN_COLORS,
  parseColor,
  simulateVision,
  toSwatch,
  visionDeficiencies,
  wcagContrast,
  wcagMarks,
  type Harmony,
  type Swatch,
  type VisionDeficiency,
} from './palette';

const DEFAULT_BASE = '#4f46e5';

const visionLabels: Record<VisionDeficiency | 'normal', string> = {
  normal: 'Normal vision',
  protanopia: 'Protanopia (no red cones)',
  deuteranopia: 'Deuteranopia (no green cones)',
  tritanopia: 'Tritanopia (no blue cones)',
};

/** Black or white, whichever reads better on the colour (for labels drawn on swatches). */
function inkOn(hex: string): string {
  return wcagContrast(hex, '#000000') >= wcagContrast(hex, '#ffffff') ? '#000000' : '#ffffff';
}

function readBase(text: string): { swatch: Swatch; error: null } | { swatch: null; error: string } {
  try {
    return { swatch: toSwatch(parseColor(text)), error: null };
  } catch (err) {
    return { swatch: null, error: (err as Error).message };
  }
}

const ColorPaletteGenerator: ToolScreen = ({ initialInput }) => {
  const [baseText, setBaseText] = useToolState('base', DEFAULT_BASE, { persist: true, start: initialInput?.trim() || undefined });
  const [storedHarmony, setHarmony] = useToolState<Harmony>('harmony', 'analogous', { persist: true, accept: oneOf(harmonies) });
  const harmony = harmonies.includes(storedHarmony) ? storedHarmony : 'analogous';
  const [storedCount, setCount] = useToolState('count', 5, { persist: true });
  const count = clampCount(storedCount);
  const [countText, setCountText] = useState(String(count));
  const [name, setName] = useToolState('name', 'brand', { persist: true });
  const [seed, setSeed] = useToolState('seed', 0, { persist: true });
  const [locked, setLocked] = useToolState<Record<number, string>>('locked', {}, { persist: true });
  const [format, setFormat] = useToolState<ExportFormat>('format', 'css', { persist: true, accept: oneOf(exportFormats) });
  const colorPickerId = useId();

  // Typing a colour name letter by letter should not flash an error at every keystroke.
  const deferredBase = useDeferredValue(baseText);
  const base = useMemo(() => readBase(deferredBase), [deferredBase]);
  const [lastGood, setLastGood] = useState(base.swatch?.hex ?? DEFAULT_BASE);
  if (base.swatch && base.swatch.hex !== lastGood) setLastGood(base.swatch.hex);

  const palette = useMemo(
    () => generatePalette({ base: lastGood, harmony, count, seed, locked }),
    [lastGood, harmony, count, seed, locked],
  );
  const keys = swatchKeys(harmony, palette.length);
  const exported = useMemo(() => exportPalette({ swatches: palette, harmony, name, format }), [palette, harmony, name, format]);

  function toggleLock(index: number, hex: string) {
    setLocked((current) => {
      const next = { ...current };
      if (next[index]) delete next[index];
      else next[index] = hex;
      return next;
    });
  }

  function commitCount(text: string) {
    setCountText(text);
    const n = Number.parseInt(text, 10);
    if (!Number.isNaN(n)) setCount(clampCount(n));
  }

  return (
    <div className="flex flex-col gap-5">
      <Card className="grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_7rem_minmax(0,1fr)_auto] lg:items-start">
        <div className="flex items-start gap-2">
          <label htmlFor={colorPickerId} className="sr-only">
            Pick the base colour
          </label>
          <input
            id={colorPickerId}
            type="color"
            value={lastGood}
            onChange={(e) => setBaseText(e.target.value)}
            className="mt-[1.625rem] h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-border bg-surface p-1"
          />
          <TextInput
            label="Base colour"
            wrapperClassName="min-w-0 flex-1"
            value={baseText}
            onChange={(e) => setBaseText(e.target.value)}
            spellCheck={false}
            className="font-mono"
            error={base.error}
            hint={base.error ? undefined : 'HEX, RGB, HSL, OKLCH or a CSS name'}
          />
        </div>
        <Select label="Harmony" value={harmony} onChange={(e) => setHarmony(e.target.value as Harmony)}>
          {harmonies.map((h) => (
            <option key={h} value={h}>
              {harmonyLabels[h]}
            </option>
          ))}
        </Select>
        <TextInput
          label="Colours"
          type="number"
          min={MIN_COLORS}
          max={MAX_COLORS}
          value={countText}
          onChange={(e) => commitCount(e.target.value)}
          onBlur={() => setCountText(String(count))}
          hint={`${MIN_COLORS} to ${MAX_COLORS}`}
        />
        <TextInput
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          spellCheck={false}
          hint="For the exports"
        />
        <div className="flex flex-col gap-1.5 lg:pt-[1.625rem]">
          <Button
            variant="outline"
            onClick={() => setSeed(Math.floor(Math.random() * 2 ** 31) + 1)}
            title="Vary the unlocked colours"
          >
            <Shuffle className="h-4 w-4" aria-hidden />
            Regenerate
          </Button>
          {seed !== 0 && (
            <button
              type="button"
              className="text-xs text-muted underline underline-offset-2 hover:text-fg"
              onClick={() => setSeed(0)}
            >
              Back to the exact harmony
            </button>
          )}
        </div>
      </Card>

      <section aria-labelledby="palette-heading" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="palette-heading" className="text-sm font-semibold text-fg">
            Palette
          </h2>
          <p className="text-xs text-muted">Lock a colour to keep it when you regenerate or change the harmony.</p>
        </div>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-5 2xl:grid-cols-9" aria-label="Palette colours">
          {palette.map((swatch, index) => (
            <SwatchCard
              key={index}
              swatch={swatch}
              label={`${name || 'Colour'} ${keys[index]}`}
              locked={Boolean(locked[index])}
              onToggleLock={() => toggleLock(index, swatch.hex)}
            />
          ))}
        </ul>
      </section>

      <ContrastSection palette={palette} keys={keys} />
      <VisionSection palette={palette} />

      <section aria-labelledby="export-heading" className="flex min-w-0 flex-col gap-3">
        <h2 id="export-heading" className="text-sm font-semibold text-fg">
          Export
        </h2>
        <Tabs
          label="Export format"
          value={format}
          onChange={setFormat}
          actions={
            <>
              <SendToButton value={tag('text', exported)} fromToolId="color-palette-generator" />
              <CopyButton value={exported} />
              <DownloadButton fileName={exportFiles[format].name} content={exported} mimeType={exportFiles[format].mime} />
            </>
          }
          items={exportFormats.map((f) => ({
            value: f,
            label: exportLabels[f],
            content: (
              <pre
                tabIndex={0}
                aria-label={`${exportLabels[f]} export`}
                className="max-h-80 overflow-auto rounded-lg border border-border bg-surface-2 p-4 font-mono text-[13px] leading-relaxed text-fg"
              >
                {f === format ? exported : ''}
              </pre>
            ),
          }))}
        />
      </section>
    </div>
  );
};

function SwatchCard({
  swatch,
  label,
  locked,
  onToggleLock,
}: {
  swatch: Swatch;
  label: string;
  locked: boolean;
  onToggleLock: () => void;
}) {
  const ink = inkOn(swatch.hex);
  const LockIcon = locked ? Lock : LockOpen;
  return (
    <li className="flex min-w-0 overflow-hidden rounded-xl border border-border bg-surface shadow-sm sm:flex-col">
      <div
        className="relative flex h-auto w-24 shrink-0 flex-col justify-between p-2.5 sm:h-28 sm:w-auto"
        style={{ backgroundColor: swatch.hex, color: ink }}
      >
        <span className="font-mono text-xs font-semibold">{swatch.hex}</span>
        <button
          type="button"
          onClick={onToggleLock}
          aria-pressed={locked}
          aria-label={`Lock ${label} (${swatch.hex})`}
          title={locked ? 'Unlock' : 'Lock'}
          className={cn(
            'self-end rounded-md p-1.5 transition',
            locked ? 'bg-black/25' : 'opacity-70 hover:bg-black/15 hover:opacity-100',
          )}
          style={{ color: ink }}
        >
          <LockIcon className="h-4 w-4" aria-hidden />
        </button>
      </div>
      <dl className="grid min-w-0 flex-1 grid-cols-[2.75rem_minmax(0,1fr)] items-center gap-x-1.5 gap-y-0.5 p-2 text-xs">
        {(
          [
            ['HEX', swatch.hex],
            ['RGB', swatch.rgb],
            ['HSL', swatch.hsl],
            ['OKLCH', swatch.oklch],
          ] as const
        ).map(([what, value]) => (
          <div key={what} className="contents">
            <dt className="text-[11px] font-medium text-muted">{what}</dt>
            <dd className="flex min-w-0 items-center justify-between gap-1 font-mono text-fg">
              <span className="min-w-0 break-words">{value}</span>
              <CopyButton
                value={value}
                iconOnly
                variant="ghost"
                label={`Copy ${label} as ${what}`}
                className="h-7 w-7 shrink-0"
              />
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

function Mark({ ok, children }: { ok: boolean; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded px-1.5 py-0.5 text-[11px] font-semibold',
        ok ? 'bg-success/15 text-fg' : 'bg-surface-2 text-muted line-through decoration-1',
      )}
      title={ok ? `Passes ${children}` : `Fails ${children}`}
    >
      {children}
      <span className="sr-only">{ok ? ' passes' : ' fails'}</span>
    </span>
  );
}

function ContrastCell({ text, background }: { text: string; background: string }) {
  const ratio = wcagContrast(text, background);
  const marks = wcagMarks(ratio);
  const lc = apcaContrast({ text, background });
  return (
    <td className="px-3 py-2.5">
      <div className="flex flex-wrap items-center gap-1.5">
        {/* A sample drawn as SVG: it shows the pair as it is, whatever its contrast (axe does not judge SVG text). */}
        <svg viewBox="0 0 36 28" className="h-7 w-9 shrink-0 rounded-md border border-border" aria-hidden>
          <rect width="36" height="28" fill={background} />
          <text x="18" y="19" textAnchor="middle" fontSize="12" fontWeight="600" fill={text}>
            Aa
          </text>
        </svg>
        <span className="w-14 font-mono text-sm text-fg">{ratio.toFixed(2)}:1</span>
        <Mark ok={marks.aa}>AA</Mark>
        <Mark ok={marks.aaa}>AAA</Mark>
        <Mark ok={marks.aaLarge}>AA large</Mark>
        <span className="ml-1 font-mono text-xs text-muted" title="APCA lightness contrast (text on background)">
          Lc {lc.toFixed(1)}
        </span>
      </div>
    </td>
  );
}

function ContrastSection({ palette, keys }: { palette: Swatch[]; keys: string[] }) {
  return (
    <section aria-labelledby="contrast-heading" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="contrast-heading" className="text-sm font-semibold text-fg">
          Contrast
        </h2>
        <p className="text-xs text-muted">
          WCAG 2.1 ratio (AA 4.5, AAA 7, large text 3) and APCA Lc, for white and black text on each colour.
        </p>
      </div>
      <Card className="relative overflow-x-auto">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="bg-surface-2 text-xs text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Colour
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                White text
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Black text
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {palette.map((swatch, i) => (
              <tr key={i}>
                <th scope="row" className="px-3 py-2.5 font-normal">
                  <span className="flex items-center gap-2">
                    <span
                      className="h-5 w-5 shrink-0 rounded border border-border"
                      style={{ backgroundColor: swatch.hex }}
                      aria-hidden
                    />
                    <span className="font-mono text-xs text-fg">
                      {keys[i]} · {swatch.hex}
                    </span>
                  </span>
                </th>
                <ContrastCell text="#ffffff" background={swatch.hex} />
                <ContrastCell text="#000000" background={swatch.hex} />
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <details className="group min-w-0 rounded-xl border border-border bg-surface">
        <summary className="cursor-pointer list-none px-4 py-3 text-sm font-medium text-fg select-none">
          Between the colours (WCAG ratio) <span className="text-xs text-muted group-open:hidden">Show</span>
        </summary>
        <div className="relative overflow-x-auto border-t border-border">
          <table className="text-center text-xs">
            <thead>
              <tr>
                <td />
                {palette.map((swatch, i) => (
                  <th key={i} scope="col" className="px-2 py-2 font-mono font-medium text-muted">
                    <span
                      className="mx-auto mb-1 block h-4 w-4 rounded border border-border"
                      style={{ backgroundColor: swatch.hex }}
                      aria-hidden
                    />
                    {keys[i]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {palette.map((row, i) => (
                <tr key={i}>
                  <th scope="row" className="px-2 py-1.5 font-mono font-medium text-muted">
                    <span
                      className="mr-1 inline-block h-3 w-3 rounded border border-border align-middle"
                      style={{ backgroundColor: row.hex }}
                      aria-hidden
                    />
                    {keys[i]}
                  </th>
                  {palette.map((column, j) => {
                    const ratio = wcagContrast(row.hex, column.hex);
                    return (
                      <td
                        key={j}
                        className={cn(
                          'px-2 py-1.5 font-mono',
                          i === j ? 'text-muted' : ratio >= 4.5 ? 'font-semibold text-fg' : ratio >= 3 ? 'text-fg' : 'text-muted',
                        )}
                      >
                        {i === j ? '–' : ratio.toFixed(1)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

function VisionSection({ palette }: { palette: Swatch[] }) {
  const rows: (VisionDeficiency | 'normal')[] = ['normal', ...visionDeficiencies];
  return (
    <section aria-labelledby="vision-heading" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="vision-heading" className="text-sm font-semibold text-fg">
          Colour-blindness preview
        </h2>
        <p className="text-xs text-muted">
          Simulated with the Machado et al. (2009) model: colours that merge here need another cue.
        </p>
      </div>
      <Card className="flex flex-col gap-3 p-4">
        {rows.map((row) => (
          <div key={row} className="grid gap-1.5 sm:grid-cols-[15rem_minmax(0,1fr)] sm:items-center">
            <span className="text-xs font-medium text-fg">{visionLabels[row]}</span>
            <div
              className="flex h-9 overflow-hidden rounded-lg border border-border"
              role="img"
              aria-label={`${visionLabels[row]}: ${palette.map((s) => (row === 'normal' ? s.hex : simulateVision({ hex: s.hex, deficiency: row }))).join(', ')}`}
            >
              {palette.map((swatch, i) => (
                <span
                  key={i}
                  className="flex-1"
                  style={{
                    backgroundColor: row === 'normal' ? swatch.hex : simulateVision({ hex: swatch.hex, deficiency: row }),
                  }}
                />
              ))}
            </div>
          </div>
        ))}
      </Card>
    </section>
  );
}

export default ColorPaletteGenerator;
