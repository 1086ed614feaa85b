/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { reloadWithState } from './reload';

const personSchema = JSON.stringify({
  type: 'object',
  required: ['name', 'age'],
  properties: { name: { type: 'string' }, age: { type: 'integer', minimum: 0 }, email: { type: 'string', format: 'email' } },
});

test.describe('JSON formatter', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/json-formatter');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Formatter' })).toBeVisible({ timeout: 15_000 });
  });

  const input = (page: import('@playwright/test').Page) => page.getByLabel('JSON input');
  const output = (page: import('@playwright/test').Page) => page.getByLabel('Formatted JSON');

  test('pretty-prints, minifies, re-indents and sorts keys', async ({ page }) => {
    await input(page).fill('{"b":1,"a":{"d":[1,2],"c":true}}');
    await expect(page.getByText('Valid JSON')).toBeVisible();
    await page.getByRole('button', { name: 'Format JSON' }).click();
    await expect(output(page)).toHaveValue(
      '{\n  "b": 1,\n  "a": {\n    "d": [\n      1,\n      2\n    ],\n    "c": true\n  }\n}',
    );

    await page.getByLabel('Indent').selectOption('4');
    await expect(output(page)).toHaveValue(/^\{\n {4}"b": 1,/);
    await page.getByLabel('Sort Keys').check();
    await page.getByLabel('Format', { exact: true }).selectOption('minified');
    await expect(page.getByLabel('Indent')).toHaveCount(0);
    await expect(output(page)).toHaveValue('{"a":{"c":true,"d":[1,2]},"b":1}');
  });

  test('keeps big numbers exactly', async ({ page }) => {
    await input(page).fill('{"id": 12345678901234567890, "price": 1.10}');
    await page.getByRole('button', { name: 'Format JSON' }).click();
    await expect(output(page)).toHaveValue('{\n  "id": 12345678901234567890,\n  "price": 1.10\n}');
  });

  test('shows the parser error with line and column, and empty input clears it', async ({ page }) => {
    await input(page).fill('{\n  "a": 1,\n  "b": }');
    await expect(page.getByText('Invalid JSON syntax (line 3, column 8)')).toBeVisible();
    await page.getByRole('button', { name: 'Format JSON' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/^Invalid JSON: .+/);
    await expect(alert).toContainText(/line 3,? column 8/i);
    await alert.getByRole('button', { name: 'Show in input' }).click();
    await expect(input(page)).toBeFocused();
    expect(await input(page).evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(19);

    await input(page).fill('');
    await page.getByRole('button', { name: 'Format JSON' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(output(page)).toHaveValue('');
  });

  test('validates against a JSON Schema: pass, fail and bad schema', async ({ page }) => {
    await page.getByLabel('Validate Schema').check();
    await page.getByLabel('JSON Schema').fill(personSchema);

    await input(page).fill('{"name":"Ada","age":36,"email":"ada@example.com"}');
    await page.getByRole('button', { name: 'Format JSON' }).click();
    await expect(output(page)).toHaveValue(/"name": "Ada"/);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await input(page).fill('{"name":7,"age":-1,"email":"nope"}');
    await page.getByRole('button', { name: 'Format JSON' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'JSON Schema validation failed: /name must be string; /age must be >= 0; /email must match format "email"',
    );
    await expect(output(page)).toHaveValue('');

    await page.getByLabel('JSON Schema').fill('{"type":"strin"}');
    await page.getByRole('button', { name: 'Format JSON' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid JSON Schema');

    // draft-07 by $schema.
    await page
      .getByLabel('JSON Schema')
      .fill('{"$schema":"http://json-schema.org/draft-07/schema#","items":[{"type":"string"}],"additionalItems":false}');
    await input(page).fill('["a", 2]');
    await page.getByRole('button', { name: 'Format JSON' }).click();
    await expect(page.getByRole('alert')).toHaveText('JSON Schema validation failed: (root) must NOT have more than 1 items');
  });

  test('loads an uploaded .json file and formats it', async ({ page }) => {
    await page
      .getByLabel('Upload .json file')
      .setInputFiles({ name: 'data.json', mimeType: 'application/json', buffer: Buffer.from('[{"x":1}]') });
    await expect(input(page)).toHaveValue('[{"x":1}]');
    await expect(page.getByText('data.json (9 B)')).toBeVisible();
    await expect(output(page)).toHaveValue('[\n  {\n    "x": 1\n  }\n]');
  });

  test('formats a large document in the worker without freezing the page', async ({ page }) => {
    const items = Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'], ok: i % 2 === 0 }));
    const raw = JSON.stringify(items);
    expect(raw.length).toBeGreaterThan(1_000_000);
    await page
      .getByLabel('Upload .json file')
      .setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(raw) });
    await expect(page.getByText('Large document: checked when formatted')).toBeVisible();
    await expect(output(page)).toHaveValue(/^\[\n {2}\{\n {4}"id": 0,/, { timeout: 20_000 });
    const lines = JSON.stringify(items, null, 2).split('\n').length.toLocaleString('en-US');
    await expect(page.getByText(new RegExp(`^${lines} lines`))).toBeVisible();
    // The page stayed responsive: the Format button is usable again.
    await expect(page.getByRole('button', { name: 'Format JSON' })).toBeEnabled();
  });

  test('copies and downloads the whole of a large result, not the part shown', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The big number (above 2^53) must survive exactly: the worker takes the exact parse for it.
    const items = Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `item ${i}`, big: 'BIG' }));
    const raw = JSON.stringify(items).replaceAll('"BIG"', '12345678901234567890');
    const expected = JSON.stringify(items, null, 2).replaceAll('"BIG"', '12345678901234567890');
    await page
      .getByLabel('Upload .json file')
      .setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(raw) });
    await expect(
      page.getByText(/showing the first 19\.\d KB; Copy, Download, Send to and Open in new tab use all of it/),
    ).toBeVisible({ timeout: 20_000 });
    expect((await output(page).inputValue()).length).toBeLessThan(20_001);

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBe(expected.length);
    expect(copied === expected).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect((await readFile((await download.path())!, 'utf8')) === expected).toBe(true);
  });

  test('copies, downloads formatted.json and opens it as a JSON tab', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await input(page).fill('{"a":[1,2]}');
    await page.getByRole('button', { name: 'Format JSON' }).click();
    const expected = '{\n  "a": [\n    1,\n    2\n  ]\n}';
    await expect(output(page)).toHaveValue(expected);

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('formatted.json');
    expect(await readFile((await download.path())!, 'utf8')).toBe(expected);

    const [shared] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Open in new tab' }).click(),
    ]);
    await shared.waitForLoadState();
    expect(shared.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
    expect(JSON.parse(await shared.evaluate(() => document.body.innerText))).toEqual({ a: [1, 2] });
  });

  test('Clear All empties input, output and error', async ({ page }) => {
    await input(page).fill('{oops}');
    await page.getByRole('button', { name: 'Format JSON' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(input(page)).toHaveValue('');
    await expect(output(page)).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('options survive a reload', async ({ page }) => {
    await page.getByLabel('Indent').selectOption('8');
    await page.getByLabel('Sort Keys').check();
    await page.getByLabel('Validate Schema').check();
    await page.getByLabel('JSON Schema').fill('{"type":"object"}');
    await reloadWithState(page);
    await expect(page.getByLabel('Indent')).toHaveValue('8');
    await expect(page.getByLabel('Sort Keys')).toBeChecked();
    await expect(page.getByLabel('JSON Schema')).toHaveValue('{"type":"object"}');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    test.slow(); // axe walks the whole page
    await page.getByLabel('Validate Schema').check();
    await input(page).fill('{');
    await page.getByRole('button', { name: 'Format JSON' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
