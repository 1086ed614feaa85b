import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// The API reference page (issue 30): reached from the footer, its operations searchable, its curl
// examples naming this server (server/test/api-docs-examples.test.ts runs them), the OpenAPI
// document it links to served.

test('the footer opens the API reference; an operation is found by search; the curl example is shown', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000); // two axe passes on a long page, on a shared machine
  await page.goto('/');
  const product = page.getByRole('contentinfo').getByRole('navigation', { name: 'Product' });
  await product.getByRole('link', { name: 'API Documentation' }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  await expect(page).toHaveTitle('API reference · DevForge');

  // The text example: base64-encode, against the server the page came from, token from the environment.
  const examples = page.getByRole('region', { name: 'Examples' });
  const textExample = examples.getByRole('article', { name: 'Text in, text out: Base64-encode a string' });
  await expect(textExample.locator('pre').first()).toContainText(`curl -sS "${baseURL}/api/ops/base64-encode"`);
  await expect(textExample.locator('pre').first()).toContainText('Authorization: Bearer $DEVFORGE_TOKEN');
  await expect(textExample.locator('pre').nth(1)).toContainText('{"output":"SGVsbG8sIERldkZvcmdlIQ==","kind":"text"}');
  for (const kind of ['Bytes in', 'JSON in', 'No input'])
    await expect(examples.getByRole('heading', { level: 3, name: new RegExp(`^${kind}`) })).toBeVisible();

  // Search: the list narrows to what matches, with its kinds and options.
  const operations = page.getByRole('region', { name: 'Operations' });
  const list = operations.getByRole('list', { name: 'Operations' });
  const all = await list.getByRole('listitem').count();
  expect(all).toBeGreaterThan(50);
  await operations.getByLabel('Search operations').fill('yaml json');
  const found = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'json-to-yaml', exact: true }) });
  await expect(found).toBeVisible();
  await expect(found).toContainText('json → text');
  await expect(found.getByRole('rowheader', { name: 'indent' })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'base64-encode', exact: true })).toHaveCount(0);
  await expect(operations.getByRole('status')).toContainText(`of ${all} operations`);
  await operations.getByLabel('Search operations').fill('no such operation at all');
  await expect(operations.getByText('No operation matches')).toBeVisible();

  // The machine-readable document it links to.
  const openApi = page.getByRole('link', { name: 'OpenAPI 3.1 document (JSON)' });
  await expect(openApi).toHaveAttribute('href', '/api/openapi.json');
  const document = await page.request.get('/api/openapi.json');
  expect(document.status()).toBe(200);
  expect(((await document.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);

  // Axe with the list narrowed to a few operations, options tables included: the full list repeats
  // the same markup ~150 times, and checking all of it twice outran the timeout on the shared machine.
  await operations.getByLabel('Search operations').fill('yaml');
  await expect(found).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
});
