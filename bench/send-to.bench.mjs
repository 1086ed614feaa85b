// "Send to…" with a 20 MB JSON output (issue 28 §2), in the real app in headless Chromium: the JSON
// formatter's minified output of a generated 20 MB document sent to the JSON Schema validator (whose
// schema for those records the user left in it), timed from the click on the destination to the
// first frame showing "Data matches schema". Against the validator's own time for the same document
// uploaded through its file input (from the change event, reading the file included, to the same
// frame). The hand-over (in this tab's memory, never the clipboard or the URL), the route change and
// the validator's start are what Send to adds. Medians of 3 interleaved runs after one uncounted round.
/* global window, document -- page.evaluate callbacks run in the page */
import fs from 'node:fs';
import path from 'node:path';
import { jsonDocument } from './lib/generate.mjs';
import { chooseFile, loadAverage, longTasksBetween, median, openPage, round, settle } from './lib/page.mjs';
import { atMost, check, info, skipped } from './lib/rows.mjs';
import { usersSchema } from './lib/users-schema.mjs';

export const title = 'Send to with a 20 MB JSON output';
export const order = 63;
export const timeoutMs = 600_000;

const BYTES = 20 * 1024 * 1024;
const RUNS = 3;
const MAX_RATIO = 1.5;

/** Arms the page to stamp the first frame at which the validator has a verdict for `fileName`. */
function armVerdict(page, fileName) {
  return page.evaluate((name) => {
    window.__done = window.__bench.whenFrame(() => {
      const section = document.querySelector('section[aria-label="Validation result"]');
      return (
        section?.getAttribute('aria-busy') === 'false' &&
        document.body.textContent.includes(`${name} ·`) &&
        /Data matches schema|does not match|Both inputs|not a valid/.test(section.textContent)
      );
    });
  }, fileName);
}

async function verdict(page) {
  const text = (await page.getByRole('region', { name: 'Validation result' }).textContent()) ?? '';
  return { valid: text.includes('Data matches schema'), text: text.slice(0, 200) };
}

/** A page with the bench schema left in the validator, as its user would have it. */
async function pageWithSchema(ctx) {
  const opened = await openPage(ctx);
  await opened.page.goto(`${ctx.baseUrl}/about`);
  await opened.page.evaluate(
    (schema) => localStorage.setItem('json-schema-validator:schema', JSON.stringify(schema)),
    JSON.stringify(usersSchema, null, 2),
  );
  return opened;
}

/** The formatter's output of the uploaded document sent to the validator: destination click → verdict shown. */
async function sendOnce(ctx, file) {
  const { page, close } = await pageWithSchema(ctx);
  try {
    await page.goto(`${ctx.baseUrl}/tools/json-formatter`);
    await page.getByRole('heading', { level: 1, name: 'JSON Formatter' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Format', { exact: true }).selectOption('minified');
    await chooseFile(page, page.getByLabel('Upload .json file'), file);
    const sendTo = page.getByRole('button', { name: 'Send to…' });
    await page.waitForFunction(
      () => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Send to') && !b.disabled),
      null,
      { timeout: 120_000 },
    );
    await sendTo.first().click();
    // The dialog lists every tool that takes JSON: search it down as a user does (as e2e/send-to.spec.ts does).
    const dialog = page.getByRole('dialog', { name: 'Send to…' });
    await dialog.getByRole('searchbox', { name: 'Search tools and operations' }).fill('schema');
    const destination = dialog
      .getByRole('list', { name: 'Destinations' })
      .getByRole('button')
      .filter({ has: page.getByText('JSON Schema Validator', { exact: true }) })
      .first();
    await destination.waitFor({ timeout: 60_000 });
    await armVerdict(page, 'sent-document.json');
    await destination.click();
    const startedAt = await page.evaluate(() => window.__bench.marks.click);
    const shownAt = await page.evaluate(() => window.__done);
    await settle(page, 500);
    const tasks = await longTasksBetween(page, startedAt);
    return { ms: shownAt - startedAt, tasks, ...(await verdict(page)) };
  } finally {
    await close();
  }
}

/** The validator's own time for the same document uploaded: change event → verdict shown. */
async function uploadOnce(ctx, file) {
  const { page, close } = await pageWithSchema(ctx);
  try {
    await page.goto(`${ctx.baseUrl}/tools/json-schema-validator`);
    const region = page.getByRole('region', { name: 'Validation result' });
    // The example document against this schema: the worker and Ajv are warm, as they are when a document arrives by Send to.
    await region.getByText('error').first().waitFor({ timeout: 60_000 });
    await armVerdict(page, path.basename(file));
    await chooseFile(page, page.getByLabel('Upload document'), file);
    const startedAt = await page.evaluate(() => window.__bench.marks.fileChosen);
    const shownAt = await page.evaluate(() => window.__done);
    return { ms: shownAt - startedAt, ...(await verdict(page)) };
  } finally {
    await close();
  }
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const what = 'Send to 20 MB JSON: formatter output → validator result, vs the validator with the file uploaded';
  if (!ctx.chromium.executablePath) return [skipped({ what, unit: '×', goal: `≤ ${MAX_RATIO}`, reason: 'no Chromium' })];
  const dir = fs.mkdtempSync(path.join(ctx.tmpDir, 'send-to-'));
  try {
    // Minified, so the formatter's minified output is the same 20 MB the upload gets.
    const text = JSON.stringify(JSON.parse(jsonDocument({ bytes: BYTES })));
    const file = path.join(dir, 'users.json');
    fs.writeFileSync(file, text);
    const sizeMB = round(Buffer.byteLength(text) / 1024 / 1024, 1);

    // Uncounted first round: compiling the tools' code and workers.
    await uploadOnce(ctx, file);
    await sendOnce(ctx, file);
    const sent = [];
    const uploaded = [];
    const loads = [];
    for (let i = 0; i < RUNS; i++) {
      ctx.signal.throwIfAborted();
      loads.push(loadAverage());
      uploaded.push(await uploadOnce(ctx, file));
      sent.push(await sendOnce(ctx, file));
      ctx.log(
        `send-to run ${i + 1}: sent ${Math.round(sent.at(-1).ms)} ms, uploaded ${Math.round(uploaded.at(-1).ms)} ms, load ${loads.at(-1)}`,
      );
    }
    const sentMs = median(sent.map((r) => r.ms));
    const uploadedMs = median(uploaded.map((r) => r.ms));
    const longest = Math.max(...sent.map((r) => r.tasks.longest));
    return [
      atMost({
        what,
        value: round(sentMs / uploadedMs, 2),
        unit: '×',
        max: MAX_RATIO,
        note: `destination click → "Data matches schema" on screen ${Math.round(sentMs)} ms (runs ${sent.map((r) => Math.round(r.ms)).join(', ')}) vs upload → the same ${Math.round(uploadedMs)} ms (${uploaded.map((r) => Math.round(r.ms)).join(', ')}), medians of ${RUNS}; ${sizeMB} MB; load ${loads.join(', ')}`,
        details: { sentMs: sent.map((r) => round(r.ms)), uploadedMs: uploaded.map((r) => round(r.ms)), loadAverage: loads },
      }),
      info({
        what: 'Send to 20 MB JSON: longest main-thread task',
        value: longest,
        unit: 'ms',
        note: 'Long Tasks API, from the destination click to 0.5 s after the result (the route change and the hand-over included)',
      }),
      check({
        what: 'Send to 20 MB JSON: the validator got the whole document',
        ok: [...sent, ...uploaded].every((r) => r.valid),
        value: sent.every((r) => r.valid) ? 'valid' : sent.find((r) => !r.valid).text,
        goal: 'valid',
      }),
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
