import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// What the page shows is what the browser was set to report.

test.describe('Device information', () => {
  test.use({ viewport: { width: 900, height: 700 }, locale: 'fr-FR', timezoneId: 'Asia/Tokyo', deviceScaleFactor: 2 });

  test.beforeEach(async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/tools/device-information');
    await expect(page.getByRole('heading', { level: 1, name: 'Device Information' })).toBeVisible({ timeout: 15_000 });
    // The screen's chunk (uncompressed in e2e) can take a while on a loaded machine.
    await expect(page.getByRole('heading', { level: 2, name: 'Screen' })).toBeVisible({ timeout: 60_000 });
  });

  const fact = (page: import('@playwright/test').Page, label: string) =>
    page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

  test('reports the viewport, pixel ratio, locale and time zone, live on resize', async ({ page }) => {
    await expect(fact(page, 'Viewport')).toHaveText('900 × 700 CSS px');
    await expect(fact(page, 'Pixel ratio')).toHaveText('2');
    await expect(fact(page, 'Time zone')).toHaveText('Asia/Tokyo');
    await expect(fact(page, 'UTC offset')).toHaveText('UTC+09:00');
    await expect(fact(page, 'Languages')).toContainText('fr-FR');
    await page.setViewportSize({ width: 640, height: 500 });
    await expect(fact(page, 'Viewport')).toHaveText('640 × 500 CSS px');
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.setTimeout(120_000); // axe on a long page, twice, on a loaded machine
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
