import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

test.describe('Math evaluator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/math-evaluator');
    await expect(page.getByRole('heading', { level: 1, name: 'Math Evaluator' })).toBeVisible();
  });

  test('evaluates exactly, keeps variables and history, and recalls with the arrow keys', async ({ page }) => {
    const input = page.getByLabel('Expression', { exact: true });
    const history = page.getByRole('list', { name: 'Evaluated expressions, newest first' });
    await input.fill('0.1 + 0.2');
    await expect(page.getByText('= 0.3', { exact: true })).toBeVisible();
    await input.press('Enter');
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText('= 0.3');

    await input.fill('a = 2^100');
    await input.press('Enter');
    await input.fill('a / 2^99 + 1');
    await input.press('Enter');
    await expect(history.getByRole('listitem').first()).toContainText('= 3');
    await expect(page.getByText('1267650600228229401496703205376', { exact: true })).toBeVisible(); // the variable a

    await input.fill('5 km/h to m/s');
    await input.press('Enter');
    await expect(history.getByRole('listitem').first()).toContainText('= 1.3888888888889 m / s');

    await input.press('ArrowUp');
    await expect(input).toHaveValue('5 km/h to m/s');
    await input.press('ArrowUp');
    await expect(input).toHaveValue('a / 2^99 + 1');

    await page.getByText('Double', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Double' })).toBeChecked();
    await input.fill('0.1 + 0.2');
    await expect(page.getByText('= 0.3', { exact: true }).first()).toBeVisible(); // 14 digits shown (the history has it too)
    await page.getByLabel('Significant digits shown').fill('17');
    await expect(page.getByText('= 0.30000000000000004', { exact: true }).first()).toBeVisible();
  });

  test('explains a bad expression, keeps it, and Share reopens the history', async ({ page }) => {
    const input = page.getByLabel('Expression', { exact: true });
    await input.fill('3 *');
    await expect(page.getByText('Unexpected end of expression (column 4)')).toBeVisible();
    await input.press('Enter');
    await expect(page.getByRole('list', { name: 'Evaluated expressions, newest first' })).toContainText(
      'Unexpected end of expression (column 4)',
    );
    await input.fill('sqrt(16) * 3');
    await input.press('Enter');

    await page.getByRole('button', { name: 'Share' }).click();
    const url = await page
      .getByRole('dialog', { name: /^Share / })
      .getByLabel('Link')
      .inputValue();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Clear history' }).click();
    await page.goto('/tools');
    await page.goto(url);
    await expect(
      page.getByRole('list', { name: 'Evaluated expressions, newest first' }).getByRole('listitem').first(),
    ).toContainText('= 12');
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.slow(); // two full scans
    const input = page.getByLabel('Expression', { exact: true });
    await input.fill('x = 12');
    await input.press('Enter');
    await input.fill('x^2');
    await expect(page.getByText('= 144', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
