import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { ToolMeta } from '../web/src/tools/types';
import { navigateInApp } from './navigate';
import { startOwnServer, type OwnServer } from './own-server';
import { workingTools } from './tool-registry';

// Installable and offline (issue 19). After one visit online, with the network off and the server
// gone, the catalogue and every working tool that does not need the server still run; what needs
// the server says so. The tools are read from the registry (e2e/tool-registry.ts): a tool that
// lands later is checked without editing this file. Its own server, so it can be stopped.
// Each tool is reached by in-app navigation (its screen's chunks, workers and data come through the
// service worker either way); full page loads offline, which also need the tool's prerendered page
// from the precache, are checked on a sample of screens of each kind (FULL_LOADS).

test.describe.configure({ mode: 'serial' });

let server: OwnServer;
let context: BrowserContext;
let page: Page;
let tools: ToolMeta[];

/** Loaded as whole pages offline: a generic operation screen, custom screens, a worker engine, an AI tool, a server-backed tool. */
const FULL_LOADS = [
  'base64-encoder',
  'json-formatter',
  'regex-tester',
  'hash-generator',
  'commit-message-generator',
  'snippet-library',
];

const toolSection = (tool: ToolMeta) => page.getByRole('region', { name: tool.name, exact: true });

/**
 * How long a tool's screen may take to arrive: its chunks come through the service worker, which
 * on a first visit is still writing its precache (11 MB) beside them; on a slow 2-core machine
 * with the other e2e worker busy, one screen took over the default 7 s. A state waited for, not a race.
 */
const SCREEN_LOAD_MS = 30_000;

/** The tool's screen is on the page, with nothing still loading and no error in its place. */
async function expectToolRunning(tool: ToolMeta) {
  await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
  await expect(toolSection(tool)).toBeVisible({ timeout: SCREEN_LOAD_MS });
  await expect(page.getByRole('status', { name: `Loading ${tool.name}` })).toHaveCount(0, { timeout: SCREEN_LOAD_MS });
  await expect(page.getByLabel(/\(loading the editor\)$/)).toHaveCount(0, { timeout: SCREEN_LOAD_MS });
  await expect(page.getByText(`${tool.name} stopped working`)).toHaveCount(0);
}

/** Offline: a browser-only tool runs (and its AI helpers say they need a connection); a server-backed one says it needs the server. */
async function expectWorksOffline(tool: ToolMeta) {
  if (tool.needsServer) {
    await expect(page.getByText(`${tool.name} needs a connection to DevForge's server.`)).toBeVisible();
    return;
  }
  await expectToolRunning(tool);
  if (tool.hasAI) await expect(page.getByText('AI features need a connection.')).toBeVisible();
}

/** The code linter on Python: Ruff's WebAssembly in its worker. */
async function lintPython() {
  await page.goto('/tools/code-linter');
  await page.getByLabel('Language').selectOption('python');
  await page.getByRole('textbox', { name: 'Code' }).fill('import os\n');
  await expect(page.getByRole('list', { name: 'Lint results' })).toContainText('`os` imported but unused', { timeout: 60_000 });
}

/** The query runner on PostgreSQL: PGlite's WebAssembly and data files in its worker. */
async function runOnPostgres() {
  await page.goto('/tools/nosql-query-tester');
  await page.getByLabel('Database').selectOption('postgresql');
  await expect(page.locator('[data-engine-ready="postgresql"]')).toBeVisible({ timeout: 90_000 });
  const editor = page.getByRole('textbox', { name: 'SQL query' });
  await editor.fill('SELECT 6 * 7 AS answer');
  await editor.press('Control+Enter');
  await expect(page.getByRole('table', { name: 'Query result' })).toContainText('42');
}

test.beforeAll(async ({ browser }) => {
  tools = await workingTools();
  server = await startOwnServer(process.env.E2E_STATIC_DIR ?? 'dist/web');
  context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    data: { email: `offline-${Date.now()}@example.com`, password: 'E2e-Passw0rd' },
    headers: { origin: server.url },
  });
  expect(signUp.ok()).toBe(true);
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

test('online: the service worker installs and takes the page; each tool is opened once', async () => {
  // Every working tool is opened, then two heavy engines start (PGlite cold: tens of seconds on a busy
  // CI machine). About 3 minutes for the tools alone on a slow 2-core machine with the other worker busy.
  test.setTimeout(600_000);
  await page.goto('/tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Developer Tools' })).toBeVisible();
  // Registered once the page is idle, then it claims the page once its precache (354 files) is
  // written: from here on it sees every fetch. Over 20 s on a slow machine at load 11.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  const manifest = await page.evaluate(async () =>
    (await fetch(document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href)).json(),
  );
  expect(manifest).toMatchObject({ name: expect.stringContaining('DevForge'), display: 'standalone', start_url: '/tools' });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  for (const tool of tools.filter((t) => !t.needsServer)) {
    await navigateInApp(page, `/tools/${tool.id}`);
    await expectToolRunning(tool);
  }
  // Heavy engines are cached when first used: Ruff's WebAssembly and PostgreSQL (PGlite) run once online.
  await lintPython();
  await runOnPostgres();

  // The API is never cached: the session check went to the network every time.
  const cachedApi = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.filter((url) => new URL(url).pathname.startsWith('/api/'));
  });
  expect(cachedApi).toEqual([]);
});

test('offline: the catalogue and every tool that runs in the browser still work, signed in as before', async () => {
  test.setTimeout(480_000);
  await server.stop();
  await context.setOffline(true);
  await page.goto('/tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Developer Tools' })).toBeVisible();
  // Offline is not "signed out": the page stays, and says plainly what needs a connection.
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByText('You are offline.')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search tools' })).toBeVisible();

  const fullLoads = tools.filter((tool) => FULL_LOADS.includes(tool.id));
  expect(fullLoads.map((tool) => tool.id).sort()).toEqual([...FULL_LOADS].sort());
  for (const tool of fullLoads) {
    await page.goto(`/tools/${tool.id}`);
    await expectWorksOffline(tool);
  }
  for (const tool of tools.filter((t) => !FULL_LOADS.includes(t.id))) {
    await navigateInApp(page, `/tools/${tool.id}`);
    await expectWorksOffline(tool);
  }
});

test('offline: the engines used online (WebAssembly linter, PostgreSQL) run from the cache', async () => {
  test.setTimeout(240_000);
  await lintPython();
  await runOnPostgres();
});

test('offline: a tool computes, and server-backed forms keep what was typed', async () => {
  await page.goto('/tools/json-formatter');
  await page.getByLabel('JSON input').fill('{"offline":true}');
  await page.getByRole('button', { name: 'Format JSON' }).click();
  await expect(page.getByLabel('Formatted JSON')).toHaveValue('{\n  "offline": true\n}');

  // The feedback form (footer) cannot send: it says so and keeps the message.
  const feedback = page.getByRole('contentinfo').getByLabel('Message');
  await feedback.fill('Sent from a plane');
  await expect(page.getByRole('button', { name: 'Send Feedback' })).toBeDisabled();
  await expect(page.getByRole('contentinfo').getByRole('status')).toContainText(
    /No internet connection|DevForge cannot be reached/,
  );
  await expect(feedback).toHaveValue('Sent from a plane');
});

test('back online, the session is asked again and the offline notice goes', async () => {
  await server.start(process.env.E2E_STATIC_DIR ?? 'dist/web');
  await context.setOffline(false);
  await page.goto('/tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Developer Tools' })).toBeVisible();
  await expect(page.getByText('You are offline.')).toHaveCount(0);
});
