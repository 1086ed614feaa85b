/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// One page for the file: Ajv's worker loads once.
test.describe.configure({ mode: 'serial' });

const schema = JSON.stringify(
  {
    type: 'object',
    required: ['id', 'email'],
    properties: { id: { type: 'integer', minimum: 1 }, email: { type: 'string', format: 'email' } },
    additionalProperties: false,
  },
  null,
  2,
);

test.describe('JSON Schema validator', () => {
  let page: Page;
  test.beforeAll(async ({ browser, storageState }) => {
    page = await (await browser.newContext({ storageState: storageState as string })).newPage();
    await page.goto('/tools/json-schema-validator');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Schema Validator' })).toBeVisible({ timeout: 15_000 });
  });
  test.afterAll(async () => page.context().close());

  const editor = (name: string) => page.getByRole('textbox', { name });

  test('validates the example, then lists every error with its path, message and line', async () => {
    test.slow();
    const result = page.getByRole('region', { name: 'Validation result' });
    await expect(result.getByText('Data matches schema')).toBeVisible({ timeout: 20_000 });
    await expect(result).toContainText('Draft 2020-12');

    await editor('JSON Schema').fill(schema);
    await editor('JSON document').fill('{\n  "id": 0,\n  "email": "nope",\n  "extra": 1\n}');
    await expect(result.getByText('3 errors: the document does not match the schema')).toBeVisible();
    const rows = result.getByRole('row');
    await expect(rows.filter({ hasText: '/id' })).toContainText('must be >= 1');
    await expect(rows.filter({ hasText: '/id' })).toContainText('#/properties/id/minimum');
    await expect(rows.filter({ hasText: '/email' })).toContainText('must match format "email"');
    await expect(rows.filter({ hasText: 'additional properties' })).toContainText('"extra"');

    // Click to jump: the cursor goes to that line of the document.
    await result.getByRole('button', { name: 'Line 3: show in the document' }).click();
    await expect(page.locator('.cm-focused .cm-activeLine')).toHaveText('  "email": "nope",');
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });

  test('shows the parse error of either input, and checks the schema against its meta-schema', async () => {
    const result = page.getByRole('region', { name: 'Validation result' });
    await editor('JSON document').fill('{"id": 1,}');
    await expect(result.getByText('Both inputs must be valid JSON')).toBeVisible();
    await expect(result).toContainText(/Document: Invalid JSON: /);

    await editor('JSON document').fill('{"id": 1, "email": "ada@example.com"}');
    await editor('JSON Schema').fill('{"type": "object", "properties": {"id": {"type": "integr"}}}');
    await expect(result.getByText('The schema is not a valid Draft 2020-12 schema.')).toBeVisible();
    await expect(result.getByRole('row').filter({ hasText: '/properties/id/type' }).first()).toContainText('line 1');
  });

  test('honours the draft: by $schema, and chosen by hand', async () => {
    const result = page.getByRole('region', { name: 'Validation result' });
    // Draft-04's boolean exclusiveMaximum (JSON-Schema-Test-Suite): 3 is not below a maximum of 3.
    await editor('JSON Schema').fill(
      '{"$schema": "http://json-schema.org/draft-04/schema#", "maximum": 3, "exclusiveMaximum": true}',
    );
    await editor('JSON document').fill('3');
    await expect(result.getByText('1 error: the document does not match the schema')).toBeVisible();
    await expect(result).toContainText('Draft-04');

    await editor('JSON Schema').fill('{"prefixItems": [{"type": "string"}]}');
    await editor('JSON document').fill('[1]');
    await expect(result.getByText('1 error: the document does not match the schema')).toBeVisible();
    // Draft-07 has no prefixItems: chosen by hand, the same document passes.
    await page.getByLabel('Draft').selectOption('draft-07');
    await expect(result.getByText('Data matches schema')).toBeVisible();
    await expect(result).toContainText('Draft-07');
    await page.getByLabel('Draft').selectOption('auto');
  });

  test('generates a starting schema from the document', async () => {
    const result = page.getByRole('region', { name: 'Validation result' });
    await editor('JSON document').fill('{"name": "Ada", "born": "1815-12-10", "tags": ["math"], "id": 7}');
    await page.getByRole('button', { name: 'Generate schema from document' }).click();
    await expect(editor('JSON Schema')).toContainText('"format": "date"');
    await expect(editor('JSON Schema')).toContainText('"required": [');
    await expect(result.getByText('Data matches schema')).toBeVisible();
  });

  test('validates a large uploaded document in the background', async () => {
    test.slow();
    const result = page.getByRole('region', { name: 'Validation result' });
    await editor('JSON Schema').fill(JSON.stringify({ type: 'array', items: JSON.parse(schema) }));
    const items = Array.from({ length: 60_000 }, (_, i) => ({ id: i + 1, email: `user${i}@example.com` }));
    items[41_999] = { id: 0, email: 'broken' };
    const body = JSON.stringify(items, null, 1);
    await page
      .getByLabel('Upload document')
      .setInputFiles({ name: 'users.json', mimeType: 'application/json', buffer: Buffer.from(body) });
    await expect(page.getByText(/^users\.json · [\d.]+ MB$/)).toBeVisible();
    await expect(result.getByText('2 errors: the document does not match the schema')).toBeVisible({ timeout: 30_000 });
    const lineOf = body.slice(0, body.indexOf('"id": 0')).split('\n').length;
    await expect(result.getByRole('row').filter({ hasText: '/41999/id' })).toContainText(`line ${lineOf}`);
  });
});
