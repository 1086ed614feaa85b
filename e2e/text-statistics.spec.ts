import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';
import { paste } from './paste';

const figure = (page: import('@playwright/test').Page, label: string) =>
  page
    .getByRole('region', { name: 'Statistics' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test.describe('Text statistics', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/text-statistics');
    await expect(page.getByRole('heading', { level: 1, name: 'Text Statistics' })).toBeVisible();
  });

  test('counts characters, words, lines and bytes as the text is typed, with a frequency table', async ({ page }) => {
    await page.getByLabel('Text', { exact: true }).fill('The cat and the hat. The end! 👋🏽\nA second line here.');
    await expect(figure(page, 'Characters')).toHaveText('51');
    await expect(figure(page, 'Words')).toHaveText('11');
    await expect(figure(page, 'Lines')).toHaveText('2');
    await expect(figure(page, 'Sentences')).toHaveText('3');
    await expect(figure(page, 'UTF-8 bytes')).toHaveText('58');
    await expect(figure(page, 'Code points')).toHaveText('52');
    await expect(page.getByText('Longest line: line 1, 31 characters')).toBeVisible();

    const table = page.getByRole('table', { name: 'Words by how often they occur' });
    await expect(table.getByRole('row').nth(1)).toContainText('the');
    await expect(table.getByRole('row').nth(1)).toContainText('3');
    await page.getByLabel('Ignore case').uncheck();
    await expect(table.getByRole('row').nth(1)).toContainText('The');
    await expect(table.getByRole('row').nth(1)).toContainText('2');
  });

  test('counts a large text in the background and Share reopens it', async ({ page }) => {
    test.slow(); // a 160 KB text typed, counted in a worker and put in a link
    const big = 'lorem ipsum dolor sit amet\n'.repeat(6000);
    await paste(page.getByLabel('Text', { exact: true }), big);
    await expect(figure(page, 'Words')).toHaveText('30,000');
    await expect(figure(page, 'Lines')).toHaveText('6,000');

    await page.getByLabel('Text', { exact: true }).fill('Shared text, two sentences. Yes.');
    await expect(figure(page, 'Words')).toHaveText('5');
    await page.getByRole('button', { name: 'Share' }).click();
    const url = await page
      .getByRole('dialog', { name: /^Share / })
      .getByLabel('Link')
      .inputValue();
    await page.keyboard.press('Escape');
    await page.goto('/tools');
    await page.goto(url);
    await expect(page.getByLabel('Text', { exact: true })).toHaveValue('Shared text, two sentences. Yes.');
    await expect(figure(page, 'Sentences')).toHaveText('2');
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.slow(); // two full scans
    await page.getByLabel('Text', { exact: true }).fill('Some words to count. And more words.');
    await expect(figure(page, 'Words')).toHaveText('7');
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
