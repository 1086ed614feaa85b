import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

test.describe('List compare', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/list-compare');
    await expect(page.getByRole('heading', { level: 1, name: 'List Compare' })).toBeVisible();
  });

  test('shows only in A, only in B, in both and the union, with counts', async ({ page }) => {
    await page.getByLabel('List A').fill('apple\nbanana\nBanana\ncherry\napple');
    await page.getByLabel('List B').fill('cherry\ndate\nbanana');
    await expect(page.getByLabel('Only in A', { exact: true })).toHaveValue('apple\nBanana');
    await expect(page.getByLabel('Only in B', { exact: true })).toHaveValue('date');
    await expect(page.getByLabel('In both', { exact: true })).toHaveValue('banana\ncherry');
    await expect(page.getByLabel('Union', { exact: true })).toHaveValue('apple\nbanana\nBanana\ncherry\ndate');
    await expect(page.getByText('5 items, 4 distinct · 1 duplicate counted once')).toBeVisible();

    await page.getByLabel('Ignore case').check();
    await expect(page.getByLabel('Only in A', { exact: true })).toHaveValue('apple');
    await expect(page.getByLabel('In both', { exact: true })).toHaveValue('banana\ncherry');

    await page.getByRole('button', { name: 'Swap A and B' }).click();
    await expect(page.getByLabel('Only in A', { exact: true })).toHaveValue('date');
  });

  test('splits on commas and copies a result; Share reopens both lists', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByText('Commas', { exact: true }).click();
    await page.getByLabel('List A').fill('a, b, c');
    await page.getByLabel('List B').fill('b,d');
    await expect(page.getByLabel('Only in A', { exact: true })).toHaveValue('a, c');
    await page.getByRole('button', { name: 'Copy only in A' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('a, c');

    await page.getByRole('button', { name: 'Share' }).click();
    const url = await page
      .getByRole('dialog', { name: /^Share / })
      .getByLabel('Link')
      .inputValue();
    await page.keyboard.press('Escape');
    await page.goto('/tools');
    await page.goto(url);
    await expect(page.getByLabel('List A')).toHaveValue('a, b, c');
    await expect(page.getByLabel('In both', { exact: true })).toHaveValue('b');
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.slow(); // two full scans
    await page.getByLabel('List A').fill('one\ntwo');
    await page.getByLabel('List B').fill('two\nthree');
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
