// JSON → YAML and YAML → JSON of a 20 MB document in the real tool (the generic operation screen:
// the file opened with "Open a text file", converted in the operations worker), against the `yaml`
// library alone in the same page: File.text(), then JSON.parse + yaml's stringify (or yaml's parse
// + JSON.stringify) on the main thread. The library is bundled and minified on its own by the same
// bundler (rolldown, Vite's) and served to the page from its origin: in the app build it shares a
// chunk with other tools, whose exports are renamed. The page's main-thread long tasks while the
// tool works say whether it stayed responsive.
/* global window, document -- page.evaluate callbacks run in the page */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';
import { stringify } from 'yaml';
import { jsonDocument } from './lib/generate.mjs';
import { chooseFile, loadAverage, longTasksBetween, median, openTool, round, settle } from './lib/page.mjs';
import { atMost, info, kB, skipped } from './lib/rows.mjs';

export const title = 'JSON ↔ YAML converter on a 20 MB document';
export const order = 62;
export const timeoutMs = 420_000;

const BYTES = 20 * 1024 * 1024;
const RUNS = 3;
const MAX_RATIO = 2;
const MAX_TASK_MS = 100;

const yamlVersion = (root) =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'yaml', 'package.json'), 'utf8')).version;

const LIBRARY_URL = '/bench-only/yaml.js';

/** The `yaml` library as one minified ES module, as the app's bundler writes it. */
async function bundleYaml(root) {
  const bundle = await rolldown({ input: 'yaml', cwd: root, platform: 'browser', logLevel: 'silent' });
  try {
    const { output } = await bundle.generate({ format: 'esm', minify: true });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/** The library alone, in the tool's page: read the file, convert on the main thread. */
async function bare(page, file, direction, library) {
  await page.route(`**${LIBRARY_URL}`, (route) => route.fulfill({ body: library, contentType: 'text/javascript' }));
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.hidden = true;
    input.id = 'bench-bare-file';
    document.body.append(input);
  });
  await chooseFile(page, page.locator('#bench-bare-file'), file);
  return page.evaluate(
    async ({ direction, url }) => {
      const yaml = await import(url);
      const read = performance.now();
      const text = await document.getElementById('bench-bare-file').files[0].text();
      const output =
        direction === 'json-to-yaml'
          ? yaml.stringify(JSON.parse(text))
          : JSON.stringify(yaml.parse(text, { merge: true, maxAliasCount: 10000 }), null, 2);
      const ms = performance.now() - read;
      document.getElementById('bench-bare-file').remove();
      return { ms, length: output.length };
    },
    { direction, url: LIBRARY_URL },
  );
}

/** One conversion in a fresh tool page: from the file chosen to the output shown. */
async function inTool(ctx, file, direction, library) {
  const { page, close } = await openTool(ctx, { slug: 'json-yaml-converter', heading: 'JSON to YAML Converter' });
  try {
    if (direction === 'yaml-to-json')
      await page
        .getByRole('radiogroup', { name: 'Mode' })
        .or(page.getByRole('group', { name: 'Mode' }))
        .getByText('YAML to JSON', { exact: true })
        .click();
    const outputLabel = direction === 'json-to-yaml' ? 'YAML' : 'JSON';
    const outputId = await page.getByLabel(outputLabel, { exact: true }).getAttribute('id');
    await page.evaluate(
      ({ outputId }) => {
        const output = document.getElementById(outputId);
        window.__done = window.__bench.whenFrame(() => output.value !== '' || document.querySelector('[role="alert"]') !== null);
      },
      { outputId },
    );
    await chooseFile(page, page.locator('input[type="file"]').first(), file);
    const startedAt = await page.evaluate(() => window.__bench.marks.fileChosen);
    const shownAt = await page.evaluate(() => window.__done);
    await settle(page, 1000);
    const tasks = await longTasksBetween(page, startedAt);
    const alert = await page
      .locator('[role="alert"]')
      .first()
      .textContent({ timeout: 100 })
      .catch(() => null);
    if (alert) throw new Error(`the tool showed an error: ${alert}`);
    const baseline = await bare(page, file, direction, library);
    return { ms: shownAt - startedAt, tasks, bareMs: baseline.ms };
  } finally {
    await close();
  }
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const names = {
    'json-to-yaml': 'JSON → YAML 20 MB: tool vs yaml library alone',
    'yaml-to-json': 'YAML → JSON 20 MB: tool vs yaml library alone',
  };
  if (!ctx.chromium.executablePath)
    return Object.values(names).map((what) => skipped({ what, unit: '×', goal: `≤ ${MAX_RATIO}`, reason: 'no Chromium' }));
  const dir = fs.mkdtempSync(path.join(ctx.tmpDir, 'json-yaml-'));
  try {
    const json = jsonDocument({ bytes: BYTES });
    const files = { 'json-to-yaml': path.join(dir, 'doc.json'), 'yaml-to-json': path.join(dir, 'doc.yaml') };
    fs.writeFileSync(files['json-to-yaml'], json);
    fs.writeFileSync(files['yaml-to-json'], stringify(JSON.parse(json)));
    const library = await bundleYaml(ctx.root);
    const rows = [];
    for (const direction of ['json-to-yaml', 'yaml-to-json']) {
      const sizeMB = round(fs.statSync(files[direction]).size / 1024 / 1024, 1);
      await inTool(ctx, files[direction], direction, library); // not counted: compiles the worker and the chunks
      const runs = [];
      const loads = [];
      for (let i = 0; i < RUNS; i++) {
        ctx.signal.throwIfAborted();
        loads.push(loadAverage());
        runs.push(await inTool(ctx, files[direction], direction, library));
        ctx.log(
          `${direction} run ${i + 1}: tool ${Math.round(runs.at(-1).ms)} ms, library alone ${Math.round(runs.at(-1).bareMs)} ms, longest task ${runs.at(-1).tasks.longest} ms, load ${loads.at(-1)}`,
        );
      }
      const toolMs = median(runs.map((r) => r.ms));
      const bareMs = median(runs.map((r) => r.bareMs));
      const longest = Math.max(...runs.map((r) => r.tasks.longest));
      rows.push(
        atMost({
          what: names[direction],
          value: round(toolMs / bareMs, 2),
          unit: '×',
          max: MAX_RATIO,
          note: `file chosen → output shown ${Math.round(toolMs)} ms (runs ${runs.map((r) => Math.round(r.ms)).join(', ')}) vs File.text() + convert on the main thread ${Math.round(bareMs)} ms (${runs.map((r) => Math.round(r.bareMs)).join(', ')}); medians of ${RUNS}; ${sizeMB} MB; load ${loads.join(', ')}`,
        }),
        atMost({
          what: `${names[direction].split(':')[0]}: longest main-thread task`,
          value: longest,
          unit: 'ms',
          max: MAX_TASK_MS,
          note: `from the file chosen to 1 s after the output; per run ${runs.map((r) => r.tasks.longest).join(', ')} ms (${runs.map((r) => r.tasks.count).join(', ')} long tasks)`,
        }),
      );
    }
    rows.push(
      info({
        what: 'JSON ↔ YAML: yaml library alone (gzip)',
        value: kB(gzipSync(library).length),
        unit: 'kB',
        note: `yaml ${yamlVersion(ctx.root)}, bundled and minified alone by rolldown for the bare side`,
      }),
    );
    return rows;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
