/// <reference lib="dom" />
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

/** A second, fresh user in a context of its own (signed up through the API, as the fixtures do). */
async function otherUser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const email = `e2e-other-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`;
  const response = await context.request.post('/api/auth/sign-up/email', { data: { email, password: 'E2e-Passw0rd' } });
  expect(response.ok()).toBe(true);
  return context.newPage();
}

async function openLibrary(page: Page) {
  await page.goto('/tools/snippet-library');
  await expect(page.getByRole('heading', { level: 1, name: 'Snippet Library' })).toBeVisible({ timeout: 15_000 });
}

async function createSnippet(
  page: Page,
  { title, code, language, tags }: { title: string; code: string; language: string; tags: string },
) {
  await page.getByRole('button', { name: 'New snippet' }).click();
  const form = page.getByRole('form', { name: 'New snippet' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Language').selectOption(language);
  await form.getByRole('textbox', { name: 'Code' }).fill(code);
  await form.getByLabel('Tags').fill(tags);
  await form.getByRole('button', { name: 'Save snippet' }).click();
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
}

test.describe('Snippet library', () => {
  test('creates, searches, filters, edits and deletes snippets', async ({ page }) => {
    await openLibrary(page);
    await expect(page.getByText('No snippets yet')).toBeVisible();
    await createSnippet(page, {
      title: 'Debounce hook',
      code: 'export function useDebounce(value) {\n  return value;\n}',
      language: 'typescript',
      tags: 'React, hooks',
    });
    await createSnippet(page, {
      title: 'Top customers',
      code: 'SELECT name FROM customers ORDER BY spend DESC;',
      language: 'sql',
      tags: 'reports',
    });

    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    // Newest first; tags lower-cased; code highlighted.
    await expect(cards.first()).toContainText('Top customers');
    await expect(cards.last().getByRole('button', { name: 'Show snippets tagged react' })).toBeVisible();
    await expect(cards.first().locator('.hljs-keyword').first()).toHaveText('SELECT');

    await page.getByLabel('Search snippets').fill('usedebounce');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Debounce hook');
    await page.getByLabel('Search snippets').fill('');
    await page.getByLabel('Language', { exact: true }).selectOption('sql');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Top customers');
    await page.getByLabel('Language', { exact: true }).selectOption('');
    await page.getByLabel('Tag', { exact: true }).selectOption('hooks');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Debounce hook');
    await page.getByLabel('Tag', { exact: true }).selectOption('');
    await expect(cards).toHaveCount(2);
    await expectNoSeriousA11yViolationsInBothThemes(page);

    await page.getByRole('button', { name: 'Edit Top customers' }).click();
    const form = page.getByRole('form', { name: 'Edit snippet' });
    await form.getByLabel('Title').fill('Top 10 customers');
    await form.getByRole('button', { name: 'Save snippet' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Top 10 customers' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Top 10 customers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete snippet?' });
    await expect(dialog).toContainText('“Top 10 customers” will be deleted');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Debounce hook');
  });

  test('a save that fails keeps the draft, also across a reload', async ({ page }) => {
    await openLibrary(page);
    await page.route('**/api/snippets', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.getByRole('button', { name: 'New snippet' }).click();
    const form = page.getByRole('form', { name: 'New snippet' });
    await form.getByLabel('Title').fill('Unsaved work');
    await form.getByRole('textbox', { name: 'Code' }).fill('print("keep me")');
    await form.getByLabel('Tags').fill('draft');
    await form.getByRole('button', { name: 'Save snippet' }).click();
    await expect(form.getByRole('alert')).toContainText('Failed to save snippet');
    await expect(form.getByRole('alert')).toContainText('Could not reach the server');
    await expect(form.getByLabel('Title')).toHaveValue('Unsaved work');

    await page.unroute('**/api/snippets');
    await page.reload();
    const restored = page.getByRole('form', { name: 'New snippet' });
    await expect(restored.getByText(/^Restored your unsaved draft/)).toBeVisible({ timeout: 15_000 });
    await expect(restored.getByLabel('Title')).toHaveValue('Unsaved work');
    await expect(restored.getByRole('textbox', { name: 'Code' })).toHaveText('print("keep me")');
    await restored.getByRole('button', { name: 'Save snippet' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Unsaved work' })).toBeVisible();
    // Saved: the draft is gone.
    await page.reload();
    await expect(page.getByRole('button', { name: 'New snippet' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('form', { name: 'New snippet' })).toHaveCount(0);
  });

  test('says when the list cannot be loaded', async ({ page }) => {
    await page.route('**/api/snippets', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"Something went wrong on our side. Please try again."}}',
      }),
    );
    await openLibrary(page);
    await expect(page.getByRole('alert')).toContainText('Failed to load snippets');
    await page.unroute('**/api/snippets');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Snippets' })).not.toContainText('Failed to load snippets');
  });

  test("keeps users apart: another user's snippets are invisible and unchangeable", async ({ page, browser, baseURL }) => {
    await openLibrary(page);
    await createSnippet(page, { title: 'Private helper', code: 'const secret = 42;', language: 'javascript', tags: 'mine' });
    const { snippets } = await (await page.request.get('/api/snippets?q=Private')).json();
    const id = snippets[0].id as string;

    const other = await otherUser(browser, baseURL!);
    await openLibrary(other);
    await expect(other.getByText('No snippets yet')).toBeVisible();
    await other.getByLabel('Search snippets').fill('secret');
    await expect(other.getByText('No snippets match')).toBeVisible();
    const patch = await other.request.patch(`/api/snippets/${id}`, { data: { title: 'Taken' } });
    expect(patch.status()).toBe(404);
    expect((await other.request.delete(`/api/snippets/${id}`)).status()).toBe(404);
    await other.context().close();

    await page.reload();
    await expect(page.getByRole('heading', { level: 3, name: 'Private helper' })).toBeVisible({ timeout: 15_000 });
  });

  test('exports all snippets and imports them into another account', async ({ page, browser, baseURL }) => {
    await openLibrary(page);
    await createSnippet(page, { title: 'Export me', code: 'def f():\n    return 1', language: 'python', tags: 'io' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export all' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('snippets.json');
    const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
    expect(file).toMatchObject({ format: 'devforge-snippets', version: 1 });
    expect(file.snippets.map((s: { title: string }) => s.title)).toContain('Export me');

    const other = await otherUser(browser, baseURL!);
    await openLibrary(other);
    await other
      .getByLabel('Import')
      .setInputFiles({ name: 'snippets.json', mimeType: 'application/json', buffer: fs.readFileSync(await download.path()) });
    await expect(other.getByText(`Imported ${file.snippets.length} of ${file.snippets.length}`)).toBeVisible();
    await expect(other.getByRole('heading', { level: 3, name: 'Export me' })).toBeVisible();
    await other.context().close();
  });

  test('"Save as snippet" in the JSON formatter and the regex tester fills the form', async ({ page }) => {
    await page.goto('/tools/json-formatter');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Formatter' })).toBeVisible({ timeout: 15_000 });
    await page.getByLabel('JSON input').fill('{"b":1}');
    await page.getByRole('button', { name: 'Format JSON' }).click();
    await page.getByRole('button', { name: 'Save as snippet' }).click();
    const form = page.getByRole('form', { name: 'New snippet' });
    await expect(form).toBeVisible({ timeout: 15_000 });
    await expect(form.getByText('From the JSON Formatter: check the title and tags, then save.')).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue('Formatted JSON');
    await expect(form.getByRole('textbox', { name: 'Code' })).toContainText('"b": 1');
    await expect(form.getByLabel('Tags')).toHaveValue('json');
    await expect(page).toHaveURL(/\/tools\/snippet-library$/);

    await page.goto('/tools/regex-tester');
    await expect(page.getByRole('heading', { level: 1, name: 'Regex Tester' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Save as snippet' }).click();
    const regexForm = page.getByRole('form', { name: 'New snippet' });
    await expect(regexForm.getByLabel('Language')).toHaveValue('javascript');
    await expect(regexForm.getByRole('textbox', { name: 'Code' })).toContainText('const pattern = /(?<user>');
    await regexForm.getByRole('button', { name: 'Save snippet' }).click();
    await expect(page.getByRole('heading', { level: 3, name: /^Regex \// })).toBeVisible();
  });
});
