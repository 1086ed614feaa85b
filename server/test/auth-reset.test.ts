import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLink, mailTo, sleep, startMailCatcher, strongPassword, TestClient, uniqueEmail, type MailCatcher } from './auth-helpers';
import { dialect, startTestServer, type TestServer } from './helpers';

const newPassword = 'Brand5NewPass';

describe(`accounts: password reset and create-password (${dialect})`, () => {
  let server: TestServer;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({ SMTP_URL: mail.url, AUTH_RATE_LIMIT_MAX: '100', AUTH_EMAIL_RATE_LIMIT_MAX: '100' });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  async function followResetLink(email: string, subject: RegExp) {
    const link = appLink(await mail.waitFor(mailTo(email, subject)), server.url);
    const landed = await new TestClient(server.url).get(link);
    expect(landed.status).toBe(302);
    return { link, location: new URL(landed.headers.get('location')!, server.url) };
  }

  it('answers "forgot password" the same for known and unknown emails, and mails only the known one', async () => {
    const known = uniqueEmail('known');
    await new TestClient(server.url).signUp(known, strongPassword);
    const unknown = uniqueEmail('unknown');
    const anonymous = new TestClient(server.url);
    const a = await anonymous.post('/api/auth/request-password-reset', { email: known });
    const b = await anonymous.post('/api/auth/request-password-reset', { email: unknown });
    expect(a.status).toBe(200);
    expect(b.status).toBe(a.status);
    expect(b.json).toEqual(a.json);
    await mail.waitFor(mailTo(known, /Reset your DevForge password/));
    await sleep(300);
    expect(mail.messages.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it('resets the password once from the mailed link and ends every other session', async () => {
    const email = uniqueEmail('reset');
    const laptop = new TestClient(server.url);
    await laptop.signUp(email, strongPassword);
    const phone = new TestClient(server.url);
    expect((await phone.signIn(email, strongPassword)).status).toBe(200);

    await new TestClient(server.url).post('/api/auth/request-password-reset', { email });
    const { link, location } = await followResetLink(email, /Reset your DevForge password/);
    expect(location.pathname).toBe('/auth/reset-password');
    const token = location.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const screen = new TestClient(server.url);
    const weak = await screen.post('/api/auth/reset-password', { token, newPassword: 'weakpassword' });
    expect(weak.status).toBe(400);
    expect(weak.json.error.message).toContain('uppercase');

    const done = await screen.post('/api/auth/reset-password', { token, newPassword });
    expect(done.status).toBe(200);
    // Single use: neither the form nor the link accept the token again.
    const again = await screen.post('/api/auth/reset-password', { token, newPassword: 'Another1Pass' });
    expect(again.status).toBe(400);
    expect(again.json.error.code).toBe('invalid_token');
    const relanded = await new TestClient(server.url).get(link);
    expect(new URL(relanded.headers.get('location')!, server.url).searchParams.get('error')).toBe('INVALID_TOKEN');

    expect(await laptop.session()).toBeNull();
    expect(await phone.session()).toBeNull();
    expect((await new TestClient(server.url).signIn(email, strongPassword)).status).toBe(401);
    expect((await new TestClient(server.url).signIn(email, newPassword)).status).toBe(200);
  });

  it('sends create-password links to /auth/create-password with type=recovery', async () => {
    const email = uniqueEmail('create');
    await new TestClient(server.url).signUp(email, strongPassword);
    await new TestClient(server.url).post('/api/auth/request-password-reset', { email, redirectTo: '/auth/create-password?type=recovery' });
    const { location } = await followResetLink(email, /Create your DevForge password/);
    expect(location.pathname).toBe('/auth/create-password');
    expect(location.searchParams.get('type')).toBe('recovery');
    const done = await new TestClient(server.url).post('/api/auth/reset-password', { token: location.searchParams.get('token'), newPassword });
    expect(done.status).toBe(200);
    expect((await new TestClient(server.url).signIn(email, newPassword)).status).toBe(200);
  });

  it('never redirects a reset link to another site', async () => {
    const email = uniqueEmail('redirect');
    await new TestClient(server.url).signUp(email, strongPassword);
    const reply = await new TestClient(server.url).post('/api/auth/request-password-reset', { email, redirectTo: 'https://evil.example/steal' });
    expect(reply.status).toBe(200);
    const { location } = await followResetLink(email, /Reset your DevForge password/);
    expect(location.origin).toBe(server.url);
    expect(location.pathname).toBe('/auth/reset-password');
  });
});

describe(`accounts: expired reset tokens (${dialect})`, () => {
  let server: TestServer;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({ SMTP_URL: mail.url, RESET_TOKEN_TTL_SECONDS: '1' });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('refuses a token after its expiry, on the link and on the form', async () => {
    const email = uniqueEmail('expired');
    await new TestClient(server.url).signUp(email, strongPassword);
    await new TestClient(server.url).post('/api/auth/request-password-reset', { email });
    const link = appLink(await mail.waitFor(mailTo(email, /Reset/)), server.url);
    const token = new URL(link).pathname.split('/').pop()!;
    await sleep(1300);
    const landed = await new TestClient(server.url).get(link);
    expect(new URL(landed.headers.get('location')!, server.url).searchParams.get('error')).toBe('INVALID_TOKEN');
    const reply = await new TestClient(server.url).post('/api/auth/reset-password', { token, newPassword });
    expect(reply.status).toBe(400);
    expect(reply.json.error).toMatchObject({ code: 'invalid_token' });
    expect((await new TestClient(server.url).signIn(email, strongPassword)).status).toBe(200);
  });
});
