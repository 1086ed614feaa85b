/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

const name = (page: Page) => page.getByTestId('branch-name');
const alternatives = (page: Page) => page.getByRole('list', { name: 'Alternatives' }).getByRole('listitem');
const recent = (page: Page) => page.getByRole('list', { name: 'Recent' }).getByRole('listitem');

async function open(page: Page) {
  await page.goto('/tools/branch-name-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Branch Name Generator' })).toBeVisible({ timeout: 20_000 });
}

test.describe('Branch Name Generator', () => {
  test('makes a name and 4 alternatives from a preset, copies it, and keeps it in Recent', async ({ page, context }) => {
    // Four axe scans: light and dark at 1280 and at 375 px.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await page.getByRole('button', { name: 'GitFlow' }).click();
    await expect(page.getByRole('button', { name: 'GitFlow' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Separator')).toHaveValue('/');
    await expect(page.getByLabel('Max length')).toHaveValue('50');
    await page.getByLabel('Type').selectOption('bugfix');
    await page.getByLabel('Ticket number').fill('PROJ-88');
    await page.getByLabel('Description').fill('Fix the crash on empty project lists');
    await page.getByRole('button', { name: 'Generate' }).click();

    // 51 characters in full: the last word goes.
    await expect(name(page)).toHaveText('bugfix/PROJ-88/fix/the/crash/on/empty/project');
    await expect(page.getByText('45 of 50 characters')).toBeVisible();
    await expect(alternatives(page)).toHaveCount(4);
    await expect(alternatives(page).first()).toContainText('PROJ-88/fix/the/crash/on/empty/project/lists');

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('bugfix/PROJ-88/fix/the/crash/on/empty/project');
    await expect(recent(page)).toHaveText(['bugfix/PROJ-88/fix/the/crash/on/empty/project']);

    await expectNoSeriousA11yViolationsInBothThemes(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });

  test('follows the settings once generated, trims whole words to the max length, and clamps it with a message', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'GitHub' }).click();
    await page.getByLabel('Description').fill('Refactor the session cache so tokens refresh before they expire');
    await page.getByLabel('Description').press('Enter');
    // 40 characters: "tokens" does not fit, and a name does not end on "so".
    await expect(name(page)).toHaveText('feature-refactor-the-session-cache');
    await expect(page.getByText('words of the description were left out to fit the max length')).toBeVisible();

    await page.getByLabel('Case style').selectOption('snake');
    await expect(name(page)).toHaveText('feature-refactor_the_session_cache');

    await page.getByLabel('Max length').fill('500');
    await page.getByLabel('Max length').press('Tab');
    await expect(page.getByText('Max length must be from 20 to 100: set to 100.')).toBeVisible();
    await expect(page.getByLabel('Max length')).toHaveValue('100');
    await expect(name(page)).toHaveText('feature-refactor_the_session_cache_so_tokens_refresh_before_they_expire');

    await page.getByLabel('Include author').check();
    await expect(page.getByRole('alert').filter({ hasText: 'initials' })).toHaveText(
      "Enter the author's initials (letters or digits, at most 4) or turn Include author off",
    );
    await page.getByLabel('Author initials').fill('AL');
    await expect(name(page)).toHaveText('al-feature-refactor_the_session_cache_so_tokens_refresh_before_they_expire');

    // The settings are kept for the next visit; the description is per branch. (A reload would race
    // the address bar, which carries the whole state a moment after each change: issue 28.)
    await page.goto('/tools/branch-name-generator');
    await expect(page.getByLabel('Case style')).toHaveValue('snake', { timeout: 20_000 });
    await expect(page.getByLabel('Max length')).toHaveValue('100');
    await expect(page.getByLabel('Author initials')).toHaveValue('AL');
    await expect(page.getByLabel('Description')).toHaveValue('');
  });

  test('ignores an empty description, transliterates accents, and exports Recent as a text file', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(name(page)).toHaveCount(0);
    await expect(page.getByText('Describe the change and press Generate')).toBeVisible();

    for (const description of ['Crème brûlée recipe', 'Ajouter la connexion', 'Straße über Öl']) {
      await page.getByLabel('Description').fill(description);
      await page.getByRole('button', { name: 'Generate' }).click();
    }
    await expect(name(page)).toHaveText('feature-strasse-uber-ol');
    await expect(recent(page)).toHaveText([
      'feature-strasse-uber-ol',
      'feature-ajouter-la-connexion',
      'feature-creme-brulee-recipe',
    ]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('branch-names.txt');
    expect(fs.readFileSync(await download.path(), 'utf8')).toBe(
      'feature-strasse-uber-ol\nfeature-ajouter-la-connexion\nfeature-creme-brulee-recipe\n',
    );
  });
});
