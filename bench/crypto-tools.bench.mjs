// The crypto tools' slow operations, in headless Chromium: a bcrypt hash at cost 12 (in the
// operations worker: the page must stay responsive, its longest main-thread task is the goal) and
// an RSA-4096 key pair (WebCrypto, in the worker; its time is information). Both timed from the
// click to the first frame showing the result; Python's bcrypt checks the hash.
/* global window, document -- page.evaluate callbacks run in the page */
import { execFileSync } from 'node:child_process';
import { loadAverage, longTasksBetween, median, openTool, round, settle } from './lib/page.mjs';
import { atMost, check, info, skipped } from './lib/rows.mjs';

export const title = 'Crypto tools: bcrypt cost 12, RSA-4096 key generation';
export const order = 64;
export const timeoutMs = 300_000;

const RUNS = 3;
const MAX_TASK_MS = 50;
const PASSWORD = 'correct horse battery staple';

/** Waits in the page for a field whose value matches `pattern`; resolves with that frame's time. */
async function whenValue(page, pattern) {
  return page.evaluate(
    (source) =>
      window.__bench.whenFrame(() =>
        [...document.querySelectorAll('input, textarea')].some((el) => new RegExp(source).test(el.value)),
      ),
    pattern.source,
  );
}

async function bcryptRun(ctx) {
  const { page, close } = await openTool(ctx, { slug: 'bcrypt', heading: 'Bcrypt' });
  try {
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Cost').fill('12');
    const shown = whenValue(page, /^\$2[aby]\$12\$.{53}$/);
    await page.getByRole('button', { name: 'Hash password' }).click();
    const shownAt = await shown;
    const clickAt = await page.evaluate(() => window.__bench.marks.click);
    await settle(page, 300);
    const tasks = await longTasksBetween(page, clickAt, shownAt);
    const hash = await page.getByLabel('bcrypt hash').inputValue();
    return { ms: shownAt - clickAt, tasks, hash };
  } finally {
    await close();
  }
}

async function rsaRun(ctx) {
  const { page, close } = await openTool(ctx, { slug: 'key-pair-generator', heading: 'Key Pair Generator' });
  try {
    await page.getByLabel('Key type').selectOption({ label: 'RSA 4096' });
    const shown = whenValue(page, /^-----BEGIN PRIVATE KEY-----/);
    await page.getByRole('button', { name: 'Generate key pair' }).click();
    const shownAt = await shown;
    const clickAt = await page.evaluate(() => window.__bench.marks.click);
    const tasks = await longTasksBetween(page, clickAt, shownAt);
    return { ms: shownAt - clickAt, tasks };
  } finally {
    await close();
  }
}

function pythonChecks(hash) {
  try {
    const script = 'import bcrypt, sys; print(bcrypt.checkpw(sys.argv[1].encode(), sys.argv[2].encode()))';
    return execFileSync('/usr/bin/python3', ['-c', script, PASSWORD, hash]).toString().trim() === 'True';
  } catch {
    return false;
  }
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  if (!ctx.chromium.executablePath) return [skipped({ what: 'bcrypt cost 12: hash time', unit: 'ms', reason: 'no Chromium' })];
  const bcrypt = [];
  const rsa = [];
  const loads = [];
  for (let i = 0; i < RUNS; i++) {
    ctx.signal.throwIfAborted();
    loads.push(loadAverage());
    bcrypt.push(await bcryptRun(ctx));
    rsa.push(await rsaRun(ctx));
    ctx.log(`crypto-tools run ${i + 1}: bcrypt ${Math.round(bcrypt.at(-1).ms)} ms (longest task ${bcrypt.at(-1).tasks.longest} ms), RSA-4096 ${Math.round(rsa.at(-1).ms)} ms, load ${loads.at(-1)}`);
  }
  const load = `load ${loads.join(', ')}`;
  const longest = Math.max(...bcrypt.map((r) => r.tasks.longest));
  return [
    info({
      what: 'bcrypt cost 12: hash time',
      value: round(median(bcrypt.map((r) => r.ms))),
      unit: 'ms',
      note: `median of ${RUNS} (${bcrypt.map((r) => Math.round(r.ms)).join(', ')} ms), click to the hash on screen; ${load}`,
    }),
    atMost({
      what: 'bcrypt cost 12: longest main-thread task',
      value: longest,
      unit: 'ms',
      max: MAX_TASK_MS,
      note: `per run ${bcrypt.map((r) => r.tasks.longest).join(', ')} ms (the hashing is in a worker)`,
      details: { runs: bcrypt.map((r) => r.tasks) },
    }),
    check({
      what: 'bcrypt cost 12: Python verifies the hash',
      ok: bcrypt.every((r) => pythonChecks(r.hash)),
      value: `${bcrypt[0].hash.slice(0, 7)}…`,
      goal: 'bcrypt.checkpw is True',
      note: 'every run, Debian python3-bcrypt',
    }),
    info({
      what: 'RSA-4096 key pair: generation time',
      value: round(median(rsa.map((r) => r.ms))),
      unit: 'ms',
      note: `median of ${RUNS} (${rsa.map((r) => Math.round(r.ms)).join(', ')} ms; random primes make it vary), click to the key on screen, longest main-thread task ${Math.max(...rsa.map((r) => r.tasks.longest))} ms; ${load}`,
    }),
  ];
}
