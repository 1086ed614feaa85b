import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_UP_UNAVAILABLE_MESSAGE } from '../src/auth/routes';
import { appLink, mailTo, sleep, startMailCatcher, strongPassword, TestClient, uniqueEmail, type MailCatcher } from './auth-helpers';
import { dialect, startTestServer, type TestServer } from './helpers';
import { linksIn, parseMail } from './mail-parse';

describe(`accounts: sign-up, confirmation, sessions, sign-in (${dialect})`, () => {
  let server: TestServer;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    // Refresh on every use, so the sliding expiry is visible within a test.
    server = await startTestServer({ SMTP_URL: mail.url, SESSION_REFRESH_AFTER_SECONDS: '0', AUTH_RATE_LIMIT_MAX: '100' });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('signs a new user up and in at once, then confirms the email from the mailed link', async () => {
    const client = new TestClient(server.url);
    const email = uniqueEmail('signup');
    const reply = await client.signUp(email.toUpperCase(), strongPassword);
    expect(reply.status).toBe(200);
    expect(reply.json.user).toMatchObject({ email, emailVerified: false, plan: 'free' });
    expect(reply.text).not.toContain('token');

    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('devforge.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    // Signed in before confirming (spec platform.md §4).
    const before = await client.session();
    expect(before).toMatchObject({ user: { email, emailVerified: false, plan: 'free', twoFactorEnabled: false }, isPro: false });
    expect(JSON.stringify(before)).not.toContain('token');

    const confirmation = await mail.waitFor(mailTo(email, /Confirm your DevForge email/));
    expect(confirmation.html).toContain('Dev<span style="color:#4f46e5">Forge</span>');
    const link = appLink(confirmation, server.url);
    expect(link).toContain('/api/auth/verify-email?token=');
    expect(confirmation.html).toContain(link.replace(/&/g, '&amp;'));

    const landed = await client.get(link);
    expect(landed.status).toBe(302);
    expect(new URL(landed.headers.get('location')!, server.url).pathname + new URL(landed.headers.get('location')!, server.url).search).toBe(
      '/auth/callback?confirmed=1',
    );
    expect((await client.session())?.user.emailVerified).toBe(true);
  });

  it('sends a broken confirmation link to the callback page with an error', async () => {
    const client = new TestClient(server.url);
    const landed = await client.get('/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth%2Fcallback%3Fconfirmed%3D1');
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toMatch(/\/auth\/callback\?confirmed=1&error=INVALID_TOKEN$/);
  });

  it('resends the confirmation email on request', async () => {
    const client = new TestClient(server.url);
    const email = uniqueEmail('resend');
    await client.signUp(email, strongPassword);
    await mail.waitFor(mailTo(email, /Confirm/));
    const reply = await client.post('/api/auth/send-verification-email', { email });
    expect(reply.status).toBe(200);
    await expect.poll(() => mail.messages.filter(mailTo(email, /Confirm/)).length).toBe(2);
  });

  it('stores passwords as argon2id with OWASP parameters', async () => {
    const client = new TestClient(server.url);
    const email = uniqueEmail('hash');
    const { json } = await client.signUp(email, strongPassword);
    const row = await server.database.db
      .selectFrom('account' as never)
      .select(['password' as never])
      .where('userId' as never, '=', json.user.id as never)
      .executeTakeFirstOrThrow();
    expect((row as { password: string }).password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ['Short1A', 'at least 8 characters'],
    ['alllowercase1', 'uppercase'],
    ['ALLUPPERCASE1', 'lowercase'],
    ['NoDigitsInHere', 'number'],
    [`Aa1${'x'.repeat(130)}`, 'at most 128 characters'],
  ])('refuses the password %j on the server', async (password, words) => {
    const client = new TestClient(server.url);
    const reply = await client.signUp(uniqueEmail('weak'), password);
    expect(reply.status).toBe(400);
    expect(reply.json.error.message).toContain(words);
    expect(await client.session()).toBeNull();
  });

  it('enforces the rule on endpoints the screens do not validate first (hooks.before)', async () => {
    const client = new TestClient(server.url);
    await client.signUp(uniqueEmail('change'), strongPassword);
    const weak = await client.post('/api/auth/change-password', { currentPassword: strongPassword, newPassword: 'alllowercase1' });
    expect(weak.status).toBe(400);
    expect(weak.json.error.code).toBe('weak_password');
    const strong = await client.post('/api/auth/change-password', { currentPassword: strongPassword, newPassword: 'N3wStrongPass' });
    expect(strong.status).toBe(200);
  });

  it('answers sign-up with a taken email without a session, and mails the owner', async () => {
    const email = uniqueEmail('taken');
    await new TestClient(server.url).signUp(email, strongPassword);
    const intruder = new TestClient(server.url);
    const reply = await intruder.signUp(email, 'An0therPassword');
    expect(reply.status).toBe(422);
    expect(reply.json.error).toEqual({ code: 'email_unavailable', message: SIGN_UP_UNAVAILABLE_MESSAGE });
    expect(reply.headers.getSetCookie()).toEqual([]);
    expect(await intruder.session()).toBeNull();
    const notice = await mail.waitFor(mailTo(email, /tried to sign up/));
    expect(linksIn(notice)).toContain(`${server.url}/login`);
  });

  it('signs out by revoking the session on the server', async () => {
    const client = new TestClient(server.url);
    const email = uniqueEmail('signout');
    await client.signUp(email, strongPassword);
    const stolen = new Map(client.cookies);
    expect(await client.session()).not.toBeNull();

    // The feature routes cache a checked session for a few seconds: a sign-out must end it at once.
    expect((await client.request('GET', '/api/keys')).status).toBe(200);

    const out = await client.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    expect(await client.session()).toBeNull();
    // Replaying the old cookie does not work either: the session row is gone.
    const replay = new TestClient(server.url);
    for (const [name, value] of stolen) replay.cookies.set(name, value);
    expect(await replay.session()).toBeNull();
    expect((await replay.request('GET', '/api/keys')).status).toBe(401);
  });

  it('signs in with the right password and refuses a wrong one like an unknown email', async () => {
    const email = uniqueEmail('signin');
    await new TestClient(server.url).signUp(email, strongPassword);

    const client = new TestClient(server.url);
    const ok = await client.signIn(email.toUpperCase(), strongPassword);
    expect(ok.status).toBe(200);
    expect(ok.text).not.toContain('token');
    expect((await client.session())?.user.email).toBe(email);

    const wrong = await new TestClient(server.url).signIn(email, 'Wr0ngPassword');
    const unknown = await new TestClient(server.url).signIn(uniqueEmail('nobody'), 'Wr0ngPassword');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid email or password' } });
    expect(unknown.json).toEqual(wrong.json);
  });

  it('slides the session expiry forward when the session is used', async () => {
    const client = new TestClient(server.url);
    await client.signUp(uniqueEmail('sliding'), strongPassword);
    const first = new Date((await client.session())!.session.expiresAt).getTime();
    await sleep(1100);
    const reply = await client.get('/api/auth/get-session');
    const second = new Date(reply.json.session.expiresAt).getTime();
    expect(second).toBeGreaterThan(first);
    expect(reply.headers.getSetCookie().some((c) => c.startsWith('devforge.session_token='))).toBe(true);
  });

  it('records the signed-in user on feedback', async () => {
    const client = new TestClient(server.url);
    const { json } = await client.signUp(uniqueEmail('feedback'), strongPassword);
    const reply = await client.post('/api/feedback', { message: 'signed-in feedback' });
    expect(reply.status).toBe(201);
    const row = await server.database.db.selectFrom('feedback').selectAll().where('id', '=', reply.json.id).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(json.user.id);
  });
});

describe(`accounts: cookies and mail without SMTP (${dialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // An https APP_URL (as behind a TLS proxy) and no SMTP_URL.
    server = await startTestServer({ APP_URL: 'https://devforge.example' });
  });
  afterAll(async () => server?.close());

  it('marks the session cookie Secure when the app is served over https', async () => {
    const client = new TestClient(server.url, { origin: 'https://devforge.example' });
    const reply = await client.signUp(uniqueEmail('secure'), strongPassword);
    expect(reply.status).toBe(200);
    const cookie = reply.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(cookie).toMatch(/^__Secure-devforge\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it('writes each mail to data/outbox as an .eml file with links built from APP_URL', async () => {
    const client = new TestClient(server.url, { origin: 'https://devforge.example' });
    const email = uniqueEmail('outbox');
    await client.signUp(email, strongPassword);
    const outbox = path.join(server.config.dataDir, 'outbox');
    const find = () =>
      fs.existsSync(outbox)
        ? fs
            .readdirSync(outbox)
            .map((f) => parseMail(fs.readFileSync(path.join(outbox, f), 'utf8')))
            .find((m) => m.to.includes(email))
        : undefined;
    await expect.poll(find).toBeDefined();
    const written = find()!;
    expect(written.subject).toBe('Confirm your DevForge email');
    expect(appLink(written, 'https://devforge.example')).toContain('https://devforge.example/api/auth/verify-email?token=');
    expect(fs.readdirSync(outbox).every((f) => f.endsWith('.eml'))).toBe(true);
  });
});
