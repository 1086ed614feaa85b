import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { activeLine, expectStrictPageCsp, recordScripts, workerCsp } from './code-quality-helpers';
import { expect, test } from './fixtures';
import { holdRequests } from './hold-requests';
import { reloadWithState } from './reload';

// One page for the file: each language's engine (ESLint, the TypeScript parser, Ruff, tree-sitter)
// loads once, under the server's real CSP.
test.describe.configure({ mode: 'serial' });

let page: Page;
let scripts: ReturnType<typeof recordScripts>;
const code = () => page.getByRole('textbox', { name: 'Code' });
const results = () => page.getByRole('list', { name: 'Lint results' });
const counts = () => page.getByRole('group', { name: 'Issue counts' });

test.beforeAll(async ({ browser, workerStorageState }) => {
  // A context of its own (axe needs one), kept for the whole file.
  page = await (await browser.newContext({ storageState: workerStorageState })).newPage();
  scripts = recordScripts(page);
  await page.goto('/tools/code-linter');
  await expect(page.getByRole('heading', { level: 1, name: 'Code Linter' })).toBeVisible({ timeout: 15_000 });
});

test.afterAll(() => page.context().close());

test('each language’s engine loads on first use, under the page CSP, with a visible loading state', async () => {
  test.slow();
  await expectStrictPageCsp(page);
  // JavaScript: ESLint in its eval worker (Ajv compiles rule schemas), which the server sends with its own CSP.
  await expect(results().getByRole('listitem').first()).toContainText('Unexpected var, use let or const instead.', {
    timeout: 30_000,
  });
  expect(await workerCsp(scripts, /eslint\.eval\.worker-/)).toBe("default-src 'none'; script-src 'self' 'unsafe-eval'");

  await page.getByLabel('Language').selectOption('typescript');
  await expect(results()).toContainText("'threshold' is never reassigned. Use 'const' instead.", { timeout: 30_000 });

  // Python: Ruff's WebAssembly, held so the loading state can be seen.
  const release = await holdRequests(page, /ruff_wasm_bg-[\w-]+\.wasm$/);
  await page.getByLabel('Language').selectOption('python');
  await expect(page.getByText('Loading the Python linter…').first()).toBeVisible();
  release();
  await expect(results()).toContainText('`os` imported but unused', { timeout: 30_000 });
  await expect(results()).toContainText('no-unused-vars · F401');
  const ruffCsp = await workerCsp(scripts, /ruff\.worker-/);
  expect(ruffCsp).toContain("'wasm-unsafe-eval'");
  expect(ruffCsp).not.toContain("'unsafe-eval'");

  await page.getByLabel('Language').selectOption('java');
  await expect(results()).toContainText(`Strings compared with '==' (compares references, not text). Use equals().`, {
    timeout: 30_000,
  });
  await expect(counts()).toBeVisible();
});

test('lints as you type, counts by severity, and a click on a result puts the cursor there', async () => {
  await page.getByLabel('Language').selectOption('javascript');
  // no-var and eqeqeq are errors, the missing semicolon a warning, the quotes info; no-console is off by default.
  await code().fill('var a = 1\nconst b = "two";\nconsole.log(a == b);\n');
  await expect(results().getByRole('listitem')).toHaveCount(4);
  await expect(counts().getByLabel('2 errors')).toBeVisible();
  await expect(counts().getByLabel('1 warnings')).toBeVisible();
  await expect(counts().getByLabel('1 info')).toBeVisible();
  await expect(counts().getByLabel('4 total')).toBeVisible();
  await results()
    .getByRole('button', { name: /Expected '===' and instead saw '=='/ })
    .click();
  await expect(activeLine(page, 'Code')).toHaveText('console.log(a == b);');
  await expect(code()).toBeFocused();

  await page.getByLabel('Severity').selectOption('error');
  await expect(results().getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Severity').selectOption('all');
  await page.getByLabel('Search').fill('quotes');
  await expect(results().getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Search').fill('');

  // A syntax error is one clear result with its position.
  await code().fill('const x = ;\n');
  await expect(results().getByRole('listitem')).toHaveCount(1);
  await expect(results()).toContainText('1:11Syntax error: Unexpected token ;');
});

test('Fix fixes one issue; Fix All fills the Auto-Fixed Code tab, and Apply Fixes puts it in the editor', async () => {
  await code().fill('var a = 1\nlet b = "two"\nexport { a, b };\n');
  await expect(results().getByRole('listitem')).toHaveCount(5);
  await page.getByRole('button', { name: /^Fix line 1: Unexpected var/ }).click();
  await expect(code()).toContainText('let a = 1');
  await expect(results().getByRole('listitem')).toHaveCount(5);
  await expect(results()).toContainText("'a' is never reassigned");

  await page.getByRole('button', { name: 'Fix All' }).click();
  const fixed = page.getByRole('textbox', { name: 'Fixed code' });
  await expect(fixed).toContainText("const a = 1;const b = 'two';export { a, b };");
  await expect(page.getByText('5 issues fixed; 0 left that need a person.')).toBeVisible();
  await page.getByRole('button', { name: 'Apply Fixes' }).click();
  await expect(page.getByRole('tab', { name: /Lint Results/ })).toHaveAttribute('aria-selected', 'true');
  await expect(code()).toContainText("const a = 1;const b = 'two';");
  await expect(page.getByText('No issues found with the active rules.')).toBeVisible();
});

test('Fix All clicked straight after typing still fixes (the lint-as-you-type run does not swallow it)', async () => {
  await page.getByRole('tab', { name: /Lint Results/ }).click();
  await code().fill('var c = 1\nexport { c };\n');
  await page.getByRole('button', { name: 'Fix All' }).click();
  await expect(page.getByRole('textbox', { name: 'Fixed code' })).toContainText('const c = 1;export { c };');
  await page.getByRole('tab', { name: /Lint Results/ }).click();
});

test('rules can be turned off and given a severity, and that survives a reload', async () => {
  await code().fill('var a = 1;\nexport { a };\n');
  await expect(results().getByRole('listitem')).toHaveCount(1);
  await page.getByRole('tab', { name: /Active Rules/ }).click();
  const rules = page.getByRole('list', { name: 'Rules' });
  await expect(rules.getByRole('listitem').filter({ hasText: 'no-var' })).toContainText('ESLint no-var');
  await page.getByLabel('Severity of Prefer const').selectOption('info');
  await rules.getByRole('checkbox', { name: /No var/ }).uncheck();
  await page.getByRole('tab', { name: /Lint Results/ }).click();
  await expect(page.getByText('No issues found with the active rules.')).toBeVisible();

  await reloadWithState(page);
  await page.getByRole('tab', { name: /Active Rules/ }).click();
  await expect(page.getByRole('list', { name: 'Rules' }).getByRole('checkbox', { name: /No var/ })).not.toBeChecked();
  await expect(page.getByLabel('Severity of Prefer const')).toHaveValue('info');
  await page.getByRole('button', { name: 'Reset rules' }).click();
  await expect(page.getByRole('list', { name: 'Rules' }).getByRole('checkbox', { name: /No var/ })).toBeChecked();
});

test('exports the lint report as JSON and has no serious accessibility violations', async () => {
  await page.getByRole('tab', { name: /Lint Results/ }).click();
  await code().fill('var a = 1\nexport { a };\n');
  await expect(results().getByRole('listitem')).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toBe('lint-report-javascript.json');
  const report = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(report).toMatchObject({ language: 'javascript', totalIssues: 2, errors: 1, warnings: 1, info: 0 });
  expect(report.results[0]).toMatchObject({
    line: 1,
    column: 1,
    severity: 'error',
    rule: 'no-var',
    fixable: true,
    message: 'Unexpected var, use let or const instead.',
  });
  expect(Number.isNaN(Date.parse(report.timestamp))).toBe(false);
  await expectNoSeriousA11yViolationsInBothThemes(page);
});

test('Save as snippet hands the fixed code to the snippet library (Java as "other", tagged java)', async () => {
  await page.getByLabel('Language').selectOption('java');
  await code().fill('class Greeter {   \n}\n');
  await expect(results().getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Fix All' }).click();
  await expect(page.getByRole('textbox', { name: 'Fixed code' })).toHaveText('class Greeter {}');
  await page.getByRole('button', { name: 'Save as snippet' }).click();
  const form = page.getByRole('form', { name: 'New snippet' });
  await expect(form).toBeVisible({ timeout: 15_000 });
  await expect(form.getByLabel('Title')).toHaveValue('Lint-fixed Java code');
  await expect(form.getByRole('textbox', { name: 'Code' })).toHaveText('class Greeter {}');
  await expect(form.getByLabel('Language')).toHaveValue('other');
  await expect(form.getByLabel('Tags')).toHaveValue('java');
});
