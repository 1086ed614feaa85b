// The in-browser database engines (web/src/engines/database) in the real app: the cold start of
// PGlite (an empty HTTP cache: download, compile, initdb, sample data) and of sql.js, PGlite again
// with its files cached; a 100,000-row result from the Run click to the first frame showing the
// table, with the longest main-thread task meanwhile (goal: none over 100 ms); and what the five
// database tools and the engines cost to download (gzip -9 of the built files, and what the server
// really sends for the engines: brotli).
/* global window, document -- page.evaluate callbacks run in the page */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSize } from './lib/build.mjs';
import { loadAverage, longTasksBetween, median, openTool, round, settle } from './lib/page.mjs';
import { atMost, info, kB, skipped } from './lib/rows.mjs';

export const title = 'Database engines: cold start, 100,000 rows, sizes';
export const order = 70;
export const timeoutMs = 420_000;

const RUNS = 3;
const MAX_TASK_MS = 100;
const TOOLS = ['nosql-query-tester', 'query-builder', 'migration-manager', 'schema-diff', 'sql-formatter'];
const ROWS_QUERY = {
  postgresql: "SELECT g AS id, md5(g::text) AS token, (g % 97) * 1.5 AS amount FROM generate_series(1, 100000) AS g",
  sqlite: 'WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < 100000) SELECT n AS id, hex(randomblob(16)) AS token, (n % 97) * 1.5 AS amount FROM g',
};

/** The engine's start as the client measured it (worker created → ready), read from the page. */
async function engineStart(page, kind) {
  const ready = page.locator(`[data-engine-ready="${kind}"]`);
  await ready.waitFor({ timeout: 180_000 });
  return Number(await ready.getAttribute('data-start-ms'));
}

async function openRunner(ctx, kind) {
  const opened = await openTool(ctx, { slug: 'nosql-query-tester', heading: 'NoSQL/SQL Query Runner' });
  // A fresh context starts on PostgreSQL; another engine is one selection away.
  if (kind !== 'postgresql') await opened.page.getByLabel('Database').selectOption(kind);
  return opened;
}

/** Cold start in a fresh context (empty cache), then the same page reloaded (the engine's files cached). */
async function coldAndCached(ctx, kind) {
  const { page, close } = await openRunner(ctx, kind);
  try {
    const cold = await engineStart(page, kind);
    await page.reload();
    if (kind !== 'postgresql') await page.getByLabel('Database').selectOption(kind);
    const cached = await engineStart(page, kind);
    return { cold, cached };
  } finally {
    await close();
  }
}

/** Run → first frame showing 100,000 rows in the table; long tasks from the click to 1 s after. */
async function hundredThousandRows(ctx, kind) {
  const { page, close } = await openRunner(ctx, kind);
  try {
    await engineStart(page, kind);
    const editor = page.getByRole('textbox', { name: 'SQL query' });
    const times = [];
    const tasks = [];
    const shows = (pattern) => page.getByRole('status').filter({ hasText: pattern }).waitFor({ timeout: 120_000 });
    for (let run = 0; run < RUNS + 1; run++) {
      // A one-row result first, so the frame check cannot see the previous 100,000.
      await editor.fill('SELECT 1');
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await shows(/^1 row ·/);
      await editor.fill(ROWS_QUERY[kind]);
      await settle(page, 300);
      await page.evaluate(() => {
        window.__done = window.__bench.whenFrame(
          () =>
            [...document.querySelectorAll('[role="status"] span')].some((s) => /^100,000 rows/.test(s.textContent ?? '')) &&
            document.querySelector('[role="table"][aria-label="Query result"] [role="row"][aria-rowindex="2"]') !== null,
        );
      });
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      const startedAt = await page.evaluate(() => window.__bench.marks.click);
      const shownAt = await page.evaluate(() => window.__done);
      await settle(page, 1000);
      const longTasks = await longTasksBetween(page, startedAt);
      // The first run pays for compiling the result code paths: not counted.
      if (run > 0) {
        times.push(shownAt - startedAt);
        tasks.push(longTasks);
      }
    }
    // Scroll to the end: the last row renders (virtualised table).
    await page.getByTestId('result-scroller').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await page.getByRole('cell', { name: '100000', exact: true }).waitFor({ timeout: 10_000 });
    return { ms: median(times), times: times.map((t) => round(t)), longest: Math.max(...tasks.map((t) => t.longest)), tasks };
  } finally {
    await close();
  }
}

function sizes(ctx) {
  const { build } = ctx;
  const entryChunks = build.staticClosure([build.entryKey]);
  const rows = [];
  for (const tool of TOOLS) {
    const key = Object.keys(build.manifest).find((k) => build.manifest[k].isDynamicEntry && build.manifest[k].src?.startsWith(`src/tools/${tool}/`) && !/meta\.ts$/.test(build.manifest[k].src));
    if (!key) continue;
    const chunks = [...build.staticClosure([key])].filter((k) => !entryChunks.has(k));
    const gzip = chunks.reduce((total, k) => total + gzipSize(build.fileOf(k)), 0);
    rows.push(info({ what: `Tool screen (gzip): ${tool}`, value: kB(gzip), unit: 'kB', note: `${build.manifest[key].src} + ${chunks.length - 1} chunk(s) not in the entry; the engines load in workers, not here` }));
  }
  const assets = path.join(ctx.distDir, 'assets');
  const files = fs.readdirSync(assets);
  const engine = (label, patterns) => {
    const matched = files.filter((f) => patterns.some((p) => p.test(f)));
    const gzip = matched.reduce((total, f) => total + gzipSize(path.join(assets, f)), 0);
    const br = matched.reduce((total, f) => total + (fs.existsSync(path.join(assets, `${f}.br`)) ? fs.statSync(path.join(assets, `${f}.br`)).size : fs.statSync(path.join(assets, f)).size), 0);
    const raw = matched.reduce((total, f) => total + fs.statSync(path.join(assets, f)).size, 0);
    rows.push(info({ what: `Engine download (gzip): ${label}`, value: kB(gzip), unit: 'kB', note: `${matched.length} files, ${kB(raw)} kB raw, ${kB(br)} kB as served (brotli): ${matched.join(', ')}` }));
  };
  engine('PostgreSQL (PGlite)', [/^pglite\.worker-[\w-]+\.js$/, /^pglite-[\w-]+\.(wasm|data)$/, /^initdb-[\w-]+\.wasm$/]);
  engine('SQLite (sql.js)', [/^sqlite\.worker-[\w-]+\.js$/, /^sql-wasm-browser-[\w-]+\.wasm$/]);
  engine('MySQL on SQLite (+ parser)', [/^mysql\.worker-[\w-]+\.js$/, /^sql-wasm-browser-[\w-]+\.wasm$/]);
  engine('MongoDB (mingo)', [/^mongodb\.worker-[\w-]+\.js$/]);
  engine('Redis subset', [/^redis\.worker-[\w-]+\.js$/]);
  return rows;
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const rows = sizes(ctx);
  const names = ['PGlite cold start', 'sql.js cold start', '100,000 rows to rendered table (PostgreSQL)', 'Longest main-thread task, 100,000 rows (PostgreSQL)'];
  if (!ctx.chromium.executablePath) return [...rows, ...names.map((what) => skipped({ what, unit: 'ms', reason: 'no Chromium' }))];

  const load = [];
  const pg = [];
  const lite = [];
  for (let i = 0; i < RUNS; i++) {
    load.push(loadAverage());
    pg.push(await coldAndCached(ctx, 'postgresql'));
    lite.push(await coldAndCached(ctx, 'sqlite'));
  }
  const note = (runs) => `median of ${RUNS} fresh contexts (empty HTTP cache); runs ${runs.map((r) => round(r)).join(', ')} ms; load ${load.join(', ')}`;
  rows.push(
    info({ what: 'PGlite cold start (download, compile, initdb, sample data)', value: round(median(pg.map((r) => r.cold))), unit: 'ms', note: note(pg.map((r) => r.cold)) }),
    info({ what: 'PGlite start, files cached', value: round(median(pg.map((r) => r.cached))), unit: 'ms', note: `same page reloaded; runs ${pg.map((r) => round(r.cached)).join(', ')} ms` }),
    info({ what: 'sql.js cold start (download, compile, sample data)', value: round(median(lite.map((r) => r.cold))), unit: 'ms', note: note(lite.map((r) => r.cold)) }),
    info({ what: 'sql.js start, files cached', value: round(median(lite.map((r) => r.cached))), unit: 'ms', note: `runs ${lite.map((r) => round(r.cached)).join(', ')} ms` }),
  );

  for (const kind of ['postgresql', 'sqlite']) {
    const loadBefore = loadAverage();
    const result = await hundredThousandRows(ctx, kind);
    const label = kind === 'postgresql' ? 'PostgreSQL' : 'SQLite';
    rows.push(
      info({ what: `100,000 rows: Run to rendered table (${label})`, value: round(result.ms), unit: 'ms', note: `median of ${RUNS} after one uncounted: ${result.times.join(', ')} ms (engine time included); load ${loadBefore}` }),
      atMost({
        what: `Longest main-thread task, 100,000 rows (${label})`,
        value: result.longest,
        unit: 'ms',
        max: MAX_TASK_MS,
        note: `worst of ${RUNS} runs, click to 1 s after the table shows; ${result.tasks.map((t) => `${t.count} long task(s)`).join(', ')}`,
        details: { tasks: result.tasks },
      }),
    );
  }
  return rows;
}
