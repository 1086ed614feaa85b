import fs from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import config from '../playwright.config';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// Chromium's fake capture devices: a generated 640×480 test pattern and a beep. With the fake UI flag
// the permission prompt is accepted; without it (and no permission granted) getUserMedia is refused.
const projectLaunch = config.use?.launchOptions ?? {};
const launchWith = (...flags: string[]) => ({ ...projectLaunch, args: [...(projectLaunch.args ?? []), ...flags] });

async function open(page: Page) {
  await page.goto('/tools/camera-recorder');
  await expect(page.getByRole('heading', { level: 1, name: 'Camera Recorder' })).toBeVisible();
}

async function download(page: Page, name: RegExp): Promise<{ fileName: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).first().click()]);
  return { fileName: file.suggestedFilename(), bytes: fs.readFileSync((await file.path())!) };
}

test.use({ launchOptions: launchWith('--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream') });

test.describe('Camera recorder with a (fake) camera', () => {
  test('previews, takes a PNG photo of the stream size and records a WebM with its duration', async ({ page }) => {
    test.slow(); // two seconds of video encoded on a shared machine
    await open(page);
    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect(page.getByRole('button', { name: 'Stop camera' })).toBeVisible();
    await expect(page.getByLabel('Camera', { exact: true }).locator('option')).not.toHaveCount(0);
    await expect(page.getByLabel('Camera', { exact: true })).toContainText('fake');

    await page.getByRole('button', { name: 'Take photo' }).click();
    await expect(page.getByRole('heading', { name: 'Photos (1)' })).toBeVisible();
    const photo = await download(page, /^Download photo-.*\.png$/);
    expect(photo.fileName).toMatch(/^photo-\d{4}-\d\d-\d\d-\d\d-\d\d-\d\d\.png$/);
    // PNG signature, then the IHDR chunk's width and height (PNG spec §11.2.2).
    expect(photo.bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(photo.bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
    const size = [photo.bytes.readUInt32BE(16), photo.bytes.readUInt32BE(20)];
    const streamSize = await page.getByLabel('Camera preview').evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight]);
    expect(size).toEqual(streamSize);
    expect(size[0]).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Start recording' }).click();
    // Hold the recording until the page's own timer has counted two seconds.
    const timer = page.getByRole('timer', { name: 'Recording time' });
    const seconds = async () =>
      ((await timer.textContent()) ?? '0:00').split(':').reduce((total, part) => total * 60 + Number(part), 0);
    await expect.poll(seconds, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await expect(page.getByRole('heading', { name: 'Recordings (1)' })).toBeVisible();
    await expect(page.getByText(/\d:\d\d, .* with sound/)).toBeVisible();
    const video = await download(page, /^Download video-.*\.webm$/);
    // EBML magic, and a WebM DocType (Matroska/WebM specs).
    expect(video.bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(video.bytes.subarray(0, 64).includes(Buffer.from('webm'))).toBe(true);
    // Chromium's own demuxer reads the file back: a finite duration of at least the two seconds held.
    const duration = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const element = document.createElement('video');
      element.src = URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
      await new Promise((resolve, reject) => {
        element.onloadedmetadata = resolve;
        element.onerror = () => reject(new Error('The recording does not load'));
      });
      return element.duration;
    }, video.bytes.toString('base64'));
    expect(Number.isFinite(duration)).toBe(true);
    expect(duration).toBeGreaterThanOrEqual(1.5);

    // Leaving the page turns the camera off: no live track is left.
    const tracksLive = () =>
      page.evaluate(() => {
        const preview = document.querySelector<HTMLVideoElement>('video[aria-label="Camera preview"]');
        return (preview?.srcObject as MediaStream | null)?.getTracks().filter((t) => t.readyState === 'live').length ?? 0;
      });
    expect(await tracksLive()).toBe(1);
    await page.getByRole('button', { name: 'Stop camera' }).click();
    expect(await tracksLive()).toBe(0);
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    // Two full scans of a page playing live video: on a loaded shared machine they take over a minute.
    test.setTimeout(180_000);
    await open(page);
    await page.getByRole('button', { name: 'Start camera' }).click();
    await page.getByRole('button', { name: 'Take photo' }).click();
    await expect(page.getByRole('heading', { name: 'Photos (1)' })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});

test.describe('Camera recorder when the camera is refused', () => {
  // A browser of its own: a fake device but no fake prompt, and no permission granted, so Chromium
  // refuses getUserMedia with NotAllowedError as when a user blocks the camera.
  test('explains the refusal in plain words', async ({ workerStorageState, baseURL }) => {
    test.slow(); // a browser of its own and two full scans
    const browser = await chromium.launch(launchWith('--use-fake-device-for-media-stream'));
    const context = await browser.newContext({
      storageState: workerStorageState,
      baseURL,
      serviceWorkers: 'block',
      permissions: [],
    });
    const page = await context.newPage();
    await open(page);
    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect(page.getByRole('alert')).toContainText('The browser did not allow the camera');
    await expect(page.getByRole('alert')).toContainText('allow the camera for this site');
    await expect(page.getByRole('button', { name: 'Take photo' })).toBeDisabled();
    await expectNoSeriousA11yViolationsInBothThemes(page);
    await browser.close();
  });
});

test.describe('Camera recorder on a device with no camera', () => {
  // A browser of its own without Chromium's fake capture devices: the prompt is accepted (fake UI),
  // but there is no camera to open, so getUserMedia rejects with NotFoundError.
  test('says no camera was found, and nothing breaks', async ({ workerStorageState, baseURL }) => {
    test.slow(); // a browser of its own and two full scans
    const browser = await chromium.launch(launchWith('--use-fake-ui-for-media-stream'));
    const context = await browser.newContext({ storageState: workerStorageState, baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await open(page);
    expect(
      await page.evaluate(async () => (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput')),
    ).toEqual([]);

    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect(page.getByRole('alert')).toContainText('No camera was found. Connect a camera');
    await expect(page.getByText('No camera found.', { exact: true })).toBeVisible();
    await expect(page.getByText('This device has no camera the browser can use.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Take photo' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Start recording' })).toBeDisabled();
    // Trying again is possible (a camera may have been plugged in) and fails the same way.
    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect(page.getByRole('alert')).toContainText('No camera was found');
    await expect(page.getByRole('heading', { level: 1, name: 'Camera Recorder' })).toBeVisible();
    expect(pageErrors).toEqual([]);
    await expectNoSeriousA11yViolationsInBothThemes(page);
    await browser.close();
  });
});
