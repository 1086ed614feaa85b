/// <reference lib="dom" />
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// Share links (issue 28 §3): the state is in the fragment (#s=…), which never reaches the server;
// opening the link restores it before the first result; a damaged link says so and opens the
// defaults; a state too large for a link goes to a file that the tool opens again.

const urlSafePadded = (text: string) => Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_');

async function shareLink(page: import('@playwright/test').Page): Promise<string> {
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: /^Share / });
  const link = dialog.getByLabel('Link');
  await expect(link).toHaveValue(/#s=1\.[bz]\./);
  const url = await link.inputValue();
  await page.keyboard.press('Escape');
  return url;
}

test('a generic-screen tool reopens in exactly its state, in another browser signed in', async ({
  page,
  browser,
  workerStorageState,
}) => {
  await page.goto('/tools/base64-encoder');
  await page.getByLabel('Text to encode').fill('Share me: ?>? 😀');
  await page.getByLabel('URL-safe alphabet (- and _)').check();
  await expect(page.getByLabel('Base64', { exact: true })).toHaveValue(urlSafePadded('Share me: ?>? 😀'));
  // The address bar follows the state, without new history entries.
  await expect(page).toHaveURL(/#s=1\./);
  const url = await shareLink(page);

  const other = await browser.newContext({ storageState: workerStorageState });
  const requests: string[] = [];
  const fresh = await other.newPage();
  fresh.on('request', (request) => requests.push(request.url()));
  await fresh.goto(url);
  await expect(fresh.getByLabel('Text to encode')).toHaveValue('Share me: ?>? 😀');
  await expect(fresh.getByLabel('URL-safe alphabet (- and _)')).toBeChecked();
  await expect(fresh.getByLabel('Base64', { exact: true })).toHaveValue(urlSafePadded('Share me: ?>? 😀'));
  // The fragment never left the browser.
  expect(requests.filter((r) => r.includes('#') || r.includes('Share%20me'))).toEqual([]);
  await other.close();
});

test('the mode is part of the state', async ({ page }) => {
  await page.goto('/tools/base64-encoder');
  await page.getByText('Decode', { exact: true }).click();
  await page.getByLabel('Base64 to decode').fill('Zm9vYmFy');
  const url = await shareLink(page);
  await page.goto('/tools');
  await page.goto(url);
  await expect(page.getByRole('radio', { name: 'Decode' })).toBeChecked();
  await expect(page.getByLabel('Decoded text')).toHaveValue('foobar');
});

test('a damaged or foreign link says so and opens the defaults, never an error page', async ({ page }) => {
  await page.goto('/tools/base64-encoder#s=1.z.AAAA-not-deflate');
  await expect(page.getByText(/This link is damaged.*Base64 Encoder\/Decoder opened with its defaults/)).toBeVisible();
  await expect(page.getByLabel('Text to encode')).toHaveValue('');
  await expect(page).not.toHaveURL(/#s=/);

  // Pasted into the address bar of the same page: only the fragment changes.
  const foreign = Buffer.from(JSON.stringify({ t: 'regex-tester', s: { input: 'x' } })).toString('base64url');
  await page.goto(`/tools/base64-encoder#s=1.b.${foreign}`);
  await expect(page.getByText(/This link is for another tool \(regex-tester\)/)).toBeVisible();
  const good = Buffer.from(JSON.stringify({ t: 'base64-encoder', s: { input: 'same page' } })).toString('base64url');
  await page.goto(`/tools/base64-encoder#s=1.b.${good}`);
  await expect(page.getByLabel('Text to encode')).toHaveValue('same page');

  // A value of the wrong type for one field: that field keeps its default, the rest is restored.
  const mixed = Buffer.from(JSON.stringify({ t: 'base64-encoder', s: { input: 'kept', mode: 42 } })).toString('base64url');
  await page.goto('/tools');
  await page.goto(`/tools/base64-encoder#s=1.b.${mixed}`);
  await expect(page.getByLabel('Text to encode')).toHaveValue('kept');
  await expect(page.getByText(/Part of this link could not be used \(mode\)/)).toBeVisible();
});

test('too large for a link: Share offers the state as a file, and dropping it on the page restores it', async ({ page }) => {
  test.slow();
  await page.goto('/tools/base64-encoder');
  // ~200 KB of random Base64 text: barely compressible, far over the 64 KB a link holds.
  const big = randomBytes(150_000).toString('base64');
  await page.getByLabel('Text to encode').fill(big);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: /^Share / });
  await expect(dialog.getByText('Too large to share by link')).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download state' }).click();
  const file = await (await download).path();
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({
    devforge: 'tool-state',
    tool: 'base64-encoder',
    state: { input: big },
  });
  await page.keyboard.press('Escape');

  await page.goto('/tools/base64-encoder');
  await expect(page.getByLabel('Text to encode')).toHaveValue('');
  await page.getByRole('button', { name: 'Share' }).click();
  await page
    .getByRole('dialog', { name: /^Share / })
    .getByLabel('Open a state file')
    .setInputFiles(file);
  await expect(page.getByLabel('Text to encode')).toHaveValue(big);
});

test('the share dialog has no serious accessibility violations, light or dark', async ({ page }) => {
  await page.goto('/tools/base64-encoder');
  await page.getByLabel('Text to encode').fill('a11y');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog', { name: /^Share / }).getByLabel('Link')).toHaveValue(/#s=/);
  await expectNoSeriousA11yViolationsInBothThemes(page, { exclude: ['main', 'header', 'footer'] });
});
