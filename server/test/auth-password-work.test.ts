import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordWork, PASSWORD_BUSY_MESSAGE, PasswordBusyError } from '../src/auth/password-work';
import { strongPassword, TestClient, uniqueEmail } from './auth-helpers';
import { dialect, startTestServer, type TestServer } from './helpers';

// Password hashing is not a denial-of-service lever (issue 35 §1): requests that hash wait their
// turn behind a few at once, and past a short line are answered 503 with Retry-After at once.

describe('the password work queue', () => {
  it('runs a few at once, queues a few more, and refuses the rest at once', async () => {
    const work = createPasswordWork({ concurrency: 1, maxWaiting: 2 });
    const order: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const results = [0, 1, 2, 3, 4].map((i) =>
      work.run(async () => {
        order.push(i);
        if (i === 0) await gate;
        return i;
      }),
    );
    expect(work.running).toBe(1);
    expect(work.waiting).toBe(2);
    await expect(results[3]).rejects.toBeInstanceOf(PasswordBusyError);
    await expect(results[4]).rejects.toThrow(PASSWORD_BUSY_MESSAGE);
    release();
    expect(await Promise.all(results.slice(0, 3))).toEqual([0, 1, 2]);
    expect(order).toEqual([0, 1, 2]);
    expect(work.running).toBe(0);
    expect(await work.run(async () => 'free again')).toBe('free again');
  });

  it('gives the slot back when the work fails', async () => {
    const work = createPasswordWork({ concurrency: 1, maxWaiting: 0 });
    await expect(work.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await work.run(async () => 'ok')).toBe('ok');
  });
});

describe(`a flood of sign-ins with wrong passwords (${dialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '3', AUTH_RATE_LIMIT_MAX: '10000', AUTH_EMAIL_RATE_LIMIT_MAX: '10000' });
  });
  afterAll(async () => server?.close());

  it('is answered 401 or 503 with Retry-After, the rest of the server keeps answering, and a real sign-in works after', { timeout: 60_000 }, async () => {
    const client = new TestClient(server.url);
    const email = uniqueEmail('flood');
    expect((await client.post('/api/auth/sign-up/email', { email, password: strongPassword })).status).toBe(200);

    const flood = Array.from({ length: 40 }, () => new TestClient(server.url).post('/api/auth/sign-in/email', { email, password: 'Wr0ngPassword1' }));
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const answers = await Promise.all(flood);

    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(4);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.json).toEqual({ error: { code: 'busy', message: PASSWORD_BUSY_MESSAGE } });
    expect(busy[0]!.headers.get('retry-after')).toBe('2');

    expect((await new TestClient(server.url).post('/api/auth/sign-in/email', { email, password: strongPassword })).status).toBe(200);
  });
});
