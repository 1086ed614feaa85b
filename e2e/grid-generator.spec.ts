/// <reference lib="dom" />
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';
import { reloadWithState } from './reload';

test.describe('Grid generator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/grid-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'CSS Grid Generator' })).toBeVisible({ timeout: 15_000 });
  });

  /** The number of columns the preview frame's own browser lays the grid out in. */
  const previewColumns = (page: import('@playwright/test').Page) =>
    page
      .frameLocator('iframe[title^="Grid preview"]')
      .locator('.grid-layout')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);

  test('writes Tailwind classes, CSS with media queries and HTML for each breakpoint', async ({ page }) => {
    await page.getByLabel('Columns at md').selectOption('3');
    await page.getByLabel('Gap at md').selectOption('8');
    const code = page.getByLabel('Tailwind code');
    await expect(code).toContainText(
      '<div class="grid grid-cols-1 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 gap-4 md:gap-8 lg:gap-6 p-4">',
    );
    await expect(code).toContainText('<div class="sm:col-span-2">1</div>');

    await page.getByRole('tab', { name: 'CSS' }).click();
    const css = page.getByLabel('CSS code');
    await expect(css).toContainText(
      '@media (min-width: 768px) {\n  .grid-layout {\n    grid-template-columns: repeat(3, minmax(0, 1fr));\n    gap: 2rem;',
    );
    await page.getByRole('tab', { name: 'HTML' }).click();
    await expect(page.getByLabel('HTML code')).toContainText('<div class="grid-layout">');
    // The preview frame is a sandboxed document of the user's grid, where axe cannot run (no scripts).
    await expectNoSeriousA11yViolationsInBothThemes(page, { exclude: ['iframe[title^="Grid preview"]'] });
  });

  test('the preview lays the generated CSS out at each breakpoint width', async ({ page }) => {
    await page.getByLabel('Columns at md').selectOption('3');
    for (const [width, columns] of [
      ['Base', 1],
      ['sm', 2],
      ['md', 3],
      ['lg', 4],
    ] as const) {
      await page.getByRole('radio', { name: width, exact: true }).check({ force: true });
      await expect.poll(() => previewColumns(page)).toBe(columns);
    }
  });

  test('spans items and keeps the choices across a reload', async ({ page }) => {
    await page.getByLabel('Items', { exact: true }).fill('5');
    await page.getByLabel('Item to span').selectOption('3');
    await page.getByRole('button', { name: 'Add span' }).click();
    await page.getByLabel('Item 3 spans').selectOption('3');
    await page.getByLabel('Align items').selectOption('center');
    const code = page.getByLabel('Tailwind code');
    await expect(code).toContainText('sm:col-span-2 lg:col-span-3">3</div>');
    await expect(code).toContainText('items-center');
    await expect(code).toContainText('<div>5</div>');
    await expect(code).not.toContainText('<div>6</div>');
    await reloadWithState(page);
    await expect(page.getByLabel('Tailwind code')).toContainText('lg:col-span-3">3</div>', { timeout: 15_000 });
  });
});
