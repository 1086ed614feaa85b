// SHA-256 of a 100 MB file in the hash generator: chosen through its file input as a user would,
// hashed by its worker in chunks, timed from the file input's change event to the first frame
// showing the digest, which must equal Node's. The page's main-thread long tasks meanwhile say
// whether it stayed responsive. One more run with every algorithm checked (the tool's default).
/* global window, document -- page.evaluate callbacks run in the page */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeRandomFile } from './lib/generate.mjs';
import { chooseFile, loadAverage, longTasksBetween, median, openTool, round, settle } from './lib/page.mjs';
import { atMost, check, info, skipped } from './lib/rows.mjs';

export const title = 'Hash generator: SHA-256 of a 100 MB file';
export const order = 63;
export const timeoutMs = 240_000;

const BYTES = 100 * 1024 * 1024;
const MB = BYTES / 1024 / 1024;
const RUNS = 3;
const MAX_TASK_MS = 200;

function sha256Of(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    fs.createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

/** Hashes `file` in a fresh tool page with only `algorithms` checked (all when not given). */
async function hashInTool(ctx, file, algorithms) {
  const { page, close } = await openTool(ctx, { slug: 'hash-generator', heading: 'Hash Generator' });
  try {
    await page.getByText('File', { exact: true }).click();
    const checked = [];
    for (const box of await page.getByRole('group', { name: 'Algorithms' }).getByRole('checkbox').all()) {
      const name = (await box.evaluate((el) => el.labels?.[0]?.textContent ?? '')).trim();
      if (algorithms) await box.setChecked(algorithms.includes(name));
      if (await box.isChecked()) checked.push(name);
    }
    // The digests appear only once a file is chosen, one per checked algorithm.
    const digestLabels = checked.map((name) => `${name} digest`);
    await page.evaluate((labels) => {
      const hex = /^[0-9a-f]{32,}$/;
      window.__done = window.__bench.whenFrame(
        () => labels.every((label) => hex.test(document.querySelector(`[aria-label="${label}"]`)?.textContent ?? '')) || document.querySelector('[role="alert"]') !== null,
      );
    }, digestLabels);
    await chooseFile(page, page.getByLabel('Choose a file'), file);
    const shownAt = await page.evaluate(() => window.__done);
    const chosenAt = await page.evaluate(() => window.__bench.marks.fileChosen);
    await settle(page, 500);
    const tasks = await longTasksBetween(page, chosenAt);
    const sha256 = await page.getByLabel('SHA-256 digest').textContent();
    const alert = await page.locator('[role="alert"]').first().textContent({ timeout: 100 }).catch(() => null);
    if (alert) throw new Error(`the tool showed an error: ${alert}`);
    return { ms: shownAt - chosenAt, tasks, sha256, algorithms: digestLabels.length };
  } finally {
    await close();
  }
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const what = 'SHA-256 of 100 MB: throughput';
  if (!ctx.chromium.executablePath) return [skipped({ what, unit: 'MB/s', reason: 'no Chromium' })];

  const dir = fs.mkdtempSync(path.join(ctx.tmpDir, 'hash-generator-'));
  try {
    const file = path.join(dir, 'random-100mb.bin');
    writeRandomFile(file, { bytes: BYTES });
    const expected = await sha256Of(file);

    const runs = [];
    const loads = [];
    for (let i = 0; i < RUNS; i++) {
      ctx.signal.throwIfAborted();
      loads.push(loadAverage());
      runs.push(await hashInTool(ctx, file, ['SHA-256']));
      ctx.log(`hash-generator run ${i + 1}: ${Math.round(runs.at(-1).ms)} ms, longest task ${runs.at(-1).tasks.longest} ms, load ${loads.at(-1)}`);
    }
    loads.push(loadAverage());
    const all = await hashInTool(ctx, file);
    ctx.log(`hash-generator, all ${all.algorithms} algorithms: ${Math.round(all.ms)} ms, longest task ${all.tasks.longest} ms`);

    const ms = median(runs.map((r) => r.ms));
    const longest = Math.max(...runs.map((r) => r.tasks.longest), all.tasks.longest);
    const worst = [...runs, all].find((r) => r.tasks.longest === longest);
    const load = `load ${loads.join(', ')}`;
    return [
      info({
        what,
        value: round(MB / (ms / 1000), 1),
        unit: 'MB/s',
        note: `${Math.round(ms)} ms, median of ${RUNS} (${runs.map((r) => Math.round(r.ms)).join(', ')} ms), from choosing the file to the digest on screen, SHA-256 alone; ${load}`,
        details: { ms: runs.map((r) => round(r.ms)), bytes: BYTES, loadAverage: loads },
      }),
      info({
        what: `100 MB, all ${all.algorithms} algorithms (the default)`,
        value: round(MB / (all.ms / 1000), 1),
        unit: 'MB/s',
        note: `${Math.round(all.ms)} ms for MD5, SHA-1, SHA-256, SHA-512, SHA3-256 and SHA3-512 in one pass`,
      }),
      atMost({
        what: 'SHA-256 of 100 MB: longest main-thread task',
        value: longest,
        unit: 'ms',
        max: MAX_TASK_MS,
        note: `worst run: ${worst.tasks.count} long tasks, ${Math.round(worst.tasks.total)} ms in all; per run ${[...runs, all].map((r) => r.tasks.longest).join(', ')} ms`,
        details: { runs: [...runs, all].map((r) => r.tasks) },
      }),
      check({
        what: 'SHA-256 of 100 MB: digest',
        ok: [...runs, all].every((r) => r.sha256 === expected),
        value: `${runs[0].sha256?.slice(0, 16)}…`,
        goal: `${expected.slice(0, 16)}… (Node crypto)`,
        note: 'every run, against createHash("sha256") of the same file',
      }),
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
