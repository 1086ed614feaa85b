import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { linksIn, parseMail } from '../server/test/mail-parse';
import { newEmail, password } from './auth-helpers';
import { freePort } from './own-server';

// Self-hosting under a sub-path (issue 37): the app built with BASE_PATH=/devforge/, the real
// server started with the same BASE_PATH, and Debian's nginx in front of it passing only
// /devforge/ on, as a self-hoster's proxy does. Every request the pages (and their workers and
// service worker) make to the app's origin must stay under /devforge/: nginx answers 404 to
// anything else, and the test says which address escaped.

const BASE = '/devforge/';
// The sub-path build: scripts/test.mjs makes it before the end-to-end step; built here when missing.
const staticDir = path.resolve(process.env.E2E_SUBPATH_STATIC_DIR ?? 'dist/web-devforge');
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4725);
const origin = `http://127.0.0.1:${nginxPort}`;
const app = `${origin}${BASE.slice(0, -1)}`;

// One server and one nginx for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let nginx: ChildProcess | undefined;
let tmp: string;
let dataDir: string;

function buildSubPathApp() {
  if (fs.existsSync(path.join(staticDir, 'index.html'))) return;
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', staticDir], {
    stdio: 'inherit',
    env: { ...process.env, BASE_PATH: BASE },
  });
  if (built.status !== 0) throw new Error('the sub-path build (BASE_PATH=/devforge/ vite build) failed');
}

async function waitFor(url: string, what: string, child: ChildProcess) {
  const deadline = Date.now() + 180_000; // a loaded machine starts the server slowly
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function nginxConfig(upstreamPort: number): string {
  return `
worker_processes 1;
pid ${tmp}/nginx.pid;
error_log ${tmp}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${tmp}/access.log;
  client_body_temp_path ${tmp}/client_body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  server {
    listen 127.0.0.1:${nginxPort};
    # Only the sub-path reaches the app; nginx answers anything else with its own 404.
    location ${BASE} {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # The AI answers stream (server-sent events).
      proxy_buffering off;
    }
    location / {
      return 404;
    }
  }
}
`;
}

test.beforeAll(async () => {
  test.setTimeout(600_000); // the build, when it has to be made here
  buildSubPathApp();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'devforge-sub-path-'));
  dataDir = path.join(tmp, 'data');
  const port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      BASE_PATH: BASE,
      // The public URL, as the browser sees it through the proxy.
      APP_URL: `${app}/`,
      AUTH_RATE_LIMIT_MAX: '10000',
      AUTH_EMAIL_RATE_LIMIT_MAX: '1000',
    },
  });
  await waitFor(`http://127.0.0.1:${port}${BASE}api/health`, 'the server', server);
  fs.writeFileSync(path.join(tmp, 'nginx.conf'), nginxConfig(port));
  nginx = spawn(
    'nginx',
    ['-p', tmp, '-c', path.join(tmp, 'nginx.conf'), '-e', path.join(tmp, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitFor(`${app}/api/health`, 'nginx', nginx);
});

test.afterAll(async () => {
  for (const child of [nginx, server]) {
    if (!child || child.exitCode !== null) continue;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** Every request of the context (pages, workers, service worker) to the app's origin, by path. */
function watchRequests(context: BrowserContext): string[] {
  const paths: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) paths.push(url.pathname);
  });
  return paths;
}

function expectAllUnderSubPath(paths: string[]) {
  expect(paths.length).toBeGreaterThan(10);
  expect(
    paths.filter((p) => !p.startsWith(BASE)),
    'requests that escaped the sub-path',
  ).toEqual([]);
}

async function signUp(page: Page, email: string) {
  await page.goto(`${app}/signup`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByLabel('Confirm password').fill(password);
  await page
    .getByRole('main')
    .getByLabel(/I agree to the/)
    .check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account created!' })).toBeVisible();
  await expect(page).toHaveURL(`${app}/tools`, { timeout: 10_000 });
}

async function mailTo(email: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  let links: string[] = [];
  await expect
    .poll(() => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      const mail = files.map((f) => parseMail(fs.readFileSync(path.join(outbox, f), 'utf8'))).find((m) => m.to.includes(email));
      links = mail ? linksIn(mail) : [];
      return links.length;
    })
    .toBeGreaterThan(0);
  return links;
}

test('the whole app works under /devforge/ behind nginx, and no request leaves the sub-path', async ({ browser }) => {
  // A whole user journey, including a service worker install that can take over 30 s on a loaded
  // machine (and its own wait of up to 90 s): 90 s in all (test.slow) ran out under stress-ng.
  test.setTimeout(240_000);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const requests = watchRequests(context);
  const page = await context.newPage();
  const email = newEmail('sub-path');

  // Sign-up (the session cookie is scoped to the sub-path) and its mailed confirmation link.
  await signUp(page, email);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name.includes('session_token'))?.path).toBe('/devforge');
  const confirm = (await mailTo(email)).find((link) => link.includes('verify-email'));
  expect(confirm, 'the confirmation link').toMatch(new RegExp(`^${app}/api/auth/verify-email`));
  await page.goto(confirm!);
  await expect(page).toHaveURL(new RegExp(`^${app}/auth/callback\\?confirmed=1`));
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();

  // The catalogue, and a tool opened from it whose engine loads lazily in a worker.
  await page.goto(`${app}/tools`);
  await expect(page.getByRole('heading', { level: 1, name: 'Developer Tools' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search tools' }).fill('hash generator');
  await page.getByRole('link', { name: 'Hash Generator', exact: true }).click();
  await expect(page).toHaveURL(`${app}/tools/hash-generator`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hash Generator' })).toBeVisible();
  await page.getByLabel('Text to hash').fill('abc');
  await expect(page.getByLabel('SHA-256 digest', { exact: true })).toHaveText(
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  );
  // A 5 MB file is hashed by the worker in chunks.
  await page.getByText('File', { exact: true }).click();
  await page
    .getByLabel('Choose a file')
    .setInputFiles({ name: 'zeros.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(5 * 1024 * 1024) });
  await expect(page.getByLabel('MD5 digest', { exact: true })).toHaveText('5f363e0e58a95f06cbe9bbc662c5dfb6', {
    timeout: 30_000,
  });
  await page.getByText('Text', { exact: true }).click();

  // A Share link keeps the sub-path and reopens the state in another signed-in context.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Share / });
  const linkField = dialog.getByLabel('Link', { exact: true });
  await expect(linkField).toHaveValue(/#s=1\.[bz]\./);
  const shareLink = await linkField.inputValue();
  expect(shareLink.startsWith(`${app}/tools/hash-generator`)).toBe(true);
  await page.keyboard.press('Escape');

  // A deep link reloads (the server's shell for it), and an in-app link leads back to the catalogue.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hash Generator' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Tools' }).click();
  await expect(page).toHaveURL(new RegExp(`^${app}/tools`));
  await expect(page.getByRole('heading', { level: 1, name: 'Developer Tools' })).toBeVisible();

  // The service worker is registered for the sub-path and controls the page. It registers once the
  // page is idle and installs by precaching the app (11 MB through nginx): on a loaded machine that
  // took over 30 s, and once over 90 s on a slow 2-core one with the other e2e worker busy.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 150_000 });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${app}/`);

  // Another visitor signs in with the form and opens the Share link.
  const other = await browser.newContext();
  const otherRequests = watchRequests(other);
  const reader = await other.newPage();
  await reader.goto(`${app}/login`);
  await reader.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
  await reader.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
  await reader.getByRole('button', { name: 'Sign In' }).click();
  await expect(reader).toHaveURL(`${app}/tools`);
  await reader.goto(shareLink);
  await expect(reader.getByRole('heading', { level: 1, name: 'Hash Generator' })).toBeVisible();
  await expect(reader.getByLabel('Text to hash')).toHaveValue('abc');
  await expect(reader.getByLabel('SHA-256 digest', { exact: true })).toHaveText(
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  );

  // Offline, the sub-path's pages still open from the service worker's cache.
  await context.setOffline(true);
  await page.goto(`${app}/tools/hash-generator`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hash Generator' })).toBeVisible();
  await context.setOffline(false);

  expectAllUnderSubPath(requests);
  expectAllUnderSubPath(otherRequests);
  await other.close();
  await context.close();
});

test('the manifest, service worker, prerendered pages and API docs are under the sub-path, and nginx passes nothing else', async ({
  request,
}) => {
  // Through the proxy, the root is not the app's.
  expect((await request.get(`${origin}/api/health`)).status()).toBe(404);
  // The API, the manifest and the service worker are under the sub-path.
  expect((await request.get(`${app}/api/health`)).ok()).toBe(true);
  const manifest = (await (await request.get(`${app}/manifest.webmanifest`)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ scope: BASE, start_url: `${BASE}tools`, id: BASE });
  for (const icon of manifest.icons as { src: string }[])
    expect((await request.get(`${origin}${icon.src}`)).ok(), icon.src).toBe(true);
  expect((await request.get(`${app}/sw.js`)).ok()).toBe(true);
  // A prerendered page's scripts and styles are under the sub-path.
  const home = await (await request.get(`${app}/`)).text();
  const addresses = [...home.matchAll(/(?:src|href|content)="(\/[^"]*)"/g)].flatMap((m) => m[1]!.split(' '));
  expect(addresses.length).toBeGreaterThan(3);
  // The home link too: '/devforge/', not React Router's '/devforge' for "/", which nginx answers
  // with a redirect to the sub-path itself (as for any proxied prefix location: a typed address).
  expect(addresses.filter((a) => !a.startsWith(BASE))).toEqual([]);
  expect(addresses).toContain(BASE);
  const bare = await request.get(`${origin}${BASE.slice(0, -1)}`, { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(new URL(bare.headers().location!, origin).pathname).toBe(BASE);
  // The API's own documentation is reached under it too.
  expect((await request.get(`${app}/api/openapi.json`)).ok()).toBe(true);
});
