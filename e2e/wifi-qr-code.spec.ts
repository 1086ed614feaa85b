import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// The WiFi QR code screen: the form builds the WIFI: string, the downloaded PNG decodes back to it
// with zbarimg (Debian zbar-tools, the outside oracle), and a pasted WIFI: string opens the tool filled.

function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('WiFi QR Code', () => {
  // Downloads checked by zbarimg, a second page for Share, axe in two themes: slow on a shared machine.
  test.slow();
  test('builds the escaped WIFI: string, and the downloaded PNG scans back to it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/tools/wifi-qr-code');
    await expect(page.getByRole('heading', { level: 1, name: 'WiFi QR Code' })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Network name (SSID)').fill('Café;"Guest"');
    await page.getByRole('group', { name: 'Security' }).getByText('WPA3', { exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill('short');
    await expect(page.getByText('A WPA3 password has at least 8 characters (this one has 5).')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('a\\b:c,d;e');
    await page.getByLabel('Hidden network (not broadcast)').check();
    const expected = 'WIFI:T:SAE;S:Café\\;\\"Guest\\";P:a\\\\b\\:c\\,d\\;e;H:true;;';
    await expect(page.getByLabel('Wi-Fi string', { exact: true })).toHaveValue(expected);
    await expect(page.getByRole('img', { name: 'Wi-Fi QR code for the network Café;"Guest"' })).toBeVisible();

    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
    expect(png.suggestedFilename()).toBe('wifi-qr-code.png');
    const file = await png.path();
    expect(pngSize(readFileSync(file))).toEqual({ width: 300, height: 300 });
    const scanned = execFileSync('zbarimg', ['--raw', '-q', '-Sbinary', file], { stdio: ['ignore', 'pipe', 'ignore'] });
    expect(scanned.toString('utf8')).toBe(expected);

    const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG' }).click()]);
    expect(svg.suggestedFilename()).toBe('wifi-qr-code.svg');

    await page.getByRole('button', { name: 'Copy string' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    // An open network has no password field and no P: field.
    await page.getByRole('group', { name: 'Security' }).getByText('None', { exact: true }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Wi-Fi string', { exact: true })).toHaveValue('WIFI:T:nopass;S:Café\\;\\"Guest\\";H:true;;');
  });

  test('Share leaves the password out of the link', async ({ page }) => {
    await page.goto('/tools/wifi-qr-code');
    await page.getByLabel('Network name (SSID)').fill('Office');
    await page.getByLabel('Password', { exact: true }).fill('do-not-share-me');
    await expect(page.getByLabel('Wi-Fi string', { exact: true })).toHaveValue('WIFI:T:WPA;S:Office;P:do-not-share-me;;');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Share / });
    await expect(dialog.getByLabel('Link', { exact: true })).toHaveValue(/#s=1\./);
    await expect(dialog.getByText(/^Left out of the link:/)).toContainText('Password');
    const url = await dialog.getByLabel('Link', { exact: true }).inputValue();
    await page.keyboard.press('Escape');
    const reopened = await page.context().newPage();
    await reopened.goto(url);
    await expect(reopened.getByRole('region', { name: 'WiFi QR Code', exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(reopened.getByLabel('Network name (SSID)')).toHaveValue('Office');
    await expect(reopened.getByLabel('Password', { exact: true })).toHaveValue('');
  });

  test('a pasted WIFI: string is recognised and opens the tool filled in', async ({ page }) => {
    await page.goto('/tools');
    await expect(page.getByRole('heading', { level: 1, name: 'Developer Tools' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('searchbox', { name: 'Search tools' }).fill('WIFI:S:Lab\\;2;T:WEP;P:abcde;;');
    await expect(page.getByRole('heading', { name: 'Looks like a Wi-Fi QR string (WIFI:)' })).toBeVisible();
    await page.getByRole('list', { name: 'Suggested tools' }).getByRole('link', { name: 'WiFi QR Code' }).click();
    await expect(page).toHaveURL(/\/tools\/wifi-qr-code$/);
    await expect(page.getByLabel('Network name (SSID)')).toHaveValue('Lab;2');
    await expect(page.getByRole('radio', { name: 'WEP', exact: true })).toBeChecked();
    await expect(page.getByLabel('Wi-Fi string', { exact: true })).toHaveValue('WIFI:T:WEP;S:Lab\\;2;P:abcde;;');
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    await page.goto('/tools/wifi-qr-code');
    await page.getByLabel('Network name (SSID)').fill('Home');
    await page.getByLabel('Password', { exact: true }).fill('correct horse');
    await expect(page.getByRole('img', { name: 'Wi-Fi QR code for the network Home' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
