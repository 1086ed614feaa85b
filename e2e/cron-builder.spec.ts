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

const expression = (page: Page) => page.getByLabel('Cron expression', { exact: true });
const runs = (page: Page) => page.getByRole('list', { name: 'Next run times' }).getByRole('listitem');

test.describe('Cron expression builder', () => {
  test('presets fill the fields, describe the schedule and list the real next runs', async ({ page }) => {
    await page.goto('/tools/cron-builder');
    await expect(page.getByRole('heading', { level: 1, name: 'Cron Expression Builder' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('cron-description')).toHaveText('At 09:00, Monday through Friday');

    await page.getByLabel('Time zone').selectOption('UTC');
    await page.getByRole('button', { name: 'Every 15 minutes' }).click();
    await expect(page.getByRole('button', { name: 'Every 15 minutes' })).toHaveAttribute('aria-pressed', 'true');
    await expect(expression(page)).toHaveValue('*/15 * * * *');
    await expect(page.getByLabel('Minute', { exact: true })).toHaveValue('*/15');
    await expect(page.getByTestId('cron-description')).toHaveText('Every 15 minutes');
    await expect(runs(page)).toHaveCount(5);
    const times = await page
      .getByRole('list', { name: 'Next run times' })
      .locator('time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    const dates = times.map((t) => new Date(t));
    for (const d of dates) expect(d.getUTCMinutes() % 15).toBe(0);
    dates.slice(1).forEach((d, i) => expect(d.getTime() - dates[i].getTime()).toBe(15 * 60_000));
    await expect(runs(page).first()).toContainText('UTC');

    // Yearly: the next run is 1 January, not "an hour from now".
    await expression(page).fill('0 0 1 1 *');
    await expect(page.getByLabel('Day of month')).toHaveValue('1');
    await expect(page.getByLabel('Month', { exact: true })).toHaveValue('1');
    const next = await runs(page).first().locator('time').getAttribute('datetime');
    expect(next).toBe(`${new Date().getUTCFullYear() + 1}-01-01T00:00:00.000Z`);

    // Another zone moves the same schedule: midnight in Tokyo is 15:00 UTC the day before.
    await page.getByLabel('Time zone').selectOption('Asia/Tokyo');
    await expect(runs(page).first().locator('time')).toHaveAttribute(
      'datetime',
      `${new Date().getUTCFullYear()}-12-31T15:00:00.000Z`,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('names the invalid field and keeps the fields and the expression in sync', async ({ page }) => {
    await page.goto('/tools/cron-builder');
    await page.getByLabel('Hour', { exact: true }).fill('25');
    await expect(expression(page)).toHaveValue('0 25 * * 1-5');
    await expect(page.getByRole('alert').filter({ hasText: 'This expression is not valid' })).toContainText(
      'Hour: 25 is out of range 0-23',
    );
    await expect(runs(page)).toHaveCount(0);
    await expect(page.getByText('Fix the expression to see when it runs.')).toBeVisible();

    await expression(page).fill('0 9 * *');
    await expect(page.getByRole('alert').filter({ hasText: 'This expression is not valid' })).toContainText('this one has 4');

    await expression(page).fill('30 2 * * 0');
    await expect(page.getByLabel('Minute', { exact: true })).toHaveValue('30');
    await expect(page.getByLabel('Hour', { exact: true })).toHaveValue('2');
    await expect(page.getByLabel('Day of week')).toHaveValue('0');
    await expect(page.getByTestId('cron-description')).toHaveText('At 02:30, only on Sunday');
    await expect(runs(page)).toHaveCount(5);
  });

  test('copies the expression and takes one handed over by smart paste', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openWithInput(page, '/tools/cron-builder', '0 12 * * 1#1');
    await expect(page.getByRole('heading', { level: 1, name: 'Cron Expression Builder' })).toBeVisible({ timeout: 20_000 });
    await expect(expression(page)).toHaveValue('0 12 * * 1#1');
    await expect(page.getByTestId('cron-description')).toHaveText('At 12:00, on the first Monday of the month');

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0 12 * * 1#1');
  });
});
