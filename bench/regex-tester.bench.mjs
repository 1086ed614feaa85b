// The regex tester against catastrophic backtracking: `(a+)+$` on 30 'a's and a '!' would run for
// minutes. The tool's worker must be stopped at its time limit with the clear message, and the
// page must keep answering typing meanwhile (the keystrokes go to "Replace with", another field
// on the same page, while the worker spins on another core).
/* global window, document, HTMLInputElement -- page.evaluate callbacks run in the page */
import fs from 'node:fs';
import path from 'node:path';
import { loadAverage, longTasksBetween, median, openTool, round } from './lib/page.mjs';
import { atMost, check, info, skipped } from './lib/rows.mjs';

export const title = 'Regex tester: catastrophic pattern stopped, page responsive';
export const order = 61;
export const timeoutMs = 120_000;

const PATTERN = '(a+)+$';
const TEXT = `${'a'.repeat(30)}!`;
const ROUNDS = 3;
// Beyond the debounce and the time limit: the timer firing late on a busy machine, one render.
const MARGIN_MS = 250;
const MAX_KEY_LATENCY_MS = 100;
const TYPED = 'still typing';

/** The tool's own numbers, read from its source so the goal follows them. */
function toolTimings(root) {
  const dir = path.join(root, 'web', 'src', 'tools', 'regex-tester');
  const read = (file, name) => {
    const match = new RegExp(`${name}\\s*=\\s*([\\d_]+)`).exec(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (!match) throw new Error(`${name} not found in ${file}`);
    return Number(match[1].replaceAll('_', ''));
  };
  return { limitMs: read('regex.ts', 'REGEX_TIME_LIMIT_MS'), debounceMs: read('RegexTester.tsx', 'DEBOUNCE_MS') };
}

/** A fresh tool page with the test string in place and the example pattern's result settled. */
async function prepare(ctx) {
  const opened = await openTool(ctx, { slug: 'regex-tester', heading: 'Regex Tester' });
  const { page } = opened;
  await page.getByLabel('Test string').fill(TEXT);
  await page.getByText('No matches found').waitFor({ timeout: 10_000 });
  return { ...opened, patternId: await page.getByLabel('Regular expression').getAttribute('id') };
}

/**
 * Enters the pattern as typing its last character would (value + input event) and returns the
 * page time of that input; the stop message is awaited with window.__stopped.
 */
function enterPattern(page, patternId) {
  return page.evaluate(
    ({ id, pattern }) => {
      const input = document.getElementById(id);
      window.__stopped = window.__bench.whenFrame(() => [...document.querySelectorAll('[role="alert"]')].some((el) => el.textContent.includes('Stopped after')));
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      setValue.call(input, pattern);
      const started = performance.now();
      input.dispatchEvent(new Event('input', { bubbles: true }));
      return started;
    },
    { id: patternId, pattern: PATTERN },
  );
}

/** Time from entering the pattern to the stop message on screen. */
async function timeToStop(ctx) {
  const { page, patternId, close } = await prepare(ctx);
  try {
    const started = await enterPattern(page, patternId);
    const shownAt = await page.evaluate(() => window.__stopped);
    const message = await page.getByRole('alert').filter({ hasText: 'Stopped after' }).textContent();
    const tasks = await longTasksBetween(page, started, shownAt);
    return { ms: shownAt - started, message, tasks };
  } finally {
    await close();
  }
}

/** Keystrokes typed into another field while the worker runs: latency of each to the next frame. */
async function typingWhileRunning(ctx, { debounceMs }) {
  const { page, patternId, close } = await prepare(ctx);
  try {
    const replace = page.getByLabel('Replace with');
    await replace.fill('');
    await replace.focus();
    const started = await enterPattern(page, patternId);
    // Past the debounce the worker has the job; typing starts while it spins.
    await page.waitForTimeout(debounceMs + 100);
    const busy = await page.getByText('Matching…').isVisible();
    await page.evaluate(() => {
      window.__bench.keys = [];
    });
    await page.keyboard.type(TYPED, { delay: 40 });
    // Typing changed the job, but a new replacement alone does not retry a pattern that timed out.
    const stoppedAt = await page.evaluate(() => window.__stopped);
    const keys = await page.evaluate(() => window.__bench.keys);
    const value = await replace.inputValue();
    const tasks = await longTasksBetween(page, started, stoppedAt);
    return { latencies: keys.map((k) => k.latency), busy, keysWhileRunning: keys.filter((k) => k.at < stoppedAt).length, value, tasks };
  } finally {
    await close();
  }
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const { limitMs, debounceMs } = toolTimings(ctx.root);
  const stopGoal = debounceMs + limitMs + MARGIN_MS;
  if (!ctx.chromium.executablePath) {
    return [
      skipped({ what: 'Regex (a+)+$: stopped, message shown', unit: 'ms', goal: `≤ ${stopGoal}`, reason: 'no Chromium' }),
      skipped({ what: 'Regex (a+)+$: typing latency meanwhile (max)', unit: 'ms', goal: `≤ ${MAX_KEY_LATENCY_MS}`, reason: 'no Chromium' }),
    ];
  }

  const stops = [];
  const typing = [];
  const loads = [];
  for (let i = 0; i < ROUNDS; i++) {
    ctx.signal.throwIfAborted();
    loads.push(loadAverage());
    stops.push(await timeToStop(ctx));
    typing.push(await typingWhileRunning(ctx, { debounceMs }));
    const latencies = typing.at(-1).latencies;
    ctx.log(`regex-tester round ${i + 1}: stopped after ${Math.round(stops.at(-1).ms)} ms, typing max ${Math.round(Math.max(...latencies))} ms over ${latencies.length} keys, load ${loads.at(-1)}`);
  }

  const worstStop = Math.max(...stops.map((s) => s.ms));
  const latencies = typing.flatMap((t) => t.latencies);
  const typedOk = typing.every((t) => t.value === TYPED && t.latencies.length === TYPED.length);
  const wasBusy = typing.every((t) => t.busy && t.keysWhileRunning === TYPED.length);
  const longest = Math.max(...stops.map((s) => s.tasks.longest), ...typing.map((t) => t.tasks.longest));
  const load = `load ${loads.join(', ')}`;
  return [
    atMost({
      what: 'Regex (a+)+$: stopped, message shown',
      value: Math.round(worstStop),
      unit: 'ms',
      max: stopGoal,
      note: `worst of ${ROUNDS} (${stops.map((s) => Math.round(s.ms)).join(', ')} ms) from the pattern's input event; limit ${limitMs} ms + debounce ${debounceMs} ms + ${MARGIN_MS} ms; "${/Stopped after [\d.]+ s/.exec(stops[0].message)?.[0]}"; ${load}`,
      details: { stopMs: stops.map((s) => round(s.ms)), limitMs, debounceMs, loadAverage: loads },
    }),
    atMost({
      what: 'Regex (a+)+$: typing latency meanwhile (max)',
      value: Math.round(Math.max(...latencies)),
      unit: 'ms',
      max: MAX_KEY_LATENCY_MS,
      note: `keydown → first frame with the new value, ${latencies.length} keys in ${ROUNDS} rounds; median ${Math.round(median(latencies))} ms; ${load}`,
      details: { latencies: latencies.map((l) => round(l, 1)) },
    }),
    check({
      what: 'Regex (a+)+$: keys typed while the worker ran',
      ok: typedOk && wasBusy,
      value: `${typing.filter((t) => t.value === TYPED).length}/${ROUNDS} rounds${wasBusy ? '' : ', worker not busy throughout'}`,
      goal: `${ROUNDS}/${ROUNDS} rounds`,
      note: `"${TYPED}" into Replace with at 40 ms a key while "Matching…" showed`,
    }),
    info({ what: 'Regex (a+)+$: longest main-thread task', value: longest, unit: 'ms', note: 'while matching and typing, all rounds' }),
  ];
}
