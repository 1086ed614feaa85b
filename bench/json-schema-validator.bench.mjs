// The JSON Schema validator on a generated 20 MB document uploaded through its file input: time
// from the file input's change event (reading the file included) to the first frame showing
// "Data matches schema", against Ajv alone in Node on the same text and schema (JSON.parse,
// compile with the tool's options and its formats, validate). Medians of 3 interleaved runs after
// one uncounted round; the page's longest main-thread task meanwhile says whether it stayed
// responsive.
/* global window, document -- page.evaluate callbacks run in the page */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { jsonDocument } from './lib/generate.mjs';
import { chooseFile, loadAverage, longTasksBetween, median, openTool, round, settle } from './lib/page.mjs';
import { atMost, check, info, skipped } from './lib/rows.mjs';
import { usersSchema as schema } from './lib/users-schema.mjs';

export const title = 'JSON Schema validator on a 20 MB document';
export const order = 61;
export const timeoutMs = 240_000;

const BYTES = 20 * 1024 * 1024;
const RUNS = 3;
const MAX_RATIO = 1.5;
const MAX_TASK_MS = 200;

/** Ajv alone in Node, as the tool uses it (allErrors, strict off, ajv-formats): parse, compile, validate. */
function ajvInNode(text) {
  const started = performance.now();
  const data = JSON.parse(text);
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  const valid = validate(data);
  return { ms: performance.now() - started, valid, errors: validate.errors?.length ?? 0 };
}

async function validateInTool(ctx, file) {
  const { page, close } = await openTool(ctx, { slug: 'json-schema-validator', heading: 'JSON Schema Validator' });
  try {
    // The schema as a user left it (the tool keeps it in localStorage), then the page as they open it.
    await page.evaluate((text) => localStorage.setItem('json-schema-validator:schema', JSON.stringify(text)), JSON.stringify(schema, null, 2));
    await page.reload();
    const region = page.getByRole('region', { name: 'Validation result' });
    // The example document against this schema: the worker and Ajv are warm, as after a first use.
    await region.getByText('error').first().waitFor({ timeout: 60_000 });
    await page.evaluate((name) => {
      const result = () => document.querySelector('section[aria-label="Validation result"]');
      window.__done = window.__bench.whenFrame(() => {
        const section = result();
        return section?.getAttribute('aria-busy') === 'false' && document.body.textContent.includes(`${name} ·`) && /Data matches schema|does not match|Both inputs|not a valid/.test(section.textContent);
      });
    }, path.basename(file));
    await chooseFile(page, page.getByLabel('Upload document'), file);
    const startedAt = await page.evaluate(() => window.__bench.marks.fileChosen);
    const shownAt = await page.evaluate(() => window.__done);
    const text = (await region.textContent()) ?? '';
    await settle(page, 500);
    const tasks = await longTasksBetween(page, startedAt);
    return { ms: shownAt - startedAt, valid: text.includes('Data matches schema'), text: text.slice(0, 200), tasks };
  } finally {
    await close();
  }
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const what = 'JSON Schema validator 20 MB: vs Ajv alone in Node';
  if (!ctx.chromium.executablePath) return [skipped({ what, unit: '×', goal: `≤ ${MAX_RATIO}`, reason: 'no Chromium' })];
  const dir = fs.mkdtempSync(path.join(ctx.tmpDir, 'json-schema-'));
  try {
    const text = jsonDocument({ bytes: BYTES });
    const file = path.join(dir, 'users.json');
    fs.writeFileSync(file, text);
    const sizeMB = round(Buffer.byteLength(text) / 1024 / 1024, 1);

    // Uncounted first round: compiling the tool's code and the worker, warming Node's JIT.
    const nodeFirst = ajvInNode(text);
    if (!nodeFirst.valid) throw new Error(`the bench schema does not match the generated document (${nodeFirst.errors} errors)`);
    await validateInTool(ctx, file);
    const tool = [];
    const node = [];
    const loads = [];
    for (let i = 0; i < RUNS; i++) {
      ctx.signal.throwIfAborted();
      loads.push(loadAverage());
      node.push(ajvInNode(text).ms);
      const result = await validateInTool(ctx, file);
      if (!result.valid) throw new Error(`the tool did not say the document matches: ${result.text}`);
      tool.push(result);
      ctx.log(`json-schema-validator run ${i + 1}: tool ${Math.round(result.ms)} ms, Ajv in Node ${Math.round(node.at(-1))} ms, longest task ${result.tasks.longest} ms, load ${loads.at(-1)}`);
    }
    const toolMs = median(tool.map((r) => r.ms));
    const nodeMs = median(node);
    const longest = Math.max(...tool.map((r) => r.tasks.longest));
    return [
      atMost({
        what,
        value: round(toolMs / nodeMs, 2),
        unit: '×',
        max: MAX_RATIO,
        note: `upload to "Data matches schema" on screen ${Math.round(toolMs)} ms (runs ${tool.map((r) => Math.round(r.ms)).join(', ')}) vs JSON.parse + compile + validate in Node ${Math.round(nodeMs)} ms (${node.map(Math.round).join(', ')}), medians of ${RUNS}; ${sizeMB} MB; load ${loads.join(', ')}`,
        details: { toolMs: tool.map((r) => round(r.ms)), nodeMs: node.map((t) => round(t)), loadAverage: loads },
      }),
      atMost({ what: 'JSON Schema validator 20 MB: longest main-thread task', value: longest, unit: 'ms', max: MAX_TASK_MS, note: 'Long Tasks API, from the upload to 0.5 s after the result' }),
      info({ what: 'JSON Schema validator 20 MB: Ajv in Node', value: Math.round(nodeMs), unit: 'ms', note: 'JSON.parse + compile + validate, allErrors, ajv-formats' }),
      check({ what: 'JSON Schema validator 20 MB: same verdict as Ajv', ok: tool.every((r) => r.valid) && nodeFirst.valid, value: 'valid', goal: 'valid' }),
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
