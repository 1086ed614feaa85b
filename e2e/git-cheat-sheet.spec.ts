import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// Every command is run by real git in commands.test.ts; here: search and copy.

test.describe('Git cheat sheet', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/tools/git-cheat-sheet');
    await expect(page.getByRole('heading', { level: 1, name: 'Git Cheat Sheet' })).toBeVisible({ timeout: 15_000 });
    // The screen's chunk (uncompressed in e2e) can take a while on a loaded machine.
    await expect(page.getByLabel('Search by task or command')).toBeVisible({ timeout: 60_000 });
  });

  test('finds commands by task and keeps the search in the link', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 2, name: 'Stash' })).toBeVisible();
    await page.getByLabel('Search by task or command').fill('undo the last commit keep');
    await expect(page.getByRole('heading', { level: 2, name: 'Undo' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Stash' })).toHaveCount(0);
    await expect(page.getByText('git reset --soft HEAD~1', { exact: true })).toBeVisible();
    await expect(page.getByText('git reset HEAD~1', { exact: true })).toBeVisible();
    await expect(page.getByText('git stash pop', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy git reset --soft HEAD~1' })).toBeVisible();
    await page.getByLabel('Search by task or command').fill('zzz nothing');
    await expect(page.getByText('No command matches “zzz nothing”')).toBeVisible();
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.setTimeout(120_000); // axe on a long page, twice, on a loaded machine
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
