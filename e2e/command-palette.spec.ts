import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { holdRequests } from './hold-requests';
import { untilInteractive } from './interactive';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const combobox = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search tools and actions' });

async function openPalette(page: Page) {
  // The shortcut listener exists once React has taken the page over: a prerendered page's heading
  // is on screen before that (allow for a busy machine).
  await untilInteractive(page);
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(combobox(page)).toBeFocused();
}

/** The prerendered catalogue on screen, its scripts held until the returned function is called. */
async function catalogueBeforeScripts(page: Page): Promise<() => void> {
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  // Not until "load": a held script that was already requested delays it.
  await page.goto('/tools', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Developer Tools' })).toBeVisible();
  return release;
}

test.describe('Command palette', () => {
  test('Ctrl+K opens it; typing filters; Enter opens the tool', async ({ page }) => {
    await page.goto('/tools');
    await expect(page.getByRole('heading', { level: 1, name: 'Developer Tools' })).toBeVisible();
    await openPalette(page);

    await combobox(page).fill('jwt');
    const first = dialog(page).getByRole('option').first();
    await expect(first).toContainText('JWT Decoder');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/jwt-decoder$/);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'JWT Decoder' })).toBeVisible();
  });

  test('shows a loading panel at once while its code is still on the way', async ({ page }) => {
    await page.goto('/tools');
    await untilInteractive(page);
    const release = await holdRequests(page, /\/CommandPalette-[\w-]+\.js$/);
    const loading = page.getByRole('status').filter({ hasText: 'Opening the command palette…' });
    // Escape closes the loading panel like the palette: a slow network never traps the page.
    await page.keyboard.press('Control+k');
    await expect(loading).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loading).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(loading).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    release();
    await expect(combobox(page)).toBeFocused({ timeout: 15_000 });
    await expect(loading).toHaveCount(0);
  });

  test('arrow keys move the active option, with fuzzy matching', async ({ page }) => {
    await page.goto('/tools');
    await openPalette(page);
    await combobox(page).fill('pasword');
    const options = dialog(page).getByRole('option');
    await expect(options.first()).toContainText('Password Generator');

    await combobox(page).fill('');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    // Wraps around to the last option (the last action).
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await expect(options.last()).toContainText('Open Website Builder');
  });

  test('actions: Go to Tools and Toggle theme', async ({ page }) => {
    await page.goto('/tools/json-formatter');
    await openPalette(page);
    await combobox(page).fill('go to tools');
    await expect(dialog(page).getByRole('option', { selected: true })).toContainText('Go to Tools');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools$/);

    const dark = () => page.evaluate(() => (globalThis as any).document.documentElement.classList.contains('dark'));
    const before = await dark();
    await openPalette(page);
    await combobox(page).fill('theme');
    await expect(dialog(page).getByRole('option', { selected: true })).toContainText('Toggle theme');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(dark).toBe(!before);
  });

  test('Escape closes it and gives focus back', async ({ page }) => {
    test.slow(); // axe walks the whole catalogue with the palette open
    await page.goto('/tools');
    const searchBox = page.getByRole('searchbox', { name: 'Search tools' });
    await searchBox.focus();
    await openPalette(page);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(searchBox).toBeFocused();

    // Ctrl+K toggles it, and the catalogue's shortcut button opens it too.
    await openPalette(page);
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toHaveCount(0);
    await page.getByRole('button', { name: /Jump to any tool/ }).click();
    await expect(dialog(page)).toBeVisible();
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/tools');
    await openPalette(page);
    await combobox(page).fill('qqzzxx');
    await expect(dialog(page).getByText('No tools or actions match “qqzzxx”.')).toBeVisible();
    await expect(dialog(page).getByRole('option')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
  });

  test('is not in the first load of /: it loads on the first Ctrl+K', async ({ page, user }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // On the home page the palette is for signed-in users: wait until the header knows who this is
    // (on a busy machine "network idle" can come before the app has even rendered).
    await expect(page.getByRole('banner').getByText(user.email.split('@')[0]!)).toBeVisible({ timeout: 15_000 });
    const paletteChunk = /\/CommandPalette-[\w-]+\.js$/;
    // Neither the palette nor the catalogue or any tool screen is fetched for the home page.
    expect(scripts.filter((s) => paletteChunk.test(s) || /\/(CataloguePage|ToolPage|JsonFormatter)-/.test(s))).toEqual([]);

    await page.keyboard.press('Control+k');
    // The first opening fetches the palette's code: a loading panel shows at once, the palette after.
    await expect(page.getByRole('status').filter({ hasText: 'Opening the command palette…' }).or(dialog(page))).toBeVisible();
    await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
    expect(scripts.some((s) => paletteChunk.test(s))).toBe(true);
    await combobox(page).fill('uuid');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/uuid-generator$/);
  });

  test('a Ctrl+K pressed while the session is still being checked opens the palette once it is known', async ({ page }) => {
    const release = await holdRequests(page, '**/api/auth/get-session');
    await page.goto('/');
    await untilInteractive(page);
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toHaveCount(0);
    release();
    await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
    await expect(combobox(page)).toBeFocused();
  });

  test('a Ctrl+K pressed before the page is interactive opens the palette once it is', async ({ page }) => {
    const release = await catalogueBeforeScripts(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('html[data-react-listens]')).toHaveCount(0);
    release();
    await untilInteractive(page);
    await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
    await expect(combobox(page)).toBeFocused();
  });

  test('pressed twice before the page is interactive, Ctrl+K leaves the palette closed', async ({ page }) => {
    const release = await catalogueBeforeScripts(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.press('Control+k');
    release();
    await untilInteractive(page);
    // Interactive, the palette still opens on the next Ctrl+K (it was not left half open).
    await expect(dialog(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
  });
});
