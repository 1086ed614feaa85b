// Lighthouse mobile scores (its default form factor, with simulated throttling) of the built app
// served by the real server: every page three times, the median reported. A missed goal is
// reported, not thrown; no Chromium means skipped rows.
//
// Lighthouse's simulated throttling scales the page's CPU work by how fast this machine is, and
// measures that speed once per run (its "CPU benchmark"): on a machine busy with other work the
// page looks slower than it is, never faster. Each row's note has the load average of its runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { atLeast, atMost, errored, info, skipped } from './lib/rows.mjs';

export const title = 'Lighthouse mobile scores (median of 3)';
export const order = 30;
// 6 pages × 3 runs at 15–40 s each on a loaded 2-core machine.
export const timeoutMs = 1_500_000;

const RUNS = 3;

// The protected pages (catalogue, a tool) are audited signed in: the cookie of a user signed up
// for the run is sent with every request.
const PAGES = [
  { path: '/', slug: 'home' },
  { path: '/about', slug: 'about' },
  { path: '/login', slug: 'login' },
  { path: '/signup', slug: 'signup' },
  { path: '/tools', slug: 'tools', signedIn: true },
  { path: '/tools/json-formatter', slug: 'tool-json-formatter', signedIn: true },
];

const CATEGORIES = [
  { id: 'performance', label: 'performance', goal: 98 },
  { id: 'accessibility', label: 'accessibility', goal: 100 },
  { id: 'best-practices', label: 'best practices', goal: 100 },
  { id: 'seo', label: 'SEO', goal: 90 },
];

// Issue 19's goals for the first load of /, under Lighthouse's mobile throttling.
const HOME_METRIC_GOALS = [
  { id: 'largest-contentful-paint', label: 'LCP', unit: 'ms', max: 1500 },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms', max: 50 },
];

const PERFORMANCE_METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
];

const rowName = (page, category) => `Lighthouse ${page.path}: ${category.label}`;
const loadAverage = () => Math.round(os.loadavg()[0] * 10) / 10;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

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
async function audit({ lighthouse, chrome, url, cookie, log }) {
  let result;
  for (let attempt = 1; attempt <= 2; attempt++) {
    result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: CATEGORIES.map((c) => c.id),
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) break;
    log(`lighthouse ${url}: ${result.lhr.runtimeError.code}${attempt === 1 ? ', trying again' : ''}`);
  }
  return result;
}

/** Signs up a user for the run and returns its session cookie (name=value pairs). */
async function signedInCookie(baseUrl) {
  const user = { email: `bench-lighthouse-${Date.now().toString(36)}@example.com`, password: 'Bench-Passw0rd', name: 'Bench' };
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(user),
  });
  if (!response.ok) throw new Error(`could not sign up the bench user: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
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
  const cookie = await signedInCookie(ctx.baseUrl);

  const rows = [];
  for (const page of PAGES) {
    if (ctx.signal.aborted) break;
    const runs = [];
    try {
      for (let i = 0; i < RUNS && !ctx.signal.aborted; i++) {
        const started = Date.now();
        const load = loadAverage();
        const { lhr, report } = await audit({ lighthouse, chrome, url: `${ctx.baseUrl}${page.path}`, cookie: page.signedIn ? cookie : undefined, log: ctx.log });
        runs.push({ lhr, report, load });
        ctx.log(`lighthouse ${page.path} run ${i + 1}: ${((Date.now() - started) / 1000).toFixed(1)} s, load average ${load}`);
      }
      // The run with the median performance score stands for the page (its report is kept).
      const byPerformance = [...runs].sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
      const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
      const reportFile = path.join(ctx.resultsDir, `lighthouse-${page.slug}.html`);
      fs.writeFileSync(reportFile, middle.report);
      const loads = `load average ${runs.map((r) => r.load).join('/')}`;
      for (const category of CATEGORIES) {
        const what = rowName(page, category);
        const scores = runs.map((r) => r.lhr.categories[category.id]?.score).filter((s) => typeof s === 'number');
        if (scores.length === 0) {
          rows.push(errored({ what, error: middle.lhr.runtimeError?.message ?? 'no score' }));
          continue;
        }
        const all = scores.map((s) => Math.round(s * 100));
        rows.push(
          atLeast({
            what,
            value: median(all),
            unit: '/100',
            min: category.goal,
            note: [`runs ${all.join('/')}`, explain(middle.lhr, category.id), category.id === 'performance' ? loads : ''].filter(Boolean).join('; '),
          }),
        );
      }
      if (page.path === '/') {
        for (const metric of HOME_METRIC_GOALS) {
          const values = runs.map((r) => r.lhr.audits[metric.id]?.numericValue).filter((v) => typeof v === 'number');
          if (values.length === 0) continue;
          rows.push(
            atMost({
              what: `Lighthouse /: ${metric.label}`,
              value: Math.round(median(values)),
              unit: metric.unit,
              max: metric.max,
              note: `runs ${values.map((v) => Math.round(v)).join('/')} ms; ${loads}`,
            }),
          );
        }
      }
    } catch (error) {
      rows.push(...CATEGORIES.map((category) => errored({ what: rowName(page, category), error })));
    }
  }
  rows.push(info({ what: 'Lighthouse: load average at the end', value: loadAverage(), unit: '', note: `${os.cpus().length} CPUs; simulated throttling scales with the machine's measured speed` }));
  return rows;
}
