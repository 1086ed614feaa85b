import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// The browser's own KeyboardEvents, read back as the page shows them.

test.describe('Keycode info', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/tools/keycode-info');
    await expect(page.getByRole('heading', { level: 1, name: 'Keycode Info' })).toBeVisible({ timeout: 15_000 });
    // The screen's chunk (uncompressed in e2e) can take a while on a loaded machine.
    await expect(page.getByRole('textbox', { name: /Key capture area/ })).toBeVisible({ timeout: 60_000 });
  });

  test('shows key, code, keyCode, location and modifiers of pressed keys', async ({ page }) => {
    const area = page.getByRole('textbox', { name: /Key capture area/ });
    await area.focus();
    await page.keyboard.press('Control+Shift+K');
    const table = page.getByRole('table', { name: 'Properties of the last keyboard event' });
    await expect(table.getByRole('row', { name: /^key "K"/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^code "KeyK"/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^keyCode 75/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Modifiers Ctrl, Shift/ })).toBeVisible();
    await expect(page.getByText('Ctrl + Shift + K', { exact: true })).toBeVisible();
    await expect(
      page.getByText('if (event.code === "KeyK" && event.ctrlKey && event.shiftKey) {', { exact: false }),
    ).toBeVisible();

    await page.keyboard.press('ShiftRight');
    await expect(table.getByRole('row', { name: /^location 2 \(Right\)/ })).toBeVisible();
    await page.keyboard.press('Numpad5');
    await expect(table.getByRole('row', { name: /^location 3 \(Numpad\)/ })).toBeVisible();
    // Control, Shift, K, then ShiftRight and Numpad5: every keydown is listed.
    await expect(page.getByRole('list', { name: 'Recent keys, newest first' }).getByRole('listitem')).toHaveCount(5);
    // Tab is shown too, but still moves focus on: no keyboard trap.
    await page.keyboard.press('Tab');
    await expect(area).not.toBeFocused();
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.setTimeout(120_000); // axe on a long page, twice, on a loaded machine
    await page.getByRole('textbox', { name: /Key capture area/ }).focus();
    await page.keyboard.press('a');
    await expect(page.getByRole('table', { name: 'Properties of the last keyboard event' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
