/// <reference lib="dom" />
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

test.describe('JSONPath / JMESPath Tester', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/json-query');
    await expect(page.getByRole('heading', { level: 1, name: 'JSONPath / JMESPath Tester' })).toBeVisible({ timeout: 15_000 });
  });

  test('queries with JSONPath and JMESPath, highlights the matches, and reopens from a link', async ({ page }) => {
    await page.getByRole('button', { name: 'Try the bookstore example' }).click();
    const result = page.getByRole('textbox', { name: 'Result' });
    await expect(result).toHaveValue('[\n  "Sayings of the Century",\n  "Moby Dick"\n]');
    await expect(page.getByText('2 matches')).toBeVisible();
    const document = page.getByRole('region', { name: 'Document with matches highlighted' });
    await expect(document.getByLabel('match')).toHaveCount(2);
    await expectNoSeriousA11yViolationsInBothThemes(page);

    await page
      .getByRole('radiogroup', { name: 'Syntax' })
      .or(page.getByRole('group', { name: 'Syntax' }))
      .getByText('JMESPath', { exact: true })
      .click();
    await page.getByLabel('JMESPath expression').fill('store.book[?price > `10`]');
    await expect(result).toHaveValue(/"title": "The Lord of the Rings"/);
    await expect(page.getByText('1 match', { exact: true })).toBeVisible();
    // The whole book object is highlighted: its 6 lines.
    await expect(document.getByLabel('match')).toHaveCount(6);

    await page.getByRole('button', { name: 'Share' }).click();
    const url = await page
      .getByRole('dialog', { name: /^Share / })
      .getByLabel('Link')
      .inputValue();
    await page.keyboard.press('Escape');
    await page.goto('/tools');
    await page.goto(url);
    await expect(page.getByRole('textbox', { name: 'Result' })).toHaveValue(/"title": "The Lord of the Rings"/, {
      timeout: 15_000,
    });
  });

  test('explains a bad expression and bad JSON, keeping what was typed', async ({ page }) => {
    await page
      .getByRole('radiogroup', { name: 'Syntax' })
      .or(page.getByRole('group', { name: 'Syntax' }))
      .getByText('JMESPath', { exact: true })
      .click();
    await page.getByRole('textbox', { name: 'JSON' }).fill('{"a": [1, 2]}');
    await page.getByLabel('JMESPath expression').fill('a[?');
    await expect(page.getByRole('alert')).toContainText('Not a valid JMESPath expression');
    await page.getByLabel('JMESPath expression').fill('a[0]');
    await expect(page.getByRole('textbox', { name: 'Result' })).toHaveValue('1');
    await page.getByRole('textbox', { name: 'JSON' }).fill('{"a": [1, 2,]}');
    await expect(page.getByRole('alert')).toContainText(/Not valid JSON: .*\(line 1, column 13\)/);
    await expect(page.getByRole('textbox', { name: 'JSON' })).toHaveValue('{"a": [1, 2,]}');
  });
});
