import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

test.describe('Percentage calculator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/percentage-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'Percentage Calculator' })).toBeVisible();
  });

  test('answers the three questions and explains what cannot be worked out', async ({ page }) => {
    const of = page.getByRole('group', { name: 'Percentage of a value' });
    await of.getByLabel('Percentage').fill('15');
    await of.getByLabel('Value').fill('33');
    await expect(page.getByRole('status', { name: 'Percentage of a value Result' })).toHaveText('4.95');

    const share = page.getByRole('group', { name: 'Share of a whole' });
    await share.getByLabel('Part').fill('30');
    await share.getByLabel('Whole').fill('1,200');
    await expect(page.getByRole('status', { name: 'Share of a whole Result' })).toHaveText('2.5%');
    await share.getByLabel('Whole').fill('0');
    await expect(page.getByRole('status', { name: 'Share of a whole Result' })).toContainText('The whole cannot be 0');

    const change = page.getByRole('group', { name: 'Change between two values' });
    await change.getByLabel('From').fill('200');
    await change.getByLabel('To').fill('150');
    await expect(page.getByRole('status', { name: 'Change between two values Result' })).toHaveText('-25%');
    await expect(page.getByText('a decrease')).toBeVisible();
    await change.getByLabel('To').fill('abc');
    await expect(page.getByRole('status', { name: 'Change between two values Result' })).toHaveText(
      'Enter numbers, e.g. 12.5 or 1,250',
    );
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.slow(); // two full scans
    const of = page.getByRole('group', { name: 'Percentage of a value' });
    await of.getByLabel('Percentage').fill('20');
    await of.getByLabel('Value').fill('50');
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
