import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// The colour-blindness simulator: a palette simulated on the page (the operation), and an image
// simulated in a worker. The oracle for the image is Python's standard library
// (e2e/files/color-blindness-check.py): it decodes our fixture and the downloaded PNG and applies
// the published Machado (2009) matrices itself.

const files = path.join(import.meta.dirname, 'files');
const fixture = path.join(files, 'palette-8x4.png');

test.describe('Color Blindness Simulator', () => {
  // Four PNG downloads, each checked by a Python process, and axe twice in two themes: slow on a shared machine.
  test.slow();
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/color-blindness-simulator');
    await expect(page.getByRole('heading', { level: 1, name: 'Color Blindness Simulator' })).toBeVisible({ timeout: 20_000 });
    // The screen is a lazy chunk: its region shows once it is drawn.
    await expect(page.getByRole('region', { name: 'Color Blindness Simulator', exact: true })).toBeVisible({ timeout: 60_000 });
  });

  test('a palette shows each colour under the four conditions; bad colours are named with line and column', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByLabel('Colours', { exact: true }).fill('#ff0000\n#2a9d8f');
    const table = page.getByRole('table', { name: /Each colour of the palette/ });
    // Values from Python applying the published matrices (see operations.test.ts).
    await expect(table.getByRole('row').nth(1)).toHaveText(/#ff0000\s*#6d5f00\s*#a39000\s*#ff000f\s*#7f7f7f/);
    await page.getByRole('button', { name: 'Copy table' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^original\tprotanopia\tdeuteranopia\ttritanopia\tachromatopsia\n#ff0000\t#6d5f00\t#a39000\t#ff000f\t#7f7f7f\n#2a9d8f\t/,
    );

    await page.getByLabel('Colours', { exact: true }).fill('#ff0000\n  #12345g');
    await expect(page.getByText('Line 2, column 3: “#12345g” is not a hex colour')).toBeVisible();
    await expect(page.getByLabel('Colours', { exact: true })).toHaveValue('#ff0000\n  #12345g');
  });

  test('an image is simulated four times and each download matches the published matrices', async ({ page }) => {
    await page.getByRole('group', { name: 'Simulate' }).getByText('An image', { exact: true }).click();
    await page.getByLabel('Choose an image').setInputFiles(fixture);
    const panels = page.getByRole('list', { name: 'Simulated images' });
    await expect(panels.getByRole('img', { name: 'palette-8x4.png, original' })).toBeVisible();
    await expect(panels.getByText('8×4')).toBeVisible();
    for (const [name, deficiency] of [
      ['protanopia', 'protanopia'],
      ['deuteranopia', 'deuteranopia'],
      ['tritanopia', 'tritanopia'],
      ['achromatopsia', 'achromatopsia'],
    ]) {
      await expect(panels.getByRole('img', { name: `palette-8x4.png as seen with ${name}` })).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Download the ${name} image` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`palette-8x4-${deficiency}.png`);
      const checked = execFileSync('/usr/bin/python3', [
        path.join(files, 'color-blindness-check.py'),
        fixture,
        await download.path(),
        deficiency,
      ]).toString();
      const [width, height, worst] = checked.trim().split(' ').map(Number);
      expect({ width, height }).toEqual({ width: 8, height: 4 });
      expect(worst, `${deficiency}: largest channel difference from the oracle`).toBeLessThanOrEqual(1);
    }
  });

  test('a file that is not an image is explained', async ({ page }) => {
    await page.getByRole('group', { name: 'Simulate' }).getByText('An image', { exact: true }).click();
    await page
      .getByLabel('Choose an image')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
    await expect(page.getByText('“notes.png” is not an image this browser can open')).toBeVisible();
  });

  test('has no serious accessibility violations, light or dark, with a palette and with an image', async ({ page }) => {
    await expect(page.getByRole('table', { name: /Each colour of the palette/ })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
    await page.getByRole('group', { name: 'Simulate' }).getByText('An image', { exact: true }).click();
    await page.getByLabel('Choose an image').setInputFiles(fixture);
    await expect(page.getByRole('img', { name: 'palette-8x4.png as seen with achromatopsia' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
