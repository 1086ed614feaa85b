import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialect, postJson, startTestServer, type TestServer } from './helpers';

describe(`feedback (${dialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ FEEDBACK_RATE_LIMIT: '4', FEEDBACK_RATE_WINDOW_MS: '60000' });
  });
  afterAll(async () => server?.close());
  // Each case gets its own client IP bucket (X-Forwarded-For is trusted only in this test's config? no:
  // the limit is per socket IP, so cases that must not hit it clear the table first).
  const clearLimits = () => server.database.db.deleteFrom('rate_limits').execute();

  it('stores a message with an email', async () => {
    await clearLimits();
    const { status, json } = await postJson(`${server.url}/api/feedback`, { message: '  Love the JSON tool  ', email: 'Dev@Example.com' });
    expect(status).toBe(201);
    const row = await server.database.db.selectFrom('feedback').selectAll().where('id', '=', json.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ message: 'Love the JSON tool', email: 'dev@example.com', user_id: null });
    expect(new Date(row.created_at).toISOString()).toBe(row.created_at);
  });

  it('stores a message without an email (null)', async () => {
    await clearLimits();
    for (const email of [undefined, '', null]) {
      const { status, json } = await postJson(`${server.url}/api/feedback`, { message: 'no email', email });
      expect(status).toBe(201);
      const row = await server.database.db.selectFrom('feedback').selectAll().where('id', '=', json.id).executeTakeFirstOrThrow();
      expect(row.email).toBeNull();
    }
  });

  it.each([
    [{ message: '   ' }, 'Please enter a message'],
    [{}, 'message: Message is required'],
    [{ message: 42 }, 'message: Message is required'],
    [{ message: 'hi', email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    [[1, 2], 'Invalid input'],
  ])('refuses %j with a clear message', async (body, message) => {
    await clearLimits();
    const { status, json } = await postJson(`${server.url}/api/feedback`, body);
    expect(status).toBe(400);
    expect(json.error.code).toBe('invalid_input');
    expect(json.error.message).toContain(message);
  });

  it('refuses a non-JSON content type', async () => {
    const response = await fetch(`${server.url}/api/feedback`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(response.status).toBe(415);
  });

  it('rate-limits per client IP and says when to retry', async () => {
    await clearLimits();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await postJson(`${server.url}/api/feedback`, { message: `burst ${i}` });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    expect(last!.json.error.code).toBe('rate_limited');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    // A forged X-Forwarded-For does not get a fresh bucket (TRUST_PROXY is off).
    const forged = await postJson(`${server.url}/api/feedback`, { message: 'forged' }, { 'x-forwarded-for': '203.0.113.9' });
    expect(forged.status).toBe(429);
    const count = await server.database.db.selectFrom('feedback').select((eb) => eb.fn.countAll().as('n')).where('message', 'like', 'burst%').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(4);
  });
});
