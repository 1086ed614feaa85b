import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';
import { reloadWithState } from './reload';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const search = (page: Page) => page.getByLabel('Search emoji', { exact: true });
const status = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /emoji/ });

test.describe('Emoji picker', () => {
  // The page, its lazily loaded screen and the emoji data load before each test: more than 30 s on a loaded, shared machine.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/tools/emoji-picker');
    await expect(page.getByRole('heading', { level: 1, name: 'Emoji Picker' })).toBeVisible();
    // The emoji data is loaded on first use: the first category shows when it is in.
    await expect(status(page)).toHaveText(/^Smileys & emotion: \d+ emoji$/, { timeout: 30_000 });
  });

  test('finds an emoji by name or keyword and copies it in every format', async ({ page }) => {
    await search(page).fill('rocket');
    await expect(status(page)).toHaveText(/^\d+ emoji match “rocket”/);
    await page.getByRole('button', { name: 'rocket', exact: true }).click();
    expect(await clipboard(page)).toBe('🚀');
    await expect(page.getByText('Copied 🚀 rocket')).toBeVisible();

    const formats = page.getByRole('list', { name: 'Formats' });
    await expect(formats).toContainText('U+1F680');
    await expect(formats).toContainText('&#x1F680;');
    await expect(formats).toContainText('&#128640;');
    await expect(formats).toContainText(':rocket:');
    for (const [row, value] of [
      ['Code points', 'U+1F680'],
      ['HTML entity', '&#x1F680;'],
      ['HTML decimal', '&#128640;'],
      ['Shortcode', ':rocket:'],
      ['Character', '🚀'],
    ]) {
      await formats.getByRole('button', { name: `Copy ${row}` }).click();
      await expect.poll(() => clipboard(page)).toBe(value);
    }

    // A keyword that is not in the name, and a pasted emoji.
    await search(page).fill('lol');
    await expect(page.getByRole('button', { name: 'face with tears of joy', exact: true })).toBeVisible();
    await search(page).fill('👍');
    await expect(status(page)).toHaveText('1 emoji match “👍”');
    await search(page).fill('zzqqxx');
    await expect(status(page)).toHaveText('No emoji match “zzqqxx”. Try a shorter word or another keyword.');
  });

  test('browses a category, applies a skin tone and remembers what was used', async ({ page }) => {
    await page.getByRole('radio', { name: 'Animals & nature', exact: true }).check({ force: true });
    await expect(status(page)).toHaveText(/^Animals & nature: \d+ emoji$/);
    await expect(page.getByRole('button', { name: 'dog face', exact: true })).toBeVisible();

    await search(page).fill('waving hand');
    await page.getByRole('radio', { name: 'Medium-dark', exact: true }).check({ force: true });
    const toned = page.getByRole('button', { name: 'waving hand: medium-dark skin tone', exact: true });
    await toned.click();
    expect(await clipboard(page)).toBe('👋🏾');
    await expect(page.getByRole('list', { name: 'Formats' })).toContainText('U+1F44B U+1F3FE');
    await expect(page.getByRole('list', { name: 'Formats' })).toContainText(':wave_tone4:');

    // Recently used survives a reload, and so does the skin tone.
    await reloadWithState(page);
    // The page keeps its state across a reload; emptied, the search shows what was used.
    await expect(search(page)).toHaveValue('waving hand', { timeout: 30_000 });
    await search(page).fill('');
    await expect(status(page)).toHaveText('Recently used: 1 emoji');
    await expect(page.getByRole('group', { name: 'Recently used' }).getByRole('button')).toHaveAccessibleName(
      'waving hand: medium-dark skin tone',
    );
    await expect(page.getByRole('radio', { name: 'Medium-dark', exact: true })).toBeChecked();
  });

  test('moves between emoji with the arrow keys and picks with Enter', async ({ page }) => {
    await search(page).fill('cat');
    const grid = page.getByRole('group', { name: 'Results for “cat”' });
    const buttons = grid.getByRole('button');
    await expect(buttons.first()).toBeVisible();
    await search(page).press('ArrowDown');
    await expect(buttons.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(buttons.nth(1)).toBeFocused();
    const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    await page.keyboard.press('ArrowDown');
    await expect(buttons.nth(1 + columns)).toBeFocused();
    const chosen = await buttons.nth(1 + columns).getAttribute('data-emoji');
    await page.keyboard.press('Enter');
    await expect.poll(() => clipboard(page)).toBe(chosen);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(search(page)).toBeFocused();
    // Enter in the search box picks the best match.
    await search(page).fill('cat face');
    await search(page).press('Enter');
    await expect.poll(() => clipboard(page)).toBe('🐱');
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.slow(); // two full scans
    await search(page).fill('heart');
    await page.getByRole('button', { name: 'red heart', exact: true }).click();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
