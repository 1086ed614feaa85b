/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { reloadWithState } from './reload';

const standardV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test.describe('UUID generator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/uuid-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'UUID Generator' })).toBeVisible({ timeout: 15_000 });
  });

  const results = (page: import('@playwright/test').Page) =>
    page.getByRole('list', { name: 'Generated UUIDs' }).getByRole('listitem');

  test('starts with a v4 UUID and generates the clamped count', async ({ page }) => {
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first().locator('code')).toHaveText(standardV4);

    await page.getByLabel('Count').fill('5');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(results(page)).toHaveCount(5);
    const values = await results(page).locator('code').allTextContents();
    expect(new Set(values).size).toBe(5);
    for (const v of values) expect(v).toMatch(standardV4);

    await page.getByLabel('Count').fill('500');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(results(page)).toHaveCount(100);
    await expect(page.getByLabel('Count')).toHaveValue('100');
  });

  test('regenerates on format and case changes', async ({ page }) => {
    await page.getByLabel('Format').selectOption('simple');
    await expect(results(page).first().locator('code')).toHaveText(/^[0-9a-f]{32}$/);
    await page.getByLabel('Uppercase').check();
    await expect(results(page).first().locator('code')).toHaveText(/^[0-9A-F]{32}$/);
    await page.getByLabel('Format').selectOption('base64');
    await expect(results(page).first().locator('code')).toHaveText(/^[A-Za-z0-9+/]{22}$/);
    await page.getByLabel('Version').selectOption('v1');
    await page.getByLabel('Format').selectOption('standard');
    await expect(results(page).first().locator('code')).toHaveText(
      /^[0-9A-F]{8}-[0-9A-F]{4}-1[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/,
    );
  });

  test('makes name-based UUIDs (RFC 9562 vectors) and rejects a bad namespace', async ({ page }) => {
    await page.getByLabel('Version').selectOption('v5');
    await page.getByRole('button', { name: 'DNS' }).click();
    await page.getByLabel('Name', { exact: true }).fill('www.example.com');
    await expect(results(page).locator('code')).toHaveText(['2ed6657d-e927-568b-95e1-2665a8aea6a2']);
    await page.getByLabel('Version').selectOption('v3');
    await expect(results(page).locator('code')).toHaveText(['5df41881-3aed-3515-88a7-2f4a814cf09e']);
    // The count applies to name-based versions too (spec tools.md §5), and the screen says why they repeat.
    await page.getByLabel('Count').fill('3');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(results(page).locator('code')).toHaveText(Array(3).fill('5df41881-3aed-3515-88a7-2f4a814cf09e'));
    await expect(page.getByText('The same namespace and name always give the same UUID.')).toBeVisible();
    await page.getByLabel('Count').fill('1');
    await page.getByRole('button', { name: 'Generate' }).click();

    await page.getByLabel('Namespace UUID').fill('not-a-uuid');
    await expect(page.getByRole('alert')).toHaveText('Invalid UUID');
    await expect(results(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'URL' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(results(page)).toHaveCount(1);
  });

  test('copies one result and all results', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByLabel('Count').fill('3');
    await page.getByRole('button', { name: 'Generate' }).click();
    const values = await results(page).locator('code').allTextContents();

    await page.getByRole('button', { name: 'Copy UUID 2' }).click();
    await expect(page.getByRole('button', { name: 'Copied UUID 2' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(values[1]);

    await page.getByRole('button', { name: 'Copy All' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(values.join('\n'));
  });

  test('downloads uuids-{version}-{format}.txt', async ({ page }) => {
    await page.getByLabel('Format').selectOption('simple');
    await page.getByLabel('Count').fill('4');
    await page.getByRole('button', { name: 'Generate' }).click();
    const values = await results(page).locator('code').allTextContents();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('uuids-v4-simple.txt');
    const content = await readFile((await download.path())!, 'utf8');
    expect(content.trim().split('\n')).toEqual(values);
  });

  test('options survive a reload', async ({ page }) => {
    await page.getByLabel('Version').selectOption('v1');
    await page.getByLabel('Uppercase').check();
    await reloadWithState(page);
    await expect(page.getByLabel('Version')).toHaveValue('v1');
    await expect(page.getByLabel('Uppercase')).toBeChecked();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    test.slow(); // axe walks the whole page
    await page.getByLabel('Version').selectOption('v5');
    await expectNoSeriousA11yViolations(page);
  });
});
