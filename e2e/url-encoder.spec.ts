/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';

test.describe('URL encoder/decoder', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/url-encoder');
    await expect(page.getByRole('heading', { level: 1, name: 'URL Encoder/Decoder' })).toBeVisible({ timeout: 15_000 });
  });

  test('encodes a component, or a full URL keeping its structure', async ({ page }) => {
    await page.getByLabel('Text to encode').fill('café au lait & more');
    await expect(page.getByLabel('Encoded', { exact: true })).toHaveValue('caf%C3%A9%20au%20lait%20%26%20more');

    await page.getByText('Full URL', { exact: true }).click();
    await page.getByLabel('Text to encode').fill('https://example.com/a b?q=ä&x=1#top');
    await expect(page.getByLabel('Encoded', { exact: true })).toHaveValue('https://example.com/a%20b?q=%C3%A4&x=1#top');

    await page.getByLabel('Spaces as + (form encoding)').check();
    await expect(page.getByLabel('Encoded', { exact: true })).toHaveValue('https://example.com/a+b?q=%C3%A4&x=1#top');
  });

  test('Swap moves the output into the input and decodes it back', async ({ page }) => {
    await page.getByLabel('Text to encode').fill('a/b?c=d');
    await expect(page.getByLabel('Encoded', { exact: true })).toHaveValue('a%2Fb%3Fc%3Dd');
    await page.getByRole('button', { name: 'Swap' }).click();
    await expect(page.getByRole('radio', { name: 'Decode' })).toBeChecked();
    await expect(page.getByLabel('Encoded URL to decode')).toHaveValue('a%2Fb%3Fc%3Dd');
    await expect(page.getByLabel('Decoded text')).toHaveValue('a/b?c=d');
    await page.getByRole('button', { name: 'Swap' }).click();
    await expect(page.getByLabel('Text to encode')).toHaveValue('a/b?c=d');
  });

  test('shows the decode error for malformed escapes', async ({ page }) => {
    // The radio itself is visually hidden behind its segment: a user clicks the segment's text.
    await page.getByRole('radiogroup').or(page.getByRole('group')).getByText('Decode', { exact: true }).first().click();
    await expect(page.getByRole('radio', { name: 'Decode' })).toBeChecked();
    await page.getByLabel('Encoded URL to decode').fill('100%25 then %E0%A4%A');
    await expect(page.getByRole('alert')).toHaveText('Error decoding URL - input may not be properly encoded');
    await expect(page.getByLabel('Decoded text')).toHaveValue('');
    await page.getByLabel('Encoded URL to decode').fill('100%25%20sure');
    await expect(page.getByLabel('Decoded text')).toHaveValue('100% sure');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('copies the output', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByLabel('Text to encode').fill('a b');
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('a%20b');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.getByLabel('Text to encode').fill('x y');
    await expectNoSeriousA11yViolations(page);
  });
});
