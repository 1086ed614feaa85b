import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// Playwright's fake clock drives Date, timers and animation frames: the tests move time themselves
// and read exact values. They jump it (fastForward), as a background tab's throttled timers do: due
// timers fire once, and what the screen shows must still be exact, since it is a clock difference. Each installs it before the page loads and holds it still once the screen
// is up, so a loaded machine cannot move "now" between two steps.
const START = new Date('2024-03-01T09:00:00Z');

test.describe('Chronometer and timer', () => {
  test.use({ timezoneId: 'UTC', locale: 'en-US' });
  // The page and its lazily loaded screen load before each test: more than 30 s on a loaded, shared machine.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: START });
    await page.goto('/tools/chronometer-timer');
    await expect(page.getByRole('heading', { level: 1, name: 'Chronometer and Timer' })).toBeVisible();
    // The screen is loaded on first use: a loaded machine may take a while.
    await expect(page.getByRole('timer', { name: 'Stopwatch' })).toHaveText('00:00.00', { timeout: 30_000 });
    await page.clock.pauseAt(new Date(START.getTime() + 60_000));
  });

  test('times laps exactly, marks the fastest and slowest, and resets', async ({ page }) => {
    const display = page.getByRole('timer', { name: 'Stopwatch' });
    await expect(page.getByText('Keyboard: Space start / stop · L lap · R reset')).toBeVisible();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.fastForward(61_230);
    await page.getByRole('button', { name: 'Lap', exact: true }).click();
    await page.clock.fastForward(58_770);
    await page.keyboard.press('l');
    await page.clock.fastForward(65_500);
    await page.keyboard.press('l');
    await page.clock.fastForward(4_000);
    // Space on a focused button presses that button (here Lap, clicked above): off it, Space is start / stop.
    await display.click();
    await page.keyboard.press('Space');
    await expect(display).toHaveText('03:09.50');
    await expect(page.getByRole('button', { name: 'Resume', exact: true })).toBeVisible();

    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveText([
      'LapLap timeTotal',
      '3Slowest01:05.5003:05.50',
      '2Fastest00:58.7702:00.00',
      '101:01.2301:01.23',
    ]);
    // Stopped, time does not move.
    await page.clock.fastForward(10_000);
    await expect(display).toHaveText('03:09.50');

    await page.getByRole('button', { name: 'Copy laps' }).click();
    await page.keyboard.press('r');
    await expect(display).toHaveText('00:00.00');
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('shortcuts do not fire while typing in a field', async ({ page }) => {
    await page.getByRole('tab', { name: 'Timer' }).click();
    const minutes = page.getByLabel('Minutes', { exact: true });
    await minutes.fill('');
    await minutes.pressSequentially('2 r');
    // The keys reached the field, and Space did not start the timer nor R reset it.
    await expect(minutes).toHaveValue('2 r');
    await expect(page.getByText('Enter whole numbers of hours, minutes and seconds.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeDisabled();
    await minutes.fill('2');
    await expect(page.getByRole('timer', { name: 'Timer' })).toHaveText('02:00');
    // Outside a field, Space starts the open tab's clock.
    await page.getByText('Duration', { exact: true }).click();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  });

  test('keeps running across a reload, from its start time', async ({ page }) => {
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.fastForward(3_000);
    await page.keyboard.press('l');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toHaveText('100:03.0000:03.00');
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(page.getByRole('timer', { name: 'Stopwatch' })).toHaveText(/^00:0[3-9]\.\d\d$/);
  });

  test('counts down, pauses, and says when the time is up with a notification', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await page.evaluate(() => {
      // Records the notifications the page shows (the real ones stay out of a headless run's way).
      const shown: string[] = [];
      (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
      window.Notification = class extends Notification {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          shown.push(`${title}: ${options?.body ?? ''}`);
        }
      };
    });
    await page.clock.pauseAt(new Date(START.getTime() + 120_000));
    await page.getByRole('tab', { name: 'Timer' }).click();
    const display = page.getByRole('timer', { name: 'Timer' });
    await expect(display).toHaveText('05:00');
    await page.getByRole('button', { name: '1 min', exact: true }).click();
    await page.getByLabel('Seconds', { exact: true }).fill('30');
    await expect(display).toHaveText('01:30');
    // Asked on demand, not on load.
    await page.getByRole('button', { name: 'Notify me when the time is up' }).click();
    await expect(page.getByText('A notification will also tell you')).toBeVisible();

    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.fastForward(20_500);
    await expect(display).toHaveText('01:10');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.clock.fastForward(30_000);
    await expect(display).toHaveText('01:10');
    await expect(page.getByLabel('Seconds', { exact: true })).toBeDisabled();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await page.clock.fastForward(69_000);
    await expect(display).toHaveText('00:01');
    const timeIsUp = page.getByRole('status').filter({ hasText: 'Time is up' });
    await expect(timeIsUp).toHaveCount(0);
    await page.clock.fastForward(1_000);
    await expect(display).toHaveText('00:00');
    await expect(timeIsUp).toContainText('The 01:30 timer ended at 9:04:00 AM.');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications))
      .toEqual(['Time is up: Your 01:30 timer ended at 9:04:00 AM.']);
  });

  test('explains when notifications are refused', async ({ page }) => {
    await page.getByRole('tab', { name: 'Timer' }).click();
    await page.evaluate(() => {
      Object.defineProperty(Notification, 'requestPermission', { value: () => Promise.resolve('denied') });
    });
    await page.getByRole('button', { name: 'Notify me when the time is up' }).click();
    const blocked = page.getByRole('status').filter({ hasText: 'Notifications are blocked' });
    await expect(blocked).toContainText('allow notifications in your browser’s site settings');
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.slow(); // two full scans per tab
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.fastForward(5_000);
    await page.keyboard.press('l');
    await page.clock.fastForward(3_000);
    await page.keyboard.press('l');
    await page.getByRole('timer', { name: 'Stopwatch' }).click();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Resume', exact: true })).toBeVisible();
    // axe waits on timers of its own: let time flow again (the stopwatch is stopped).
    await page.clock.resume();
    await expectNoSeriousA11yViolationsInBothThemes(page);
    await page.getByRole('tab', { name: 'Timer' }).click();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
