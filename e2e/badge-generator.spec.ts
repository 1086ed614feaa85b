import fs from 'node:fs';
import { makeBadge } from 'badge-maker';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';
import { reloadWithState } from './reload';

test.describe('Badge generator', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/badge-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Badge Generator' })).toBeVisible({ timeout: 20_000 });
  });

  test('renders locally with no request leaving the browser, and writes the escaped URL and snippets', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (r) => {
      if (!/^(http:\/\/127\.0\.0\.1|data:|blob:)/.test(r.url())) external.push(r.url());
    });
    await page.getByLabel('Label').fill('build-status');
    await page.getByLabel('Status', { exact: true }).fill('passing_now ok');
    await page.getByText('purple', { exact: true }).click();
    const preview = page.getByRole('img', { name: 'Badge preview: build-status: passing_now ok' });
    await expect(preview).toBeVisible();
    await expect(preview).toContainText('passing_now ok');
    await expect(page.getByLabel('Image URL', { exact: true })).toHaveText(
      'https://img.shields.io/badge/build--status-passing__now_ok-purple',
    );
    await page.getByLabel('Link (optional)').fill('https://example.com/ci');
    await expect(page.getByLabel('Markdown', { exact: true })).toHaveText(
      '[![build-status: passing_now ok](https://img.shields.io/badge/build--status-passing__now_ok-purple)](https://example.com/ci)',
    );
    expect(external).toEqual([]);
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });

  test('the SVG of every style equals what badge-maker draws in Node', async ({ page }) => {
    await page.getByLabel('Label').fill('coverage');
    await page.getByLabel('Status', { exact: true }).fill('97%');
    await page.getByText('Custom', { exact: true }).click();
    await page.getByLabel('Hex colour').fill('#ff69b4');
    for (const style of ['flat', 'flat-square', 'plastic', 'for-the-badge'] as const) {
      await page.getByText(style, { exact: true }).click();
      await expect(page.getByRole('img', { name: /^Badge preview/ })).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download SVG' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('badge.svg');
      expect(fs.readFileSync(await download.path(), 'utf8')).toBe(
        makeBadge({ label: 'coverage', message: '97%', color: '#ff69b4', style }),
      );
    }
  });

  test('explains a bad colour and keeps the options after a reload', async ({ page }) => {
    await page.getByText('Custom', { exact: true }).click();
    await page.getByLabel('Hex colour').fill('#12');
    await expect(page.getByRole('alert')).toContainText('Colour: a name (blue, green…) or a hex colour');
    await page.getByLabel('Hex colour').fill('#123456');
    await page.getByText('plastic', { exact: true }).click();
    await reloadWithState(page);
    await expect(page.getByLabel('Image URL', { exact: true })).toHaveText(/-123456\?style=plastic$/);
  });
});
