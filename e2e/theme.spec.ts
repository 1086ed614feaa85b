import { expect, test } from '@playwright/test';

// Light → dark → system, remembered across reloads; system follows prefers-color-scheme.

test('the toggle cycles light → dark → system and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: /^Theme:/ });

  await expect(toggle).toHaveAttribute('data-theme-preference', 'system');
  await expect(html).not.toHaveClass(/dark/);

  await toggle.click();
  await expect(toggle).toHaveAttribute('data-theme-preference', 'light');
  await expect(toggle).toHaveAccessibleName('Theme: Light. Switch to Dark');
  await expect(html).not.toHaveClass(/dark/);

  await toggle.click();
  await expect(toggle).toHaveAttribute('data-theme-preference', 'dark');
  await expect(html).toHaveClass(/dark/);
  await expect(html).toHaveCSS('color-scheme', 'dark');

  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: /^Theme:/ })).toHaveAttribute('data-theme-preference', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('devforge:theme'))).toBe('dark');

  await page.getByRole('button', { name: /^Theme:/ }).click();
  await expect(page.getByRole('button', { name: /^Theme:/ })).toHaveAttribute('data-theme-preference', 'system');
  await expect(html).not.toHaveClass(/dark/);
});

test('system follows the emulated colour scheme, live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(page.getByRole('button', { name: /^Theme:/ })).toHaveAttribute('data-theme-preference', 'system');
  await expect(html).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/dark/);
});

test('a stored choice wins over the system scheme from the first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('devforge:theme', 'light'));
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: /^Theme:/ })).toHaveAttribute('data-theme-preference', 'light');
});
