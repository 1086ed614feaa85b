/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';

// RFC 7515 Appendix A.1 (HS256; expired in 2011) and its JWK key.
const A1_TOKEN =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const A1_JWK = '{"kty":"oct","k":"AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow"}';

test.describe('JWT decoder', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/jwt-decoder');
    await expect(page.getByRole('heading', { level: 1, name: 'JWT Decoder' })).toBeVisible({ timeout: 15_000 });
  });

  test('decodes a token live, shows the expiry banner, claims and header', async ({ page }) => {
    await page.getByLabel('JWT token').fill(A1_TOKEN);
    await page.getByRole('button', { name: 'Decode Token' }).click();
    const payload = page.getByLabel('Payload JSON');
    await expect(payload).toContainText('"iss": "joe"');
    await expect(payload).toContainText('"exp": 1300819380');
    await expect(page.getByText('Token is expired')).toBeVisible();
    // The expiry date follows, in local time (the browser runs in UTC here).
    await expect(page.getByRole('status').filter({ hasText: 'Token is expired' })).toContainText(/Expired Mar 22, 2011/);
    await expect(page.getByText('Standard claims')).toBeVisible();
    await expect(page.getByText('Issuer')).toBeVisible();

    await page.getByRole('tab', { name: 'Header' }).click();
    await expect(page.getByLabel('Header JSON')).toContainText('"alg": "HS256"');
  });

  test('verifies the signature with the RFC 7515 key and rejects a wrong secret', async ({ page }) => {
    await page.getByLabel('JWT token').fill(A1_TOKEN);
    await page.getByLabel('Secret', { exact: true }).fill(A1_JWK);
    await expect(page.getByText('Signature verified')).toBeVisible();
    await page.getByLabel('Secret', { exact: true }).fill('not-the-secret');
    await expect(page.getByText('Invalid signature')).toBeVisible();
  });

  test('the example token is valid and verifies with its secret', async ({ page }) => {
    await page.getByRole('button', { name: 'Try an example' }).click();
    await expect(page.getByText('Token is valid')).toBeVisible();
    await page.getByRole('button', { name: 'Use the example’s secret' }).click();
    await expect(page.getByText('Signature verified')).toBeVisible();
  });

  test('shows the spec errors and clears silently', async ({ page }) => {
    const input = page.getByLabel('JWT token');
    await input.fill('not-a-token');
    await expect(page.getByRole('alert')).toHaveText('JWT must have three parts separated by dots');
    await input.fill('abc.def.ghi');
    await expect(page.getByRole('alert')).toHaveText(/^Invalid JWT: /);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(input).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Paste a token to see its header and payload.')).toBeVisible();
  });

  test('copies the active tab as JSON', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByLabel('JWT token').fill(A1_TOKEN);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toEqual({ iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true });
  });

  test('decodes a token handed over by smart paste at once', async ({ page }) => {
    await page.goto('/tools');
    const search = page.getByRole('searchbox', { name: 'Search tools' });
    await search.focus();
    // A real paste event with clipboard data, as the catalogue's detection expects.
    await page.evaluate((token) => {
      const data = new DataTransfer();
      data.setData('text/plain', token);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, A1_TOKEN);
    await page.getByRole('list', { name: 'Suggested tools' }).getByRole('link', { name: 'JWT Decoder' }).click();
    await expect(page.getByLabel('JWT token')).toHaveValue(A1_TOKEN);
    await expect(page.getByLabel('Payload JSON')).toContainText('"iss": "joe"');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.getByRole('button', { name: 'Try an example' }).click();
    await expect(page.getByText('Token is valid')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
