import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// RFC 6238 Appendix B's SHA-1 secret ("12345678901234567890" in Base32). The clock is Playwright's
// (page.clock): held at a known time, moved on by exactly one period.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const T0 = 1_234_567_890_000; // a step boundary: 30 s left
const oathtool = (args: string[]) => execFileSync('oathtool', args).toString().trim();

test.describe('OTP generator', () => {
  test.beforeEach(async ({ page }) => {
    // Time runs from ten minutes before T0 while the page loads, then stops at T0.
    await page.clock.install({ time: T0 - 600_000 });
    await page.goto('/tools/otp-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'OTP Generator' })).toBeVisible({ timeout: 15_000 });
    // The heading is prerendered: wait for the screen itself before stopping the clock.
    await expect(page.getByLabel('Secret (Base32)')).toBeVisible({ timeout: 15_000 });
    await page.clock.pauseAt(T0);
  });

  test('shows the RFC 6238 code, counts down, and moves to the next code after one period', async ({ page }) => {
    await page.getByLabel('Secret (Base32)').fill(RFC_SECRET);
    await page.getByRole('group', { name: 'Digits' }).getByText('8', { exact: true }).click();
    const code = page.getByLabel('One-time code');
    await expect(code).toHaveText('8900 5924');
    await expect(page.getByText(/Next code in 30 s/)).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(page.getByText(/Next code in 20 s/)).toBeVisible();
    await expect(code).toHaveText('8900 5924');
    await page.clock.runFor(20_000);
    const next = oathtool(['--totp', '-b', '--digits=8', `--now=@${T0 / 1000 + 30}`, RFC_SECRET]);
    await expect(code).toHaveText(`${next.slice(0, 4)} ${next.slice(4)}`);

    // The code of the step before is still accepted within a window of 1, and named as such.
    await page.getByLabel('Check a code').fill('89005924');
    await expect(page.getByText('Valid: the code of 1 step ago (30 s)')).toBeVisible();
    await page.getByLabel('Window (± steps)').fill('0');
    await expect(page.getByText('Not valid within ±0 steps')).toBeVisible();
  });

  test('imports an otpauth:// URI and shows it as a QR code that zbarimg reads back', async ({ page }, testInfo) => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const uri = `otpauth://totp/ACME%20Co:jo%40example.com?issuer=ACME%20Co&secret=${secret}&algorithm=SHA256&digits=7&period=60`;
    await page.getByLabel('Import an otpauth:// URI').fill(uri);
    await expect(page.getByLabel('Issuer')).toHaveValue('ACME Co');
    await expect(page.getByLabel('Account name')).toHaveValue('jo@example.com');
    await expect(page.getByLabel('Algorithm')).toHaveValue('SHA256');
    await expect(page.getByLabel('Period (seconds)')).toHaveValue('60');
    const expected = oathtool(['--totp=sha256', '-b', '--digits=7', '--time-step-size=60s', `--now=@${T0 / 1000}`, secret]);
    await expect(page.getByLabel('One-time code')).toHaveText(`${expected.slice(0, 4)} ${expected.slice(4)}`);

    const img = page.getByRole('img', { name: /QR code of the otpauth/ });
    await expect(img).toBeVisible();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'otp-qr-')), 'qr.png');
    await img.screenshot({ path: file });
    const scanned = execFileSync('zbarimg', ['--raw', '-q', file]).toString().trim();
    const shown = await page.getByLabel('otpauth:// URI', { exact: true }).inputValue();
    expect(scanned).toBe(shown);
    expect(scanned).toContain(`secret=${secret}`);
    testInfo.attachments.push({ name: 'qr', path: file, contentType: 'image/png' });
  });

  test('HOTP: RFC 4226 codes, one counter at a time', async ({ page }) => {
    await page.getByLabel('Secret (Base32)').fill(RFC_SECRET);
    await page.getByRole('group', { name: 'Type' }).getByText('HOTP (counter)').click();
    await expect(page.getByLabel('One-time code')).toHaveText('755 224');
    await page.getByRole('button', { name: 'Next counter' }).click();
    await expect(page.getByLabel('One-time code')).toHaveText('287 082');
    await expect(page.getByLabel('Counter', { exact: true })).toHaveValue('1');
  });

  test('explains a bad Base32 secret and keeps it', async ({ page }) => {
    await page.getByLabel('Secret (Base32)').fill('JBSWY3DP0HPK3PXP');
    await expect(page.getByText(/"0" is not a Base32 character/)).toBeVisible();
    await expect(page.getByLabel('Secret (Base32)')).toHaveValue('JBSWY3DP0HPK3PXP');
    await expect(page.getByLabel('One-time code')).toHaveCount(0);
  });

  test('a new secret is 160 bits and is left out of Share links unless asked', async ({ page }) => {
    await page.getByRole('button', { name: 'New random secret' }).click();
    await expect(page.getByLabel('Secret (Base32)')).toHaveValue(/^[A-Z2-7]{32}$/);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('dialog', { name: /^Share / }).getByText(/^Left out of the link: /)).toContainText('Secret');
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    // Two full axe scans: slow on a busy machine.
    test.slow();
    await page.getByLabel('Secret (Base32)').fill(RFC_SECRET);
    await page.getByLabel('Check a code').fill('123456');
    await expect(page.getByRole('img', { name: /QR code of the otpauth/ })).toBeVisible();
    // axe schedules its work with timers: let time run again.
    await page.clock.resume();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
