import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderId } from '../../common/ai';
import { builtInKeyOf, fakeProviderEnv, setPlan, signedInUser, type SignedIn } from './ai-helpers';
import { startFakeProvider, type FakeProvider, type FakeReply } from './fake-provider/fake-provider';
import { startTestServer, type TestServer } from './helpers';

const explain = { code: 'print("hi")', language: 'python' };
const ownKey = 'sk-own-OWNKEYCANARY-1234567890';

type Case = { name: string; reply: FakeReply; status: number; code: string; message: (provider: string, own: boolean) => string };

const cases: Case[] = [
  {
    name: 'key rejected (401)',
    reply: { kind: 'status', status: 401 },
    status: 502,
    code: 'ai_key_rejected',
    message: (p, own) =>
      own
        ? `${p} rejected your API key (HTTP 401). Check the key in Account Settings, or save a new one.`
        : `${p} rejected the built-in API key. Please add your own ${p} API key in Account Settings, or choose another provider.`,
  },
  {
    name: 'key forbidden (403)',
    reply: { kind: 'status', status: 403 },
    status: 502,
    code: 'ai_key_rejected',
    message: (p, own) =>
      own
        ? `${p} rejected your API key (HTTP 403). Check the key in Account Settings, or save a new one.`
        : `${p} rejected the built-in API key. Please add your own ${p} API key in Account Settings, or choose another provider.`,
  },
  {
    name: 'rate-limited (429 with Retry-After)',
    reply: { kind: 'status', status: 429, headers: { 'retry-after': '12' } },
    status: 503,
    code: 'ai_rate_limited',
    message: (p) => `${p} is rate-limiting requests (HTTP 429). Please try again in 12 s.`,
  },
  {
    name: 'quota exhausted',
    reply: {
      kind: 'status',
      status: 429,
      body: {
        error: {
          message: 'You exceeded your current quota, please check your plan and billing details.',
          type: 'insufficient_quota',
          code: 'insufficient_quota',
        },
      },
    },
    status: 502,
    code: 'ai_quota_exhausted',
    message: (p, own) =>
      own
        ? `Your ${p} account has run out of quota or credit. Check your plan and billing with ${p}, or choose another provider.`
        : `The built-in ${p} key has run out of quota. Please add your own ${p} API key in Account Settings, or try again later.`,
  },
  {
    name: 'provider down (500)',
    reply: { kind: 'status', status: 500 },
    status: 502,
    code: 'ai_provider_down',
    message: (p) => `${p} is not available right now (HTTP 500). Please try again in a few minutes, or choose another provider.`,
  },
  {
    name: 'timeout',
    reply: { kind: 'slow', delayMs: 3000 },
    status: 504,
    code: 'ai_timeout',
    message: (p) => `${p} did not answer within 0.6 seconds. Please try again, or try with a shorter input.`,
  },
  {
    name: 'malformed reply',
    reply: { kind: 'malformed' },
    status: 502,
    code: 'ai_bad_response',
    message: (p) => `${p} sent a reply that could not be read. Please try again.`,
  },
  {
    name: 'unknown model (404)',
    reply: { kind: 'status', status: 404 },
    status: 502,
    code: 'ai_request_refused',
    message: (p) =>
      `${p} refused the request (HTTP 404). Check that the model "MODEL" exists for your account, or choose another provider.`,
  },
];

const providers: { id: ProviderId; name: string; model: string }[] = [
  { id: 'openai', name: 'OpenAI', model: 'gpt-4o-mini' },
  { id: 'anthropic', name: 'Anthropic', model: 'claude-3-5-sonnet-latest' },
  { id: 'gemini', name: 'Google Gemini', model: 'gemini-2.0-flash' },
];

describe('AI errors a user can act on', () => {
  let fake: FakeProvider;
  let server: TestServer;
  let builtIn: SignedIn;
  let own: SignedIn;
  beforeAll(async () => {
    fake = await startFakeProvider();
    server = await startTestServer({ ...fakeProviderEnv(fake), AI_TIMEOUT_MS: '600', AUTH_RATE_LIMIT_MAX: '1000' });
    builtIn = await signedInUser(server, 'builtin');
    await setPlan(server, builtIn.email, 'pro');
    own = await signedInUser(server, 'own');
    for (const { id } of providers) await own.client.post('/api/keys', { provider: id, apiKey: ownKey });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  for (const provider of providers) {
    for (const c of cases) {
      for (const who of ['own', 'built-in'] as const) {
        it(`${provider.name}: ${c.name}, ${who} key, plain and streamed`, async () => {
          const user = who === 'own' ? own : builtIn;
          const expected = { code: c.code, message: c.message(provider.name, who === 'own').replace('MODEL', provider.model) };
          for (const path of ['/api/ai/tasks/explain', '/api/ai/tasks/explain/stream']) {
            fake.reset();
            fake.reply(c.reply, { times: 1 });
            const reply = await user.client.post(path, { ...explain, provider: provider.id });
            expect(reply.status, `${path}: ${reply.text}`).toBe(c.status);
            expect(reply.json.error, path).toEqual(expected);
            expect(reply.text).not.toContain('OWNKEYCANARY');
            expect(reply.text).not.toContain(builtInKeyOf(provider.id));
            if (c.code === 'ai_rate_limited') expect(reply.headers.get('retry-after')).toBe('12');
          }
        });
      }
    }
  }

  it('reports a streamed reply that is cut off halfway as an error event after the text so far', async () => {
    const { createSseParser } = await import('../../common/ai');
    fake.reset();
    fake.reply({ kind: 'truncated', text: 'one two three four five six seven eight nine ten eleven twelve' }, { times: 1 });
    const reply = await builtIn.client.post('/api/ai/tasks/explain/stream', { ...explain, provider: 'openai' });
    expect(reply.status).toBe(200);
    const events = createSseParser()(reply.text);
    expect(events[0]!.event).toBe('meta');
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(0);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: {
        code: 'ai_bad_response',
        message: 'OpenAI sent a reply that could not be read (the reply was cut off). Please try again.',
      },
    });
    expect(events.some((e) => e.event === 'done')).toBe(false);
  });

  it('reports a plain reply that is cut off halfway', async () => {
    fake.reply({ kind: 'truncated' }, { times: 1 });
    const reply = await builtIn.client.post('/api/ai/tasks/explain', { ...explain, provider: 'anthropic' });
    expect(reply.status).toBe(502);
    expect(reply.json.error.code).toMatch(/^ai_(bad_response|provider_down)$/);
    expect(reply.json.error.message).toMatch(
      /^(Anthropic sent a reply that could not be read|Could not reach Anthropic, or the connection dropped)/,
    );
  });

  it('charges no use for a call that failed in any way, and leaves no request hanging', async () => {
    const today = async () => (await builtIn.client.get('/api/ai/usage')).json.today as number;
    const before = await today();
    const faults: FakeReply[] = [
      { kind: 'status', status: 500 },
      { kind: 'slow', delayMs: 3000 },
      { kind: 'malformed' },
      { kind: 'truncated' },
      // A stream whose headers arrive and whose first event never does (within AI_TIMEOUT_MS).
      { kind: 'text', text: 'never seen', firstChunkDelayMs: 3000 },
    ];
    for (const fault of faults) {
      for (const path of ['/api/ai/tasks/explain', '/api/ai/tasks/explain/stream']) {
        fake.reset();
        fake.reply(fault, { times: 1 });
        const reply = await builtIn.client.post(path, { ...explain, provider: 'openai' });
        const failed = reply.status >= 500 || reply.text.includes('event: error');
        expect(failed, `${fault.kind} on ${path}: ${reply.status} ${reply.text.slice(0, 200)}`).toBe(true);
        expect(reply.text, `${fault.kind} on ${path}`).toMatch(
          /OpenAI (is not available|did not answer|sent a reply that could not be read)|Could not reach OpenAI/,
        );
      }
    }
    expect(await today()).toBe(before);
    fake.reset();
    expect((await builtIn.client.post('/api/ai/tasks/explain', { ...explain, provider: 'openai' })).status).toBe(200);
    expect(await today()).toBe(before + 1);
  });

  it('stops the provider call when the browser goes away', async () => {
    fake.reset();
    fake.reply({ kind: 'slow', delayMs: 5000 }, { times: 1 });
    // node:http, not fetch: destroying the request closes the connection at once, as a closed tab does.
    const body = JSON.stringify({ ...explain, provider: 'openai' });
    const request = http.request(`${server.url}/api/ai/tasks/explain`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        cookie: builtIn.client.cookieHeader(),
        origin: server.url,
      },
    });
    request.on('error', () => {});
    request.end(body);
    await expect.poll(() => fake.requests.length).toBe(1);
    request.destroy();
    await expect.poll(() => fake.abandoned, { timeout: 2000 }).toBe(1);
  });
});
