import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// Each example's matches are checked by the JavaScript engine in syntax.test.ts; here: search and "Try it".

test.describe('Regex cheat sheet', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/tools/regex-cheat-sheet');
    await expect(page.getByRole('heading', { level: 1, name: 'Regex Cheat Sheet' })).toBeVisible({ timeout: 15_000 });
    // The screen's chunk (uncompressed in e2e) can take a while on a loaded machine.
    await expect(page.getByLabel('Search the syntax')).toBeVisible({ timeout: 60_000 });
  });

  test('finds syntax and opens an example in the Regex Tester', async ({ page }) => {
    await page.getByLabel('Search the syntax').fill('lookbehind');
    await expect(page.getByRole('heading', { level: 2, name: 'Lookaround' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Quantifiers' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Try /(?<=\\$)\\d+/g in the Regex Tester' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Regex Tester' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/tools\/regex-tester\?pattern=/);
    // The tester opens on the example (its matching is the tester's own business, and its time limit
    // can trip on an overloaded machine).
    await expect(page.getByLabel('Regular expression')).toHaveValue('(?<=\\$)\\d+', { timeout: 60_000 });
    await expect(page.getByLabel('Test string')).toHaveValue('cost $30, 40 units');
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.setTimeout(120_000); // axe on a long page, twice, on a loaded machine
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
