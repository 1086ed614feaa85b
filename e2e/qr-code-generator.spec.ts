import fs from 'node:fs';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('QR code generator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/qr-code-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'QR Code Generator' })).toBeVisible({ timeout: 20_000 });
  });

  test('renders the code locally with its version and capacity, at the chosen level', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:') && !r.url().startsWith('blob:'))
        external.push(r.url());
    });
    await page.getByLabel('Text or URL').fill('https://devforge.dev/tools');
    const image = page.getByRole('img', { name: 'QR code for https://devforge.dev/tools' });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    // 26 bytes at M need version 2 (25×25), which holds 32.
    await expect(page.getByText('2 (25×25 modules)')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Capacity used' })).toHaveAttribute('aria-valuenow', /^\d+$/);

    await page.getByRole('radio', { name: /^H/ }).check({ force: true });
    await expect(page.getByText('H (recovers 30%)')).toBeVisible();
    // At H, version 2 holds only 14 bytes and version 3 only 24: the code grows to version 4.
    await expect(page.getByText('4 (33×33 modules)')).toBeVisible();
    expect(external).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('downloads PNG and SVG at the chosen size and copies the SVG', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByLabel('Text or URL').fill('hello');
    await page.getByLabel('Size (pixels)').fill('300');
    await expect(page.getByRole('img', { name: 'QR code for hello' })).toHaveAttribute('width', '300');

    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
    expect(png.suggestedFilename()).toBe('qr-code.png');
    expect(pngSize(fs.readFileSync(await png.path()))).toEqual({ width: 300, height: 300 });

    const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG' }).click()]);
    expect(svg.suggestedFilename()).toBe('qr-code.svg');
    const svgText = fs.readFileSync(await svg.path(), 'utf8');
    expect(svgText).toMatch(/^<svg [^>]*width="300" height="300"/);

    await page.getByRole('button', { name: 'Copy SVG' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(svgText);
  });

  test('colours change the image and low contrast is warned about', async ({ page }) => {
    await page.getByLabel('Text or URL').fill('colours');
    const image = page.getByRole('img', { name: 'QR code for colours' });
    const before = await image.getAttribute('src');
    await page.getByLabel('Foreground').fill('#dddddd');
    await expect(page.getByText(/Low contrast between the colours/)).toBeVisible();
    await expect(image).not.toHaveAttribute('src', before!);
    await page.getByRole('button', { name: 'Reset colours' }).click();
    await expect(page.getByText(/Low contrast/)).toHaveCount(0);
  });

  test('explains a size out of range and text too long for any QR code', async ({ page }) => {
    await page.getByLabel('Size (pixels)').fill('50');
    await expect(page.getByText('QR size must be between 100 and 500 pixels')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled();
    await page.getByLabel('Size (pixels)').fill('200');

    await page.getByRole('radio', { name: /^H/ }).check({ force: true });
    await page.getByLabel('Text or URL').fill('x'.repeat(1300));
    await expect(page.getByRole('alert')).toContainText(
      'Too much data for a QR code: 1,300 bytes, and at error correction H a QR code holds at most 1,273 bytes',
    );
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled();

    // A lower level fits the same text.
    await page.getByRole('radio', { name: /^L/ }).check({ force: true });
    await expect(page.getByRole('img', { name: /^QR code for x+/ })).toBeVisible();
  });
});
