import fs from 'node:fs';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// Expected values are ipcalc's and Python ipaddress's for the same networks (see subnet.test.ts).

test.describe('IP subnet calculator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/ip-subnet-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'IP Subnet Calculator' })).toBeVisible({ timeout: 15_000 });
  });

  test('shows an IPv4 network’s details and bits, and splits it', async ({ page }) => {
    await page.getByLabel('Network', { exact: true }).fill('192.168.1.77/26');
    const details = page.getByRole('region', { name: 'IPv4 network' });
    await expect(details).toContainText('192.168.1.64/26');
    await expect(details).toContainText('255.255.255.192 (/26)');
    await expect(details).toContainText('192.168.1.127');
    await expect(details).toContainText('192.168.1.65');
    await expect(details).toContainText('192.168.1.126');
    await expect(page.getByText('11111111.11111111.11111111.11000000')).toBeVisible();

    await page.getByLabel('New prefix length').fill('28');
    await expect(page.getByText('4 subnets of /28, 14 usable hosts each')).toBeVisible();
    const rows = page.getByRole('table', { name: 'Subnets' }).locator('tbody tr');
    await expect(rows).toHaveCount(4);
    await expect(rows.first()).toContainText('192.168.1.64/28');
    await expect(rows.last()).toContainText('192.168.1.113 – 192.168.1.126');

    await page.getByText('Number of subnets', { exact: true }).click();
    await page.getByRole('spinbutton', { name: 'Number of subnets' }).fill('3');
    await expect(page.getByText('4 subnets of /28')).toBeVisible();
  });

  test('splits a /8 into 65,536 /24s a page at a time, and downloads them all', async ({ page }) => {
    await page.getByLabel('Network', { exact: true }).fill('10.0.0.0/8');
    await page.getByLabel('New prefix length').fill('24');
    await expect(page.getByText('65,536 subnets of /24, 254 usable hosts each')).toBeVisible();
    const rows = page.getByRole('table', { name: 'Subnets' }).locator('tbody tr');
    await expect(rows).toHaveCount(100);
    await expect(page.getByText('Rows 1–100 of 65,536')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(rows.first()).toContainText('10.0.100.0/24');
    await expect(page.getByText('Rows 101–200 of 65,536')).toBeVisible();

    // Straight to the last page by number, from the keyboard.
    const pageField = page.getByRole('spinbutton', { name: 'Page' });
    await pageField.fill('656');
    await expect(rows).toHaveCount(36);
    await expect(rows.last()).toContainText('10.255.255.0/24');
    await expect(rows.last()).toContainText('10.255.255.1 – 10.255.255.254');
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await pageField.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(pageField).toHaveValue('655');

    // The whole list, made in the worker on demand.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('subnets.csv');
    const lines = fs
      .readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(65_537);
    expect(lines[0]).toBe('subnet,first usable,last usable,usable hosts');
    expect(lines[301]).toBe('10.1.44.0/24,10.1.44.1,10.1.44.254,254');
    expect(lines[65_536]).toBe('10.255.255.0/24,10.255.255.1,10.255.255.254,254');
  });

  test('counts IPv6 exactly and refuses impossible input', async ({ page }) => {
    const network = page.getByLabel('Network', { exact: true });
    await network.fill('2001:db8::/48');
    await expect(page.getByText('1,208,925,819,614,629,174,706,176', { exact: true })).toBeVisible();
    await expect(page.getByText('2001:0db8:0000:ffff:ffff:ffff:ffff:ffff', { exact: false })).toBeVisible();
    await network.fill('10.0.0.0/40');
    await expect(page.getByRole('alert')).toHaveText('The prefix of an IPv4 network is 0 to 32, not 40');
    await expect(network).toHaveValue('10.0.0.0/40');
  });

  test('summarises a list of networks', async ({ page }) => {
    await page.getByRole('tab', { name: 'Summarise' }).click();
    await page.getByLabel('Networks to summarise').fill('10.0.0.0/24\n10.0.1.0/24\n10.0.2.0/23\n192.0.2.1');
    await expect(page.getByLabel('Summarised')).toHaveValue('10.0.0.0/22\n192.0.2.1/32');
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    // A /16 into /26s has 1,024 subnets: the pager is on screen too.
    await page.getByLabel('Network', { exact: true }).fill('10.20.0.0/16');
    await expect(page.getByRole('table', { name: 'Subnets' }).locator('tbody tr')).toHaveCount(100);
    await expect(page.getByRole('navigation', { name: 'Subnet pages' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
