/// <reference lib="dom" />
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { buildCli } from '../cli/test/build-cli';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect as baseExpect, test } from './fixtures';

// Each step waits on the server (list, create, revoke): generous on a shared, loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });

// Personal API tokens (issue 30): created in account settings, shown once, used by a script
// against /api/ops, revoked; and a share link copied from the browser run by the command line.

/** A client with no cookies, as a script or CI job calls the API. */
async function scriptClient(baseURL: string): Promise<APIRequestContext> {
  return apiRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
}

test('creates a token, shows it once, a script calls the API with it, revoking it gives 401', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000); // two axe passes in both themes, and a reload, on a shared machine
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'API Tokens' });
  await expect(section.getByText('No API tokens yet.')).toBeVisible();

  const toggle = section.getByRole('button', { name: 'Create token' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const form = section.locator('form');
  await form.getByRole('button', { name: 'Create token' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Token name').fill('CI pipeline');
  await form.getByLabel('Expires').selectOption({ label: '7 days' });
  await expect(form.getByText('Run operations (/api/ops)')).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await form.getByRole('button', { name: 'Create token' }).click();

  // Shown once, copied with its button.
  const panel = section.getByRole('region', { name: 'Token “CI pipeline” created' });
  await expect(panel.getByText('it is shown only this once')).toBeVisible();
  await panel.getByRole('button', { name: 'Copy token' }).click();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toMatch(/^dfk_[A-Za-z0-9_-]{20,}$/);
  await expect(panel.getByTestId('new-api-token')).toHaveText(secret);

  const row = section.getByRole('listitem', { name: 'API token CI pipeline' });
  await expect(row.getByText(`${secret.slice(0, 12)}…`)).toBeVisible();
  await expect(row.getByTestId('token-last-used')).toHaveText('Never');
  const inAWeek = new Date(Date.now() + 7 * 86_400_000);
  await expect(
    row.getByText(inAWeek.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })),
  ).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await page.emulateMedia({ colorScheme: 'light' });

  // A script with the token (no cookie) runs an operation; without it, 401.
  const script = await scriptClient(baseURL!);
  const called = await script.post('/api/ops/base64-encode', {
    headers: { authorization: `Bearer ${secret}` },
    data: { input: 'hello' },
  });
  expect(called.status()).toBe(200);
  expect(await called.json()).toEqual({ output: 'aGVsbG8=', kind: 'text' });
  expect((await script.post('/api/ops/base64-encode', { data: { input: 'hello' } })).status()).toBe(401);
  // Never on account routes.
  expect((await script.get('/api/tokens', { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(401);

  // After a reload the token itself is gone for good; its last use is listed.
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'API Tokens' }).getByRole('listitem', { name: 'API token CI pipeline' });
  await expect(reloaded.getByTestId('token-last-used')).not.toHaveText('Never');
  await expect(page.getByText(secret)).toHaveCount(0);

  // Revoke asks first; Cancel keeps it and gives focus back.
  await reloaded.getByRole('button', { name: 'Revoke CI pipeline' }).click();
  const confirm = reloaded.getByRole('group', { name: 'Confirm revoking CI pipeline' });
  await expect(confirm.getByRole('button', { name: 'Revoke token' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(reloaded.getByRole('button', { name: 'Revoke CI pipeline' })).toBeFocused();
  await reloaded.getByRole('button', { name: 'Revoke CI pipeline' }).click();
  await reloaded.getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByText('“CI pipeline” revoked.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'API Tokens' }).getByText('No API tokens yet.')).toBeVisible();

  const refused = await script.post('/api/ops/base64-encode', {
    headers: { authorization: `Bearer ${secret}` },
    data: { input: 'hello' },
  });
  expect(refused.status()).toBe(401);
  await script.dispose();
});

test('a share link copied from the page, run by the command line, gives the page output', async ({ page, context }) => {
  test.slow(); // builds the CLI
  const { bundle, dir } = buildCli();
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/tools/base64-encoder');
    await page.getByLabel('Text to encode').fill('From the page: ?>? 😀');
    await page.getByLabel('URL-safe alphabet (- and _)').check();
    const output = page.getByLabel('Base64', { exact: true });
    await expect(output).toHaveValue(/^[A-Za-z0-9_-]+=*$/);
    const pageOutput = await output.inputValue();

    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: /^Share / });
    await expect(dialog.getByLabel('Link')).toHaveValue(/#s=1\.[bz]\./);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/tools\/base64-encoder#s=/);

    const run = spawnSync(process.execPath, [bundle, 'recipe', link], {
      input: '',
      env: { ...process.env, DEVFORGE_CACHE_DIR: path.join(dir, 'cache') },
    });
    expect(run.stderr.toString()).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.toString()).toBe(pageOutput);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
