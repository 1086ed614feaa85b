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

  test('splits a /8 into 65,536 /24s a page at a time', async ({ page }) => {
    await page.getByLabel('Network', { exact: true }).fill('10.0.0.0/8');
    await page.getByLabel('New prefix length').fill('24');
    await expect(page.getByText('65,536 subnets of /24, 254 usable hosts each')).toBeVisible();
    const rows = page.getByRole('table', { name: 'Subnets' }).locator('tbody tr');
    await expect(rows).toHaveCount(256);
    await page.getByRole('button', { name: /Show more/ }).click();
    await expect(rows).toHaveCount(1280);
    await expect(rows.nth(1279)).toContainText('10.4.255.0/24');
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
    await page.getByLabel('Network', { exact: true }).fill('10.20.0.0/24');
    await expect(page.getByRole('table', { name: 'Subnets' }).locator('tbody tr')).toHaveCount(4);
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
