import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { test as aiTest } from './ai-server';
import { activeLine, expectStrictPageCsp, openToolPage } from './code-quality-helpers';
import { expect, test } from './fixtures';
import { holdRequests } from './hold-requests';
import { reloadWithState } from './reload';

// The checks on one page for the file (grammars and jscpd load once); Ask AI on the AI specs' own
// server, whose providers are the fake provider.
test.describe.configure({ mode: 'serial' });

const hints = (p: Page) => p.getByRole('list', { name: 'Refactoring hints' });

test.describe('hints', () => {
  let page: Page;

  test.beforeAll(async ({ browser, workerStorageState }) => {
    page = await openToolPage(browser, workerStorageState, 'refactoring-assistant', 'Refactoring Assistant');
  });
  test.afterAll(() => page.context().close());

  test('finds the example’s problems under the page CSP, and a hint jumps to its lines', async () => {
    test.slow();
    await expectStrictPageCsp(page);
    await expect(page.getByRole('heading', { name: '8 hints' })).toBeVisible({ timeout: 30_000 });
    await expect(hints(page)).toContainText('checkout takes 6 parameters');
    await expect(hints(page)).toContainText('Blocks nested 6 deep in checkout');
    await expect(hints(page)).toContainText('Magic number 1.21 in checkout');
    await expect(hints(page)).toContainText("Unreachable code after 'return' in checkout");
    await expect(hints(page)).toContainText('Lines 28–32 repeat lines 21–25');
    await hints(page)
      .getByRole('button', { name: /Go to line 18: Unreachable code/ })
      .click();
    await expect(activeLine(page, 'Code')).toHaveText('  notify(user, total);');
  });

  test('thresholds change what counts, and survive a reload; the kind filter narrows the list', async () => {
    await page.getByLabel('Parameters over').fill('6');
    await page.getByRole('button', { name: 'Find Hints' }).click();
    await expect(page.getByRole('heading', { name: '7 hints' })).toBeVisible();
    await reloadWithState(page);
    await expect(page.getByLabel('Parameters over')).toHaveValue('6');
    await expect(page.getByRole('heading', { name: '7 hints' })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Parameters over').fill('4');
    await page.getByRole('button', { name: 'Find Hints' }).click();
    await expect(page.getByRole('heading', { name: '8 hints' })).toBeVisible();
    await page.getByLabel('Show').selectOption('magic-number');
    await expect(hints(page).getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('Show').selectOption('all');
  });

  test('Python: its parser loads on first use; code that does not parse is refused with its position', async () => {
    const release = await holdRequests(page, /tree-sitter-python-[\w-]+\.wasm$/);
    await page.getByLabel('Language').selectOption('python');
    await page.getByRole('button', { name: 'Find Hints' }).click();
    await expect(page.getByText('Loading the Python parser…').first()).toBeVisible();
    release();
    await expect(hints(page)).toContainText('Blocks nested 6 deep in checkout', { timeout: 30_000 });
    await page.getByRole('textbox', { name: 'Code' }).fill('def broken(:\n    pass\n');
    await page.getByRole('button', { name: 'Find Hints' }).click();
    await expect(page.getByRole('alert')).toContainText(
      /^Syntax error.*\(line 1, column \d+\)\. The hints need code that parses\.$/,
    );
    await page.getByLabel('Language').selectOption('javascript');
  });

  test('has no serious accessibility violations', async () => {
    await page.getByRole('textbox', { name: 'Code' }).fill('export function f(a, b, c, d, e) {\n  return a * 42;\n}\n');
    await page.getByRole('button', { name: 'Find Hints' }).click();
    await expect(page.getByRole('heading', { name: /hints?$/ })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});

aiTest.describe('Ask AI (the fake provider)', () => {
  aiTest('sends the finding’s function, shows the proposal as a diff, and applies it', async ({ page, email, aiServer }) => {
    void email;
    aiTest.slow();
    await page.goto('/tools/refactoring-assistant');
    await page.getByRole('textbox', { name: 'Code' }).fill('export function area(r) {\n  return r * r * 3.14159;\n}\n');
    await page.getByRole('button', { name: 'Find Hints' }).click();
    await expect(hints(page)).toContainText('Magic number 3.14159 in area', { timeout: 30_000 });

    aiServer.fake.reply({
      kind: 'text',
      text: '1. **Name the constant**: `Math.PI` says what the number is.\n\n```javascript\nexport function area(r) {\n  return r * r * Math.PI;\n}\n```\n',
    });
    await hints(page)
      .getByRole('button', { name: /Ask AI for a refactoring of line 2$/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Ask AI for a refactoring' });
    await dialog.getByRole('button', { name: 'Ask AI for a refactoring' }).click();
    await expect(dialog.getByText('Name the constant')).toBeVisible({ timeout: 20_000 });
    const diff = dialog.locator('table');
    await expect(diff).toContainText('3.14159');
    await expect(diff).toContainText('Math.PI');
    const sent = aiServer.fake.requests.at(-1)!;
    expect(JSON.stringify(sent.body)).toContain('// Refactoring hint (lines 2–2): Magic number 3.14159 in area.');

    await dialog.getByRole('button', { name: 'Apply to the code' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Code' })).toContainText('return r * r * Math.PI;');
    await expect(page.getByText(/The proposal replaced lines 1–3/)).toBeVisible();

    await page.getByRole('button', { name: 'Save as snippet' }).click();
    const form = page.getByRole('form', { name: 'New snippet' });
    await expect(form).toBeVisible({ timeout: 15_000 });
    await expect(form.getByLabel('Title')).toHaveValue('Refactored JavaScript code');
    await expect(form.getByRole('textbox', { name: 'Code' })).toContainText('return r * r * Math.PI;');
    await expect(form.getByLabel('Language')).toHaveValue('javascript');
  });
});
