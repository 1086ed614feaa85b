// Text diff of two 1 MB texts (prose-like lines, the second with about 2% of its lines rewritten,
// inserted or removed) in the real tool: both pasted with Ctrl+V, as a user would, and timed from
// the second paste's keypress to the result on screen; the page's main-thread long tasks meanwhile
// (the browser's own paste included) say whether it stayed responsive.
/* global window, document -- page.evaluate callbacks run in the page */
import fs from 'node:fs';
import path from 'node:path';
import { editLines, textLines } from './lib/generate.mjs';
import { loadAverage, longTasksBetween, median, openTool, pasteFile, round, settle } from './lib/page.mjs';
import { atMost, check, info, skipped } from './lib/rows.mjs';

export const title = 'Text diff of two 1 MB texts';
export const order = 62;
export const timeoutMs = 180_000;

const BYTES = 1024 * 1024;
const RUNS = 3;
const MAX_TASK_MS = 200;

/** Resolves (window.__diffShown) at the first frame showing a finished diff with unchanged lines in it. */
function armResult(page) {
  return page.evaluate(() => {
    window.__diffShown = window.__bench.whenFrame(() => {
      const stats = document.querySelector('[data-testid="diff-stats"]');
      if (!stats || stats.querySelector('[aria-label="Comparing"]')) return false;
      const unchanged = /([\d,]+) unchanged/.exec(stats.textContent);
      return unchanged !== null && Number(unchanged[1].replaceAll(',', '')) > 0 && document.querySelector('table tbody tr') !== null;
    });
  });
}

async function diffInTool(ctx, { leftFile, rightFile }) {
  const { page, close } = await openTool(ctx, { slug: 'text-diff', heading: 'Text Diff' });
  try {
    // The original first, and its own (everything removed) result let through, as when pasting one
    // side and then the other.
    await pasteFile(page, page.getByLabel('Original text', { exact: true }), leftFile);
    await page.getByTestId('diff-stats').getByText(/removed/).waitFor({ timeout: 60_000 });
    await settle(page, 500);
    await armResult(page);
    const started = await pasteFile(page, page.getByLabel('Changed text', { exact: true }), rightFile);
    const shownAt = await page.evaluate(() => window.__diffShown);
    await settle(page, 1000);
    const tasks = await longTasksBetween(page, started);
    const stats = await page.getByTestId('diff-stats').textContent();
    const rows = await page.locator('table tbody tr').count();
    return { ms: shownAt - started, tasks, stats, rows };
  } finally {
    await close();
  }
}

const count = (stats, word) => Number(new RegExp(`([\\d,]+) ${word}`).exec(stats)?.[1].replaceAll(',', '') ?? NaN);

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const what = 'Text diff 2 × 1 MB: time to result';
  if (!ctx.chromium.executablePath) return [skipped({ what, unit: 'ms', reason: 'no Chromium' })];

  const leftLines = textLines({ bytes: BYTES });
  const rightLines = editLines(leftLines);
  const left = leftLines.join('\n');
  const right = rightLines.join('\n');
  const dir = fs.mkdtempSync(path.join(ctx.tmpDir, 'text-diff-'));
  const files = { leftFile: path.join(dir, 'original.txt'), rightFile: path.join(dir, 'changed.txt') };
  fs.writeFileSync(files.leftFile, left);
  fs.writeFileSync(files.rightFile, right);

  const runs = [];
  const loads = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      ctx.signal.throwIfAborted();
      loads.push(loadAverage());
      runs.push(await diffInTool(ctx, files));
      ctx.log(`text-diff run ${i + 1}: ${Math.round(runs.at(-1).ms)} ms, longest task ${runs.at(-1).tasks.longest} ms, load ${loads.at(-1)}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const times = runs.map((r) => r.ms);
  const longest = Math.max(...runs.map((r) => r.tasks.longest));
  const worst = runs.find((r) => r.tasks.longest === longest);
  const { stats } = runs[0];
  const unchanged = count(stats, 'unchanged');
  const changes = ['added', 'removed', 'modified'].map((word) => `${count(stats, word)} ${word}`).join(', ');
  const load = `load ${loads.join(', ')}`;
  return [
    info({
      what,
      value: Math.round(median(times)),
      unit: 'ms',
      note: `median of ${RUNS} (${times.map(Math.round).join(', ')} ms), from pasting the changed text to the result on screen; ${leftLines.length.toLocaleString('en-US')} lines, ${round(left.length / 1e6, 2)} + ${round(right.length / 1e6, 2)} MB; ${load}`,
      details: { ms: times.map((t) => round(t)), loadAverage: loads },
    }),
    atMost({
      what: 'Text diff 2 × 1 MB: longest main-thread task',
      value: longest,
      unit: 'ms',
      max: MAX_TASK_MS,
      note: `worst run: ${worst.tasks.count} long tasks, ${Math.round(worst.tasks.total)} ms in all; per run ${runs.map((r) => r.tasks.longest).join(', ')} ms`,
      details: { runs: runs.map((r) => r.tasks) },
    }),
    check({
      what: 'Text diff 2 × 1 MB: result',
      ok: runs.every((r) => r.stats === stats && r.rows > 0) && unchanged >= leftLines.length * 0.9,
      value: `${unchanged.toLocaleString('en-US')} unchanged`,
      goal: `≥ 90% of ${leftLines.length.toLocaleString('en-US')}`,
      note: `${changes}; same in every run; ${runs[0].rows.toLocaleString('en-US')} rows drawn`,
    }),
  ];
}
