// The JSON formatter on a 20 MB document in the real app: a user uploads the file (the tool's
// "Upload .json file" input) and waits for the pretty-printed result. That time, from the file
// input's change event to the first frame showing the result, is compared with bare JSON.parse +
// JSON.stringify(v, null, 2) of the same text in the same browser, and the page's main-thread
// long tasks meanwhile say whether it stayed responsive.
/* global window, document -- page.evaluate callbacks run in the page */
import fs from 'node:fs';
import path from 'node:path';
import { jsonDocument } from './lib/generate.mjs';
import { chooseFile, loadAverage, longTasksBetween, median, openPage, openTool, round, settle } from './lib/page.mjs';
import { atMost, check, info, skipped } from './lib/rows.mjs';

export const title = 'JSON formatter on a 20 MB document';
export const order = 60;
export const timeoutMs = 240_000;

const BYTES = 20 * 1024 * 1024;
const RUNS = 5;
const MAX_RATIO = 1.3;
const MAX_TASK_MS = 200;

/** Bare parse + stringify of the file's text in a plain page of the same browser, `runs` times. */
async function baseline(ctx, file, runs) {
  const { page, close } = await openPage(ctx);
  try {
    await page.setContent('<input type="file">');
    await chooseFile(page, page.locator('input'), file);
    return await page.evaluate(async (n) => {
      const text = await document.querySelector('input').files[0].text();
      const times = [];
      let lines = 0;
      for (let i = 0; i < n; i++) {
        const started = performance.now();
        const output = JSON.stringify(JSON.parse(text), null, 2);
        times.push(performance.now() - started);
        lines = output.split('\n').length;
      }
      return { times, lines };
    }, runs);
  } finally {
    await close();
  }
}

/** One upload in a fresh tool page: time to the result on screen, long tasks, what it showed. */
async function formatInTool(ctx, file) {
  const { page, close } = await openTool(ctx, { slug: 'json-formatter', heading: 'JSON Formatter' });
  try {
    const outputBox = page.getByLabel('Formatted JSON');
    const outputId = await outputBox.getAttribute('id');
    await page.evaluate(
      ({ outputId }) => {
        const output = document.getElementById(outputId);
        window.__done = window.__bench.whenFrame(() => output.value !== '' || document.querySelector('[role="alert"]') !== null);
      },
      { outputId },
    );
    await chooseFile(page, page.getByLabel('Upload .json file'), file);
    const shownAt = await page.evaluate(() => window.__done);
    const chosenAt = await page.evaluate(() => window.__bench.marks.fileChosen);
    await settle(page, 1000);
    const tasks = await longTasksBetween(page, chosenAt);
    // The output's hint ("N lines · size") appears with the result.
    const hintId = await outputBox.getAttribute('aria-describedby');
    const hint = hintId ? ((await page.locator(`[id="${hintId}"]`).textContent()) ?? '') : '';
    const alert = await page.locator('[role="alert"]').first().textContent({ timeout: 100 }).catch(() => null);
    return { ms: shownAt - chosenAt, tasks, hint, alert };
  } finally {
    await close();
  }
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const what = 'JSON formatter 20 MB: time vs JSON.parse + stringify';
  if (!ctx.chromium.executablePath) return [skipped({ what, unit: '×', goal: `≤ ${MAX_RATIO}`, reason: 'no Chromium' })];

  const dir = fs.mkdtempSync(path.join(ctx.tmpDir, 'json-formatter-'));
  try {
    const text = jsonDocument({ bytes: BYTES });
    const file = path.join(dir, 'users.json');
    fs.writeFileSync(file, text);
    const expectedLines = JSON.stringify(JSON.parse(text), null, 2).split('\n').length;
    const sizeMB = round(Buffer.byteLength(text) / 1024 / 1024, 1);

    // A first round that is not counted: the first run of each pays for compiling the worker and
    // the tool's code, which says nothing about formatting 20 MB.
    await baseline(ctx, file, 1);
    await formatInTool(ctx, file);
    // Interleaved, so drifting background load hits both sides alike.
    const toolRuns = [];
    const bareTimes = [];
    const loads = [];
    for (let i = 0; i < RUNS; i++) {
      ctx.signal.throwIfAborted();
      loads.push(loadAverage());
      bareTimes.push(...(await baseline(ctx, file, 1)).times);
      const result = await formatInTool(ctx, file);
      if (result.alert) throw new Error(`the tool showed an error: ${result.alert}`);
      toolRuns.push(result);
      ctx.log(`json-formatter run ${i + 1}: tool ${Math.round(result.ms)} ms, bare ${Math.round(bareTimes.at(-1))} ms, longest task ${result.tasks.longest} ms, load ${loads.at(-1)}`);
    }
    const bare = await baseline(ctx, file, 1);
    if (bare.lines !== expectedLines) throw new Error(`the browser's JSON.stringify gave ${bare.lines} lines, Node's ${expectedLines}`);

    const toolMs = median(toolRuns.map((r) => r.ms));
    const bareMs = median(bareTimes);
    const longest = Math.max(...toolRuns.map((r) => r.tasks.longest));
    const worst = toolRuns.find((r) => r.tasks.longest === longest);
    const shownLines = toolRuns.map((r) => Number(/^([\d,]+) lines/.exec(r.hint)?.[1].replaceAll(',', '') ?? NaN));
    const load = `load ${loads.join(', ')}`;
    return [
      atMost({
        what,
        value: round(toolMs / bareMs, 2),
        unit: '×',
        max: MAX_RATIO,
        note: `tool ${Math.round(toolMs)} ms (upload → result shown) vs parse + stringify ${Math.round(bareMs)} ms, medians of ${RUNS}; ${sizeMB} MB; ${load}`,
        details: { toolMs: toolRuns.map((r) => round(r.ms)), bareMs: bareTimes.map((t) => round(t)), loadAverage: loads },
      }),
      info({ what: 'JSON formatter 20 MB: time to result', value: Math.round(toolMs), unit: 'ms', note: `runs ${toolRuns.map((r) => Math.round(r.ms)).join(', ')} ms` }),
      atMost({
        what: 'JSON formatter 20 MB: longest main-thread task',
        value: longest,
        unit: 'ms',
        max: MAX_TASK_MS,
        note: `worst run: ${worst.tasks.count} long tasks, ${Math.round(worst.tasks.total)} ms in all; per run ${toolRuns.map((r) => r.tasks.longest).join(', ')} ms`,
        details: { runs: toolRuns.map((r) => r.tasks) },
      }),
      check({
        what: 'JSON formatter 20 MB: result complete',
        ok: shownLines.every((n) => n === expectedLines),
        value: `${shownLines[0].toLocaleString('en-US')} lines`,
        goal: `${expectedLines.toLocaleString('en-US')} lines`,
        note: 'line count the tool shows vs JSON.stringify(v, null, 2) in Node',
      }),
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
