/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';

test.describe('Regex tester', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/regex-tester');
    await expect(page.getByRole('heading', { level: 1, name: 'Regex Tester' })).toBeVisible({ timeout: 15_000 });
  });

  test('highlights matches, counts and lists them, with groups and a replace preview', async ({ page }) => {
    await page.getByLabel('Regular expression').fill('(?<letter>[a-z])(\\d+)');
    await page.getByLabel('Test string').fill('a1 b22 c333');
    await expect(page.getByText('3 match(es) found')).toBeVisible();
    await expect(page.locator('mark')).toHaveText(['a1', 'b22', 'c333']);
    const list = page.getByRole('list', { name: 'Match list' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').nth(1)).toContainText('b22');
    await expect(list.getByRole('listitem').nth(1)).toContainText('letter');

    await page.getByLabel('Replace with').fill('<$2:$<letter>>');
    await expect(page.getByRole('status').filter({ hasText: 'match(es)' })).toBeVisible();
    await expect(page.locator('output[aria-labelledby="regex-replace-result"]')).toHaveText('<1:a> <22:b> <333:c>');

    // Without g only the first match counts; i makes letters match either case.
    await page.getByRole('checkbox', { name: 'g global' }).uncheck();
    await expect(page.getByText('1 match(es) found')).toBeVisible();
    await page.getByRole('checkbox', { name: 'g global' }).check();
    await page.getByLabel('Test string').fill('A1 b2');
    await expect(page.getByText('1 match(es) found')).toBeVisible();
    await page.getByRole('checkbox', { name: 'i ignore case' }).check();
    await expect(page.getByText('2 match(es) found')).toBeVisible();
  });

  test('shows the invalid-pattern message and the empty state', async ({ page }) => {
    await page.getByLabel('Regular expression').fill('(unclosed');
    await expect(page.getByRole('alert')).toHaveText('Invalid regular expression: /(unclosed/g: Unterminated group');
    await page.getByLabel('Regular expression').fill('');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('No matches found')).toBeVisible();
    await page.getByLabel('Regular expression').fill('xyz');
    await page.getByLabel('Test string').fill('abc');
    await expect(page.getByText('No matches found')).toBeVisible();
  });

  test('stops a catastrophic pattern while the page keeps answering', async ({ page }) => {
    await page.getByLabel('Test string').fill(`${'a'.repeat(30)}!`);
    await page.getByLabel('Regular expression').fill('(a+)+$');
    await expect(page.getByText('Matching…')).toBeVisible();
    // While the worker backtracks, the page still takes input (timings are left to the benchmark).
    const replace = page.getByLabel('Replace with');
    await replace.fill('typed while matching');
    await expect(replace).toHaveValue('typed while matching');
    await page.getByRole('checkbox', { name: 'i ignore case' }).check();
    await expect(page.getByRole('checkbox', { name: 'i ignore case' })).toBeChecked();
    await expect(page.getByText(/^Stopped after 1\.5 s$/)).toBeVisible({ timeout: 5000 });

    // A fresh worker takes the next pattern.
    await page.getByLabel('Regular expression').fill('a+!');
    await expect(page.getByText('1 match(es) found')).toBeVisible();
  });

  test('copies one match and all matches', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByLabel('Regular expression').fill('\\d+');
    await page.getByLabel('Test string').fill('a1 b22 c333');
    await expect(page.getByText('3 match(es) found')).toBeVisible();
    await page.getByRole('button', { name: 'Copy match 2' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('22');
    await page.getByRole('button', { name: 'Copy All' }).click();
    await expect(page.getByRole('button', { name: 'Copied' }).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1\n22\n333');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await expect(page.getByText(/match\(es\) found/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
