import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { test as aiTest } from './ai-server';
import { activeLine, expectStrictPageCsp, openToolPage } from './code-quality-helpers';
import { expect, test } from './fixtures';
import { holdRequests } from './hold-requests';

// The parse-tree analysis on one page for the file (grammars load once); the AI mode on the AI
// specs' own server, whose providers are the fake provider.
test.describe.configure({ mode: 'serial' });

// An answer from the fake provider through the AI server: over 20 s once on a slow 2-core machine with
// the other e2e worker busy.
const AI_REPLY_MS = 45_000;

const analyze = (p: Page) => p.getByRole('button', { name: 'Analyze Code' }).click();

test.describe('without AI', () => {
  let page: Page;
  const code = () => page.getByRole('textbox', { name: 'Code' });
  const functions = () => page.getByRole('table', { name: 'Functions' });

  test.beforeAll(async ({ browser, workerStorageState }) => {
    page = await openToolPage(browser, workerStorageState, 'code-summarizer', 'Code Summarizer');
  });
  test.afterAll(() => page.context().close());

  test('analyzes the example from the parse tree under the page CSP', async () => {
    test.slow();
    await expectStrictPageCsp(page);
    await expect(page.getByText(/^A JavaScript file of 28 lines \(22 of code\) with 3 functions and no classes/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Total cyclomatic complexity 14 (low); maintainability index', { exact: false })).toBeVisible();
    await page.getByRole('tab', { name: 'Functions (3)' }).click();
    await expect(functions().getByRole('row')).toHaveCount(4);
    await expect(functions().getByRole('row').nth(1)).toContainText('loadConfig');
    await expect(functions().getByRole('row').nth(1)).toContainText('Reads a JSON config file and merges it over the defaults.');
    await expect(functions().getByRole('row').nth(2)).toContainText('validate');
    await expect(functions().getByRole('row').nth(2).getByRole('cell').nth(3)).toHaveText('8');
    await functions().getByRole('button', { name: 'factorial' }).click();
    await expect(activeLine(page, 'Code')).toHaveText('export function factorial(n) {');
  });

  test('Python: its parser loads on first use; documentation, comments and functions', async () => {
    const release = await holdRequests(page, /tree-sitter-python-[\w-]+\.wasm$/);
    await page.getByLabel('Language').selectOption('python');
    await analyze(page);
    await expect(page.getByText('Loading the Python parser…').first()).toBeVisible();
    release();
    await expect(page.getByRole('tab', { name: 'Functions (4)' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Documentation' }).click();
    const documented = page.getByRole('textbox', { name: 'Documented code' });
    await expect(documented).toContainText('"""Totals.');
    await expect(documented).toContainText('currency:');
    await page.getByRole('tab', { name: /Comments/ }).click();
    await expect(page.getByRole('list', { name: 'Suggested comments' })).toContainText('Line 10: total');
  });

  test('detailed mode adds Halstead measures; Export report; blank code is refused', async () => {
    await page.getByRole('radio', { name: 'Detailed' }).check({ force: true });
    await analyze(page);
    await page.getByRole('tab', { name: 'Summary' }).click();
    await expect(page.getByRole('heading', { name: 'Halstead measures' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export report' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('code-analysis-python.json');
    const report = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(report).toMatchObject({
      language: 'python',
      mode: 'detailed',
      complexity: { level: 'low' },
      dependencies: ['json', 'pathlib'],
    });
    expect(report.functions.map((f: { name: string }) => f.name)).toEqual([
      'load_orders',
      'total',
      'Report.__init__',
      'Report.summary',
    ]);
    expect(report.maintainability.index).toBeGreaterThanOrEqual(0);
    expect(report.maintainability.index).toBeLessThanOrEqual(100);

    await code().fill('   \n');
    await analyze(page);
    await expect(page.getByRole('alert')).toHaveText('Non-blank code is required');
    await page.getByRole('radio', { name: 'Basic' }).check({ force: true });
  });

  test('has no serious accessibility violations', async () => {
    await page.getByLabel('Language').selectOption('typescript');
    await analyze(page);
    // The tabs of the last analysis stay on screen, dimmed, until the new one is there: scan once the
    // screen says it is up to date (scanned dimmed, the tabs read as low contrast).
    await expect(
      page.getByText('Functions, complexity, maintainability, dependencies, comments and documentation from the parse tree.', {
        exact: true,
      }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('tab', { name: /Functions/ })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });

  test('Save as snippet hands the documented code to the snippet library', async () => {
    await page.getByRole('tab', { name: 'Documentation' }).click();
    await expect(page.getByRole('textbox', { name: 'Documented code' })).toContainText('@param user');
    await page.getByRole('button', { name: 'Save as snippet' }).click();
    const form = page.getByRole('form', { name: 'New snippet' });
    await expect(form).toBeVisible({ timeout: 15_000 });
    await expect(form.getByLabel('Title')).toHaveValue('Documented TypeScript code');
    await expect(form.getByRole('textbox', { name: 'Code' })).toContainText('@param user');
    await expect(form.getByLabel('Language')).toHaveValue('typescript');
  });
});

aiTest.describe('with AI (the fake provider)', () => {
  aiTest(
    'the AI reviews the code, writes documentation, and the failure and empty replies read as the spec says',
    async ({ page, email, aiServer }) => {
      void email;
      aiTest.setTimeout(180_000); // four AI answers, each up to AI_REPLY_MS
      await page.goto('/tools/code-summarizer');
      await page.getByLabel('Use AI').check({ force: true });
      await expect(page.getByRole('link', { name: 'Add your API key' })).toHaveAttribute('href', '/account#api-keys');

      aiServer.fake.reply(
        {
          kind: 'text',
          text: JSON.stringify({
            qualityScore: 7.5,
            security: ['readFile path comes from the caller'],
            performance: [],
            bestPractices: ['Validate the port range once'],
            refactoring: [],
            summary: 'Small config loader with validation.',
          }),
        },
        { times: 1 },
      );
      await analyze(page);
      await expect(page.getByText('Small config loader with validation.')).toBeVisible({ timeout: AI_REPLY_MS });
      await expect(page.getByText('7.5 / 10')).toBeVisible();
      await expect(page.getByText('readFile path comes from the caller')).toBeVisible();
      // The figures still come from the parse tree.
      await expect(page.getByRole('tab', { name: 'Functions (3)' })).toBeVisible();

      await page.getByRole('radio', { name: 'Documentation' }).check({ force: true });
      aiServer.fake.reply(
        { kind: 'text', text: '# Config loader\n\n`loadConfig(path, defaults)` reads the file.' },
        { times: 1 },
      );
      await analyze(page);
      const docs = page.getByRole('region', { name: 'AI documentation' });
      await expect(docs.getByRole('heading', { name: 'Config loader' })).toBeVisible({ timeout: AI_REPLY_MS });
      await expect(docs).toContainText('loadConfig(path, defaults) reads the file.');

      await page.getByRole('radio', { name: 'Basic' }).check({ force: true });
      aiServer.fake.reply({ kind: 'text', text: '' }, { times: 1 });
      await analyze(page);
      await expect(page.getByText('No analysis available')).toBeVisible({ timeout: AI_REPLY_MS });

      aiServer.fake.reply({ kind: 'text', text: 'this is not JSON' }, { times: 2 });
      await analyze(page);
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to analyze code. Please try again.' })).toBeVisible({
        timeout: AI_REPLY_MS,
      });
    },
  );

  aiTest('Analyze is disabled while the chosen provider has no key', async ({ page, email }) => {
    void email;
    await page.goto('/tools/code-summarizer');
    await page.getByLabel('Use AI').check({ force: true });
    await page.getByLabel('AI provider').selectOption('gemini');
    await expect(page.getByRole('button', { name: 'Analyze Code' })).toBeDisabled();
    await expect(page.getByText('No Google Gemini key yet: add yours to use Google Gemini.').first()).toBeVisible();
    await page.getByLabel('AI provider').selectOption('openai');
    await expect(page.getByRole('button', { name: 'Analyze Code' })).toBeEnabled();
  });
});
