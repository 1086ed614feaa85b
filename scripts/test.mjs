#!/usr/bin/env node
// `npm test`: every check, in order. Each step runs even if an earlier one failed, and the
// command exits non-zero if any did. The last line counts the tests run by all runners.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();
fs.rmSync('test-results', { recursive: true, force: true });
fs.mkdirSync('test-results', { recursive: true });

const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=test-results/${name}.json`];
const steps = [
  ['type-check', 'npx', ['tsc', '-b']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'web', '--project', 'common', ...vitestJson('unit')]],
  ['server tests (SQLite)', 'npx', ['vitest', 'run', '--project', 'server', ...vitestJson('server-sqlite')]],
  ['server tests (PostgreSQL)', 'node', ['scripts/with-postgres.mjs', 'npx', 'vitest', 'run', '--project', 'server', ...vitestJson('server-postgres')]],
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['end-to-end tests (Chromium)', 'npx', ['playwright', 'test']],
];

const only = process.env.TEST_STEPS?.split(',');
const results = [];
for (const [name, cmd, args] of steps) {
  if (only && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.readdirSync('test-results').filter((f) => f.endsWith('.json'))) {
  try {
    const report = JSON.parse(fs.readFileSync(`test-results/${file}`, 'utf8'));
    if (report.stats) {
      // Playwright
      passed += report.stats.expected + (report.stats.flaky ?? 0);
      failed += report.stats.unexpected;
      skipped += report.stats.skipped;
    } else {
      passed += report.numPassedTests ?? 0;
      failed += report.numFailedTests ?? 0;
      skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    }
  } catch {
    /* a runner that crashed leaves no report; its step is already marked failed */
  }
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds} s)`);
const stepsFailed = results.filter((r) => !r.ok).length;
if (stepsFailed) console.log(`${stepsFailed} step(s) failed`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(stepsFailed || failed ? 1 : 0);
