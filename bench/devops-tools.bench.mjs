// The three DevOps tools (issue 16): what opening each costs (its screen's chunks, gzip, as
// tool-chunks measures a screen, and what it loads later on first use), and how long a field
// change takes to reach the preview beside the form, typed key by key in headless Chromium.
//
// Latency of a key: from its keydown (event.timeStamp, so time queued behind a busy main thread
// counts) to the first animation frame at which the preview shows the new value; that frame paints
// it. Goal: the median within one frame (16 ms). The work alone (keydown to the DOM holding the
// new preview, seen by a MutationObserver) is reported too: it is the part the tool's code owns,
// the rest is waiting for the next frame.
/* global window, document, MutationObserver -- page.evaluate callbacks run in the page */
import { gzipSize } from './lib/build.mjs';
import { loadAverage, median, openTool, round } from './lib/page.mjs';
import { atMost, info, kB, skipped } from './lib/rows.mjs';

export const title = 'DevOps tools: chunk sizes, field change to preview';
export const order = 64;
export const timeoutMs = 240_000;

const FRAME_MS = 16;
// Keys typed per tool; the first WARMUP are not counted (first renders, lazy code, JIT).
const TYPED = 'abcdefghijklmnopqrstuvwx';
const WARMUP = 4;
const KEY_DELAY_MS = 120;

/**
 * Each tool: its screen module, the field typed into (prefilled so that every prefix is a valid
 * value), and how the preview shows a value (a test run in the page on the preview's text).
 */
const tools = [
  {
    id: 'dockerfile-generator',
    heading: 'Dockerfile Generator',
    screen: 'src/tools/dockerfile-generator/DockerfileGenerator.tsx',
    async prepare(page) {
      await page.getByRole('tab', { name: 'Configuration' }).click();
      const field = page.getByLabel('Environment', { exact: true });
      await field.fill('NODE_ENV=production\nBENCH_VALUE=');
      return { field, preview: '[data-testid="live-preview"]', shows: (value) => `BENCH_VALUE="${value}"` };
    },
    previewName: 'live Dockerfile preview (Configuration tab)',
    languages: ['@codemirror/language/', '@codemirror/legacy-modes/mode/dockerfile.js', '@codemirror/lang-yaml/'],
    later: 'the code editor (CodeMirror) with its Dockerfile and YAML modes',
  },
  {
    id: 'ci-config-builder',
    heading: 'CI Config Builder',
    screen: 'src/tools/ci-config-builder/CiConfigBuilder.tsx',
    async prepare(page) {
      const field = page.getByLabel('Environment', { exact: true });
      await field.fill('BENCH_VALUE=');
      return { field, preview: '[data-testid="live-preview"]', shows: (value) => `BENCH_VALUE: ${value}\n` };
    },
    previewName: 'live GitHub Actions preview (Basic Config tab)',
    languages: ['@codemirror/language/', '@codemirror/legacy-modes/mode/groovy.js', '@codemirror/lang-yaml/'],
    later: 'the code editor (CodeMirror) with its YAML and Groovy modes, on the Preview tab',
  },
  {
    id: 'badge-generator',
    heading: 'Badge Generator',
    screen: 'src/tools/badge-generator/BadgeGenerator.tsx',
    async prepare(page) {
      await page.getByRole('img', { name: /^Badge preview/ }).waitFor({ timeout: 30_000 });
      const field = page.getByLabel('Status', { exact: true });
      await field.fill('v');
      // The badge drawn by badge-maker (its SVG, inline in the preview) carries the message in its text.
      return { field, preview: '[role="img"][aria-label^="Badge preview"]', shows: (value) => `v${value}` };
    },
    previewName: 'badge SVG drawn by badge-maker',
    languages: [],
    later: 'badge-maker, the renderer',
  },
];

/**
 * What the tool loads after it opens, on first use: the static closures of the dynamic imports its
 * screen's own chunks make (badge-maker; the code editor's core), plus the editor language packs it
 * asks for (named by package path in `languages`). Chunks of the entry and of the screen are not counted again.
 */
function onFirstUse(build, screenKey, languages, entry) {
  const screen = build.staticClosure([screenKey]);
  const roots = [...screen].filter((k) => !entry.has(k)).flatMap((k) => build.manifest[k].dynamicImports ?? []);
  const editorCore = roots.flatMap((k) => build.manifest[k]?.dynamicImports ?? []);
  const packs = editorCore.filter((k) => languages.some((name) => k.includes(`/${name}`)));
  return [...build.staticClosure([...roots, ...packs])].filter((k) => !screen.has(k));
}

function chunkSizes(build, tool) {
  const entry = build.staticClosure([build.entryKey]);
  const key = Object.keys(build.manifest).find((k) => build.manifest[k].src === tool.screen);
  if (!key) throw new Error(`${tool.screen} is not in the build`);
  const sizes = (keys) =>
    [...keys]
      .filter((k) => !entry.has(k) && build.manifest[k].file.endsWith('.js'))
      .map((k) => ({ file: build.manifest[k].file, gzip: gzipSize(build.fileOf(k)) }))
      .sort((a, b) => b.gzip - a.gzip);
  return {
    screen: sizes(build.staticClosure([key])),
    later: sizes(onFirstUse(build, key, tool.languages, entry)),
    total: (files) => files.reduce((t, f) => t + f.gzip, 0),
  };
}

/** Types TYPED into the field and returns, per key, the times to the DOM and to the first frame showing it. */
async function typeAndTime(page, { field, preview, attribute, shows }) {
  await field.focus();
  await page.keyboard.press('End');
  await page.evaluate(
    ({ selector, attr, expected }) => {
      const read = () => {
        const el = document.querySelector(selector);
        return el ? (attr ? (el.getAttribute(attr) ?? '') : el.textContent) : '';
      };
      const results = [];
      window.__devops = results;
      let keyDownAt;
      document.addEventListener('keydown', (event) => (keyDownAt = event.timeStamp), true);
      document.addEventListener(
        'input',
        () => {
          const started = keyDownAt;
          const typed = results.length;
          const want = expected[typed];
          const result = { started, domAt: undefined, frameAt: undefined };
          results.push(result);
          const check = () => read().includes(want);
          // The DOM: right after React's own listener (this one is later in the bubble), else at the mutation.
          const observer = new MutationObserver(() => {
            if (result.domAt === undefined && check()) {
              result.domAt = performance.now();
              observer.disconnect();
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
          const afterReact = () => {
            if (result.domAt === undefined && check()) {
              result.domAt = performance.now();
              observer.disconnect();
            }
          };
          document.addEventListener('input', afterReact, { once: true });
          window.__bench.whenFrame(check, 10_000).then((at) => (result.frameAt = at));
        },
        true,
      );
    },
    { selector: preview, attr: attribute, expected: [...TYPED].map((_, i) => shows(TYPED.slice(0, i + 1))) },
  );
  await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
  await page.waitForFunction(
    (n) => window.__devops.length === n && window.__devops.every((r) => r.frameAt !== undefined),
    TYPED.length,
    { timeout: 20_000 },
  );
  const results = await page.evaluate(() => window.__devops);
  return results.slice(WARMUP).map((r) => ({ dom: r.domAt - r.started, frame: r.frameAt - r.started }));
}

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)];

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const rows = [];
  for (const tool of tools) {
    const { screen, later, total } = chunkSizes(ctx.build, tool);
    rows.push(
      info({
        what: `${tool.id}: screen chunks (gzip)`,
        value: kB(total(screen)),
        unit: 'kB',
        note: `${screen.length} chunk(s) not in the entry, loaded when the tool opens (${screen[0].file.replace(/^assets\//, '')} ${kB(screen[0].gzip)} kB); then on first use ${kB(total(later))} kB more: ${tool.later}`,
        details: { screen, later },
      }),
    );
  }

  const what = (tool) => `${tool.id}: key → preview, median`;
  if (!ctx.chromium.executablePath)
    return [
      ...rows,
      ...tools.map((tool) => skipped({ what: what(tool), unit: 'ms', goal: `≤ ${FRAME_MS}`, reason: 'no Chromium' })),
    ];

  for (const tool of tools) {
    ctx.signal.throwIfAborted();
    const load = loadAverage();
    const { page, close } = await openTool(ctx, { slug: tool.id, heading: tool.heading });
    let keys;
    try {
      keys = await typeAndTime(page, await tool.prepare(page));
    } finally {
      await close();
    }
    const frames = keys.map((k) => k.frame);
    const doms = keys.map((k) => k.dom);
    ctx.log(
      `${tool.id}: frame median ${round(median(frames), 1)} ms, max ${round(Math.max(...frames), 1)} ms; DOM median ${round(median(doms), 1)} ms; load ${load}`,
    );
    rows.push(
      atMost({
        what: what(tool),
        value: round(median(frames), 1),
        unit: 'ms',
        max: FRAME_MS,
        note: `keydown → first frame showing it in the ${tool.previewName}; ${keys.length} keys at ${KEY_DELAY_MS} ms after ${WARMUP} uncounted; p95 ${round(p95(frames), 1)} ms, max ${round(Math.max(...frames), 1)} ms; load ${load}`,
        details: { frameMs: frames.map((v) => round(v, 1)), domMs: doms.map((v) => round(v, 1)), loadAverage: load },
      }),
      info({
        what: `${tool.id}: key → preview in the DOM, median`,
        value: round(median(doms), 1),
        unit: 'ms',
        note: `the tool's own work (event, generation, render), without the wait for the next frame; p95 ${round(p95(doms), 1)} ms, max ${round(Math.max(...doms), 1)} ms`,
      }),
    );
  }
  return rows;
}
