#!/usr/bin/env node
// `npm test`: every check. Each step runs even if an earlier one failed, and the command exits
// non-zero if any did. The last line counts the tests run by all runners.
// Steps in one group run at the same time: the type-check beside the lint (one core each), and both
// server suites beside the two builds (each suite runs its files one after another, mostly waiting on its
// database, so together they leave the build a core). A concurrent step's output is printed whole
// when it ends, so logs never interleave. Saves about five minutes on a 2-core machine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();
fs.rmSync('test-results', { recursive: true, force: true });
fs.mkdirSync('test-results', { recursive: true });

const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=test-results/${name}.json`];
// Groups of [name, command, args, the JSON report its runner writes (test steps only)]; a group's steps run together.
const groups = [
  [
    ['type-check', 'npx', ['tsc', '-b']],
    ['lint', 'npm', ['run', 'lint', '--silent']],
  ],
  [
    [
      'unit tests',
      'npx',
      ['vitest', 'run', '--project', 'web', '--project', 'common', '--project', 'cli', ...vitestJson('unit')],
      'unit.json',
    ],
  ],
  [
    [
      'server tests (SQLite)',
      'npx',
      ['vitest', 'run', '--project', 'server', ...vitestJson('server-sqlite')],
      'server-sqlite.json',
    ],
    [
      'server tests (PostgreSQL)',
      'node',
      ['scripts/with-postgres.mjs', 'npx', 'vitest', 'run', '--project', 'server', ...vitestJson('server-postgres')],
      'server-postgres.json',
    ],
    ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
    // The same app built for a sub-path, which e2e/sub-path.spec.ts serves behind nginx at /devforge/.
    [
      'sub-path build',
      'env',
      ['BASE_PATH=/devforge/', 'npx', 'vite', 'build', '--logLevel', 'warn', '--outDir', path.resolve('dist/web-devforge')],
    ],
  ],
  [['end-to-end tests (Chromium)', 'npx', ['playwright', 'test'], 'e2e.json']],
];

const only = process.env.TEST_STEPS?.split(',');
const results = [];
/** The first lines of a failure message, without colour codes. */
const firstLines = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 4)
    .map((line) => `      ${line.slice(0, 200)}`)
    .join('\n');

/** Playwright's failed tests (and their files), walking its nested suites. */
function playwrightFailures(suites, out = []) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const last = test.results?.at(-1);
          out.push({ name: `${spec.file}:${spec.line} › ${spec.title}`, message: last?.error?.message });
        }
    playwrightFailures(suite.suites, out);
  }
  return out;
}

/**
 * A runner's JSON report as counts and the names of its failed tests, or null when it wrote none
 * (it crashed before reporting). The names are printed again under the summary: a long log is often
 * read from its end, and a failure far up in it must not be lost.
 */
function readCounts(file) {
  try {
    const report = JSON.parse(fs.readFileSync(`test-results/${file}`, 'utf8'));
    if (report.stats) {
      // Playwright
      return {
        passed: report.stats.expected + (report.stats.flaky ?? 0),
        failed: report.stats.unexpected,
        skipped: report.stats.skipped,
        failures: safely(() => playwrightFailures(report.suites)),
      };
    }
    const failures = safely(() => vitestFailures(report));
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      failures,
    };
  } catch {
    return null;
  }
}

/** Vitest's failed tests, and the files that failed without one (a load error, a hook). */
function vitestFailures(report) {
  const failures = [];
  for (const result of report.testResults ?? []) {
    const file = path.relative(process.cwd(), result.name);
    const failedTests = (result.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push({ name: `${file} › ${t.fullName}`, message: t.failureMessages?.[0] });
    // A file that failed to load or in a hook has no failed test of its own.
    if (result.status === 'failed' && failedTests.length === 0) failures.push({ name: file, message: result.message });
  }
  return failures;
}

/** The names are a help to the reader: a report of an unexpected shape must not lose the counts. */
function safely(list) {
  try {
    return list();
  } catch {
    return [];
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** Runs one step; alone, its output streams live; beside others, it is printed whole at the end. */
function runStep([name, cmd, args], alone) {
  const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };
  if (alone) console.log(`\n━━ ${name} ━━`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (code) => {
      if (!alone) {
        console.log(`\n━━ ${name} ━━`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code === 0);
    });
  });
}

for (const group of groups) {
  const wanted = group.filter(([name]) => !only || only.some((o) => name.startsWith(o)));
  const started = Date.now();
  const outcomes = await Promise.all(
    wanted.map(async (step) => {
      const ok = await runStep(step, wanted.length === 1);
      return { step, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) };
    }),
  );
  for (const { step, ok, seconds } of outcomes) {
    const [name, , , reportFile] = step;
    const counts = reportFile ? readCounts(reportFile) : null;
    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
      skipped += counts.skipped;
    }
    // A step that failed without a failing test to show for it (it crashed, a suite failed to load,
    // the type-check or the build broke) counts as one failure: the last line never says "0 failed"
    // under a red run.
    const crashed = !ok && (!counts || counts.failed === 0);
    if (crashed) failed += 1;
    results.push({ name, ok, crashed, seconds, failures: counts?.failures ?? [] });
  }
}
console.log('\n━━ summary ━━');
for (const r of results)
  console.log(
    `${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds} s)${r.crashed ? ' — failed without a test result (counted as 1 failed)' : ''}`,
  );
for (const r of results)
  for (const f of r.failures) console.log(`  ✘ [${r.name}] ${f.name}${f.message ? `\n${firstLines(f.message)}` : ''}`);
const stepsFailed = results.filter((r) => !r.ok).length;
if (stepsFailed) console.log(`${stepsFailed} step(s) failed`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(stepsFailed || failed ? 1 : 0);
