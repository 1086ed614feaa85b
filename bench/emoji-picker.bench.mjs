// The emoji picker's search (issue 34: search keystroke to frame ≤ 16 ms warm). In headless Chromium
// on the real /tools/emoji-picker (signed in, the emoji data loaded on first use as the app loads it),
// typing key by key into its search box after a warm-up search: from each keydown (event.timeStamp,
// so time queued behind a busy main thread counts) to the first frame showing the key in the box,
// and to the first frame whose result line names the text typed so far (the search over ~1,900
// emoji and the redraw of up to 160 of them happen on the keystroke, not deferred).
/* global window, document -- page.evaluate callbacks run in the page */
import { loadAverage, median, openPage, round } from './lib/page.mjs';
import { atMost, info, skipped } from './lib/rows.mjs';

export const title = 'Emoji picker: search keystroke to frame';
export const order = 67;
export const timeoutMs = 120_000;

const FRAME_MS = 16;
const WARMUP_TEXT = 'heart';
const TYPED = 'smiling face with hearts';
const WARMUP_KEYS = 3;
const KEY_DELAY_MS = 120;

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)];

/** Types TYPED into the search box: per key, the frame showing it, and the frame showing its results. */
async function typeAndTime(page) {
  const box = page.getByLabel('Search emoji', { exact: true });
  await box.focus();
  await page.evaluate((typed) => {
    const results = [];
    window.__emoji = results;
    let keyDownAt;
    document.addEventListener('keydown', (event) => (keyDownAt = event.timeStamp), true);
    document.addEventListener(
      'input',
      (event) => {
        const value = event.target.value;
        const result = { started: keyDownAt, shownAt: undefined, resultsAt: undefined };
        results.push(result);
        const wanted = `“${value.trim()}”`;
        const status = () => [...document.querySelectorAll('[role=status]')].some((el) => el.textContent.includes(wanted));
        window.__bench.whenFrame(() => true, 10_000).then((at) => (result.shownAt = at));
        window.__bench.whenFrame(status, 10_000).then((at) => (result.resultsAt = at));
        if (value.length > typed.length) throw new Error('typed more than expected');
      },
      true,
    );
  }, TYPED);
  await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
  await page.waitForFunction(
    (n) => window.__emoji.length === n && window.__emoji.every((r) => r.shownAt !== undefined && r.resultsAt !== undefined),
    TYPED.length,
    { timeout: 30_000 },
  );
  const results = await page.evaluate(() => window.__emoji);
  return results.slice(WARMUP_KEYS).map((r) => ({ shown: r.shownAt - r.started, results: r.resultsAt - r.started }));
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const resultsWhat = 'emoji search: key → frame showing its results, median';
  const shownWhat = 'emoji search: key → frame showing it, median';
  if (!ctx.chromium.executablePath) {
    return [resultsWhat, shownWhat].map((what) => skipped({ what, unit: 'ms', goal: `≤ ${FRAME_MS}`, reason: 'no Chromium' }));
  }
  const { page, close } = await openPage(ctx);
  let keys;
  let total;
  try {
    await page.goto(`${ctx.baseUrl}/tools/emoji-picker`);
    const status = page.getByRole('main').getByRole('status').filter({ hasText: /emoji/ });
    total = await status.filter({ hasText: /^Smileys & emotion: \d+ emoji$/ }).textContent({ timeout: 60_000 });
    // Warm: one search and its results drawn, then the box emptied.
    const box = page.getByLabel('Search emoji', { exact: true });
    await box.fill(WARMUP_TEXT);
    await status.filter({ hasText: `“${WARMUP_TEXT}”` }).waitFor({ timeout: 10_000 });
    await box.fill('');
    await status.filter({ hasText: /^Smileys & emotion/ }).waitFor({ timeout: 10_000 });
    keys = await typeAndTime(page);
  } finally {
    await close();
  }
  const load = loadAverage();
  const found = keys.map((k) => k.results);
  const shown = keys.map((k) => k.shown);
  return [
    atMost({
      what: resultsWhat,
      value: round(median(found), 1),
      unit: 'ms',
      max: FRAME_MS,
      note: `/tools/emoji-picker signed in, “${TYPED}” typed after a warm-up search; ${keys.length} keys at ${KEY_DELAY_MS} ms after ${WARMUP_KEYS} uncounted; p95 ${round(p95(found), 1)} ms, max ${round(Math.max(...found), 1)} ms; first category ${total.trim()}; load ${load}`,
      details: { ms: found.map((v) => round(v, 1)), loadAverage: load },
    }),
    info({
      what: shownWhat,
      value: round(median(shown), 1),
      unit: 'ms',
      note: `the next frame after each key; p95 ${round(p95(shown), 1)} ms, max ${round(Math.max(...shown), 1)} ms`,
      details: { ms: shown.map((v) => round(v, 1)) },
    }),
  ];
}
