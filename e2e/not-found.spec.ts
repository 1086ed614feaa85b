import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { untilInteractive } from './interactive';

test('an unknown route shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · DevForge');
});

test('Go Home goes to the home page', async ({ page }) => {
  await page.goto('/missing');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The developer toolbox, forged with AI');
});

test('Go Back returns to the previous page', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/missing');
  await untilInteractive(page);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We build the toolbox we always wanted');
});

test('Go Back within the app returns to the previous route', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  // Client-side navigation to an unknown route, as a broken in-app link would do.
  await page.evaluate(() => {
    window.history.pushState({ idx: 2, key: 'x', usr: null }, '', '/gone');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('Go Back with no history goes home', async ({ page }) => {
  // A tab opened on the 404 from elsewhere has a history of one entry: nothing to go back to.
  await page.goto('/about');
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => window.open('/first-and-only', '_blank'))]);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  expect(await tab.evaluate(() => window.history.length)).toBe(1);
  await tab.getByRole('button', { name: 'Go Back' }).click();
  await expect(tab).toHaveURL(/\/$/);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('The developer toolbox, forged with AI');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`404 has no serious accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/missing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
