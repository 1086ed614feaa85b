import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { startOwnServer, type OwnServer } from './own-server';
import { makeSecondDeployment, type SecondDeployment } from './second-deployment';

// A new deployment is picked up safely (issue 19): a page of the old one keeps working on its own
// files (the service worker's), offers "A new version is available — Reload" as soon as it meets
// the new one (an API answer from a newer build, a chunk of its own build gone), and reloads into
// it when asked. Its own server, restarted on the second deployment as a real deployment does.

let server: OwnServer;
let second: SecondDeployment;
const firstDir = process.env.E2E_STATIC_DIR ?? 'dist/web';

test.beforeAll(() => {
  second = makeSecondDeployment(firstDir, { removeToolScreen: 'uuid-generator' });
});

test.afterAll(async () => {
  await server?.stop();
  if (second) fs.rmSync(second.dir, { recursive: true, force: true });
});

test('an open page of the old deployment offers to reload, keeps working meanwhile, and reloads into the new one', async ({
  browser,
}) => {
  test.slow(); // two server starts
  server = await startOwnServer(firstDir);
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    data: { email: `deploy-${Date.now()}@example.com`, password: 'E2e-Passw0rd' },
    headers: { origin: server.url },
  });
  expect(signUp.ok()).toBe(true);
  const page = await context.newPage();
  await page.goto('/tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Developer Tools' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  const firstBuild = await page.locator('html').getAttribute('data-build');
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(prompt).toHaveCount(0);

  // The deployment: the server stops and comes back serving the second build.
  await server.stop();
  await server.start(second.dir);

  // The page's next API call meets the newer build: it offers the reload, and goes on meanwhile.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Reload', exact: true })).toBeVisible();
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toHaveCount(0);

  // Its own pages still work (their files are the worker's); a chunk the new deployment no longer
  // has brings the offer back instead of a dead end.
  await page
    .getByRole('link', { name: /JSON Formatter/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'JSON Formatter' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Tools' }).click();
  await page
    .getByRole('link', { name: /UUID Generator/ })
    .first()
    .click();
  await expect(prompt).toBeVisible();

  await prompt.getByRole('button', { name: 'Reload', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-build', second.buildId, { timeout: 20_000 });
  expect(second.buildId > (firstBuild ?? '')).toBe(true);
  // The new deployment runs on its own files: no offer left (the test's copy lacks that one tool).
  await page.goto('/tools');
  await expect(page.locator('html')).toHaveAttribute('data-build', second.buildId);
  await expect(page.getByRole('heading', { level: 1, name: 'Developer Tools' })).toBeVisible();
  await page
    .getByRole('link', { name: /JSON Formatter/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'JSON Formatter' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await context.close();
});
