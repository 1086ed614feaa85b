import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, strongPassword, TestClient, uniqueEmail } from './auth-helpers';
import { dialect, startTestServer, type TestServer } from './helpers';

// Long windows, so a slow machine cannot let a window lapse mid-test; the recovery case has its own short one.
const limits = {
  AUTH_RATE_LIMIT_MAX: '3',
  AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
  AUTH_EMAIL_RATE_LIMIT_MAX: '3',
  AUTH_EMAIL_RATE_LIMIT_WINDOW_SECONDS: '60',
};
const SHORT_WINDOW_SECONDS = 4;

async function clearLimits(server: TestServer) {
  await server.database.db.deleteFrom('rate_limits').execute();
  await server.database.db.deleteFrom('rateLimit' as never).execute();
}

describe(`accounts: rate limits (${dialect})`, () => {
  let server: TestServer;
  let proxied: TestServer;
  let shortWindow: TestServer;
  beforeAll(async () => {
    server = await startTestServer(limits);
    proxied = await startTestServer({ ...limits, TRUST_PROXY: 'true' });
    shortWindow = await startTestServer({
      ...limits,
      AUTH_RATE_LIMIT_WINDOW_SECONDS: String(SHORT_WINDOW_SECONDS),
      AUTH_EMAIL_RATE_LIMIT_WINDOW_SECONDS: String(SHORT_WINDOW_SECONDS),
    });
  });
  afterAll(async () => {
    await server?.close();
    await proxied?.close();
    await shortWindow?.close();
  });

  it('limits sign-in attempts per client IP with 429; a forged X-Forwarded-For does not get around it', async () => {
    await clearLimits(server);
    const client = new TestClient(server.url);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await client.signIn(uniqueEmail('ip'), 'Wr0ngPassword')).status);
    const limited = await client.signIn(uniqueEmail('ip'), 'Wr0ngPassword');
    expect(statuses).toEqual([401, 401, 401]);
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('rate_limited');
    expect(limited.json.error.message).toMatch(/try again in \d+ s/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // TRUST_PROXY is off: neither X-Forwarded-For nor our own IP header buys a fresh bucket.
    const forgedHeader = await client.post('/api/auth/sign-in/email', { email: uniqueEmail('ip'), password: 'Wr0ngPassword' }, { 'x-forwarded-for': '203.0.113.7' });
    expect(forgedHeader.status).toBe(429);
    const ourHeader = await client.post('/api/auth/sign-in/email', { email: uniqueEmail('ip'), password: 'Wr0ngPassword' }, { 'x-devforge-client-ip': '203.0.113.8' });
    expect(ourHeader.status).toBe(429);
  });

  it('lets attempts through again once the window has passed', async () => {
    await clearLimits(shortWindow);
    const client = new TestClient(shortWindow.url);
    const email = uniqueEmail('recover');
    for (let i = 0; i < 3; i++) await client.signIn(email, 'Wr0ngPassword');
    expect((await client.signIn(email, 'Wr0ngPassword')).status).toBe(429);
    await sleep(SHORT_WINDOW_SECONDS * 1000 + 300);
    expect((await client.signIn(email, 'Wr0ngPassword')).status).toBe(401);
  });

  it('limits sign-ups and reset requests per client IP too', async () => {
    await clearLimits(server);
    const client = new TestClient(server.url);
    const signUps = [];
    for (let i = 0; i < 4; i++) signUps.push((await new TestClient(server.url).signUp(uniqueEmail('burst'), strongPassword)).status);
    expect(signUps).toEqual([200, 200, 200, 429]);
    const resets = [];
    for (let i = 0; i < 4; i++) resets.push((await client.post('/api/auth/request-password-reset', { email: uniqueEmail('reset') })).status);
    expect(resets).toEqual([200, 200, 200, 429]);
  });

  it('limits attempts per email address across client IPs', async () => {
    await clearLimits(proxied);
    const client = new TestClient(proxied.url);
    const email = uniqueEmail('victim');
    const statuses = [];
    for (let i = 1; i <= 4; i++) {
      statuses.push((await client.post('/api/auth/sign-in/email', { email, password: 'Wr0ngPassword' }, { 'x-forwarded-for': `198.51.100.${i}` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The same address in another case is the same bucket; another address is not limited.
    expect((await client.post('/api/auth/sign-in/email', { email: email.toUpperCase(), password: 'x' }, { 'x-forwarded-for': '198.51.100.9' })).status).toBe(429);
    expect((await client.post('/api/auth/sign-in/email', { email: uniqueEmail('other'), password: 'x' }, { 'x-forwarded-for': '198.51.100.10' })).status).toBe(401);
  });

  it('with TRUST_PROXY, clients behind different addresses get their own buckets', async () => {
    await clearLimits(proxied);
    const client = new TestClient(proxied.url);
    const from = (ip: string) => client.post('/api/auth/sign-in/email', { email: uniqueEmail('nat'), password: 'Wr0ngPassword' }, { 'x-forwarded-for': ip });
    for (let i = 0; i < 3; i++) expect((await from('192.0.2.10')).status).toBe(401);
    expect((await from('192.0.2.10')).status).toBe(429);
    expect((await from('192.0.2.11')).status).toBe(401);
  });
});

describe(`accounts: origin checks and bad input (${dialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000', AUTH_EMAIL_RATE_LIMIT_MAX: '1000', FEEDBACK_RATE_LIMIT: '1000' });
  });
  afterAll(async () => server?.close());

  it('refuses state-changing requests from another origin with 403 bad_origin', async () => {
    const email = uniqueEmail('csrf');
    await new TestClient(server.url).signUp(email, strongPassword);
    const evil = new TestClient(server.url, { origin: 'https://evil.example' });
    for (const [path, body] of [
      ['/api/auth/sign-in/email', { email, password: strongPassword }],
      ['/api/auth/sign-up/email', { email: uniqueEmail('csrf'), password: strongPassword }],
      ['/api/feedback', { message: 'from evil' }],
    ] as const) {
      const reply = await evil.post(path, body);
      expect(reply.status, path).toBe(403);
      expect(reply.json.error.code).toBe('bad_origin');
    }
    const byReferer = new TestClient(server.url, { referer: 'https://evil.example/page' });
    expect((await byReferer.post('/api/feedback', { message: 'x' })).status).toBe(403);
    const nullOrigin = new TestClient(server.url, { origin: 'null' });
    expect((await nullOrigin.post('/api/feedback', { message: 'x' })).status).toBe(403);
  });

  it('accepts our own origin, the request host, and clients that send no origin', async () => {
    expect((await new TestClient(server.url).post('/api/feedback', { message: 'same origin' })).status).toBe(201);
    expect((await new TestClient(server.url, { referer: `${server.url}/about` }).post('/api/feedback', { message: 'referer' })).status).toBe(201);
    expect((await new TestClient(server.url, {}).post('/api/feedback', { message: 'curl' })).status).toBe(201);
  });

  it('refuses a signed-in request without an Origin: Better Auth needs one when cookies are sent', async () => {
    const client = new TestClient(server.url);
    await client.signUp(uniqueEmail('noorigin'), strongPassword);
    const bare = new TestClient(server.url, {});
    for (const [name, value] of client.cookies) bare.cookies.set(name, value);
    const reply = await bare.post('/api/auth/sign-out');
    expect(reply.status).toBe(403);
    expect(reply.json.error.code).toBe('bad_origin');
    expect(await client.session()).not.toBeNull();
  });

  const endpoints = [
    '/api/auth/sign-up/email',
    '/api/auth/sign-in/email',
    '/api/auth/request-password-reset',
    '/api/auth/reset-password',
    '/api/auth/send-verification-email',
    '/api/auth/change-password',
    '/api/auth/two-factor/enable',
    '/api/auth/two-factor/disable',
    '/api/auth/two-factor/verify-totp',
    '/api/auth/two-factor/verify-backup-code',
  ];
  const tenKilobyteEmail = `${'a'.repeat(10 * 1024)}@example.com`;
  const badBodies: [string, unknown][] = [
    ['missing fields', {}],
    ['wrong types', { email: 42, password: ['x'], newPassword: { a: 1 }, token: 7, code: 123456 }],
    ['a 10 KB email', { email: tenKilobyteEmail, password: 'x', newPassword: 'x', currentPassword: 'x', token: 'x'.repeat(300), code: 'x' }],
    ['malformed JSON', '{"email": "a@b.c", '],
    ['an array', '[1,2]'],
    ['a bare string', '"hello"'],
    ['null', 'null'],
  ];

  it.each(endpoints)('answers bad input to %s with a 4xx and a message, never a 5xx', async (endpoint) => {
    const signedIn = new TestClient(server.url);
    await signedIn.signUp(uniqueEmail('bad'), strongPassword);
    for (const client of [new TestClient(server.url), signedIn]) {
      for (const [label, body] of badBodies) {
        const reply = await client.post(endpoint, body);
        expect(reply.status, `${endpoint} with ${label}`).toBeGreaterThanOrEqual(400);
        expect(reply.status, `${endpoint} with ${label}`).toBeLessThan(500);
        expect(reply.json?.error?.message, `${endpoint} with ${label}: ${reply.text}`).toMatch(/\w/);
      }
      const plain = await client.request('POST', endpoint, 'email=a', { 'content-type': 'text/plain' });
      expect(plain.status).toBe(415);
    }
  });

  it('answers a malformed sign-out body with 400, and an empty one with success', async () => {
    const client = new TestClient(server.url);
    await client.signUp(uniqueEmail('signout'), strongPassword);
    expect((await client.post('/api/auth/sign-out', '{"a":')).status).toBe(400);
    expect((await client.post('/api/auth/sign-out', '[1]')).status).toBe(200);
    expect(await client.session()).toBeNull();
  });

  it('gives clear messages for the fields the screens send', async () => {
    const client = new TestClient(server.url);
    const cases: [string, unknown, string][] = [
      ['/api/auth/sign-up/email', { password: strongPassword }, 'Email is required'],
      ['/api/auth/sign-up/email', { email: 'not-an-email', password: strongPassword }, 'Please enter a valid email address'],
      ['/api/auth/sign-up/email', { email: tenKilobyteEmail, password: strongPassword }, 'Email address is too long'],
      ['/api/auth/sign-in/email', { email: 'a@example.com' }, 'Password is required'],
      ['/api/auth/reset-password', { newPassword: strongPassword }, 'The reset link is missing its token'],
      ['/api/auth/two-factor/verify-totp', { code: '12ab' }, 'Enter the 6-digit code'],
    ];
    for (const [path, body, message] of cases) {
      const reply = await client.post(path, body);
      expect(reply.status, path).toBe(400);
      expect(reply.json.error.message, path).toContain(message);
    }
  });

  it('refuses an oversized auth body with 413', async () => {
    const reply = await new TestClient(server.url).post('/api/auth/sign-in/email', { email: 'a@example.com', password: 'x'.repeat(20_000) });
    expect(reply.status).toBe(413);
    expect(reply.json.error.code).toBe('body_too_large');
  });

  it('answers unknown auth paths with a JSON 404', async () => {
    const reply = await new TestClient(server.url).get('/api/auth/no-such-endpoint');
    expect(reply.status).toBe(404);
    expect(reply.json.error.message).toMatch(/\w/);
  });
});
