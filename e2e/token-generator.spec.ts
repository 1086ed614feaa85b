import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

test.describe('Token generator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/token-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Token Generator' })).toBeVisible({ timeout: 15_000 });
  });

  test('makes tokens of the length, count and characters asked for, with their entropy', async ({ page }) => {
    const tokens = page.getByLabel('Tokens', { exact: true });
    await expect(tokens).toHaveValue(/^(?:[A-Za-z0-9]{32}\n){4}[A-Za-z0-9]{32}$/);
    await expect(page.getByText(/190 bits of entropy per token: 62 possible characters, 32 long/)).toBeVisible();

    await page.getByLabel('Length').fill('20');
    await page.getByLabel('How many').fill('8');
    await page.getByLabel(/^Uppercase/).uncheck();
    await page.getByLabel(/^Lowercase/).uncheck();
    await expect(tokens).toHaveValue(/^(?:\d{20}\n){7}\d{20}$/);
    await expect(page.getByText(/66 bits of entropy per token: 10 possible characters, 20 long/)).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Entropy per token' })).toHaveAttribute('aria-valuetext', '66 bits, fair');

    const before = await tokens.inputValue();
    await page.getByRole('button', { name: 'Generate again' }).click();
    await expect(tokens).not.toHaveValue(before);
  });

  test('custom characters replace the sets; too few explains itself', async ({ page }) => {
    await page.getByLabel('Only these characters (optional)').fill('0123456789abcdef');
    await page.getByLabel('Length').fill('64');
    await page.getByLabel('How many').fill('1');
    await expect(page.getByLabel('Tokens', { exact: true })).toHaveValue(/^[0-9a-f]{64}$/);
    await expect(page.getByText(/^256 bits/)).toBeVisible();
    await page.getByLabel('Only these characters (optional)').fill('aaa');
    await expect(page.getByRole('alert')).toHaveText('Give at least two different characters');
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.slow();
    await expect(page.getByLabel('Tokens', { exact: true })).not.toHaveValue('');
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
