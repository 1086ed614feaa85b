// Changelog of 10,000 commits in the real tool: a generated `git log --oneline` (Conventional
// Commits with scopes, breaking changes, #references, merges and plain subjects, as real histories
// mix them) pasted with Ctrl+V as a user would, then Generate Changelog clicked; timed from the
// click to the first frame showing the result, and the page's main-thread long tasks from the
// paste's keypress to a second after the result (the browser's own paste included).
/* global window, document -- page.evaluate callbacks run in the page */
import fs from 'node:fs';
import path from 'node:path';
import { prng } from './lib/generate.mjs';
import { loadAverage, longTasksBetween, median, openTool, pasteFile, settle } from './lib/page.mjs';
import { atMost, check, skipped } from './lib/rows.mjs';

export const title = 'Changelog of 10,000 commits';
export const order = 64;
export const timeoutMs = 180_000;

const COMMITS = 10_000;
const RUNS = 3;
const MAX_MS = 300;
const MAX_TASK_MS = 100;

const TYPES = [
  'feat',
  'feat',
  'fix',
  'fix',
  'fix',
  'perf',
  'docs',
  'refactor',
  'test',
  'build',
  'ci',
  'chore',
  'style',
  'revert',
];
const SCOPES = ['api', 'auth', 'ui', 'cli', 'parser', 'deps', 'db', 'search', 'editor', 'i18n'];
const WORDS =
  'add remove handle support cache retry parse render validate token session query index stream worker config export import limit page'.split(
    ' ',
  );

/** A `git log --oneline` of `count` commits, newest first, and how many of them are merges. */
function onelineLog(count) {
  const rand = prng(64);
  const lines = [];
  let merges = 0;
  for (let i = 0; i < count; i++) {
    const hash = (0x1000000 + rand.int(0xeffffff)).toString(16);
    const words = Array.from({ length: 3 + rand.int(6) }, () => rand.pick(WORDS)).join(' ');
    const roll = rand.next();
    if (roll < 0.02) {
      merges++;
      lines.push(`${hash} Merge pull request #${1000 + i} from acme/topic-${i}`);
    } else if (roll < 0.12) {
      lines.push(`${hash} ${words[0].toUpperCase()}${words.slice(1)}`);
    } else {
      const type = rand.pick(TYPES);
      const scope = rand.next() < 0.7 ? `(${rand.pick(SCOPES)})` : '';
      const bang = rand.next() < 0.01 ? '!' : '';
      const ref = rand.next() < 0.3 ? ` (#${1 + rand.int(9000)})` : '';
      lines.push(`${hash} ${type}${scope}${bang}: ${words}${ref}`);
    }
  }
  return { text: lines.join('\n'), merges };
}

/** Resolves (window.__changelogShown) at the first frame showing a finished changelog. */
function armResult(page) {
  return page.evaluate(() => {
    window.__changelogShown = window.__bench.whenFrame(() => {
      const summary = document.querySelector('[data-testid="changelog-summary"]');
      const output = document.querySelector('pre[aria-label="Changelog Markdown"]');
      return (
        summary !== null &&
        output !== null &&
        output.textContent.startsWith('## [') &&
        !document.querySelector('[role="status"]')?.textContent?.includes('Reading')
      );
    });
  });
}

async function changelogInTool(ctx, file) {
  const { page, close } = await openTool(ctx, { slug: 'changelog-generator', heading: 'Changelog Builder' });
  try {
    const pasted = await pasteFile(page, page.getByRole('textbox', { name: 'Commits' }), file);
    // The paste is summarised instead of laid out in the textarea.
    await page.getByRole('group', { name: 'Commits' }).waitFor({ timeout: 60_000 });
    await settle(page, 500);
    await armResult(page);
    await page.getByRole('button', { name: 'Generate Changelog' }).click();
    const clicked = await page.evaluate(() => window.__bench.marks.click);
    const shownAt = await page.evaluate(() => window.__changelogShown);
    await settle(page, 1000);
    const tasks = await longTasksBetween(page, pasted);
    const summary = await page.getByTestId('changelog-summary').textContent();
    return { ms: shownAt - clicked, tasks, summary };
  } finally {
    await close();
  }
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const what = 'Changelog of 10,000 commits: time to output';
  if (!ctx.chromium.executablePath) return [skipped({ what, unit: 'ms', goal: `≤ ${MAX_MS}`, reason: 'no Chromium' })];

  const { text, merges } = onelineLog(COMMITS);
  const dir = fs.mkdtempSync(path.join(ctx.tmpDir, 'changelog-'));
  const file = path.join(dir, 'git-log.txt');
  fs.writeFileSync(file, text);

  const runs = [];
  const loads = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      ctx.signal.throwIfAborted();
      loads.push(loadAverage());
      runs.push(await changelogInTool(ctx, file));
      ctx.log(
        `changelog run ${i + 1}: ${Math.round(runs.at(-1).ms)} ms, longest task ${runs.at(-1).tasks.longest} ms, load ${loads.at(-1)}`,
      );
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const times = runs.map((r) => r.ms);
  const longest = Math.max(...runs.map((r) => r.tasks.longest));
  const worst = runs.find((r) => r.tasks.longest === longest);
  const expected = `${(COMMITS - merges).toLocaleString('en-US')} commits`;
  return [
    atMost({
      what,
      value: Math.round(median(times)),
      unit: 'ms',
      max: MAX_MS,
      note: `median of ${RUNS} (${times.map(Math.round).join(', ')} ms), from the Generate click to the result on screen; ${(text.length / 1e6).toFixed(2)} MB pasted; load ${loads.join(', ')}`,
      details: { ms: times, loadAverage: loads },
    }),
    atMost({
      what: 'Changelog of 10,000 commits: longest main-thread task',
      value: longest,
      unit: 'ms',
      max: MAX_TASK_MS,
      note: `from the paste's keypress to 1 s after the result; worst run: ${worst.tasks.count} long tasks, ${Math.round(worst.tasks.total)} ms in all; per run ${runs.map((r) => r.tasks.longest).join(', ')} ms`,
      details: { runs: runs.map((r) => r.tasks) },
    }),
    check({
      what: 'Changelog of 10,000 commits: result',
      ok: runs.every((r) => r.summary.startsWith(`${expected} · `)),
      value: runs[0].summary,
      goal: `${expected}, ${merges} merges left out`,
      note: 'the summary line of every run',
    }),
  ];
}
