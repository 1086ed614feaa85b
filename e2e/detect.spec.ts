import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';

// jwt.io's example token.
const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search tools' });

/**
 * Pastes text into the search box as a real paste event (with its clipboard data, newlines
 * included). Returns whether the browser would insert it itself (the app did not take it over);
 * synthetic events never insert text, so the caller types it in that case.
 */
async function paste(page: Page, text: string): Promise<boolean> {
  await search(page).focus();
  return page.evaluate((value) => {
    const w = globalThis as any;
    const data = new w.DataTransfer();
    data.setData('text/plain', value);
    return w.document.activeElement.dispatchEvent(
      new w.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** The state the tool page was opened with (React Router keeps it in history.state.usr). */
const navigationState = (page: Page) => page.evaluate(() => (globalThis as any).history.state?.usr ?? null);

/** Whether the opened tool shows the text: in a form field or as text (e.g. a code editor). */
const toolShows = (page: Page, text: string) =>
  page.evaluate((t) => {
    const d = (globalThis as any).document;
    const fields = [...d.querySelectorAll('textarea, input')] as { value: string }[];
    return fields.some((f) => f.value.includes(t)) || d.querySelector('main').innerText.includes(t);
  }, text);

test.describe('Smart paste detection', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools');
    // The first load also checks the session and fetches the page's chunk: allow for a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Developer Tools' })).toBeVisible({ timeout: 15_000 });
  });

  test('offers a visible paste-anything affordance', async ({ page }) => {
    await expect(search(page)).toHaveAttribute('placeholder', /paste anything/i);
    await expect(page.getByText(/Paste anything: JSON, a JWT/)).toBeVisible();
  });

  test('pasted emoji recommend the emoji picker, which finds each of them', async ({ page }) => {
    expect(await paste(page, '🎉🚀')).toBe(false);
    await expect(page.getByRole('heading', { name: 'Looks like emoji' })).toBeVisible();
    const suggestions = page.getByRole('list', { name: 'Suggested tools' });
    await expect(suggestions.getByRole('link').first()).toHaveText('Emoji Picker');
    await suggestions.getByRole('link', { name: 'Emoji Picker' }).click();
    await expect(page).toHaveURL(/\/tools\/emoji-picker/);
    await expect(page.getByRole('button', { name: 'party popper', exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'rocket', exact: true })).toBeVisible();
  });

  test('a pasted JWT recommends the JWT Decoder, which receives the token', async ({ page }) => {
    expect(await paste(page, JWT)).toBe(false);
    await expect(page.getByRole('heading', { name: 'Looks like a JWT' })).toBeVisible();
    const suggestions = page.getByRole('list', { name: 'Suggested tools' });
    await expect(suggestions.getByRole('link').first()).toHaveText('JWT Decoder');
    // The token is not dropped into the search box as a search term.
    await expect(search(page)).toHaveValue('');

    await suggestions.getByRole('link', { name: 'JWT Decoder' }).click();
    await expect(page).toHaveURL(/\/tools\/jwt-decoder$/);
    await expect(page.getByRole('heading', { level: 1, name: 'JWT Decoder' })).toBeVisible();
    expect(await navigationState(page)).toMatchObject({ input: JWT });
    await expect.poll(() => toolShows(page, JWT.slice(0, 36))).toBe(true);
  });

  test('multi-line pastes keep their line breaks when handed to the tool', async ({ page }) => {
    const sql = 'SELECT id, email\nFROM users\nWHERE active = 1\nORDER BY id;';
    await paste(page, sql);
    await expect(page.getByRole('heading', { name: 'Looks like SQL' })).toBeVisible();
    const first = page.getByRole('list', { name: 'Suggested tools' }).getByRole('link').first();
    await expect(first).toHaveText('SQL Formatter');
    await first.click();
    await expect(page).toHaveURL(/\/tools\/sql-formatter$/);
    expect(await navigationState(page)).toMatchObject({ input: sql });
    await expect.poll(() => toolShows(page, 'FROM users')).toBe(true);
  });

  test('text typed into the search box is recognised too', async ({ page }) => {
    await search(page).fill('550e8400-e29b-41d4-a716-446655440000');
    await expect(page.getByRole('heading', { name: 'Looks like a UUID' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Suggested tools' }).getByRole('link', { name: 'UUID Generator' })).toBeVisible();
    // A recognised value is not a failed search.
    await expect(page.getByText('No tools found')).toHaveCount(0);

    await search(page).fill('*/5 * * * *');
    await expect(page.getByRole('heading', { name: 'Looks like a cron expression' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Suggested tools' }).getByRole('link', { name: 'Cron Expression Builder' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('ordinary search terms are pasted as searches, with no suggestion', async ({ page }) => {
    expect(await paste(page, 'json')).toBe(true);
    await page.keyboard.insertText('json');
    await expect(search(page)).toHaveValue('json');
    await expect(page.getByRole('heading', { name: /^Looks like/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'JSON Formatter', exact: true })).toBeVisible();
  });

  test('near-misses are not recognised', async ({ page }) => {
    for (const text of ['1.2.3', '2024', 'hello world', 'SELECT']) {
      await search(page).fill(text);
      await expect(page.getByRole('status').filter({ hasText: /match/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Looks like/ })).toHaveCount(0);
    }
  });

  test('the suggestion can be dismissed', async ({ page }) => {
    await paste(page, '{"name": "DevForge", "tools": 37}');
    await expect(page.getByRole('heading', { name: 'Looks like JSON' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Suggested tools' }).getByRole('link').first()).toHaveText('JSON Formatter');
    await page.getByRole('button', { name: 'Dismiss suggestion' }).click();
    await expect(page.getByRole('heading', { name: 'Looks like JSON' })).toHaveCount(0);
  });
});
