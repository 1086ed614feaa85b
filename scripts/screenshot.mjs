#!/usr/bin/env node
// Screenshots a page at desktop and mobile widths, light and dark, for a human to look at.
// usage: node scripts/screenshot.mjs <url> <out-prefix> [--full] [--sign-in] [--steps file.mjs]
//   --sign-in   signs a throwaway user up on that server first (the tools need an account)
//   --steps     a module whose default export `async (page) => {}` drives the page before each shot
//   --fake-media  Chromium's fake camera and microphone, allowed without a prompt (camera tools)
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { full: { type: 'boolean' }, 'sign-in': { type: 'boolean' }, steps: { type: 'string' }, only: { type: 'string' }, 'fake-media': { type: 'boolean' } },
});
const [url, prefix = '/tmp/shot'] = positionals;
if (!url) {
  console.error('usage: node scripts/screenshot.mjs <url> <out-prefix> [--full] [--sign-in] [--steps file.mjs] [--only desktop-light,mobile-dark]');
  process.exit(2);
}
const steps = values.steps ? (await import(pathToFileURL(path.resolve(values.steps)).href)).default : null;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ...(values['fake-media'] ? ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] : [])],
});
const origin = new URL(url).origin;
let storageState;
if (values['sign-in']) {
  const context = await browser.newContext();
  const response = await context.request.post(`${origin}/api/auth/sign-up/email`, {
    data: { email: `shot-${Date.now()}@example.com`, password: 'Shot-Passw0rd' },
    headers: { origin },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  storageState = await context.storageState();
  await context.close();
}
const only = values.only?.split(',');
for (const [name, width, height] of [['desktop', 1280, 800], ['mobile', 375, 740]]) {
  for (const scheme of ['light', 'dark']) {
    if (only && !only.includes(`${name}-${scheme}`)) continue;
    const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme, storageState });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    if (steps) await steps(page);
    await page.waitForTimeout(300);
    const file = `${prefix}-${name}-${scheme}.png`;
    await page.screenshot({ path: file, fullPage: values.full });
    console.log(file);
    await context.close();
  }
}
await browser.close();
