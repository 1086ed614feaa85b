/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { openSharedPage, runQuery, waitForEngine } from './database-helpers';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser, workerStorageState }, testInfo) => {
  page = await openSharedPage(browser, workerStorageState, testInfo);
});
test.afterAll(() => page.context().close());

const summary = () => page.getByRole('status').filter({ hasText: /rows? ·|affected ·|statements ·/ });
const editor = () => page.getByRole('textbox', { name: 'SQL query' });

test('the schema browser reads tables, types, keys and indexes from PostgreSQL; a click writes a SELECT', async () => {
  test.slow();
  await page.goto('/tools/query-builder');
  await expect(page.getByRole('heading', { level: 1, name: 'Query Builder' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Database').selectOption('postgresql');
  await waitForEngine(page, 'postgresql');
  await page.getByRole('tab', { name: 'Schema Browser' }).click();
  const orders = page.getByRole('region', { name: 'orders' });
  await expect(orders.getByRole('row', { name: /user_id/ })).toContainText('FK → users.id');
  await expect(orders.getByRole('row', { name: /^id / })).toContainText('PK');
  await expect(orders).toContainText('orders_user_id_idx (user_id)');
  await expect(page.getByRole('region', { name: 'products' }).getByRole('row', { name: /price/ })).toContainText('numeric(10,2)');
  await orders.getByRole('button', { name: 'orders' }).click();
  await expect(page.getByRole('tab', { name: 'Query Editor' })).toHaveAttribute('aria-selected', 'true');
  await expect(editor()).toContainText('SELECT *FROM ordersLIMIT 100;');
  await editor().press('Control+Enter');
  await expect(summary()).toHaveText(/^24 rows · /);
});

test('the visual builder joins along a foreign key, filters and orders, and writes SQL that runs', async () => {
  test.slow();
  await page.getByRole('combobox', { name: 'Table', exact: true }).selectOption('orders');
  await page.getByLabel('Join along a foreign key').selectOption({ label: 'users (on orders.user_id = users.id)' });
  await page.getByRole('checkbox', { name: 'users.name' }).check();
  await page.getByRole('checkbox', { name: 'orders.status' }).check();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByLabel('Filter 1 column').selectOption('users.country');
  await page.getByLabel('Filter 1 value').fill('UK');
  await page.getByLabel('Order by').selectOption('orders.ordered_at');
  await page.getByLabel('Direction').selectOption('DESC');
  await page.getByRole('button', { name: 'Write SQL' }).click();
  await expect(editor()).toContainText('JOIN users ON users.id = orders.user_id');
  await expect(editor()).toContainText("WHERE users.country = 'UK'");
  await editor().press('Control+Enter');
  await expect(summary()).toHaveText(/^8 rows · /);
  await expect(page.getByRole('table', { name: 'Query result' }).getByRole('row').nth(1)).toContainText('Alan Turing');
});

test('DDL shows up in the schema browser; history and the data visualizer follow the runs', async () => {
  test.slow();
  await runQuery(
    page,
    'SQL query',
    'CREATE TABLE reviews (id serial PRIMARY KEY, product_id integer NOT NULL REFERENCES products (id), stars smallint)',
  );
  await expect(summary()).toHaveText(/CREATE/);
  await page.getByRole('tab', { name: 'Schema Browser' }).click();
  await expect(page.getByRole('region', { name: 'reviews' }).getByRole('row', { name: /product_id/ })).toContainText(
    'FK → products.id',
  );

  await page.getByRole('tab', { name: 'Query Editor' }).click();
  await runQuery(page, 'SQL query', 'SELECT status, count(*) AS orders FROM orders GROUP BY status ORDER BY status');
  await expect(summary()).toHaveText(/^4 rows · /);
  await page.getByRole('tab', { name: 'Data Visualizer' }).click();
  await expect(page.getByRole('img', { name: 'Bar chart of orders by status: 4 points' })).toBeVisible();
  await page.getByText('Line', { exact: true }).click();
  await expect(page.getByRole('img', { name: 'Line chart of orders by status: 4 points' })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);

  await page.getByRole('tab', { name: 'Query History' }).click();
  await page
    .getByRole('list', { name: 'Query history' })
    .getByRole('button', { name: /CREATE TABLE reviews/ })
    .click();
  await expect(editor()).toContainText('CREATE TABLE reviews');
});

test('MySQL syntax runs on SQLite, with the schema read from SQLite', async () => {
  test.slow();
  await page.getByLabel('Database').selectOption('mysql');
  await waitForEngine(page, 'mysql');
  await page.getByRole('tab', { name: 'Schema Browser' }).click();
  await expect(page.getByRole('region', { name: 'users' }).getByRole('row', { name: /email/ })).toContainText('TEXT');
  await page.getByRole('tab', { name: 'Query Editor' }).click();
  await runQuery(page, 'SQL query', 'SELECT `name`, DATE_FORMAT(created_at, "%Y-%m") AS month FROM users ORDER BY id LIMIT 2');
  await expect(summary()).toHaveText(/^2 rows · /);
  await expect(page.getByRole('table', { name: 'Query result' }).getByRole('row').nth(1)).toContainText('2024-01');
});
