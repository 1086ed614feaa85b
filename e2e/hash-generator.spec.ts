/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { createHash, createHmac } from 'node:crypto';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';

test.describe('Hash generator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/hash-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Hash Generator' })).toBeVisible({ timeout: 15_000 });
  });

  const digest = (page: import('@playwright/test').Page, name: string) => page.getByLabel(`${name} digest`, { exact: true });

  test('hashes text with MD5, SHA-1, SHA-2 and SHA-3, in either case', async ({ page }) => {
    await page.getByLabel('Text to hash').fill('abc');
    await expect(digest(page, 'MD5')).toHaveText('900150983cd24fb0d6963f7d28e17f72');
    await expect(digest(page, 'SHA-1')).toHaveText('a9993e364706816aba3e25717850c26c9cd0d89d');
    await expect(digest(page, 'SHA-256')).toHaveText('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    await expect(digest(page, 'SHA-512')).toHaveText(createHash('sha512').update('abc').digest('hex'));
    await expect(digest(page, 'SHA3-256')).toHaveText('3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532');
    await page.getByRole('checkbox', { name: 'Uppercase' }).check();
    await expect(digest(page, 'MD5')).toHaveText('900150983CD24FB0D6963F7D28E17F72');

    await page.getByLabel('Compare with a hash').fill('BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD');
    await expect(page.getByText('Matches SHA-256.')).toBeVisible();
  });

  test('computes HMACs (RFC 4231 case 2)', async ({ page }) => {
    await page.getByLabel('Text to hash').fill('what do ya want for nothing?');
    await page.getByRole('checkbox', { name: 'HMAC (keyed hash)' }).check();
    await page.getByLabel('HMAC key').fill('Jefe');
    await expect(digest(page, 'HMAC-SHA-256')).toHaveText('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    await expect(digest(page, 'HMAC-MD5')).toHaveText(
      createHmac('md5', 'Jefe').update('what do ya want for nothing?').digest('hex'),
    );
  });

  test('shows an error for a malformed HMAC key', async ({ page }) => {
    await page.getByLabel('Text to hash').fill('abc');
    await page.getByRole('checkbox', { name: 'HMAC (keyed hash)' }).check();
    await page.getByLabel('Key format').selectOption('hex');
    await page.getByLabel('HMAC key').fill('zz');
    await expect(page.getByRole('alert')).toHaveText('The HMAC key is not valid hex (two digits per byte)');
    await page.getByLabel('HMAC key').fill('0b0b');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(digest(page, 'HMAC-SHA-256')).toHaveText(
      createHmac('sha256', Buffer.from('0b0b', 'hex')).update('abc').digest('hex'),
    );
  });

  test('hashes a file in chunks', async ({ page }) => {
    // 9 MB: three chunks of the worker's 4 MB reads.
    const data = Buffer.alloc(9 * 1024 * 1024 + 17, 0);
    for (let i = 0; i < data.length; i += 4096) data[i] = i & 0xff;
    await page.getByText('File', { exact: true }).click();
    await page
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'data.bin', mimeType: 'application/octet-stream', buffer: data });
    await expect(page.getByText('data.bin')).toBeVisible();
    await expect(digest(page, 'SHA-256')).toHaveText(createHash('sha256').update(data).digest('hex'), { timeout: 20_000 });
    await expect(digest(page, 'MD5')).toHaveText(createHash('md5').update(data).digest('hex'));
    await expect(page.getByText(/^9\.0 MB in \d+ ms$/)).toBeVisible();
  });

  test('copies a digest', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByLabel('Text to hash').fill('abc');
    await expect(digest(page, 'SHA-256')).toHaveText(/^ba78/);
    await page.getByRole('button', { name: 'Copy SHA-256' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.getByLabel('Text to hash').fill('abc');
    await expect(digest(page, 'MD5')).toHaveText(/^9001/);
    await expectNoSeriousA11yViolations(page);
  });
});
