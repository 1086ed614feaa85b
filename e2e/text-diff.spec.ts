import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { untilInteractive } from './interactive';

/** Opens a tool the way smart paste does: with the pasted text in the navigation state. */
async function openWithInput(page: Page, path: string, input: string) {
  await page.goto('/tools');
  // The router listens for popstate once React has taken the prerendered page over.
  await untilInteractive(page);
  await page.evaluate(
    ({ path, input }) => {
      const w = globalThis as any;
      w.history.pushState({ usr: { input }, key: 'e2e', idx: 1 }, '', path);
      w.dispatchEvent(new w.PopStateEvent('popstate', { state: w.history.state }));
    },
    { path, input },
  );
}

/** Puts both texts in at once, as pasting does, and lets React see the input events. */
const pasteBoth = (page: Page, left: string, right: string) =>
  page.evaluate(
    ([a, b]) => {
      const w = globalThis as any;
      const set = w.Object.getOwnPropertyDescriptor(w.HTMLTextAreaElement.prototype, 'value').set;
      for (const [label, value] of [
        ['Original text', a],
        ['Changed text', b],
      ]) {
        const field = [...w.document.querySelectorAll('textarea')].find((t: any) => t.labels?.[0]?.textContent === label);
        set.call(field, value);
        field.dispatchEvent(new w.Event('input', { bubbles: true }));
      }
    },
    [left, right],
  );

const original = (page: Page) => page.getByLabel('Original text', { exact: true });
const changed = (page: Page) => page.getByLabel('Changed text', { exact: true });
const stats = (page: Page) => page.getByTestId('diff-stats');
const rows = (page: Page, type: string) => page.locator(`table tbody tr[data-type="${type}"]`);

const left = 'alpha\nbeta\ngamma\ndelta\n';
const right = 'alpha\nbeta two\ngamma\ndelta\nepsilon\n';

test.describe('Text diff', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/text-diff');
    await expect(page.getByRole('heading', { level: 1, name: 'Text Diff' })).toBeVisible({ timeout: 20_000 });
  });

  test('shows line and word changes side by side and inline, with counts', async ({ page }) => {
    await original(page).fill(left);
    await changed(page).fill(right);
    await expect(stats(page).getByText('1 added')).toBeVisible();
    await expect(stats(page).getByText('0 removed')).toBeVisible();
    await expect(stats(page).getByText('1 modified')).toBeVisible();
    await expect(stats(page).getByText('3 unchanged')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Differences, side by side' })).toBeVisible();
    await expect(rows(page, 'modified')).toHaveCount(1);
    await expect(rows(page, 'added')).toContainText('epsilon');
    // Word level: only the new word is marked.
    await expect(rows(page, 'modified').locator('ins')).toHaveText([/^\s*two$/]);

    await page.getByRole('radio', { name: 'Lines' }).check({ force: true });
    await expect(rows(page, 'modified').locator('ins')).toHaveCount(0);

    await page.getByRole('radio', { name: 'Inline' }).check({ force: true });
    await expect(page.getByRole('table', { name: 'Differences, inline' })).toBeVisible();
    // Inline, a modified line is its old and new version.
    await expect(rows(page, 'modified')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
  });

  test('ignores case and whitespace when asked, swaps sides and folds unchanged lines', async ({ page }) => {
    await original(page).fill('Hello World\n  indented');
    await changed(page).fill('hello world\nindented   ');
    await expect(stats(page).getByText('2 modified')).toBeVisible();
    await page.getByLabel('Ignore case').check();
    await expect(stats(page).getByText('1 modified')).toBeVisible();
    await page.getByLabel('Ignore whitespace').check();
    await expect(stats(page).getByText('No differences (with the ignore options)')).toBeVisible();
    await page.getByLabel('Ignore case').uncheck();
    await page.getByLabel('Ignore whitespace').uncheck();

    await page.getByRole('button', { name: 'Swap sides' }).click();
    await expect(original(page)).toHaveValue('hello world\nindented   ');
    await expect(changed(page)).toHaveValue('Hello World\n  indented');

    const long = Array.from({ length: 40 }, (_, i) => `line ${i + 1}`);
    await original(page).fill(long.join('\n'));
    await changed(page).fill(long.map((l, i) => (i === 20 ? 'line twenty-one' : l)).join('\n'));
    await page.getByLabel('Hide unchanged lines').check();
    await expect(page.getByRole('button', { name: 'Show 17 unchanged lines' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show 16 unchanged lines' })).toBeVisible();
    await page.getByRole('button', { name: 'Show 17 unchanged lines' }).click();
    await expect(page.getByRole('cell', { name: 'line 1', exact: true })).toHaveCount(2);
  });

  test('copies and downloads a unified diff that patch tools accept', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await original(page).fill(left);
    await changed(page).fill(right);
    const expected = '--- original\n+++ modified\n@@ -1,4 +1,5 @@\n alpha\n-beta\n+beta two\n gamma\n delta\n+epsilon\n';
    await page.getByRole('button', { name: 'Copy unified diff' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .diff' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('changes.diff');
    expect(fs.readFileSync(await download.path(), 'utf8')).toBe(expected);
  });

  test('diffs large texts in a Web Worker', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    // 1,500 lines (about 150 KB) are over the worker threshold of 50,000 characters.
    const lines = Array.from({ length: 1500 }, (_, i) => `const value${i} = compute(${i}); // some padding text`);
    // Unchanged lines are folded: a DOM of thousands of rows makes Playwright's tracing crawl.
    await page.getByLabel('Hide unchanged lines').check();
    // Pasted rather than typed (fill() types large texts far too slowly).
    const edited = lines.map((l, i) => (i === 750 ? l.replace('compute', 'recompute') : l)).filter((_, i) => i !== 10);
    await pasteBoth(page, lines.join('\n'), edited.join('\n'));
    await expect(stats(page).getByText('1 modified')).toBeVisible({ timeout: 15_000 });
    await expect(stats(page).getByText('1 removed')).toBeVisible();
    await expect(stats(page).getByText('1,498 unchanged')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show 733 unchanged lines' })).toBeVisible();
    expect(workers.some((url) => url.includes('diff.worker'))).toBe(true);
  });

  test('takes a unified diff from smart paste and shows an empty state otherwise', async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Try an example' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy unified diff' })).toBeDisabled();

    const patch =
      'diff --git a/app.js b/app.js\n--- a/app.js\n+++ b/app.js\n@@ -1,3 +1,3 @@\n const a = 1;\n-const b = 2;\n+const b = 3;\n const c = 4;\n';
    await openWithInput(page, '/tools/text-diff', patch);
    await expect(original(page)).toHaveValue('const a = 1;\nconst b = 2;\nconst c = 4;');
    await expect(changed(page)).toHaveValue('const a = 1;\nconst b = 3;\nconst c = 4;');
    await expect(stats(page).getByText('1 modified')).toBeVisible();
  });
});
