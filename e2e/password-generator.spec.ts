/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';

test.describe('Password generator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/password-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Password Generator' })).toBeVisible({ timeout: 15_000 });
  });

  const output = (page: import('@playwright/test').Page) => page.getByLabel('Generated password');

  test('generates a 16-character strong password and follows the options', async ({ page }) => {
    await expect(output(page)).toHaveText(/^.{16}$/);
    await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Strong, 6 of 6');
    await expect(page.getByText('Time to crack (offline, slow hash)')).toBeVisible();
    await expect(page.getByText(/^\d+ bits$/)).toBeVisible();

    const before = await output(page).textContent();
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(output(page)).not.toHaveText(before ?? '');

    await page.getByLabel('Length', { exact: true }).fill('40');
    await expect(output(page)).toHaveText(/^.{40}$/);
    for (const name of ['Uppercase', 'Symbols', 'Lowercase'])
      await page.getByRole('checkbox', { name: new RegExp(`^${name}`) }).uncheck();
    await expect(output(page)).toHaveText(/^\d{40}$/);
    await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Medium, 3 of 6');
  });

  test('clamps the length to 4..128', async ({ page }) => {
    const length = page.getByLabel('Length', { exact: true });
    await length.fill('500');
    await length.blur();
    await expect(length).toHaveValue('128');
    await expect(output(page)).toHaveText(/^.{128}$/);
    await length.fill('1');
    await length.blur();
    await expect(length).toHaveValue('4');
    await expect(output(page)).toHaveText(/^.{4}$/);
  });

  test('asks for at least one character set', async ({ page }) => {
    for (const name of ['Uppercase', 'Lowercase', 'Digits', 'Symbols'])
      await page.getByRole('checkbox', { name: new RegExp(`^${name}`) }).uncheck();
    await expect(page.getByRole('alert')).toHaveText('Select at least one character set.');
    await expect(page.getByRole('button', { name: 'Copy' })).toBeDisabled();
    await page.getByRole('checkbox', { name: /^Digits/ }).check();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(output(page)).toHaveText(/^\d{16}$/);
  });

  test('rates a password the user types, with zxcvbn feedback', async ({ page }) => {
    await page.getByLabel('Password to check').fill('password1');
    const meters = page.getByRole('meter', { name: 'Password strength' });
    await expect(meters.nth(1)).toHaveAttribute('aria-valuetext', 'Medium, 3 of 6');
    await expect(page.getByText('This is a commonly used password.')).toBeVisible({ timeout: 15_000 });
  });

  test('copies the password', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const password = await output(page).textContent();
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    // Let zxcvbn's worker finish loading its dictionaries first: it competes with axe for the CPU.
    test.setTimeout(60_000);
    await expect(page.getByText(/^\d+ bits$/)).toBeVisible();
    await expect(page.getByRole('status', { name: 'Estimating' })).toHaveCount(0, { timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);
  });
});
