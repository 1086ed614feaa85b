#!/usr/bin/env node
// `npm run bench`: builds the web app, starts the real server on loopback, runs every
// bench/<name>.bench.mjs, prints one table and writes bench/results/latest.{json,md}.
//
//   npm run bench                      all benches
//   npm run bench -- --only lighthouse one bench (repeat or comma-separate for several)
//   npm run bench -- --list            the benches there are
//   npm run bench -- --strict          exit 1 when a budget fails (by default only a broken bench does)
//   npm run bench -- --keep            keep the temp build and database for a look afterwards
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { discoverBenches } from '../bench/lib/benches.mjs';
import { createContext } from '../bench/lib/context.mjs';
import { consoleTable, summarize, writeResults } from '../bench/lib/report.mjs';
import { errored } from '../bench/lib/rows.mjs';
import { ensureDependencies } from './ensure-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'bench');

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    list: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (args.help) {
  console.log('usage: npm run bench -- [--only <name>[,<name>]] [--list] [--strict] [--keep]');
  process.exit(0);
}

const runStarted = Date.now();
const elapsed = () => `${((Date.now() - runStarted) / 1000).toFixed(1).padStart(5)} s`;
const log = (message) => process.stderr.write(`[bench ${elapsed()}] ${message}\n`);

const allBenches = await discoverBenches(benchDir);
if (args.list) {
  for (const bench of allBenches) console.log(`${bench.name.padEnd(24)} ${bench.title}`);
  process.exit(0);
}

const wanted = (args.only ?? []).flatMap((value) => value.split(',')).map((s) => s.trim()).filter(Boolean);
const unknown = wanted.filter((name) => !allBenches.some((b) => b.name === name));
if (unknown.length > 0) {
  console.error(`Unknown bench: ${unknown.join(', ')}. There are: ${allBenches.map((b) => b.name).join(', ')}`);
  process.exit(2);
}
const benches = wanted.length > 0 ? allBenches.filter((b) => wanted.includes(b.name)) : allBenches;

// Lighthouse (and the chrome-launcher every browser bench uses) is the bench's own dependency.
ensureDependencies(benchDir, { check: 'node_modules/lighthouse/package.json' });

const context = await createContext({ root, log, keepTmp: args.keep });

// Whatever ends the run, the servers and the browser it started go with it.
let interrupted = false;
const runAbort = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping`);
    runAbort.abort(new Error(signal));
    context.close().finally(() => process.exit(130));
  });
}
process.on('exit', () => context.killSync());

/** Runs one bench with its own time limit; a bench that throws or overruns gives an error row. */
async function runBench(bench) {
  const abort = new AbortController();
  const onRunAbort = () => abort.abort(runAbort.signal.reason);
  runAbort.signal.addEventListener('abort', onRunAbort);
  let timer;
  const overrun = new Promise((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`timed out after ${bench.timeoutMs / 1000} s`);
      abort.abort(error);
      reject(error);
    }, bench.timeoutMs);
  });
  const started = Date.now();
  log(`${bench.name}: ${bench.title}`);
  try {
    const rows = await Promise.race([bench.run({ ...context.shared, signal: abort.signal }), overrun]);
    if (!Array.isArray(rows)) throw new Error('run(ctx) must return an array of rows');
    return rows.map((row) => ({ bench: bench.name, ...row }));
  } catch (error) {
    log(`${bench.name} failed: ${error instanceof Error ? error.stack : error}`);
    return [{ bench: bench.name, ...errored({ what: bench.title, error }) }];
  } finally {
    clearTimeout(timer);
    runAbort.signal.removeEventListener('abort', onRunAbort);
    log(`${bench.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

function gitCommit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return 'unknown';
  }
}

const rows = [];
let setupError;
const startedAt = new Date().toISOString();
// Timings (Lighthouse performance, req/s) sag when other work shares the CPUs: record how busy it was.
const loadAverage = Math.round(os.loadavg()[0] * 10) / 10;
try {
  await context.start();
  for (const bench of benches) {
    if (interrupted) break;
    rows.push(...(await runBench(bench)));
  }
} catch (error) {
  setupError = error;
  log(`setup failed: ${error instanceof Error ? error.message : error}${error?.output ? `\n${error.output}` : ''}`);
} finally {
  await context.close();
}

if (setupError) {
  rows.push({ bench: 'setup', ...errored({ what: 'Build and start the server', error: setupError }) });
}
const run = {
  startedAt,
  durationMs: Date.now() - runStarted,
  commit: gitCommit(),
  node: process.version,
  cpus: os.cpus().length,
  loadAverage,
  benches: benches.map((b) => b.name),
};
writeResults({ resultsDir: context.shared.resultsDir, run, rows });

console.log(`\n${consoleTable(rows)}\n`);
console.log(`${summarize(rows)} in ${Math.round(run.durationMs / 1000)} s. Written to bench/results/latest.{md,json}.`);
if (loadAverage > run.cpus) {
  console.log(`Note: the machine was busy (load average ${loadAverage} on ${run.cpus} CPUs); timings are pessimistic.`);
}
if (args.keep) console.log(`Kept the build and database in ${context.shared.tmpDir}`);

const broken = rows.some((row) => row.status === 'error');
const failed = rows.some((row) => row.status === 'fail');
process.exit(broken || (args.strict && failed) ? 1 : 0);
