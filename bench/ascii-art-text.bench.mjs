// ASCII art text (issue 34): rendering 200 characters in every font the tool offers, wrapped at
// 80 columns, with web/src/tools/ascii-art-text/figlet-render.ts (the operation's own code). The
// module is TypeScript, so the timing runs in a child `node --import tsx` process: this same file,
// started with --child. Info rows: the time a user waits after choosing a font or typing.
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { info } from './lib/rows.mjs';

export const title = 'ASCII art text: 200 characters in every font';
export const order = 62;
export const timeoutMs = 120_000;

const RUNS = 5;
const TEXT = 'The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs! 0123456789 '
  .repeat(3)
  .slice(0, 200);

async function measure() {
  const { fonts, loadFont, renderFiglet } = await import('../web/src/tools/ascii-art-text/figlet-render.ts');
  const perFont = {};
  for (const font of fonts) {
    const loadStart = performance.now();
    await loadFont(font);
    const load = performance.now() - loadStart;
    const times = [];
    let rows = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      rows = (await renderFiglet(TEXT, font, 80, 'left')).split('\n').length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    perFont[font] = { load, median: times[Math.floor(RUNS / 2)], rows };
  }
  return perFont;
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const self = fileURLToPath(import.meta.url);
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', self, '--child'], {
    cwd: ctx.root,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(ctx.root, 'tsconfig.web.json') },
    signal: ctx.signal,
  });
  const perFont = JSON.parse(stdout.trim().split('\n').at(-1));
  const round = (n) => Math.round(n * 10) / 10;
  const load = `load average ${os.loadavg()[0].toFixed(2)}`;
  const total = Object.values(perFont).reduce((sum, r) => sum + r.median, 0);
  return [
    info({
      what: `200 characters in all ${Object.keys(perFont).length} fonts, sum of medians`,
      value: round(total),
      unit: 'ms',
      note: `80 columns; ${load}`,
      details: perFont,
    }),
    ...Object.entries(perFont).map(([font, r]) =>
      info({
        what: `200 characters in ${font}, median`,
        value: round(r.median),
        unit: 'ms',
        note: `${RUNS} runs; ${r.rows} rows; font parsed in ${round(r.load)} ms`,
      }),
    ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--child')) {
  console.log(JSON.stringify(await measure()));
}
