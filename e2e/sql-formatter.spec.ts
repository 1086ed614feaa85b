/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';
import { reloadWithState } from './reload';

test.describe('SQL formatter', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/sql-formatter');
    await expect(page.getByRole('heading', { level: 1, name: 'SQL Formatter' })).toBeVisible({ timeout: 15_000 });
    // Both editors loaded: typing into the stand-in shown while they load would be lost.
    await expect(page.locator('[data-code-editor="ready"]')).toHaveCount(2, { timeout: 15_000 });
  });

  const input = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: 'SQL input' });
  const output = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: 'Formatted SQL' });

  test('formats as you type, with keyword case, indent and blank lines between queries', async ({ page }) => {
    // Emptied first: Chrome's insertText over a selection keeps the replaced text's colour as an
    // inline style on the line (a light-theme colour the dark-theme scan would then flag).
    await input(page).fill('');
    await input(page).fill('select a, b from t where a > 1; select 2');
    await expect(output(page)).toHaveText('SELECT  a,  bFROM  tWHERE  a > 1;SELECT  2');
    await expect(page.getByText('10 lines')).toBeVisible();
    await page.getByText('lower', { exact: true }).click();
    await page.getByLabel('Indent').selectOption('4');
    await page.getByLabel('Lines between queries').selectOption('2');
    await expect(page.getByText('11 lines')).toBeVisible();
    await expect(output(page)).toContainText('select    a,    bfrom');
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });

  test('formats on demand when typing is not followed, and keeps the options over a reload', async ({ page }) => {
    await page.getByLabel('Format as you type').uncheck();
    await page.getByLabel('Dialect').selectOption('transactsql');
    await input(page).fill('select top 5 [name] from [dbo].[users]');
    await expect(output(page)).not.toContainText('TOP 5');
    await page.getByRole('button', { name: 'Format SQL' }).click();
    await expect(output(page)).toContainText('SELECT TOP 5');
    await reloadWithState(page);
    await expect(page.getByLabel('Dialect')).toHaveValue('transactsql');
    await expect(page.getByLabel('Format as you type')).not.toBeChecked();
    await page.getByLabel('Format as you type').check();
  });

  test('shows where the SQL cannot be parsed', async ({ page }) => {
    await input(page).fill('SELECT (a FROM t');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Parse error');
    await alert.getByRole('button', { name: /^Line 1, column \d+$/ }).click();
  });

  test('copies, downloads and saves the formatted SQL as a snippet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await input(page).fill('select 1');
    await expect(output(page)).toHaveText('SELECT  1');
    await page.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SELECT\n  1');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('formatted.sql');
    expect(await readFile((await download.path())!, 'utf8')).toBe('SELECT\n  1');

    await page.getByRole('button', { name: 'Save as snippet' }).click();
    const form = page.getByRole('form', { name: 'New snippet' });
    await expect(form).toBeVisible({ timeout: 15_000 });
    await expect(form.getByText('From the SQL Formatter: check the title and tags, then save.')).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue('Formatted SQL');
    await expect(form.getByRole('textbox', { name: 'Code' })).toHaveText('SELECT  1');
    await expect(form.getByLabel('Language')).toHaveValue('sql');
    await expect(form.getByLabel('Tags')).toHaveValue('postgresql');
  });
});
