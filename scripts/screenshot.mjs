#!/usr/bin/env node
// Screenshots a page at desktop and mobile widths, light and dark, for a human to look at.
// usage: node scripts/screenshot.mjs <url> <out-prefix> [--full]
import { chromium } from '@playwright/test';

const [url, prefix = '/tmp/shot', flag] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/screenshot.mjs <url> <out-prefix> [--full]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const [name, width, height] of [['desktop', 1280, 800], ['mobile', 375, 740]]) {
  for (const scheme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = `${prefix}-${name}-${scheme}.png`;
    await page.screenshot({ path: file, fullPage: flag === '--full' });
    console.log(file);
    await context.close();
  }
}
await browser.close();
