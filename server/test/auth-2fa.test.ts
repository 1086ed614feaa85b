import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strongPassword, TestClient, uniqueEmail } from './auth-helpers';
import { dialect, startTestServer, type TestServer } from './helpers';
import { secretFromUri, totp } from './totp';

describe(`accounts: two-factor with TOTP (${dialect})`, () => {
  let server: TestServer;
  const email = uniqueEmail('totp');
  let secret = '';
  let backupCodes: string[] = [];
  beforeAll(async () => {
    // One account signs in many times here: lift the per-email limit (5 per 5 minutes by default).
    server = await startTestServer({ AUTH_EMAIL_RATE_LIMIT_MAX: '50' });
  });
  afterAll(async () => server?.close());

  it('computes RFC 6238 codes (test vector)', () => {
    // RFC 6238 appendix B, SHA-1, T = 59 s, 8 digits: 94287082.
    expect(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000, 30, 8)).toBe('94287082');
  });

  it('enables TOTP only after a code from the app is verified', async () => {
    const client = new TestClient(server.url);
    await client.signUp(email, strongPassword);
    const wrongPassword = await client.post('/api/auth/two-factor/enable', { password: 'Wr0ngPassword' });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.json.error.code).toBe('invalid_password');

    const enabled = await client.post('/api/auth/two-factor/enable', { password: strongPassword });
    expect(enabled.status).toBe(200);
    expect(enabled.json.totpURI).toMatch(/^otpauth:\/\/totp\/DevForge:/);
    expect(new URL(enabled.json.totpURI).searchParams.get('issuer')).toBe('DevForge');
    backupCodes = enabled.json.backupCodes;
    expect(backupCodes).toHaveLength(10);
    secret = secretFromUri(enabled.json.totpURI);
    // Not on until verified: a user who never scans the code is not locked out.
    expect((await client.session())?.user.twoFactorEnabled).toBe(false);

    const wrongCode = await client.post('/api/auth/two-factor/verify-totp', { code: totp(secret, Date.now() + 10 * 60_000) });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.json.error.code).toBe('invalid_code');

    const verified = await client.post('/api/auth/two-factor/verify-totp', { code: totp(secret) });
    expect(verified.status).toBe(200);
    expect((await client.session())?.user.twoFactorEnabled).toBe(true);
  });

  it('asks for the code at sign-in and creates no session until it is given', async () => {
    const client = new TestClient(server.url);
    const first = await client.signIn(email, strongPassword);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(await client.session()).toBeNull();

    const wrong = await client.post('/api/auth/two-factor/verify-totp', { code: totp(secret, Date.now() - 10 * 60_000) });
    expect(wrong.status).toBe(401);
    expect(await client.session()).toBeNull();

    const done = await client.post('/api/auth/two-factor/verify-totp', { code: totp(secret) });
    expect(done.status).toBe(200);
    expect(done.text).not.toContain('token');
    expect((await client.session())?.user.email).toBe(email);
  });

  it('accepts each backup code once instead of the app code', async () => {
    const client = new TestClient(server.url);
    expect((await client.signIn(email, strongPassword)).json.twoFactorRedirect).toBe(true);
    const ok = await client.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(ok.status).toBe(200);
    expect((await client.session())?.user.email).toBe(email);

    const other = new TestClient(server.url);
    await other.signIn(email, strongPassword);
    const reused = await other.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(reused.status).toBe(401);
    expect(await other.session()).toBeNull();
  });

  it('keeps server-only two-factor endpoints off HTTP', async () => {
    const client = new TestClient(server.url);
    await client.signIn(email, strongPassword);
    const reply = await client.post('/api/auth/two-factor/view-backup-codes', { userId: 'anyone' });
    expect(reply.status).toBe(404);
    expect(reply.text).not.toContain(backupCodes[2]!);
  });

  it('disables two-factor with the password; sign-in then needs no code', async () => {
    const client = new TestClient(server.url);
    await client.signIn(email, strongPassword);
    await client.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[1] });
    const wrong = await client.post('/api/auth/two-factor/disable', { password: 'Wr0ngPassword' });
    expect(wrong.status).toBe(400);
    const off = await client.post('/api/auth/two-factor/disable', { password: strongPassword });
    expect(off.status).toBe(200);
    expect((await client.session())?.user.twoFactorEnabled).toBe(false);

    const next = new TestClient(server.url);
    const reply = await next.signIn(email, strongPassword);
    expect(reply.json.twoFactorRedirect).toBeUndefined();
    expect((await next.session())?.user.email).toBe(email);
  });
});
