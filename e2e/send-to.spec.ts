/// <reference lib="dom" />
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Opens Send to… on the page, searches for `query` when given (as a user narrows a long list), and picks the tool named `tool`. */
async function sendTo(page: Page, tool: string, query?: string) {
  await page.getByRole('button', { name: 'Send to…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to…' });
  if (query) await dialog.getByRole('searchbox', { name: 'Search tools and operations' }).fill(query);
  await dialog
    .getByRole('list', { name: 'Destinations' })
    .getByRole('button')
    .filter({ has: page.getByText(tool, { exact: true }) })
    .first()
    .click();
}

// "Send to…" (issue 28 §2): a tool's output opens another tool as its input, handed over in this
// tab (never the clipboard, never the address), the likeliest destinations first.

const json = { name: 'DevForge', tools: [1, 2, 3], nested: { ok: true } };
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

test('Base64 decode → JSON formatter: the decoded JSON arrives as the formatter’s input, and nothing went into the address', async ({
  page,
}) => {
  test.slow(); // two tool screens load; past 30 s on the shared machine
  await page.goto('/tools/base64-encoder');
  await page.getByText('Decode', { exact: true }).click();
  await page.getByLabel('Base64 to decode').fill(b64(JSON.stringify(json)));
  await expect(page.getByLabel('Decoded text')).toHaveValue(JSON.stringify(json));

  await page.getByRole('button', { name: 'Send to…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to…' });
  // JSON is recognised: the JSON tools are suggested first.
  const destinations = dialog.getByRole('list', { name: 'Destinations' }).getByRole('button');
  await expect(destinations.first()).toContainText('JSON Formatter');
  await destinations.first().click();

  await expect(page).toHaveURL(/\/tools\/json-formatter$/);
  await expect(page.getByLabel('JSON input')).toHaveValue(JSON.stringify(json));
  expect(page.url()).not.toContain('DevForge');
});

test('JSON formatter → JSON Schema validator: the formatted document arrives as the data, with the validator’s verdict', async ({
  page,
}) => {
  test.slow(); // Ajv's worker loads on the validator's page
  // Against the validator's own example schema: id must be >= 1 and roles must be unique.
  const user = { id: 0, name: 'Ada Lovelace', email: 'ada@example.com', roles: ['admin', 'admin'] };
  const formatted = JSON.stringify(user, null, 2);
  await page.goto('/tools/json-formatter');
  await page.getByLabel('JSON input').fill(JSON.stringify(user));
  await page.getByRole('button', { name: 'Format JSON' }).click();
  await expect(page.getByLabel('Formatted JSON')).toHaveValue(formatted);

  await sendTo(page, 'JSON Schema Validator', 'schema');

  await expect(page).toHaveURL(/\/tools\/json-schema-validator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'JSON Schema Validator' })).toBeVisible();
  // The document is the formatter's output, line for line.
  const documentLines = page.getByRole('textbox', { name: 'JSON document' }).locator('.cm-line');
  await expect(documentLines).toHaveText(formatted.split('\n'));
  const result = page.getByRole('region', { name: 'Validation result' });
  await expect(result.getByText('2 errors: the document does not match the schema')).toBeVisible({ timeout: 30_000 });
  await expect(result.getByRole('row').filter({ hasText: '/id' })).toContainText('must be >= 1');
  await expect(result.getByRole('row').filter({ hasText: '/roles' })).toContainText('duplicate items');
  expect(page.url()).not.toContain('Lovelace');
});

test('a large formatter output (over 1 MB) reaches the JSON Schema validator whole, shown as a document card', async ({
  page,
}) => {
  test.slow(); // a megabyte through two workers on the shared machine
  // The one mistake is at the very end, so the verdict shows the whole text arrived.
  const user = { id: 7, name: 'A'.repeat(1_200_000), email: 'ada@example.com', roles: ['viewer', 'viewer'] };
  await page.goto('/tools/json-formatter');
  await page
    .getByLabel('Upload .json file')
    .setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(user)) });
  await expect(page.getByRole('button', { name: 'Send to…' })).toBeEnabled({ timeout: 60_000 });

  await sendTo(page, 'JSON Schema Validator', 'schema');

  await expect(page).toHaveURL(/\/tools\/json-schema-validator$/);
  await expect(page.getByText(/^sent-document\.json · 1\.\d MB$/)).toBeVisible();
  const result = page.getByRole('region', { name: 'Validation result' });
  await expect(result.getByText('1 error: the document does not match the schema')).toBeVisible({ timeout: 60_000 });
  await expect(result.getByRole('row').filter({ hasText: '/roles' })).toContainText('duplicate items');
});

test('JWT decoder → JSON formatter: the decoded payload arrives and is formatted', async ({ page }) => {
  test.slow(); // two tool screens load; past 30 s on the shared machine
  // RFC 7515 Appendix A.1's token; its payload, as the RFC prints it.
  const token =
    'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const payload = { iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true };
  await page.goto('/tools/jwt-decoder');
  await page.getByLabel('JWT token').fill(token);
  await page.getByRole('button', { name: 'Decode Token' }).click();
  await expect(page.getByRole('tab', { name: 'Payload' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Payload JSON')).toContainText('"iss": "joe"');

  await sendTo(page, 'JSON Formatter');

  await expect(page).toHaveURL(/\/tools\/json-formatter$/);
  const input = page.getByLabel('JSON input');
  await expect(input).not.toHaveValue('');
  expect(JSON.parse(await input.inputValue())).toEqual(payload);
  await page.getByRole('button', { name: 'Format JSON' }).click();
  await expect(page.getByLabel('Formatted JSON')).toHaveValue(JSON.stringify(payload, null, 2));
  expect(page.url()).not.toContain('joe');
});

test('the Send to menu is searchable and works by keyboard; axe finds nothing serious in it, light or dark', async ({ page }) => {
  test.slow(); // two axe passes; past 30 s on the shared machine
  await page.goto('/tools/base64-encoder');
  await page.getByLabel('Text to encode').fill('hello');
  await page.getByRole('button', { name: 'Send to…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Send to…' });
  await expect(dialog.getByRole('searchbox', { name: 'Search tools and operations' })).toBeFocused();
  await expectNoSeriousA11yViolationsInBothThemes(page, { exclude: ['main', 'header', 'footer'] });

  await page.keyboard.type('url encode');
  const destinations = dialog.getByRole('list', { name: 'Destinations' });
  await expect(destinations.getByRole('button').filter({ hasText: 'URL Encoder/Decoder' }).first()).toBeVisible();
  const first = destinations.getByRole('button').first();
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send to…' })).toBeFocused();
});
