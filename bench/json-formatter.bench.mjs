// The JSON formatter on a 20 MB document in the real app, the two ways a user gets it in: uploaded
// through "Upload .json file" (formatting starts at once, reading the file included), and pasted
// with Ctrl+V, then Format JSON. The time to the first frame showing the result is compared with
// the same work done bare in the same browser: JSON.parse + JSON.stringify(v, null, 2) of the text
// for the paste, and for the upload reading the file first (File.text(), as the tool must), then
// the same. The page's main-thread long tasks meanwhile (the paste included) say whether it stayed
// responsive.
/* global window, document -- page.evaluate callbacks run in the page */
import fs from 'node:fs';
import path from 'node:path';
import { jsonDocument } from './lib/generate.mjs';
import { chooseFile, loadAverage, longTasksBetween, median, openPage, openTool, pasteFile, round, settle } from './lib/page.mjs';
import { atMost, check, info, skipped } from './lib/rows.mjs';

export const title = 'JSON formatter on a 20 MB document';
export const order = 60;
export const timeoutMs = 240_000;

const BYTES = 20 * 1024 * 1024;
const RUNS = 5;
const MAX_RATIO = 1.3;
const MAX_TASK_MS = 200;

/**
 * Bare work in a plain page of the same browser, `runs` times: reading the file (File.text()) and
 * parse + stringify of its text, timed apart.
 */
async function baseline(ctx, file, runs) {
  const { page, close } = await openPage(ctx);
  try {
    await page.setContent('<input type="file">');
    await chooseFile(page, page.locator('input'), file);
    return await page.evaluate(async (n) => {
      const times = [];
      const readTimes = [];
      let lines = 0;
      for (let i = 0; i < n; i++) {
        const read = performance.now();
        const text = await document.querySelector('input').files[0].text();
        const started = performance.now();
        const output = JSON.stringify(JSON.parse(text), null, 2);
        times.push(performance.now() - started);
        readTimes.push(started - read);
        lines = output.split('\n').length;
      }
      return { times, readTimes, lines };
    }, runs);
  } finally {
    await close();
  }
}

/**
 * One run in a fresh tool page, the document either uploaded (formatting starts on the file input's
 * change event) or pasted with Ctrl+V and then formatted with the button (timed from the click; the
 * paste's own cost shows in the long tasks). Returns the time to the first frame showing the result.
 */
async function formatInTool(ctx, { file, paste }) {
  const { page, close } = await openTool(ctx, { slug: 'json-formatter', heading: 'JSON Formatter' });
  try {
    const outputBox = page.getByLabel('Formatted JSON');
    const outputId = await outputBox.getAttribute('id');
    const armResult = () =>
      page.evaluate(
        ({ outputId }) => {
          const output = document.getElementById(outputId);
          window.__done = window.__bench.whenFrame(() => output.value !== '' || document.querySelector('[role="alert"]') !== null);
        },
        { outputId },
      );
    let startedAt;
    let pasteTasks;
    if (!paste) {
      await armResult();
      await chooseFile(page, page.getByLabel('Upload .json file'), file);
      startedAt = await page.evaluate(() => window.__bench.marks.fileChosen);
    } else {
      const pastedAt = await pasteFile(page, page.getByLabel('JSON input'), file);
      await page.getByText('Large document').waitFor({ timeout: 30_000 });
      await settle(page, 300);
      pasteTasks = await longTasksBetween(page, pastedAt);
      await armResult();
      await page.getByRole('button', { name: 'Format JSON' }).click();
      startedAt = await page.evaluate(() => window.__bench.marks.click);
    }
    const shownAt = await page.evaluate(() => window.__done);
    await settle(page, 1000);
    const tasks = await longTasksBetween(page, startedAt);
    // The output's hint ("N lines · size") appears with the result.
    const hintId = await outputBox.getAttribute('aria-describedby');
    const hint = hintId ? ((await page.locator(`[id="${hintId}"]`).textContent()) ?? '') : '';
    const alert = await page.locator('[role="alert"]').first().textContent({ timeout: 100 }).catch(() => null);
    if (alert) throw new Error(`the tool showed an error: ${alert}`);
    return { ms: shownAt - startedAt, tasks, pasteTasks, lines: Number(/^([\d,]+) lines/.exec(hint)?.[1].replaceAll(',', '') ?? NaN) };
  } finally {
    await close();
  }
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const rowNames = ['JSON formatter 20 MB uploaded: vs read + parse + stringify', 'JSON formatter 20 MB pasted: vs parse + stringify'];
  if (!ctx.chromium.executablePath) return rowNames.map((what) => skipped({ what, unit: '×', goal: `≤ ${MAX_RATIO}`, reason: 'no Chromium' }));

  const dir = fs.mkdtempSync(path.join(ctx.tmpDir, 'json-formatter-'));
  try {
    const text = jsonDocument({ bytes: BYTES });
    const file = path.join(dir, 'users.json');
    fs.writeFileSync(file, text);
    const expectedLines = JSON.stringify(JSON.parse(text), null, 2).split('\n').length;
    const sizeMB = round(Buffer.byteLength(text) / 1024 / 1024, 1);

    // A first round that is not counted: the first run of each pays for compiling the workers and
    // the tool's code, which says nothing about formatting 20 MB.
    await baseline(ctx, file, 1);
    await formatInTool(ctx, { file });
    // Interleaved, so drifting background load hits every side alike.
    const uploads = [];
    const pastes = [];
    const bareTimes = [];
    const bareReadTimes = [];
    const loads = [];
    for (let i = 0; i < RUNS; i++) {
      ctx.signal.throwIfAborted();
      loads.push(loadAverage());
      const bare = await baseline(ctx, file, 1);
      if (bare.lines !== expectedLines) throw new Error(`the browser's JSON.stringify gave ${bare.lines} lines, Node's ${expectedLines}`);
      bareTimes.push(bare.times[0]);
      bareReadTimes.push(bare.readTimes[0] + bare.times[0]);
      uploads.push(await formatInTool(ctx, { file }));
      pastes.push(await formatInTool(ctx, { file, paste: true }));
      ctx.log(
        `json-formatter run ${i + 1}: bare ${Math.round(bareTimes.at(-1))} ms (${Math.round(bareReadTimes.at(-1))} ms reading first), uploaded ${Math.round(uploads.at(-1).ms)} ms, pasted ${Math.round(pastes.at(-1).ms)} ms, ` +
          `longest task ${Math.max(uploads.at(-1).tasks.longest, pastes.at(-1).tasks.longest)} ms, load ${loads.at(-1)}`,
      );
    }

    const load = `load ${loads.join(', ')}`;
    const ratioRow = (what, runs, how, bare, bareHow) => {
      const ms = median(runs.map((r) => r.ms));
      const bareMs = median(bare);
      return atMost({
        what,
        value: round(ms / bareMs, 2),
        unit: '×',
        max: MAX_RATIO,
        note: `${how} ${Math.round(ms)} ms (runs ${runs.map((r) => Math.round(r.ms)).join(', ')}) vs ${bareHow} ${Math.round(bareMs)} ms (${bare.map(Math.round).join(', ')}), medians of ${RUNS}; ${sizeMB} MB; ${load}`,
        details: { toolMs: runs.map((r) => round(r.ms)), bareMs: bare.map((t) => round(t)), loadAverage: loads },
      });
    };
    const all = [...uploads, ...pastes];
    const tasksRow = (what, runs, how) => {
      const longest = Math.max(...runs.map((r) => r.tasks.longest));
      const worst = runs.find((r) => r.tasks.longest === longest);
      return atMost({
        what,
        value: longest,
        unit: 'ms',
        max: MAX_TASK_MS,
        note: `${how}; worst run: ${worst.tasks.count} long tasks, ${Math.round(worst.tasks.total)} ms in all; per run ${runs.map((r) => r.tasks.longest).join(', ')} ms`,
        details: { runs: runs.map((r) => r.tasks) },
      });
    };
    const pasteLongest = Math.max(...pastes.map((r) => r.pasteTasks.longest));
    return [
      ratioRow(rowNames[0], uploads, 'file input change → result shown', bareReadTimes, 'File.text() + parse + stringify'),
      ratioRow(rowNames[1], pastes, 'Format JSON click → result shown', bareTimes, 'parse + stringify'),
      // The same uploads against parse + stringify alone, so the cost of reading the file shows too.
      { ...ratioRow('JSON formatter 20 MB uploaded: vs parse + stringify alone', uploads, 'file input change → result shown', bareTimes, 'parse + stringify'), goal: '', status: 'info' },
      tasksRow('JSON formatter 20 MB uploaded: longest main-thread task', uploads, 'from the change event to 1 s after the result'),
      tasksRow('JSON formatter 20 MB pasted: longest main-thread task', pastes, 'from the click to 1 s after the result'),
      info({
        what: 'JSON formatter 20 MB: the Ctrl+V paste itself',
        value: pasteLongest,
        unit: 'ms',
        note: `longest main-thread task from the keypress to the input shown; per run ${pastes.map((r) => r.pasteTasks.longest).join(', ')} ms (mostly the paste event's clipboardData.getData of 20 MB)`,
        details: { runs: pastes.map((r) => r.pasteTasks) },
      }),
      check({
        what: 'JSON formatter 20 MB: result complete',
        ok: all.every((r) => r.lines === expectedLines),
        value: `${all[0].lines.toLocaleString('en-US')} lines`,
        goal: `${expectedLines.toLocaleString('en-US')} lines`,
        note: 'line count the tool shows, every run, vs JSON.stringify(v, null, 2) in Node',
      }),
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
