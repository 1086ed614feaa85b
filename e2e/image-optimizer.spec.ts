import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';

type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** A real image drawn on a canvas in the page (a gradient with circles, so it compresses like a photo). */
async function drawnImage(
  page: Page,
  name: string,
  width: number,
  height: number,
  mimeType: 'image/png' | 'image/jpeg',
): Promise<FilePayload> {
  const base64 = await page.evaluate(
    async ({ width, height, mimeType }) => {
      const w = globalThis as any;
      const canvas = w.document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d');
      const gradient = g.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#f97316');
      gradient.addColorStop(1, '#6366f1');
      g.fillStyle = gradient;
      g.fillRect(0, 0, width, height);
      for (let i = 0; i < 200; i++) {
        g.fillStyle = `hsl(${(i * 37) % 360} 70% 60% / 0.6)`;
        g.beginPath();
        g.arc((i * 97) % width, (i * 53) % height, 5 + (i % 25), 0, 7);
        g.fill();
      }
      const blob: Blob = await new Promise((resolve) => canvas.toBlob(resolve, mimeType, 0.95));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return w.btoa(binary);
    },
    { width, height, mimeType },
  );
  return { name, mimeType, buffer: Buffer.from(base64, 'base64') };
}

const chooser = (page: Page) => page.getByLabel('Choose images');
const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test.describe('Image optimizer', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/image-optimizer');
    await expect(page.getByRole('heading', { level: 1, name: 'Image Optimizer' })).toBeVisible({ timeout: 20_000 });
  });

  test('compresses several images in a worker, shows before/after and downloads them all as a ZIP', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    const png = await drawnImage(page, 'banner.png', 800, 450, 'image/png');
    const jpeg = await drawnImage(page, 'photo.jpg', 600, 800, 'image/jpeg');
    await chooser(page).setInputFiles([png, jpeg]);

    const banner = card(page, 'banner.png');
    await expect(banner.getByRole('img', { name: 'Original banner.png' })).toBeVisible();
    await expect(banner.getByRole('img', { name: 'Optimized banner.png' })).toBeVisible();
    await expect(banner.getByText(/^After · 800×450 · [\d.]+ KB$/)).toBeVisible();
    await expect(banner.getByText(/^−\d+(\.\d)?%$/)).toBeVisible();
    await expect(card(page, 'photo.jpg').getByText(/^After · 600×800/)).toBeVisible();
    await expect(page.getByText(/^2 images · [\d.]+ (KB|MB) → [\d.]+ KB/)).toBeVisible();
    expect(workers.some((url) => url.includes('image.worker'))).toBe(true);

    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download all (ZIP)' }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe('optimized-images.zip');
    const entries = unzipSync(new Uint8Array(fs.readFileSync(await zip.path())));
    expect(Object.keys(entries).sort()).toEqual(['banner.webp', 'photo.webp']);
    for (const bytes of Object.values(entries)) {
      const header = Buffer.from(bytes.subarray(0, 12)).toString('latin1');
      expect(header.startsWith('RIFF') && header.endsWith('WEBP')).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('resizes keeping the aspect ratio, hides quality for PNG and downloads one file', async ({ page }) => {
    await chooser(page).setInputFiles([await drawnImage(page, 'wide.png', 1200, 600, 'image/png')]);
    const wide = card(page, 'wide.png');
    await expect(wide.getByText(/^After · 1200×600/)).toBeVisible();

    await page.getByLabel('Max width').fill('400');
    await expect(wide.getByText(/^After · 400×200/)).toBeVisible();
    await page.getByLabel('Keep aspect ratio').uncheck();
    await page.getByLabel('Max height').fill('300');
    await expect(wide.getByText(/^After · 400×300/)).toBeVisible();

    await page.getByRole('radio', { name: 'PNG' }).check({ force: true });
    await expect(page.getByRole('slider', { name: /Quality/ })).toHaveCount(0);
    await expect(page.getByText('PNG is lossless: there is no quality setting.')).toBeVisible();
    await page.getByRole('radio', { name: 'JPEG' }).check({ force: true });
    await expect(page.getByRole('slider', { name: /Quality/ })).toHaveValue('80');

    const download = page.getByRole('button', { name: 'Download wide.jpg' });
    await expect(download).toBeEnabled();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('wide.jpg');
    const bytes = fs.readFileSync(await file.path());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    await page.getByRole('button', { name: 'Remove wide.png' }).click();
    await expect(page.getByRole('heading', { name: 'wide.png' })).toHaveCount(0);
  });

  test('refuses files over 10 MB and non-images, naming each, and keeps the good ones', async ({ page }) => {
    const good = await drawnImage(page, 'ok.png', 64, 64, 'image/png');
    await chooser(page).setInputFiles([
      { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
      good,
    ]);
    const alert = page.getByRole('alert').filter({ hasText: '2 files were not added' });
    await expect(alert).toContainText('"huge.png" is 10.0 MB, over the 10 MB limit per image.');
    await expect(alert).toContainText('"notes.txt" is not an image.');
    await expect(card(page, 'ok.png').getByRole('img', { name: 'Optimized ok.png' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'huge.png' })).toHaveCount(0);

    // A file that claims to be an image but cannot be decoded fails on its own card.
    await chooser(page).setInputFiles([
      { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('definitely not a png') },
    ]);
    await expect(card(page, 'broken.png').getByRole('alert')).toHaveText(
      'Could not read "broken.png": this browser cannot decode it.',
    );
  });
});
