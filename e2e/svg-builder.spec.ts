/// <reference lib="dom" />
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

const maliciousSvg = path.join(import.meta.dirname, 'files', 'malicious.svg');

async function openBuilder(page: Page) {
  await page.goto('/tools/svg-builder');
  await expect(page.getByRole('heading', { level: 1, name: 'SVG Builder' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-layer="0"]')).toBeVisible();
}

const layers = (page: Page) => page.getByRole('list', { name: 'Layers, front first' }).getByRole('listitem');

test.describe('SVG builder', () => {
  test('adds shapes, moves one by dragging, undoes and redoes, reorders layers', async ({ page }) => {
    await openBuilder(page);
    await page.getByRole('button', { name: 'Add rectangle' }).click();
    await expect(page.getByLabel('Width', { exact: true })).toHaveValue('150');
    const x = Number(await page.getByLabel('X', { exact: true }).inputValue());

    // Drag the new rectangle 40 view-box units right: the canvas is drawn at its own scale.
    const shape = page.locator('[data-layer="3"]');
    const box = (await shape.boundingBox())!;
    const canvas = (await page.getByRole('application').boundingBox())!;
    const unit = canvas.width / 400;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 20 * unit, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2 + 40 * unit, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(async () => Math.round(Number(await page.getByLabel('X', { exact: true }).inputValue()) - x))
      .toBeGreaterThanOrEqual(38);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByLabel('X', { exact: true })).toHaveValue(String(x));
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(page.getByLabel('X', { exact: true })).not.toHaveValue(String(x));

    await page.getByRole('tab', { name: 'Layers' }).click();
    await expect(layers(page)).toHaveCount(4);
    await expect(layers(page).first()).toContainText('Rectangle 2');
    await page.getByRole('button', { name: 'Send Rectangle 2 backward' }).click();
    await expect(layers(page).nth(1)).toContainText('Rectangle 2');
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });

  test('the code view works both ways', async ({ page }) => {
    await openBuilder(page);
    await page.getByRole('tab', { name: 'Code' }).click();
    const code = page.getByRole('textbox', { name: 'SVG code' });
    await expect(code).toContainText('<circle cx="300" cy="90" r="46"');
    await code.fill(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><ellipse cx="50" cy="50" rx="40" ry="20" fill="#ff0000"/></svg>',
    );
    await expect(page.locator('[data-layer="0"]')).toHaveAttribute('rx', '40');
    await expect(page.locator('[data-layer]')).toHaveCount(1);
    await code.fill('<svg><rect></svg>');
    await expect(page.getByRole('alert')).toContainText('Not well-formed SVG');
    // The canvas keeps the last good drawing.
    await expect(page.locator('ellipse[data-layer="0"]')).toBeVisible();
  });

  test('a malicious SVG imported runs nothing and keeps nothing unsafe', async ({ page }) => {
    await openBuilder(page);
    await page.getByLabel('Import SVG').setInputFiles(maliciousSvg);
    await expect(page.locator('rect[data-layer]')).toBeVisible();
    await expect(page.locator('[data-layer] circle')).toBeVisible();
    // Hover and click what had handlers and links.
    await page.locator('rect[data-layer]').hover();
    await page.locator('rect[data-layer]').click();
    await page.locator('[data-layer] text').click();
    await page.getByRole('tab', { name: 'Code' }).click();
    const code = (await page.getByRole('textbox', { name: 'SVG code' }).textContent()) ?? '';
    for (const unsafe of [
      'script',
      'onload',
      'onclick',
      'onmouseover',
      'onerror',
      'javascript:',
      'iframe',
      'tracker.invalid',
      '<set',
    ])
      expect(code, unsafe).not.toContain(unsafe);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(await page.locator('script:not([src])').count()).toBe(0);
  });

  test('optimises with SVGO and downloads SVG and PNG', async ({ page }) => {
    test.slow();
    await openBuilder(page);
    await page.getByRole('button', { name: 'Optimise with SVGO' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Optimised: [\d,]+ B → [\d,]+ B \(\d+% smaller\)$/ })).toBeVisible({
      timeout: 20_000,
    });

    const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG' }).click()]);
    expect(svg.suggestedFilename()).toBe('drawing.svg');
    expect(fs.readFileSync(await svg.path(), 'utf8')).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="300"/,
    );

    await page.getByLabel('PNG scale').selectOption('2');
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
    const bytes = fs.readFileSync(await png.path());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: width and height at twice the drawing's size.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([800, 600]);
  });
});
