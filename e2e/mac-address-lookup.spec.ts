import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// Vendors as the IEEE registries name them (checked against Debian's copy in registry.test.ts).

test.describe('MAC address lookup', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/mac-address-lookup');
    await expect(page.getByRole('heading', { level: 1, name: 'MAC Address Lookup' })).toBeVisible({ timeout: 15_000 });
  });

  test('loads the registry on first use and names vendors, bits and notations', async ({ page }) => {
    await expect(page.getByText(/Vendors from the IEEE MA-L, MA-M and MA-S registries, as of 2026-08-26/)).toBeVisible();
    await page.getByLabel('MAC addresses (one a line)').fill('00-50-56-c0-00-08\n02:42:ac:11:00:02\nnot a mac');
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('heading', { name: '00:50:56:C0:00:08' })).toBeVisible({ timeout: 20_000 });
    await expect(results.getByText('VMware, Inc.')).toBeVisible();
    await expect(results.getByText('MA-L prefix 00:50:56/24')).toBeVisible();
    await expect(results.getByText('0050.56c0.0008')).toBeVisible();
    await expect(results.getByText('fe80::250:56ff:fec0:8')).toBeVisible();
    await expect(results.getByText('Locally administered (no vendor)')).toBeVisible();
    await expect(results.getByText('"not a mac" is not a MAC address', { exact: false })).toBeVisible();
  });

  test('finds a vendor’s prefixes by name', async ({ page }) => {
    await page.getByLabel('Find a vendor’s prefixes').fill('raspberry pi');
    // The vendor search lists it (the lookup's own results may name it too, from the addresses kept in the field).
    await expect(page.getByText('Raspberry Pi Foundation', { exact: true }).last()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('B8:27:EB/24', { exact: true }).last()).toBeVisible();
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    // The registry cold (fetched and indexed in the worker), then two axe scans of a long result list:
    // over 30 s on a slow 2-core machine with the other e2e worker busy (load 12).
    test.setTimeout(90_000);
    await expect(page.getByRole('region', { name: 'Results' })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
