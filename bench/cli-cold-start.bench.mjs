// The command line's cold start: `echo hello | node dist/cli/devforge.mjs base64-encode` as a new
// process each time (parse the one-file bundle, find the operation, read stdin, encode, write),
// against the same process doing nothing (`node -e ''`), in alternating runs so that both see the
// same background load. The bundle is built here, as `npm run build:cli` builds it.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import os from 'node:os';
import { atMost, check, info } from './lib/rows.mjs';

export const title = 'CLI cold start (devforge base64-encode) vs node -e ""';
export const order = 46;
export const timeoutMs = 180_000;

const WARMUP = 2;
const SAMPLES = 15;
const GOAL_MS = 300;

function timed(args, input) {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { input, encoding: 'utf8' });
  return { ms: performance.now() - started, result };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] * 10) / 10;
};

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const outDir = path.join(ctx.tmpDir, 'cli');
  execFileSync(
    process.execPath,
    [path.join(ctx.root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'cli/vite.config.ts'],
    {
      cwd: ctx.root,
      env: { ...process.env, DEVFORGE_CLI_OUT_DIR: outDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: ctx.signal,
    },
  );
  const bundle = path.join(outDir, 'devforge.mjs');
  const cli = [];
  const bare = [];
  let wrong = 0;
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const a = timed([bundle, 'base64-encode'], 'hello\n');
    const b = timed(['-e', ''], '');
    if (i < WARMUP) continue;
    if (a.result.status !== 0 || a.result.stdout !== 'aGVsbG8K') wrong++;
    cli.push(a.ms);
    bare.push(b.ms);
  }
  const note = `${SAMPLES} alternating runs after ${WARMUP} warm-up, wall time of spawn to exit; load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;
  return [
    atMost({
      what: 'CLI cold start: echo hello | devforge base64-encode (median)',
      value: median(cli),
      unit: 'ms',
      max: GOAL_MS,
      note,
      details: { cli, bare },
    }),
    info({ what: "node -e '' (median, same runs)", value: median(bare), unit: 'ms', note: 'the same Node doing nothing' }),
    info({
      what: "CLI cold start minus node -e '' (median)",
      value: Math.round((median(cli) - median(bare)) * 10) / 10,
      unit: 'ms',
      note: 'what the bundle itself costs',
    }),
    check({
      what: 'CLI answers aGVsbG8K',
      ok: wrong === 0,
      value: `${SAMPLES - wrong}/${SAMPLES}`,
      goal: `${SAMPLES}/${SAMPLES}`,
    }),
  ];
}
