// Lighthouse mobile scores (its default form factor, with simulated throttling) of the built app
// served by the real server. A missed goal is reported, not thrown; no Chromium means skipped rows.
import path from 'node:path';
import fs from 'node:fs';
import { atLeast, errored, skipped } from './lib/rows.mjs';

export const title = 'Lighthouse mobile scores';
export const order = 30;
export const timeoutMs = 180_000;

const PAGES = [
  { path: '/', slug: 'home' },
  { path: '/about', slug: 'about' },
];

const CATEGORIES = [
  { id: 'performance', label: 'performance', goal: 90 },
  { id: 'accessibility', label: 'accessibility', goal: 95 },
  { id: 'best-practices', label: 'best practices', goal: 95 },
  { id: 'seo', label: 'SEO', goal: 90 },
];

const PERFORMANCE_METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
];

const rowName = (page, category) => `Lighthouse ${page.path}: ${category.label}`;

/** Why a category lost points: its metrics for performance, else the audits that failed. */
function explain(lhr, categoryId) {
  if (categoryId === 'performance') {
    const metrics = PERFORMANCE_METRICS.map(([id, short]) => `${short} ${lhr.audits[id]?.displayValue ?? '?'}`);
    // Lighthouse's own CPU benchmark of this machine, lower when the CPU is slow or busy: it tells
    // a slow page from a starved machine, since the simulated mobile timings scale with it.
    const benchmark = lhr.environment?.benchmarkIndex;
    return [...metrics, ...(benchmark ? [`CPU benchmark ${Math.round(benchmark)}`] : [])].join(', ');
  }
  const failing = lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
    .map((ref) => ref.id);
  return failing.length > 0 ? `failing: ${failing.slice(0, 4).join(', ')}` : '';
}

/**
 * One Lighthouse run. Trace recording now and then fails on a busy machine (NO_NAVSTART,
 * NO_FCP); such a run says nothing about the page, so it is retried once.
 */
async function audit({ lighthouse, chrome, url, log }) {
  let result;
  for (let attempt = 1; attempt <= 2; attempt++) {
    result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: CATEGORIES.map((c) => c.id),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) break;
    log(`lighthouse ${url}: ${result.lhr.runtimeError.code}${attempt === 1 ? ', trying again' : ''}`);
  }
  return result;
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const skipAll = (reason) => PAGES.flatMap((page) => CATEGORIES.map((c) => skipped({ what: rowName(page, c), unit: '/100', goal: `≥ ${c.goal}`, reason })));
  if (!ctx.chromium.executablePath) return skipAll('no Chromium');
  let lighthouse;
  try {
    ({ default: lighthouse } = await import('lighthouse'));
  } catch {
    return skipAll('lighthouse not installed');
  }

  // Overrunning the time limit closes the browser, which ends a Lighthouse run stuck on it.
  ctx.signal.addEventListener('abort', () => void ctx.chromium.close(), { once: true });
  const chrome = await ctx.chromium.launch();
  fs.mkdirSync(ctx.resultsDir, { recursive: true });

  const rows = [];
  for (const page of PAGES) {
    if (ctx.signal.aborted) break;
    const started = Date.now();
    try {
      const { lhr, report } = await audit({ lighthouse, chrome, url: `${ctx.baseUrl}${page.path}`, log: ctx.log });
      const reportFile = path.join(ctx.resultsDir, `lighthouse-${page.slug}.html`);
      fs.writeFileSync(reportFile, report);
      ctx.log(`lighthouse ${page.path}: ${((Date.now() - started) / 1000).toFixed(1)} s, report in ${path.relative(ctx.root, reportFile)}`);
      for (const category of CATEGORIES) {
        const score = lhr.categories[category.id]?.score;
        const what = rowName(page, category);
        if (typeof score !== 'number') {
          rows.push(errored({ what, error: lhr.runtimeError?.message ?? 'no score' }));
          continue;
        }
        rows.push(atLeast({ what, value: Math.round(score * 100), unit: '/100', min: category.goal, note: explain(lhr, category.id) }));
      }
    } catch (error) {
      rows.push(...CATEGORIES.map((category) => errored({ what: rowName(page, category), error })));
    }
  }
  return rows;
}
