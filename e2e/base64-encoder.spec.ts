/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { reloadWithState } from './reload';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

test.describe('Base64 encoder/decoder', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/base64-encoder');
    await expect(page.getByRole('heading', { level: 1, name: 'Base64 Encoder/Decoder' })).toBeVisible({ timeout: 15_000 });
  });

  test('encodes Unicode live, with URL-safe and unpadded options', async ({ page }) => {
    const text = 'Hello, 世界 😀 ?>?';
    await page.getByLabel('Text to encode').fill(text);
    await expect(page.getByLabel('Base64', { exact: true })).toHaveValue(b64(text));

    await page.getByLabel('URL-safe alphabet (- and _)').check();
    await page.getByLabel('Remove padding (=)').check();
    await expect(page.getByLabel('Base64', { exact: true })).toHaveValue(Buffer.from(text, 'utf8').toString('base64url'));
  });

  test('Swap moves the output into the input and decodes it back', async ({ page }) => {
    await page.getByLabel('Text to encode').fill('foobar');
    await expect(page.getByLabel('Base64', { exact: true })).toHaveValue('Zm9vYmFy');
    await page.getByRole('button', { name: 'Swap' }).click();
    await expect(page.getByRole('radio', { name: 'Decode' })).toBeChecked();
    await expect(page.getByLabel('Base64 to decode')).toHaveValue('Zm9vYmFy');
    await expect(page.getByLabel('Decoded text')).toHaveValue('foobar');
    await page.getByRole('button', { name: 'Swap' }).click();
    await expect(page.getByLabel('Text to encode')).toHaveValue('foobar');
  });

  test('shows the decode error for invalid Base64 and Clear All resets', async ({ page }) => {
    await page.getByText('Decode', { exact: true }).click();
    await page.getByLabel('Base64 to decode').fill('Zm9v*mFy');
    await expect(page.getByRole('alert')).toHaveText('Error decoding Base64 - input may not be valid Base64');
    await expect(page.getByLabel('Decoded text')).toHaveValue('');

    // Whitespace and the URL-safe alphabet are accepted.
    await page.getByLabel('Base64 to decode').fill('  8J-YgA\n');
    await expect(page.getByLabel('Decoded text')).toHaveValue('😀');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByLabel('Base64 to decode')).toHaveValue('');
    await expect(page.getByLabel('Decoded text')).toHaveValue('');
  });

  test('copies the output', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByLabel('Text to encode').fill('copy me');
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(b64('copy me'));
    // The confirmation reverts after 2 s.
    await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });
  });

  test('options survive a reload', async ({ page }) => {
    await page.getByLabel('URL-safe alphabet (- and _)').check();
    await reloadWithState(page);
    await expect(page.getByLabel('URL-safe alphabet (- and _)')).toBeChecked();
    await expect(page.getByLabel('Remove padding (=)')).not.toBeChecked();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    test.slow(); // axe walks the whole page
    await page.getByLabel('Text to encode').fill('a');
    await expectNoSeriousA11yViolations(page);
  });
});
