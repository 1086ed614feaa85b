import { expect, test } from '@playwright/test';

test('deep links load the app', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'DevForge home' })).toBeVisible();
});
