/// <reference lib="dom" />
import Color from 'colorjs.io';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';
import { reloadWithState } from './reload';

test.describe('Colour palette generator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/color-palette-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Color Palette Generator' })).toBeVisible({ timeout: 15_000 });
  });

  const swatches = (page: import('@playwright/test').Page) =>
    page.getByRole('list', { name: 'Palette colours' }).getByRole('listitem');

  test('builds a palette from a typed colour, in every notation, with contrast and exports', async ({ page }) => {
    // Two axe scans of a page with several tables.
    test.slow();
    await page.getByLabel('Base colour', { exact: true }).fill('rebeccapurple');
    await page.getByLabel('Harmony').selectOption('triadic');
    await page.getByLabel('Colours', { exact: true }).fill('3');
    await expect(swatches(page)).toHaveCount(3);
    const first = swatches(page).first();
    await expect(first).toContainText('#663399');
    await expect(first).toContainText('rgb(102 51 153)');
    await expect(first).toContainText('hsl(270 50% 40%)');

    // The contrast shown is colorjs.io's (the reference library), rounded as shown.
    const white = new Color('#663399').contrast(new Color('#ffffff'), 'WCAG21').toFixed(2);
    const row = page.getByRole('row').filter({ hasText: '1 · #663399' });
    await expect(row).toContainText(`${white}:1`);
    await expect(row).toContainText(`Lc ${new Color('#663399').contrast(new Color('#ffffff'), 'APCA').toFixed(1)}`);

    await page.getByRole('tab', { name: 'Tailwind v3' }).click();
    await expect(page.getByLabel('Tailwind v3 export')).toContainText("1: '#663399',");
    await page.getByRole('tab', { name: 'JSON' }).click();
    const json = JSON.parse((await page.getByLabel('JSON export').textContent()) ?? '');
    expect(json.brand['1']).toBe('#663399');
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });

  test('on a phone, the wide contrast tables scroll and the keyboard reaches them', async ({ page }) => {
    test.slow(); // two axe scans
    await page.setViewportSize({ width: 375, height: 812 });
    const table = page.getByRole('region', { name: 'Contrast of white and black text on each colour' });
    // Wider than the phone: it scrolls, and (focusable) the arrow keys scroll it.
    expect(await table.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true);
    await table.focus();
    await expect(table).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((region) => region.scrollLeft)).toBeGreaterThan(0);
    await page.getByText('Between the colours (WCAG ratio)').click();
    await expect(page.getByRole('region', { name: 'Contrast between the colours' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });

  test('keeps the count within 2..9 and says what it cannot read', async ({ page }) => {
    await page.getByLabel('Colours', { exact: true }).fill('12');
    await expect(swatches(page)).toHaveCount(9);
    await page.getByLabel('Colours', { exact: true }).fill('1');
    await expect(swatches(page)).toHaveCount(2);
    await page.getByLabel('Base colour', { exact: true }).fill('blurple');
    await expect(page.getByText('Not a colour we can read: "blurple"')).toBeVisible();
  });

  test('regenerates, keeping locked colours, and the palette survives a reload', async ({ page }) => {
    await page.getByLabel('Base colour', { exact: true }).fill('#0ea5e9');
    await page.getByLabel('Harmony').selectOption('tetradic');
    await page.getByLabel('Colours', { exact: true }).fill('4');
    const hexOf = async (i: number) => ((await swatches(page).nth(i).locator('dd').first().textContent()) ?? '').trim();
    const before = [await hexOf(0), await hexOf(1), await hexOf(2), await hexOf(3)];
    await page.getByRole('button', { name: /^Lock brand 3/ }).click();
    await expect(page.getByRole('button', { name: /^Lock brand 3/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect.poll(() => hexOf(1)).not.toBe(before[1]);
    expect(await hexOf(0)).toBe('#0ea5e9');
    expect(await hexOf(2)).toBe(before[2]);
    const after = [await hexOf(0), await hexOf(1), await hexOf(2), await hexOf(3)];
    await reloadWithState(page);
    await expect(swatches(page)).toHaveCount(4, { timeout: 15_000 });
    expect([await hexOf(0), await hexOf(1), await hexOf(2), await hexOf(3)]).toEqual(after);
  });

  test('previews the palette as people with colour-blindness see it', async ({ page }) => {
    await page.getByLabel('Base colour', { exact: true }).fill('#d62728');
    await page.getByLabel('Harmony').selectOption('complementary');
    await page.getByLabel('Colours', { exact: true }).fill('2');
    for (const name of [
      'Normal vision',
      'Protanopia (no red cones)',
      'Deuteranopia (no green cones)',
      'Tritanopia (no blue cones)',
    ]) {
      await expect(
        page.getByRole('img', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}: #[0-9a-f]{6}, #[0-9a-f]{6}$`) }),
      ).toBeVisible();
    }
  });
});
