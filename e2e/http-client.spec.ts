/// <reference lib="dom" />
// The HTTP client against real servers started here on 127.0.0.1: one that allows any origin
// (CORS) and one that sends no CORS headers. The e2e server's relay reaches them through its
// test-only RELAY_ALLOW_LOOPBACK_FOR_TESTS_ONLY setting (playwright.config.ts).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { startTargetServer, type TargetServer } from '../server/test/target-server/target-server';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

let cors: TargetServer;
let plain: TargetServer;
test.beforeAll(async () => {
  cors = await startTargetServer({ cors: true });
  plain = await startTargetServer({ cors: false });
});
test.afterAll(async () => {
  await cors?.close();
  await plain?.close();
});

const url = (page: Page) => page.getByRole('textbox', { name: 'URL' });
const send = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });
const summary = (page: Page) => page.getByRole('group', { name: 'Response summary' });
const body = (page: Page) => page.getByLabel('Response body', { exact: true });
/** A header the target received, by name in any case. */
const received = (target: TargetServer, name: string) =>
  target.requests.at(-1)!.headers.find(([n]) => n.toLowerCase() === name)?.[1];

test.describe('HTTP client', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/http-client');
    await expect(page.getByRole('heading', { level: 1, name: 'HTTP/API Client' })).toBeVisible({ timeout: 15_000 });
  });

  test('sends a JSON POST from the browser; params follow the URL both ways; the request lands in history', async ({ page }) => {
    test.slow(); // many steps and an axe scan in two themes on a busy CI machine
    await url(page).fill(`${cors.url}/echo?page=2`);
    await expect(page.getByRole('textbox', { name: 'Parameter 1 name' })).toHaveValue('page');
    await page.getByRole('textbox', { name: 'New parameter name' }).fill('sort');
    await page.getByRole('textbox', { name: 'Parameter 2 value' }).fill('name asc');
    await expect(url(page)).toHaveValue(`${cors.url}/echo?page=2&sort=name%20asc`);
    await page.getByRole('checkbox', { name: 'Send parameter 1' }).uncheck();
    await expect(url(page)).toHaveValue(`${cors.url}/echo?sort=name%20asc`);

    await page.getByLabel('Method').selectOption('POST');
    await page.getByRole('tab', { name: /Headers/ }).click();
    await page.getByRole('textbox', { name: 'New header name' }).fill('X-Trace');
    await page.getByRole('textbox', { name: 'Header 1 value' }).fill('abc');
    await page.getByRole('textbox', { name: 'New header name' }).fill('Bad Header');
    await expect(page.getByText("Header names may only contain letters, digits and !#$%&'*+.^_`|~- — not sent.")).toBeVisible();
    await page.getByRole('tab', { name: 'Body' }).click();
    await page.getByText('JSON', { exact: true }).click();
    await page.getByRole('textbox', { name: 'JSON body' }).fill('{"name": "Ada", "big": 12345678901234567890}');
    await send(page).click();

    await expect(summary(page)).toContainText('200 OK');
    await expect(summary(page)).toContainText('via Browser');
    await expect(summary(page)).toContainText(/\d+ ms/);
    await expect(page.getByText('Sent from the browser: the target allows this page (CORS).')).toBeVisible();
    // The page's own CSP (connect-src 'self') still refuses the same URL: only the transport worker may.
    const pageMayFetch = await page.evaluate(
      (target) =>
        fetch(target).then(
          () => true,
          () => false,
        ),
      `${cors.url}/echo`,
    );
    expect(pageMayFetch).toBe(false);
    await expect(body(page)).toContainText('"method": "POST"');
    await expect(body(page)).toContainText('"sort": "name asc"');
    await expect(body(page)).toContainText(/"x-trace",/i);
    await expect(body(page)).not.toContainText('Bad Header');
    const sent = cors.requests.at(-1)!;
    expect(sent.body.toString()).toBe('{"name": "Ada", "big": 12345678901234567890}');
    expect(received(cors, 'content-type')).toBe('application/json');
    expect(received(cors, 'x-trace')).toBe('abc');

    await page.getByRole('tab', { name: /History \(1\)/ }).click();
    const history = page.getByRole('list', { name: 'Request history' });
    await expect(history.getByRole('button')).toHaveCount(1);
    await page.getByLabel('Method').selectOption('GET');
    await url(page).fill('');
    await history.getByRole('button').first().click();
    await expect(url(page)).toHaveValue(`${cors.url}/echo?sort=name%20asc`);
    await expect(page.getByLabel('Method')).toHaveValue('POST');

    await expectNoSeriousA11yViolationsInBothThemes(page);
  });

  test('goes through the relay when the target refuses the page (CORS), and explains the failure without it', async ({
    page,
  }) => {
    // Auto: the browser is refused, so the relay sends it and says why.
    await url(page).fill(`${plain.url}/echo`);
    await send(page).click();
    await expect(summary(page)).toContainText('via Relay');
    await expect(
      page.getByText(
        /Sent through the relay: the browser could not read an answer from 127\.0\.0\.1:\d+ \(it does not allow this page, CORS\)/,
      ),
    ).toBeVisible();
    await expect(body(page)).toContainText('"path": "/echo"');

    // Browser only: the failure says what happened instead of "Failed to fetch", and offers the relay.
    await page.getByLabel('Send via').selectOption('direct');
    await send(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Blocked by CORS' });
    await expect(alert).toContainText(
      /127\.0\.0\.1:\d+ answered, but it does not allow this page \(http:\/\/127\.0\.0\.1:\d+\) to read its answer/,
    );
    await expect(alert).toContainText('The request did reach the server');
    await expect(page.getByText('Failed to fetch')).toHaveCount(0);
    await alert.getByRole('button', { name: 'Send through the relay' }).click();
    await expect(summary(page)).toContainText('via Relay');

    // Set-Cookie is only readable through the relay: parsed into its parts.
    await url(page).fill(`${plain.url}/cookies`);
    await page.getByLabel('Send via').selectOption('relay');
    await send(page).click();
    await expect(summary(page)).toContainText('via Relay');
    await page.getByRole('tab', { name: 'Cookies (2)' }).click();
    const cookies = page.getByRole('table', { name: 'Cookies set by the response' });
    await expect(cookies.getByRole('row')).toHaveCount(3);
    await expect(cookies.getByRole('row', { name: /session/ })).toContainText('abc123');
    await expect(cookies.getByRole('row', { name: /session/ })).toContainText('HttpOnly · Secure · SameSite=Lax');
    await expect(cookies.getByRole('row', { name: /theme/ })).toContainText('example.com');
    await expect(cookies.getByRole('row', { name: /theme/ })).toContainText('/app');
    await expect(cookies.getByRole('row', { name: /theme/ })).toContainText('Wed, 21 Oct 2037 07:28:00 GMT');
  });

  test('shows the sending state until the answer comes, and Escape cancels it', async ({ page }) => {
    // The target sends its headers and then holds the body: the request stays in flight, no race.
    await url(page).fill(`${cors.url}/slow?ms=120000`);
    await send(page).click();
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(page.getByText('Sending… press Escape to cancel.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Request cancelled')).toBeVisible();
    await expect(send(page)).toBeEnabled();
  });

  test('replaces {{variables}} from the chosen environment and warns about unknown ones', async ({ page }) => {
    await page.getByRole('button', { name: 'Manage environments' }).click();
    const dialog = page.getByRole('dialog', { name: 'Environments' });
    await dialog.getByRole('button', { name: 'Add environment' }).click();
    await dialog.getByLabel('Environment name').fill('Local');
    await dialog.getByRole('textbox', { name: 'New variable name' }).fill('base');
    await dialog.getByRole('textbox', { name: 'Variable 1 value' }).fill(cors.url);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Environment', { exact: true }).selectOption({ label: 'Local' });

    await url(page).fill('{{base}}/echo?token={{token}}');
    await expect(page.getByRole('list', { name: 'Before sending' })).toContainText(
      '{{token}} is not defined in “Local”; it is sent as typed.',
    );
    await send(page).click();
    await expect(summary(page)).toContainText('200 OK');
    expect(cors.requests.at(-1)!.path).toBe('/echo?token={{token}}');
  });

  test('saves requests into collections, renames, exports, imports and deletes them', async ({ page }) => {
    await url(page).fill(`${cors.url}/echo`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Save request' });
    await dialog.getByLabel('Request name').fill('   ');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Save request' });
    await dialog.getByLabel('Request name').fill('Echo');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled(); // a new collection needs its name
    await dialog.getByLabel('New collection name').fill('Targets');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved “Echo” to Targets.')).toBeVisible();

    await page.getByRole('tab', { name: /Collections/ }).click();
    await page.getByRole('button', { name: 'Rename Targets' }).click();
    await page.getByRole('textbox', { name: 'New name for Targets' }).fill('Local targets');
    await page.getByRole('textbox', { name: 'New name for Targets' }).press('Enter');
    await expect(
      page.getByRole('list', { name: 'Requests in Local targets' }).getByRole('button', { name: 'GET Echo' }),
    ).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(exported.collections).toEqual([{ name: 'Local targets', requests: [expect.objectContaining({ name: 'Echo' })] }]);

    await page.getByLabel('Import collections file').setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"collections": [{"requests": []}]}'),
    });
    await expect(page.getByRole('alert')).toContainText('Invalid collections file:');
    await page
      .getByLabel('Import collections file')
      .setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
    await expect(page.getByText('Imported 1 collection from mine.json.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Collections (2)' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Local targets' }).first().click();
    await page.getByRole('alert').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('tab', { name: 'Collections (1)' })).toBeVisible();
  });

  test('imports a pasted curl command and exports the request as code', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const command = `curl -X PUT '${cors.url}/echo?a=1' \\\n  -H 'X-Api-Key: k1' \\\n  -u ada:secret \\\n  --data-raw '{"done": true}' -H 'Content-Type: application/json'`;
    await url(page).focus();
    await page.evaluate((text) => navigator.clipboard.writeText(text), command);
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page.getByLabel('Method')).toHaveValue('PUT');
    await expect(url(page)).toHaveValue(`${cors.url}/echo?a=1`);
    await expect(page.getByRole('textbox', { name: 'JSON body' })).toBeVisible();
    await page.getByRole('tab', { name: 'Auth' }).click();
    await expect(page.getByLabel('Username')).toHaveValue('ada');

    await send(page).click();
    await expect(summary(page)).toContainText('200 OK');
    const sent = cors.requests.at(-1)!;
    expect(sent.method).toBe('PUT');
    expect(received(cors, 'authorization')).toBe(`Basic ${Buffer.from('ada:secret').toString('base64')}`);
    expect(received(cors, 'x-api-key')).toBe('k1');
    expect(sent.body.toString()).toBe('{"done": true}');

    await page.getByRole('button', { name: 'Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request as code' });
    await expect(dialog.getByRole('textbox', { name: 'cURL code' })).toContainText(`--url '${cors.url}/echo?a=1'`);
    await dialog.getByRole('button', { name: 'Copy cURL' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('--data-raw \'{"done": true}\'');
    await dialog.getByRole('tab', { name: 'Python requests' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Python requests code' })).toContainText('requests.put(');
  });

  test('shows a 10 MB JSON response without freezing the page', async ({ page }) => {
    test.slow();
    await url(page).fill(`${cors.url}/json?bytes=10000000`);
    await send(page).click();
    await expect(summary(page)).toContainText('9.5 MB', { timeout: 30_000 });
    await expect(
      page.getByText(/^Showing the first \d+(\.\d)? KB of 9\.5 MB \([\d,]+ lines\); Copy and Download use all of it\.$/),
    ).toBeVisible();
    await expect(body(page)).toContainText('"name": "Item 0"');
    // The page answers at once: the request editor still works.
    await page.getByRole('tab', { name: 'Headers' }).first().click();
    await expect(page.getByRole('textbox', { name: 'New header name' })).toBeEditable();
  });
});
