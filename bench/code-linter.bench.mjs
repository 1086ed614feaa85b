// The code linter in headless Chromium: time from pressing Lint to the results on screen, per
// language, with the engine cold (a fresh browser context: the worker, ESLint or Ruff or the Java
// grammar, and their WebAssembly are downloaded and compiled) and warm (the second run in the same
// page); the same for a generated 5,000-line file of each language; and the longest main-thread task
// from the click to 0.5 s after the result (the linting runs in workers; goal: none over 50 ms).
/* global window, document, MutationObserver, requestAnimationFrame -- page.evaluate callbacks run in the page */
import fs from 'node:fs';
import path from 'node:path';
import { chooseFile, loadAverage, longTasksBetween, openPage, round, settle } from './lib/page.mjs';
import { atMost, check, info, skipped } from './lib/rows.mjs';

export const title = 'Code linter: first result per language (cold, warm), a 5,000-line file, main-thread tasks';
export const order = 70;
export const timeoutMs = 300_000;

const LANGUAGES = ['javascript', 'typescript', 'python', 'java'];
const LINES = 5000;
const MAX_TASK_MS = 50;

/** About 5,000 lines of ordinary code per language, with a lint issue every few functions. */
function generated(language) {
  const out = [];
  let i = 0;
  while (out.length < LINES) {
    const bad = i % 5 === 0;
    if (language === 'python') {
      out.push(
        `def compute_${i}(values, factor=2):`,
        `    total = 0`,
        `    for value in values:`,
        `        if value ${bad ? '== None' : 'is None'}:`,
        `            continue`,
        `        total += value * factor`,
        `    return total`,
        '',
        '',
      );
    } else if (language === 'java') {
      if (i === 0) out.push('public class Generated {');
      out.push(
        `    public int compute${i}(int[] values, int factor) {`,
        `        int total = 0;`,
        `        for (int value : values) {`,
        `            if (value > factor) ${bad ? 'total += value;' : '{ total += value; }'}`,
        `        }`,
        `        return total * factor;`,
        `    }`,
        '',
      );
    } else {
      const type = language === 'typescript' ? ': number[]' : '';
      out.push(
        `export function compute${i}(values${type}, factor = 2) {`,
        `  ${bad ? 'var' : 'let'} total = 0;`,
        `  for (const value of values) {`,
        `    if (value === null) continue;`,
        `    total += value * factor;`,
        `  }`,
        `  return total;`,
        `}`,
        '',
      );
    }
    i++;
  }
  if (language === 'java') out.push('}');
  return `${out.join('\n')}\n`;
}

const extension = { javascript: 'js', typescript: 'ts', python: 'py', java: 'java' };

/** A fresh context (cold cache) on the linter with `language` chosen and lint-as-you-type off, so only the Lint button runs it. */
async function openLinter(ctx, language) {
  const opened = await openPage(ctx);
  await opened.page.context().addInitScript(
    ([lang]) => {
      localStorage.setItem('code-linter:language', JSON.stringify(lang));
      localStorage.setItem('code-linter:auto-lint', 'false');
    },
    [language],
  );
  await opened.page.goto(`${ctx.baseUrl}/tools/code-linter`);
  await opened.page.getByRole('heading', { level: 1, name: 'Code Linter' }).waitFor({ timeout: 30_000 });
  await opened.page.locator('[data-code-editor="ready"]').first().waitFor({ timeout: 30_000 });
  return opened;
}

/**
 * Presses Lint and times it in the page: from the click to the first frame after the status line
 * (data-testid="lint-status") went through "Loading the …" or "Linting…" and then shows this run's
 * result. A MutationObserver sees every change, however short the run.
 */
async function lintOnce(page) {
  await page.evaluate(() => {
    const status = document.querySelector('[data-testid="lint-status"]');
    window.__linted = new Promise((resolve) => {
      let started = false;
      const observer = new MutationObserver(() => {
        const text = status.textContent;
        if (/Loading the|Linting…/.test(text)) started = true;
        else if (started && /· (no issues|\d+ issues?)$/.test(text)) {
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now()));
        }
      });
      observer.observe(status, { childList: true, subtree: true, characterData: true });
    });
  });
  await page.getByRole('button', { name: 'Lint', exact: true }).click();
  const shownAt = await page.evaluate(() => window.__linted);
  const clicked = await page.evaluate(() => window.__bench.marks.click);
  return { clicked, shownAt, ms: shownAt - clicked };
}

async function issuesShown(page) {
  return page.evaluate(
    () => /(no issues|\d+ issues?)$/.exec(document.querySelector('[data-testid="lint-status"]').textContent)?.[0] ?? '?',
  );
}

async function firstResults(ctx, language) {
  const { page, close } = await openLinter(ctx, language);
  try {
    const cold = await lintOnce(page);
    const coldTasks = await longTasksBetween(page, cold.clicked, cold.shownAt + 500);
    await settle(page, 300);
    const warm = await lintOnce(page);
    await settle(page, 500);
    const warmTasks = await longTasksBetween(page, warm.clicked, warm.shownAt + 500);
    return {
      cold: cold.ms,
      warm: warm.ms,
      longest: Math.max(coldTasks.longest, warmTasks.longest),
      tasks: [...coldTasks.tasks, ...warmTasks.tasks],
      issues: await issuesShown(page),
    };
  } finally {
    await close();
  }
}

async function bigFile(ctx, language, file) {
  const { page, close } = await openLinter(ctx, language);
  try {
    // The engine is loaded first (the example), so the figure is the 5,000 lines, not the download.
    await lintOnce(page);
    await chooseFile(page, page.getByLabel('Import file'), file);
    // The editor's scroll height covers every line once the file is in (CodeMirror draws only what is in view).
    await page.waitForFunction((lines) => document.querySelector('.cm-scroller')?.scrollHeight > lines * 15, LINES, {
      timeout: 30_000,
    });
    await settle(page, 500);
    const run = await lintOnce(page);
    await settle(page, 500);
    const tasks = await longTasksBetween(page, run.clicked, run.shownAt + 500);
    return { ms: run.ms, longest: tasks.longest, tasks: tasks.tasks, issues: await issuesShown(page) };
  } finally {
    await close();
  }
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  if (!ctx.chromium.executablePath) return [skipped({ what: 'Code linter: first result', unit: 'ms', reason: 'no Chromium' })];
  const rows = [];
  const loads = [];
  let longest = 0;
  const longestNotes = [];
  for (const language of LANGUAGES) {
    ctx.signal.throwIfAborted();
    loads.push(loadAverage());
    const first = await firstResults(ctx, language);
    ctx.log(
      `code-linter ${language}: cold ${Math.round(first.cold)} ms, warm ${Math.round(first.warm)} ms, ${first.issues}, longest task ${first.longest} ms, load ${loads.at(-1)}`,
    );
    rows.push(
      info({
        what: `Linter ${language}: first result, engine cold`,
        value: Math.round(first.cold),
        unit: 'ms',
        note: `Lint click → results on screen in a fresh context (worker and engine downloaded, compiled); example code, ${first.issues}; load ${loads.at(-1)}`,
        details: { tasks: first.tasks },
      }),
    );
    rows.push(
      info({
        what: `Linter ${language}: result, engine warm`,
        value: Math.round(first.warm),
        unit: 'ms',
        note: 'the same code again in the same page',
      }),
    );
    longest = Math.max(longest, first.longest);
    longestNotes.push(`${language} ${first.longest}`);
  }
  for (const language of LANGUAGES) {
    ctx.signal.throwIfAborted();
    const file = path.join(ctx.tmpDir, `generated-${LINES}.${extension[language]}`);
    fs.writeFileSync(file, generated(language));
    loads.push(loadAverage());
    const big = await bigFile(ctx, language, file);
    ctx.log(
      `code-linter ${language} ${LINES} lines: ${Math.round(big.ms)} ms, ${big.issues}, longest task ${big.longest} ms, load ${loads.at(-1)}`,
    );
    rows.push(
      info({
        what: `Linter ${language}: ${LINES.toLocaleString('en-US')}-line file`,
        value: Math.round(big.ms),
        unit: 'ms',
        note: `Lint click → results on screen, engine warm; ${big.issues}; load ${loads.at(-1)}`,
        details: { tasks: big.tasks },
      }),
    );
    longest = Math.max(longest, big.longest);
    longestNotes.push(`${language} ${LINES} lines ${big.longest}`);
  }
  rows.push(
    atMost({
      what: 'Linter: longest main-thread task while linting',
      value: round(longest),
      unit: 'ms',
      max: MAX_TASK_MS,
      note: `Long Tasks API, Lint click → 0.5 s after the result, every run above (${longestNotes.join(', ')} ms); load ${loads.join(', ')}`,
    }),
  );
  rows.push(
    check({
      what: 'Linter: every language answered',
      ok: true,
      value: `${LANGUAGES.length} languages`,
      goal: 'all',
      note: 'ESLint (JS, TS), Ruff (Python), tree-sitter checks (Java)',
    }),
  );
  return rows;
}
