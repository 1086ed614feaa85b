import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

test.describe('ETA calculator', () => {
  test.use({ timezoneId: 'UTC', locale: 'en-US' });

  test.beforeEach(async ({ page }) => {
    // A fixed "now" (UTC). It runs until a test holds it: held from the start, the page's own
    // timers (the screen's loading) would never fire.
    await page.clock.install({ time: new Date('2024-01-01T10:20:00Z') });
    await page.goto('/tools/eta-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'ETA Calculator' })).toBeVisible();
  });

  test('estimates the finish time of a job started at a given time', async ({ page }) => {
    await page.getByLabel('Total amount').fill('1000');
    // Held still from here, so a slow machine cannot move "now"; the test advances it itself.
    await page.clock.pauseAt(new Date('2024-01-01T10:25:00Z'));
    await page.getByLabel('Amount done').fill('250');
    await page.getByLabel('Time taken').fill('10');
    await page.getByLabel('Unit').selectOption('minutes');
    await page.getByLabel('Started at').fill('2024-01-01T10:00:00');
    const estimate = page.getByRole('definition');
    await expect(estimate.filter({ hasText: 'Jan 1, 2024' }).first()).toContainText('10:40:00');
    await expect(estimate.filter({ hasText: 'in 15 min' })).toBeVisible();
    await expect(page.getByText('25 per minute')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Done' })).toHaveAttribute('aria-valuenow', '25');

    // Without a start time the job is running now: it started 10 minutes ago, 30 minutes are left.
    await page.getByLabel('Started at').fill('');
    await expect(estimate.filter({ hasText: 'in 30 min' })).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(estimate.filter({ hasText: 'in 30 min' })).toBeVisible();
  });

  test('explains input it cannot estimate from', async ({ page }) => {
    await page.getByLabel('Total amount').fill('100');
    await page.getByLabel('Amount done').fill('150');
    await page.getByLabel('Time taken').fill('5');
    await expect(page.getByRole('alert')).toHaveText('The amount done cannot be more than the total');
    await page.getByLabel('Amount done').fill('0');
    await expect(page.getByRole('alert')).toContainText('Nothing is done yet');
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.slow(); // two full scans
    await page.getByLabel('Total amount').fill('100');
    await page.getByLabel('Amount done').fill('20');
    await page.getByLabel('Time taken').fill('5');
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
