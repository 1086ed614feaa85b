/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { openSharedPage, waitForEngine } from './database-helpers';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

let page: Page;
let zipPath = '';
test.beforeAll(async ({ browser, workerStorageState }, testInfo) => {
  page = await openSharedPage(browser, workerStorageState, testInfo);
});
test.afterAll(() => page.context().close());

const migrations = () => page.getByRole('list', { name: 'Migrations' });
const row = (version: string) => migrations().getByRole('listitem').filter({ hasText: version });

async function create(name: string, up: string, down = '') {
  await page.getByRole('tab', { name: 'Create Migration' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('textbox', { name: 'Up script' }).fill(up);
  if (down) await page.getByRole('textbox', { name: 'Down script' }).fill(down);
  await page.getByRole('button', { name: 'Create Migration' }).click();
}

test('creates migrations (name and up script required), pending, versioned 001, 002', async () => {
  test.slow();
  await page.goto('/tools/migration-manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Migration Manager' })).toBeVisible({ timeout: 15_000 });
  await waitForEngine(page, 'postgresql');
  await page.getByRole('tab', { name: 'Create Migration' }).click();
  await page.getByRole('button', { name: 'Create Migration' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Up script is required')).toBeVisible();

  await create(
    'add reviews',
    'CREATE TABLE reviews (id serial PRIMARY KEY, product_id integer NOT NULL REFERENCES products (id), stars smallint NOT NULL);',
    'DROP TABLE reviews;',
  );
  await expect(page.getByText('Migration 001 "add reviews" created. It is pending until you apply it.')).toBeVisible();
  await create('nickname', 'ALTER TABLE users ADD COLUMN nickname text;\nUPDATE users SET nickname = nope;');
  await expect(row('001')).toContainText('Pending');
  await expect(row('002')).toContainText('Pending');
  await expect(page.getByText('0 of 2 applied')).toBeVisible();
});

test('applies all pending in order: one applied, one failed with the error and the database unchanged', async () => {
  test.slow();
  await page.getByRole('button', { name: 'Apply all pending (2)' }).click();
  await expect(
    page.getByText('Migration 002 failed and was rolled back: the database is unchanged. 1 before it was applied.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(row('001')).toContainText('Applied');
  await expect(row('002')).toContainText('Failed');
  await expect(row('002')).toContainText('column "nope" does not exist');
  await expect(row('002')).toContainText('line 2, column 29');
  await expect(page.getByText('1 of 2 applied')).toBeVisible();

  await page.getByRole('button', { name: 'View migration 001' }).click();
  const dialog = page.getByRole('dialog', { name: 'Migration 001: add reviews' });
  await expect(dialog.getByRole('textbox', { name: 'Down script' })).toContainText('DROP TABLE reviews;');
  await expect(dialog.getByRole('textbox', { name: 'Up script' })).toHaveAttribute('aria-readonly', 'true');
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await page.keyboard.press('Escape');
});

test('rolls back the last applied migration, and refuses one without a down script', async () => {
  test.slow();
  await page.getByRole('tab', { name: 'Rollback' }).click();
  await page.getByRole('button', { name: 'Roll back 001' }).click();
  await expect(page.getByText('Migration 001 rolled back: it is pending again.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('0 of 2 applied')).toBeVisible();
  await expect(page.getByText('No migration is applied, so there is nothing to roll back.')).toBeVisible();

  await page.getByRole('tab', { name: 'Migration List' }).click();
  await page.getByRole('button', { name: 'Delete migration 002' }).click();
  await create('index on stars', 'CREATE INDEX reviews_stars_idx ON reviews (stars);');
  await page.getByRole('button', { name: 'Apply all pending (2)' }).click();
  await expect(page.getByText('2 migrations applied.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Rollback' }).click();
  await expect(page.getByText('This migration has no down script, so it cannot be rolled back.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Roll back 002' })).toBeDisabled();
});

test('exports the migrations as 001_name.up.sql / .down.sql in a ZIP and imports them back', async () => {
  test.slow();
  await page.getByRole('tab', { name: 'Migration List' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export ZIP' }).click()]);
  expect(download.suggestedFilename()).toBe('migrations.zip');
  zipPath = (await download.path())!;
  const files = unzipSync(new Uint8Array(await readFile(zipPath)));
  expect(Object.keys(files).sort()).toEqual(['001_add_reviews.down.sql', '001_add_reviews.up.sql', '002_index_on_stars.up.sql']);
  expect(strFromU8(files['002_index_on_stars.up.sql'])).toBe('CREATE INDEX reviews_stars_idx ON reviews (stars);\n');

  // A fresh list (another browser profile would have none) takes them back.
  await page.evaluate(() => localStorage.removeItem('migration-manager:migrations'));
  await page.reload();
  await waitForEngine(page, 'postgresql');
  await page.getByRole('tab', { name: 'Migration List' }).click();
  await expect(page.getByText('No migrations yet.')).toBeVisible();
  await page.getByLabel('Import migrations ZIP').setInputFiles(zipPath);
  await expect(page.getByText('Imported 2 migrations.')).toBeVisible();
  await expect(row('001')).toContainText('add reviews');
  // The database was in memory, so after the reload nothing is applied.
  await expect(page.getByText('0 of 2 applied')).toBeVisible();
});
