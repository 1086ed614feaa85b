/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';

test.describe('Unix timestamp converter', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/timestamp-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'Unix Timestamp Converter' })).toBeVisible({ timeout: 15_000 });
  });

  test('starts at the current time and Use Current Time resets to now', async ({ page }) => {
    const unix = page.getByLabel('Unix timestamp', { exact: true });
    const nowSeconds = () => Math.floor(Date.now() / 1000);
    expect(Math.abs(Number(await unix.inputValue()) - nowSeconds())).toBeLessThan(10);
    await unix.fill('0');
    await page.getByRole('button', { name: 'Use Current Time' }).click();
    expect(Math.abs(Number(await unix.inputValue()) - nowSeconds())).toBeLessThan(10);
    await expect(page.getByText('All times are shown in your local timezone')).toBeVisible();
  });

  test('converts both ways: seconds, milliseconds and ISO 8601', async ({ page }) => {
    const unix = page.getByLabel('Unix timestamp', { exact: true });
    const iso = page.getByLabel('ISO 8601', { exact: true });
    await unix.fill('1700000000');
    await expect(iso).toHaveValue('2023-11-14T22:13:20.000Z');
    await expect(page.getByText('Read as seconds')).toBeVisible();

    await unix.fill('1700000000123');
    await expect(iso).toHaveValue('2023-11-14T22:13:20.123Z');
    await expect(page.getByText('Read as milliseconds (above 1e10)')).toBeVisible();

    await unix.fill('1700000000');
    await iso.fill('2024-03-07T10:00:00Z');
    await expect(unix).toHaveValue('1709805600');
    await expect(page.getByText('Thursday, March 7, 2024 at 10:00:00 AM UTC')).toBeVisible();
  });

  test('shows dates in a chosen time zone', async ({ page }) => {
    await page.getByLabel('Unix timestamp', { exact: true }).fill('1709805600');
    await page.getByLabel('Time zone').selectOption('Asia/Tokyo');
    await expect(page.getByText('All times are shown in the Asia/Tokyo time zone')).toBeVisible();
    await expect(page.getByText('Thursday, March 7, 2024 at 7:00:00 PM GMT+9')).toBeVisible();
    await expect(page.getByText('2024-03-07T19:00:00.000+09:00')).toBeVisible();
    // Without an offset, an ISO time is read in the chosen zone.
    await page.getByLabel('ISO 8601', { exact: true }).fill('2024-03-07T19:00');
    await expect(page.getByLabel('Unix timestamp', { exact: true })).toHaveValue('1709805600');
  });

  test('shows the spec errors and ignores an invalid ISO date', async ({ page }) => {
    const unix = page.getByLabel('Unix timestamp', { exact: true });
    await unix.fill('12abc');
    await expect(page.getByRole('alert')).toHaveText('Timestamp must be a number');
    await unix.fill('9e15');
    await expect(page.getByRole('alert')).toHaveText('Invalid timestamp');
    await unix.fill('86400');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByLabel('ISO 8601', { exact: true }).fill('next tuesday');
    await expect(unix).toHaveValue('86400');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('copies a value', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByLabel('Unix timestamp', { exact: true }).fill('1700000000');
    await page.getByRole('button', { name: 'Copy ISO 8601 (UTC)' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2023-11-14T22:13:20.000Z');
    await page.getByRole('button', { name: 'Copy Unix timestamp' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1700000000');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await expectNoSeriousA11yViolations(page);
  });
});
