import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Which Chromium to drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own.
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  const playwrightCache = path.join(os.homedir(), '.cache', 'ms-playwright');
  if (fs.existsSync(playwrightCache) && fs.readdirSync(playwrightCache).some((d) => d.startsWith('chromium'))) return undefined;
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one with `sudo apt-get install chromium` (Debian/Ubuntu), ' +
      'set CHROMIUM_PATH to a Chromium/Chrome binary, or run `npx playwright install chromium`.',
  );
}

const port = Number(process.env.E2E_PORT ?? 4319);
// Workers load this file again; the env var makes them agree with the server on its data folder
// (specs read the mail outbox there: E2E_DATA_DIR/outbox).
const dataDir = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'devforge-e2e-')));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records a DOM snapshot at every action: a quarter of the suite's time when kept for every
    // test (81 s against 55 s for 8 generic-tool tests). CI retries a failed test once, with a trace;
    // locally, add --trace on to the command to get one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    // The app's service worker (issue 19) would answer the engines' fetches from its cache, out of
    // page.route's sight (held requests could not be held), and precache the app in every context.
    // The specs about it (offline, new-deployment) allow it in their own contexts.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The real server serving the built SPA (npm test builds it first) on a fresh SQLite database.
    command: 'node --import tsx server/src/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist/web',
      LOG_LEVEL: 'warn',
      APP_URL: `http://127.0.0.1:${port}`,
      FEEDBACK_RATE_LIMIT: '1000',
      // Every spec signs up or in from 127.0.0.1: the production limits would stop the suite.
      AUTH_RATE_LIMIT_MAX: '10000',
      AUTH_EMAIL_RATE_LIMIT_MAX: '1000',
      // The API clients' specs run their target servers on 127.0.0.1, which the relay refuses
      // otherwise (test-only: refused when NODE_ENV=production).
      RELAY_ALLOW_LOOPBACK_FOR_TESTS_ONLY: '1',
    },
  },
});
