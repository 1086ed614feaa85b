/// <reference lib="dom" />
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

test.describe('Schema diff', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/schema-diff');
    await expect(page.getByRole('heading', { level: 1, name: 'Schema Diff' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-code-editor="ready"]')).toHaveCount(3, { timeout: 15_000 });
  });

  test('shows tables and columns added, removed and changed side by side, and the migration both ways', async ({ page }) => {
    await expect(page.getByRole('status').filter({ hasText: 'table' })).toHaveText(
      '1 table added, 2 changed, 1 column added, 1 removed, 3 changed, 2 index changes',
    );
    const users = page.getByRole('region', { name: 'users' });
    await expect(users.getByRole('row', { name: /^email/ })).toContainText('varchar(100) · NOT NULL (changed)');
    await expect(users.getByRole('row', { name: /^nickname/ })).toContainText('text (removed)');
    await expect(page.getByRole('region', { name: 'reviews' })).toContainText('Added');
    const migration = page.getByRole('textbox', { name: 'Migration from A to B' });
    await expect(migration).toContainText('ALTER TABLE users ALTER COLUMN email TYPE varchar(255) USING email::varchar(255);');
    await expect(migration).toContainText('CREATE TABLE reviews');
    await page.getByText('B → A (back)').click();
    await expect(page.getByRole('textbox', { name: 'Migration from B back to A' })).toContainText('DROP TABLE reviews;');
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });

  test('verifies the migration on PostgreSQL in the browser', async ({ page }) => {
    test.slow();
    await page.getByRole('button', { name: 'Verify on PostgreSQL' }).click();
    await expect(page.getByText('Verified on PostgreSQL 17')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText('A + migration A → B has the catalogue of B')).toBeVisible();
  });

  test('reads the JSON shape, and says what cannot be read', async ({ page }) => {
    await page.getByRole('textbox', { name: 'Schema A' }).fill(
      JSON.stringify([
        {
          name: 'users',
          columns: [
            { name: 'id', type: 'serial', nullable: false, primaryKey: true },
            { name: 'email', type: 'varchar(255)', nullable: false, primaryKey: false },
          ],
        },
      ]),
    );
    await expect(page.getByRole('status').filter({ hasText: 'table' })).toHaveText(
      '2 tables added, 1 changed, 1 column added, 1 index change',
    );
    await page.getByRole('textbox', { name: 'Schema B' }).fill('CREATE TABLE t (a int,');
    await expect(page.getByRole('alert').filter({ hasText: 'Schema B could not be read' })).toContainText(
      'PostgreSQL syntax error at line 1',
    );
  });

  test('sends the migration to the migration manager as a new migration', async ({ page }) => {
    await page.getByRole('button', { name: 'Send to Migration Manager' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Migration Manager' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('tab', { name: 'Create Migration' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Name')).toHaveValue('Schema diff A to B');
    await expect(page.getByRole('textbox', { name: 'Up script' })).toContainText('CREATE TABLE reviews');
    await expect(page.getByRole('textbox', { name: 'Down script' })).toContainText('DROP TABLE reviews;');
  });
});
