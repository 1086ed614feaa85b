import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strongPassword, TestClient, uniqueEmail } from './auth-helpers';
import { dialect, startTestServer, type TestServer } from './helpers';

const run = promisify(execFile);

describe(`accounts: plans and the admin CLI (${dialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  // Each case starts the CLI in a fresh Node process (a few seconds on a busy machine).
  /** `npm run admin -- …`, as an operator runs it, against the test server's database. */
  async function admin(...args: string[]) {
    const env = {
      ...process.env,
      DATA_DIR: server.config.dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
    };
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/src/auth/admin-cli.ts', ...args], { env });
      return { code: 0, stdout, stderr };
    } catch (err) {
      const e = err as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }

  it('starts every user on the free plan, and sign-up cannot choose another', async () => {
    const client = new TestClient(server.url);
    const reply = await client.post('/api/auth/sign-up/email', { email: uniqueEmail('free'), password: strongPassword, plan: 'pro' });
    expect(reply.status).toBe(200);
    expect(await client.session()).toMatchObject({ user: { plan: 'free' }, isPro: false });
    const update = await client.post('/api/auth/update-user', { plan: 'pro' });
    expect(update.status).toBe(400);
    expect(await client.session()).toMatchObject({ user: { plan: 'free' }, isPro: false });
  });

  it('set-plan switches a user to pro and back; open sessions see it at once', async () => {
    const email = uniqueEmail('plan');
    const client = new TestClient(server.url);
    await client.signUp(email, strongPassword);

    const up = await admin('set-plan', email.toUpperCase(), 'pro');
    expect(up.code, up.stderr).toBe(0);
    expect(up.stdout).toContain(`${email} is now on the pro plan.`);
    expect(await client.session()).toMatchObject({ user: { plan: 'pro' }, isPro: true });

    const down = await admin('set-plan', email, 'free');
    expect(down.code, down.stderr).toBe(0);
    expect(await client.session()).toMatchObject({ user: { plan: 'free' }, isPro: false });
  }, 90_000);

  it('explains bad usage and unknown users', async () => {
    const unknown = await admin('set-plan', 'nobody@example.com', 'pro');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user with the email nobody@example.com');
    const badPlan = await admin('set-plan', 'a@example.com', 'gold');
    expect(badPlan.code).toBe(2);
    expect(badPlan.stderr).toContain('usage: npm run admin -- set-plan <email> pro|free');
  }, 90_000);
});
