/// <reference lib="dom" />
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';
import { paste } from './paste';

test.describe('JSON Diff', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/json-diff');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Diff' })).toBeVisible({ timeout: 15_000 });
  });

  test('compares two documents side by side and gives the JSON Patch; Share reopens them', async ({ page }) => {
    await page.getByRole('button', { name: 'Try an example' }).click();
    await expect(page.getByText('2 changed, 2 added, 0 removed, 1 moved.')).toBeVisible();
    const first = page.getByRole('region', { name: 'First document' });
    const second = page.getByRole('region', { name: 'Second document' });
    await expect(first.getByLabel('changed').first()).toBeVisible();
    await expect(second.getByLabel('added').first()).toBeVisible();
    await expect(second.getByLabel('moved').first()).toBeVisible();
    const patch = page.getByRole('textbox', { name: 'JSON Patch (RFC 6902)' });
    await expect(patch).toHaveValue(/"op": "move"/);
    await expect(patch).toHaveValue(/"path": "\/license",\s+"value": "MIT"/);
    await expectNoSeriousA11yViolationsInBothThemes(page);

    await page.getByRole('button', { name: 'Share' }).click();
    const url = await page
      .getByRole('dialog', { name: /^Share / })
      .getByLabel('Link')
      .inputValue();
    await page.keyboard.press('Escape');
    await page.goto('/tools');
    await page.goto(url);
    await expect(page.getByText('2 changed, 2 added, 0 removed, 1 moved.')).toBeVisible({ timeout: 15_000 });
  });

  test('says which document is not JSON, with line and column, and keeps both', async ({ page }) => {
    await page.getByRole('textbox', { name: 'First document' }).fill('{"a": 1}');
    await page.getByRole('textbox', { name: 'Second document' }).fill('{\n  "a": 2,\n  "b": ]\n}');
    await expect(page.getByRole('alert')).toContainText('Second document: Not valid JSON');
    await expect(page.getByRole('alert')).toContainText('(line 3, column 8)');
    await expect(page.getByRole('textbox', { name: 'Second document' })).toHaveValue('{\n  "a": 2,\n  "b": ]\n}');
    await page.getByRole('textbox', { name: 'Second document' }).fill('{"a": 1}');
    await expect(page.getByText('The documents are the same.')).toBeVisible();
  });

  test('diffs large documents in the background', async ({ page }) => {
    // Two 400 KB documents pasted, formatted, diffed and drawn: ~10 s on a quiet machine, over 30 s on a
    // slow 2-core one with the other e2e worker busy.
    test.setTimeout(150_000);
    // ~400 KB each: past the worker threshold.
    const make = (n: number) =>
      JSON.stringify({
        items: Array.from({ length: 4000 }, (_, i) => ({
          id: i,
          name: `item ${i}`,
          value: i === 1234 ? n : i,
          text: 'x'.repeat(60),
        })),
      });
    await paste(page.getByRole('textbox', { name: 'First document' }), make(0));
    await paste(page.getByRole('textbox', { name: 'Second document' }), make(1));
    await expect(page.getByText('1 changed, 0 added, 0 removed, 0 moved.')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('textbox', { name: 'JSON Patch (RFC 6902)' })).toHaveValue(
      /"path": "\/items\/1234\/value",\s+"value": 1/,
    );
  });
});
