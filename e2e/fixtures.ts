import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, request } from '@playwright/test';

/** The user a worker's pages are signed in as. */
export type SignedInUser = { email: string; password: string };

// Specs import `test` from here: every page they get is already signed in (the catalogue, the
// tools, /account and the builder are protected). Each worker signs up its own fresh user once,
// through the API, and reuses the saved cookies for all its tests.
export const test = base.extend<{ user: SignedInUser }, { workerUser: SignedInUser; workerStorageState: string }>({
  workerUser: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      await use({
        email: `e2e-w${workerInfo.workerIndex}-${randomBytes(4).toString('hex')}@example.com`,
        password: 'E2e-Passw0rd',
      });
    },
    { scope: 'worker' },
  ],
  workerStorageState: [
    async ({ workerUser }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const file = path.join(workerInfo.project.outputDir, '.auth', `worker-${workerInfo.workerIndex}.json`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // The Origin header is what a browser sends; the server refuses cross-site state changes.
      const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
      const response = await api.post('/api/auth/sign-up/email', { data: workerUser });
      if (!response.ok()) throw new Error(`Could not sign up the e2e user: ${response.status()} ${await response.text()}`);
      await api.storageState({ path: file });
      await api.dispose();
      await use(file);
    },
    { scope: 'worker' },
  ],
  storageState: ({ workerStorageState }, use) => use(workerStorageState),
  // Favorites are the account's (kept on the server), and the worker's tests share one account:
  // each test starts with none, as each starts with an empty localStorage.
  page: async ({ page, baseURL }, use) => {
    const reply = await page.request.put('/api/favorites', { data: { toolIds: [] }, headers: { origin: String(baseURL) } });
    if (!reply.ok()) throw new Error(`Could not clear the e2e user's favorites: ${reply.status()} ${await reply.text()}`);
    await use(page);
  },
  user: ({ workerUser }, use) => use(workerUser),
});
export { expect };
