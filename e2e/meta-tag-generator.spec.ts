import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// The tags' escaping is checked by reading them back with the HTML parser in meta-tags.test.ts.

test.describe('Meta tag generator', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/tools/meta-tag-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Meta Tag Generator' })).toBeVisible({ timeout: 15_000 });
    // The screen's chunk (uncompressed in e2e) can take a while on a loaded machine.
    await expect(page.getByLabel('Title', { exact: true })).toBeVisible({ timeout: 60_000 });
  });

  test('fields become tags and previews, with advice', async ({ page }) => {
    await page.getByLabel('Title', { exact: true }).fill('Tom & Jerry');
    await page.getByLabel('Description', { exact: true }).fill('Cat and mouse.');
    await page.getByLabel('Page URL').fill('https://www.cartoons.example/tom');
    await expect(page.getByText('<meta property="og:title" content="Tom &amp; Jerry" />')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Search result preview' })).toContainText('Tom & Jerry');
    await expect(page.getByRole('region', { name: 'Social card preview' })).toContainText('cartoons.example');
    await expect(page.getByRole('region', { name: 'Chat message preview' })).toContainText('Cat and mouse.');

    await page.getByLabel('Image URL').fill('/card.png');
    await expect(page.getByText('Open Graph needs an absolute URL (https://…).')).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill('');
    await expect(page.getByText('Give the page a title')).toBeVisible();
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.setTimeout(120_000); // axe on a long page, twice, on a loaded machine
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
