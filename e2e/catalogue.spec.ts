import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search tools' });
const toolLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
const names = (page: Page, list: string) =>
  page.getByRole('list', { name: list, exact: true }).getByRole('heading', { level: 3 });
// textContent, not innerText: cards below the screen are not laid out (content-visibility), and
// innerText of text not laid out is empty.
const toolNames = (page: Page, list: string) => names(page, list).allTextContents();
// The first load also checks the session and fetches the page's chunk: allow for a busy machine.
const PAGE_LOAD = { timeout: 15_000 };

test.describe('Tools catalogue', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools');
    await expect(page.getByRole('heading', { level: 1, name: 'Developer Tools' })).toBeVisible(PAGE_LOAD);
  });

  test('lists every tool grouped by category, as real links', async ({ page }) => {
    await expect(page).toHaveTitle('Tools · DevForge');
    await expect(page.getByRole('status').filter({ hasText: /Showing all \d+ tools/ })).toBeVisible();
    const formatting = page.getByRole('region', { name: /^Formatting/ });
    await expect(formatting.getByRole('heading', { level: 2 })).toContainText(/Formatting\s*\d+/);
    await expect(toolLink(page, 'JSON Formatter')).toHaveAttribute('href', '/tools/json-formatter');
    await expect(page.getByRole('region', { name: /^Tokens & Auth/ }).getByRole('link', { name: 'JWT Decoder' })).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .filter({ has: toolLink(page, 'JSON Formatter') })
        .getByText('98% popularity'),
    ).toBeVisible();
  });

  test('search narrows the list, finds by keyword and forgives typos, and lives in the URL', async ({ page }) => {
    await search(page).fill('jwt');
    await expect(toolLink(page, 'JWT Decoder')).toBeVisible();
    await expect(toolLink(page, 'JSON Formatter')).toHaveCount(0);
    await expect(page).toHaveURL(/\/tools\?q=jwt$/);
    await expect(toolLink(page, 'JWT Builder')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^\d+ tools match( and \d+ operations?)? “jwt”$/ })).toBeVisible();

    // A keyword that is in no tool name.
    await search(page).fill('pretty print');
    await expect(names(page, 'Search results').first()).toHaveText('JSON Formatter');
    await search(page).fill('postman');
    await expect(toolLink(page, 'HTTP/API Client')).toBeVisible();

    // Typos.
    await search(page).fill('jsn formater');
    await expect(names(page, 'Search results').first()).toHaveText('JSON Formatter');

    // The query survives a reload, and clearing it brings everything back.
    await page.reload();
    await expect(search(page)).toHaveValue('jsn formater');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(page).toHaveURL(/\/tools$/);
    await expect(toolLink(page, 'UUID Generator')).toBeVisible();
  });

  test('filters by plan, AI and several categories at once; the address keeps them and Back restores them', async ({ page }) => {
    await page.getByRole('radio', { name: 'Pro' }).check();
    await expect(toolLink(page, 'JWT Decoder')).toBeVisible();
    await expect(toolLink(page, 'JSON Formatter')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /^\d+ tools: Pro$/ })).toBeVisible();
    await expect(page).toHaveURL(/\/tools\?plan=pro$/);

    await page.getByRole('radio', { name: 'Free' }).check();
    await expect(toolLink(page, 'JSON Formatter')).toBeVisible();
    await expect(toolLink(page, 'JWT Decoder')).toHaveCount(0);

    // AI-powered combines with the plan: free AI tools only.
    await page.getByRole('checkbox', { name: 'AI-powered' }).check();
    await expect(toolLink(page, 'UUID Generator')).toHaveCount(0);
    await page.getByRole('radio', { name: 'All' }).check();
    await expect(toolLink(page, 'AI Code Analyzer')).toBeVisible();
    await page.getByRole('checkbox', { name: 'AI-powered' }).uncheck();

    // Two categories at once: only their tools, each chip saying how many it holds.
    const categories = page.getByRole('group', { name: 'Categories' });
    await categories.getByRole('checkbox', { name: /^Git Workflow \d+ tools?$/ }).check();
    await categories.getByRole('checkbox', { name: /^Design System \d+ tools?$/ }).check();
    await expect(page).toHaveURL(/\/tools\?category=git&category=design$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Git Workflow/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Design System/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Formatting/ })).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: /tools: Design System, Git Workflow$|tools: Git Workflow, Design System$/ }),
    ).toBeVisible();

    // Back restores the catalogue as it was, one filter at a time; a reload keeps it.
    await page.goBack();
    await expect(page).toHaveURL(/\/tools\?category=git$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Design System/ })).toHaveCount(0);
    await expect(categories.getByRole('checkbox', { name: /^Git Workflow/ })).toBeChecked();
    await page.reload();
    await expect(page.getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: /^Git Workflow/ })).toBeChecked();
    await expect(toolLink(page, 'JSON Formatter')).toHaveCount(0);

    // A link with a category and a search opens the catalogue so filtered; "Back to Tools" returns to it.
    await page.goto('/tools?category=encoders&q=base');
    await expect(search(page)).toHaveValue('base');
    await expect(page.getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: /^Encoders/ })).toBeChecked();
    await names(page, 'Search results').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/tools\/base64-encoder$/);
    await page.getByRole('link', { name: 'Back to Tools' }).click();
    await expect(page).toHaveURL(/\/tools\?category=encoders&q=base$/);
    await expect(search(page)).toHaveValue('base');

    // Keyboard: arrow keys move between the plans.
    await page.getByRole('radio', { name: 'Free' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Pro' })).toBeChecked();
  });

  test('finds an operation of a tool, which opens the tool in that mode', async ({ page }) => {
    await search(page).fill('base64 decode');
    const operations = page.getByRole('region', { name: 'Operations' });
    await expect(operations.getByRole('link', { name: 'Decode in Base64 Encoder/Decoder' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /and \d+ operations? “base64 decode”/ })).toBeVisible();
    await operations.getByRole('link', { name: 'Decode in Base64 Encoder/Decoder' }).click();
    await expect(page).toHaveURL(/\/tools\/base64-encoder$/);
    await expect(page.getByRole('radio', { name: 'Decode', exact: true })).toBeChecked(PAGE_LOAD);
    await expect(page.getByLabel('Base64 to decode', { exact: true })).toBeVisible();
  });

  test('sorts alphabetically or by popularity within each category', async ({ page }) => {
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    await page.getByLabel('Sort by').selectOption({ label: 'Alphabetical' });
    await expect
      .poll(async () => {
        const n = await toolNames(page, 'Utilities');
        return n.join('|') === [...n].sort(collator.compare).join('|');
      })
      .toBe(true);
    const alphabetical = await toolNames(page, 'Utilities');
    expect(alphabetical.length).toBeGreaterThan(3);
    expect(alphabetical).toEqual([...alphabetical].sort(collator.compare));

    await page.getByLabel('Sort by').selectOption({ label: 'Most popular' });
    await expect.poll(() => toolNames(page, 'Utilities')).not.toEqual(alphabetical);
    const popular = await toolNames(page, 'Utilities');
    expect(new Set(popular)).toEqual(new Set(alphabetical));

    await page.getByLabel('Sort by').selectOption({ label: 'Alphabetical' });
    await expect(page).toHaveURL(/\/tools\?sort=alphabetical$/);
    // Remembered too: the catalogue opened without it in the address sorts the same way.
    await page.goto('/tools');
    await expect(page.getByLabel('Sort by')).toHaveValue('alphabetical');
  });

  test('grid or list view, kept after a reload', async ({ page }) => {
    const grid = page.getByRole('button', { name: 'Grid view' });
    const list = page.getByRole('button', { name: 'List view' });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/\/tools\?view=list$/);
    await page.goto('/tools');
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(toolLink(page, 'JSON Formatter')).toBeVisible();
  });

  test('a favorited tool appears in the Favorite Tools strip', async ({ page }) => {
    await expect(page.getByRole('region', { name: 'Favorite Tools' })).toHaveCount(0);
    const star = page.getByRole('button', { name: 'Add JSON Formatter to favorites' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    const unstar = page.getByRole('button', { name: 'Remove JSON Formatter from favorites' }).first();
    await expect(unstar).toHaveAttribute('aria-pressed', 'true');
    const strip = page.getByRole('region', { name: 'Favorite Tools' });
    await expect(strip.getByRole('link', { name: 'JSON Formatter' })).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Favorite Tools' }).getByRole('link', { name: 'JSON Formatter' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Remove JSON Formatter from favorites' }).first().click();
    await expect(page.getByRole('region', { name: 'Favorite Tools' })).toHaveCount(0);
  });

  test("favorites can be reordered by keyboard and by drag and drop; the order is the account's", async ({
    page,
    browser,
    workerStorageState,
  }) => {
    for (const name of ['JSON Formatter', 'JWT Decoder', 'UUID Generator'])
      await page.getByRole('button', { name: `Add ${name} to favorites` }).click();
    const strip = page.getByRole('region', { name: 'Favorite Tools' }).getByRole('link');
    await expect(strip).toHaveText(['JSON Formatter', 'JWT Decoder', 'UUID Generator']);

    await page.getByRole('button', { name: 'Reorder' }).click();
    // The same button, now saying how to finish.
    await expect(page.getByRole('button', { name: 'Done' })).toHaveAttribute('aria-expanded', 'true');
    const order = page.getByRole('list', { name: 'Favorite tools order' });
    // Keyboard: Move up on the last one, pressed with Enter.
    await order.getByRole('button', { name: 'Move UUID Generator up' }).focus();
    await page.keyboard.press('Enter');
    await expect(strip).toHaveText(['JSON Formatter', 'UUID Generator', 'JWT Decoder']);
    await expect(page.getByRole('status').filter({ hasText: 'UUID Generator moved to position 2 of 3.' })).toBeAttached();
    await expect(order.getByRole('button', { name: 'Move JSON Formatter up' })).toBeDisabled();

    // Drag and drop: JWT Decoder onto the top half of the first row.
    const rows = order.getByRole('listitem');
    await rows.filter({ hasText: 'JWT Decoder' }).dragTo(rows.first(), { targetPosition: { x: 40, y: 4 } });
    await expect(strip).toHaveText(['JWT Decoder', 'JSON Formatter', 'UUID Generator']);
    await page.getByRole('button', { name: 'Done' }).click();

    // Another browser signed in as the same account: the same order.
    const elsewhere = await browser.newContext({ storageState: workerStorageState });
    const other = await elsewhere.newPage();
    await other.goto('/tools');
    await expect(other.getByRole('region', { name: 'Favorite Tools' }).getByRole('link')).toHaveText(
      ['JWT Decoder', 'JSON Formatter', 'UUID Generator'],
      PAGE_LOAD,
    );
    await elsewhere.close();
  });

  test('an opened tool appears first in the Recently Used strip', async ({ page }) => {
    await expect(page.getByRole('region', { name: 'Recently Used' })).toHaveCount(0);
    await toolLink(page, 'UUID Generator').click();
    await expect(page).toHaveURL(/\/tools\/uuid-generator$/);
    await page.getByRole('link', { name: 'Back to Tools' }).click();
    await toolLink(page, 'JWT Decoder').click();
    await page.getByRole('link', { name: 'Back to Tools' }).click();
    const recent = page.getByRole('region', { name: 'Recently Used' }).getByRole('link');
    await expect(recent).toHaveText(['JWT Decoder', 'UUID Generator']);

    // Sorting by "Recently used" puts them first in their categories.
    await page.getByLabel('Sort by').selectOption({ label: 'Recently used' });
    await expect(names(page, 'Utilities').first()).toHaveText('UUID Generator');
  });

  test('shows an empty state that clears search and filters', async ({ page }) => {
    await page.getByRole('radio', { name: 'Pro' }).check();
    await search(page).fill('zzqqxx');
    await expect(page.getByRole('heading', { name: 'No tools found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(search(page)).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(toolLink(page, 'JSON Formatter')).toBeVisible();
    await expect(page).toHaveURL(/\/tools$/);
  });

  test('has no serious accessibility violations, in grid and list view, light and dark', async ({ page }) => {
    // Two full axe runs over ~40 cards.
    test.slow();
    await page.getByRole('button', { name: 'Add JWT Decoder to favorites' }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'List view' }).click();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page);
  });
});
