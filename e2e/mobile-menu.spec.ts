import { expect, test } from '@playwright/test';
import { holdRequests } from './hold-requests';
import { untilInteractive } from './interactive';

test.use({ viewport: { width: 375, height: 740 } });

test('the mobile menu opens, navigates and closes on navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const button = page.getByRole('button', { name: 'Open menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'AI Tools' })).toHaveAttribute('href', '/tools');
  await expect(menu.getByRole('link', { name: /Website Builder/ })).toHaveAttribute('href', '/forge-builder');
  await expect(menu.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Start Free Trial' })).toBeVisible();

  await menu.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We build the toolbox we always wanted');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('a link to the page already shown also closes the menu', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'About' }).click();
  await expect(menu).toBeHidden();
});

test('Escape closes the menu and returns focus to its button', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('Log In in the mobile menu goes to sign-in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});

test('a tap on the menu button before the page is interactive opens the menu once it is', async ({ page }) => {
  // The prerendered page is on screen; its scripts are held.
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  // Not until "load": a held script that was already requested delays it.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('html[data-react-listens]')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  release();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
});

test('opened while the next page is still loading, the menu stays open when it arrives', async ({ page }) => {
  await page.goto('/');
  await untilInteractive(page);
  // Hold every script fetched from now on (the About page's chunk among them) until released.
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  // The address bar has changed; the home page is still shown.
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'We build the toolbox we always wanted' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'We build the toolbox we always wanted' })).toBeVisible();
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
});
