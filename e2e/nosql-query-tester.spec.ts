/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expectStrictCsp, openSharedPage, recordEngineCsp, runQuery, waitForEngine } from './database-helpers';
import { expect, test } from './fixtures';
import { holdRequests } from './hold-requests';

// One page for the file: each engine starts once, and the tests walk through them in order.
test.describe.configure({ mode: 'serial' });

let page: Page;
let engineFiles: Map<string, string>;

test.beforeAll(async ({ browser, workerStorageState }, testInfo) => {
  page = await openSharedPage(browser, workerStorageState, testInfo);
  engineFiles = recordEngineCsp(page);
});
test.afterAll(() => page.context().close());

const sqlEditor = () => page.getByRole('textbox', { name: 'SQL query' });
const summary = () => page.getByRole('status').filter({ hasText: /rows? ·|affected ·|statements ·|done ·/ });
const resultTable = () => page.getByRole('table', { name: 'Query result' });

test('PostgreSQL: shows its start-up, runs under the strict CSP, and answers a query with a table', async () => {
  test.slow();
  const release = await holdRequests(page, /\/assets\/pglite-[\w-]+\.wasm$/);
  await page.goto('/tools/nosql-query-tester');
  await expect(page.getByRole('heading', { level: 1, name: 'NoSQL/SQL Query Runner' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Database').selectOption('postgresql');
  await expect(page.getByText('Starting PostgreSQL…')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: /Downloading the PostgreSQL engine/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeDisabled();
  release();
  await waitForEngine(page, 'postgresql');
  await expect(page.getByText('PostgreSQL 17 (PGlite, WebAssembly)')).toBeVisible();
  await expectStrictCsp(page, engineFiles, /^pglite\.worker-.*\.js$|^pglite-.*\.wasm$/);

  await page.getByLabel('Examples').selectOption({ label: 'Revenue per category' });
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(summary()).toHaveText(/^4 rows · /);
  await expect(resultTable().getByRole('columnheader', { name: /revenue/ })).toBeVisible();
  await expect(resultTable().getByRole('row').nth(1)).toContainText('Hardware');
  await expect(resultTable().getByRole('row').nth(1)).toContainText('2462.46');
});

test('PostgreSQL: errors point at their line and column; history restores a query', async () => {
  test.slow();
  await runQuery(page, 'SQL query', 'SELECT id,\n  name\nFROM users\nWHERE nme = 1');
  const alert = page.getByRole('alert').filter({ hasText: 'column "nme" does not exist' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Line 4, column 7' }).click();

  await runQuery(page, 'SQL query', 'SELECT name FROM users ORDER BY id LIMIT 2');
  await expect(summary()).toHaveText(/^2 rows · /);
  const history = page.getByRole('list', { name: 'Query history' });
  await expect(history.getByRole('button').first()).toContainText('SELECT name FROM users ORDER BY id LIMIT 2');
  await history
    .getByRole('button', { name: /Revenue|SELECT p\.category/ })
    .first()
    .click();
  await expect(sqlEditor()).toContainText('sum(o.quantity * p.price) AS revenue');
});

test('PostgreSQL: charts the result, with the chosen label and value columns', async () => {
  test.slow();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(summary()).toHaveText(/^4 rows · /);
  await page.getByRole('tab', { name: 'Chart' }).click();
  await expect(page.getByRole('img', { name: 'Bar chart of orders by category: 4 points' })).toBeVisible();
  await page.getByLabel('Value column').selectOption({ label: 'revenue' });
  await page.getByText('Pie', { exact: true }).click();
  await expect(page.getByRole('img', { name: 'Pie chart of revenue by category: 4 slices' })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await page.getByRole('tab', { name: 'Table' }).click();
});

test('PostgreSQL: 100,000 rows arrive in the virtualised table and scroll to the last one', async () => {
  test.slow();
  await runQuery(page, 'SQL query', 'SELECT g AS id, md5(g::text) AS token FROM generate_series(1, 100000) AS g');
  await expect(summary()).toHaveText(/^100,000 rows · /, { timeout: 60_000 });
  // Only the rows in view are in the DOM.
  expect(await resultTable().getByRole('row').count()).toBeLessThan(60);
  await page.getByTestId('result-scroller').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(resultTable().getByRole('cell', { name: '100000', exact: true })).toBeVisible();
});

test('PostgreSQL: Cancel stops a runaway query and restarts the engine with the sample data', async () => {
  test.slow();
  await runQuery(page, 'SQL query', 'CREATE TABLE scratch (a int)');
  await expect(summary()).toHaveText(/CREATE/);
  await runQuery(page, 'SQL query', 'SELECT pg_sleep(600)');
  await expect(page.getByText('Running…')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByText('Query cancelled. The database was restarted and its data reset to the sample data.'),
  ).toBeVisible();
  await waitForEngine(page, 'postgresql');
  await runQuery(page, 'SQL query', "SELECT count(*) AS n FROM pg_tables WHERE tablename = 'scratch'");
  await expect(summary()).toHaveText(/^1 row · /);
  await expect(resultTable().getByRole('row').nth(1)).toContainText('0');
});

test('PostgreSQL: with "Keep data in this browser" a table survives a reload', async () => {
  test.slow();
  await page.getByLabel('Keep data in this browser').check();
  await expect(page.getByText('kept in this browser')).toBeVisible({ timeout: 30_000 });
  await runQuery(page, 'SQL query', "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')");
  await expect(summary()).toHaveText(/INSERT/);
  await page.reload();
  await waitForEngine(page, 'postgresql');
  await expect(page.getByText('your saved data')).toBeVisible();
  await runQuery(page, 'SQL query', 'SELECT note FROM kept');
  await expect(resultTable().getByRole('row').nth(1)).toContainText('still here');
  // Back to in-memory, so later tests (and runs) start clean.
  await page.getByLabel('Keep data in this browser').uncheck();
  await expect(page.getByText('kept in this browser')).toBeHidden({ timeout: 30_000 });
});

test('SQLite and MySQL on SQLite: results, errors with position, and a refused translation', async () => {
  test.slow();
  await page.getByLabel('Database').selectOption('sqlite');
  await waitForEngine(page, 'sqlite');
  await expectStrictCsp(page, engineFiles, /^sqlite\.worker-.*\.js$|^sql-wasm-browser-.*\.wasm$/);
  await runQuery(page, 'SQL query', 'SELECT country, count(*) AS n FROM users GROUP BY country ORDER BY n DESC');
  await expect(summary()).toHaveText(/^5 rows · /);
  await runQuery(page, 'SQL query', 'SELECT 1;\nSELECT * FORM users');
  await expect(page.getByRole('alert').filter({ hasText: 'near "FORM": syntax error' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Line 2, column 10' })).toBeVisible();

  await page.getByLabel('Database').selectOption('mysql');
  await waitForEngine(page, 'mysql');
  await expectStrictCsp(page, engineFiles, /^mysql\.worker-.*\.js$/);
  await expect(page.getByText('MySQL syntax, executed on SQLite').first()).toBeVisible();
  await runQuery(
    page,
    'SQL query',
    "SELECT CONCAT(name, ' <', email, '>') AS who, IF(country = 'UK', 'yes', 'no') AS uk FROM `users` ORDER BY id LIMIT 1, 2",
  );
  await expect(summary()).toHaveText(/^2 rows · /);
  await expect(resultTable().getByRole('row').nth(1)).toContainText('Grace Hopper <grace@example.com>');
  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page.getByText(/Ran on SQLite as:/)).toBeVisible();
  await page.getByRole('tab', { name: 'Table' }).click();
  await runQuery(page, 'SQL query', 'SELECT @total := 1');
  await expect(page.getByRole('alert')).toContainText(
    'Cannot run statement 1 on SQLite: user variables (@name) have no SQLite equivalent. Nothing was run.',
  );
});

test('MongoDB and Redis: JSON commands and command lines, with their errors', async () => {
  test.slow();
  await page.getByLabel('Database').selectOption('mongodb');
  await waitForEngine(page, 'mongodb');
  await expectStrictCsp(page, engineFiles, /^mongodb\.worker-.*\.js$/);
  await runQuery(page, 'Command (JSON)', '{ "find": "users", "filter": { "country": "UK" } ');
  await expect(page.getByRole('alert')).toContainText('Error: Invalid query syntax');
  await runQuery(
    page,
    'Command (JSON)',
    '{ "aggregate": "users", "pipeline": [{ "$group": { "_id": "$country", "n": { "$sum": 1 } } }, { "$sort": { "n": -1, "_id": 1 } }] }',
  );
  await expect(summary()).toHaveText(/^5 rows · /);
  await expect(resultTable().getByRole('row').nth(1)).toContainText('US');

  await page.getByLabel('Database').selectOption('redis');
  await waitForEngine(page, 'redis');
  await expectStrictCsp(page, engineFiles, /^redis\.worker-.*\.js$/);
  await runQuery(page, 'Commands', 'HGETALL user:1');
  await expect(resultTable().getByRole('columnheader', { name: 'field' })).toBeVisible();
  await expect(resultTable().getByRole('row').nth(1)).toContainText('Ada Lovelace');
  await runQuery(page, 'Commands', 'SET greeting hello\nINCR greeting\nGET greeting');
  await expect(resultTable().getByRole('row').nth(2)).toContainText('(error) ERR value is not an integer or out of range');
  await expect(resultTable().getByRole('row').nth(3)).toContainText('"hello"');
});
