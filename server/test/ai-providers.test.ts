import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerIds, type ProviderId } from '../../common/ai';
import { builtInKeyOf, fakePrefixes, fakeProviderEnv, signedInUser, type SignedIn } from './ai-helpers';
import { startFakeProvider, type FakeProvider, type RecordedRequest } from './fake-provider/fake-provider';
import { freePort, startTestServer, type TestServer } from './helpers';

const explain = { code: 'function add(a, b) { return a + b; }', language: 'javascript' };

describe('AI provider requests (spec platform.md §7)', () => {
  let fake: FakeProvider;
  let server: TestServer;
  let user: SignedIn;
  beforeAll(async () => {
    fake = await startFakeProvider();
    server = await startTestServer({ ...fakeProviderEnv(fake, { builtIn: providerIds.filter((p) => p !== 'ollama') }), AUTH_RATE_LIMIT_MAX: '1000' });
    user = await signedInUser(server);
    const { setPlan } = await import('./ai-helpers');
    await setPlan(server, user.email, 'pro');
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  async function callAndRecord(provider: ProviderId, { stream = false, body = {} }: { stream?: boolean; body?: object } = {}): Promise<RecordedRequest> {
    fake.reset();
    const reply = await user.client.post(`/api/ai/tasks/explain${stream ? '/stream' : ''}`, { ...explain, provider, ...body });
    expect(reply.status, reply.text).toBe(200);
    expect(fake.requests).toHaveLength(1);
    return fake.requests[0]!;
  }

  it('calls the aggregator at {base}/chat/completions with bearer auth, the cache and fallback flags and stream false', async () => {
    const request = await callAndRecord('ai');
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`${fakePrefixes.ai}/chat/completions`);
    expect(request.headers).toMatchObject({
      authorization: `Bearer ${builtInKeyOf('ai')}`,
      'content-type': 'application/json',
      'x-cache-read': 'true',
      'x-provider-fallback': 'true',
    });
    expect(request.body).toEqual({
      model: 'meta-llama/llama-4-maverick',
      messages: [
        { role: 'system', content: expect.stringContaining('DevForge') },
        { role: 'user', content: expect.stringContaining('function add(a, b)') },
      ],
      temperature: 0.7,
      max_tokens: 4000,
      top_p: 0.8,
      stream: false,
    });
  });

  it.each(['openai', 'deepseek', 'groq', 'nvidia'] as const)('calls %s at /v1/chat/completions with the system prompt, max_tokens 4000, temperature 0.7, top_p 0.8', async (provider) => {
    const request = await callAndRecord(provider);
    expect(request.path).toBe(`${fakePrefixes[provider]}/chat/completions`);
    expect(request.path).toMatch(/\/v1\/chat\/completions$/);
    expect(request.headers.authorization).toBe(`Bearer ${builtInKeyOf(provider)}`);
    expect(request.headers['x-cache-read']).toBeUndefined();
    expect(request.body).toMatchObject({ max_tokens: 4000, temperature: 0.7, top_p: 0.8 });
    expect(request.body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user']);
  });

  it.each(['anthropic', 'claude'] as const)('calls %s at /v1/messages with x-api-key and the version header', async (provider) => {
    const request = await callAndRecord(provider);
    expect(request.path).toBe(`${fakePrefixes[provider]}/messages`);
    expect(request.headers['x-api-key']).toBe(builtInKeyOf(provider));
    expect(request.headers['anthropic-version']).toBe('2023-06-01');
    expect(request.headers.authorization).toBeUndefined();
    expect(request.body).toMatchObject({ model: 'claude-3-5-sonnet-latest', max_tokens: 4000, temperature: 0.7, system: [{ type: 'text', text: expect.stringContaining('DevForge') }] });
    expect(request.body.top_p).toBeUndefined();
    expect(request.body.messages).toEqual([{ role: 'user', content: [{ type: 'text', text: expect.stringContaining('function add') }] }]);
  });

  it('calls Gemini generateContent with the key in a header, never in the URL', async () => {
    const request = await callAndRecord('gemini');
    expect(request.path).toBe(`${fakePrefixes.gemini}/models/gemini-2.0-flash:generateContent`);
    expect(request.query).toEqual({});
    expect(request.headers['x-goog-api-key']).toBe(builtInKeyOf('gemini'));
    expect(request.body).toMatchObject({
      generationConfig: { maxOutputTokens: 4000, temperature: 0.7, topP: 0.8 },
      systemInstruction: { parts: [{ text: expect.stringContaining('DevForge') }] },
      contents: [{ role: 'user', parts: [{ text: expect.stringContaining('function add') }] }],
    });
  });

  it('streams from each protocol in its own format', async () => {
    expect((await callAndRecord('ai', { stream: true })).body).toMatchObject({ stream: true, max_tokens: 4000 });
    expect((await callAndRecord('openai', { stream: true })).body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect((await callAndRecord('anthropic', { stream: true })).body).toMatchObject({ stream: true, max_tokens: 4000 });
    const gemini = await callAndRecord('gemini', { stream: true });
    expect(gemini.path).toBe(`${fakePrefixes.gemini}/models/gemini-2.0-flash:streamGenerateContent`);
    expect(gemini.query).toEqual({ alt: 'sse' });
  });

  it('sends no key to a keyless local endpoint (Ollama)', async () => {
    const request = await callAndRecord('ollama');
    expect(request.path).toBe(`${fakePrefixes.ollama}/chat/completions`);
    expect(request.headers.authorization).toBeUndefined();
  });

  it("uses the user's own key and the chosen model", async () => {
    const own = await signedInUser(server);
    await own.client.post('/api/keys', { provider: 'openai', apiKey: 'sk-users-own-key-1234567890' });
    fake.reset();
    const reply = await own.client.post('/api/ai/tasks/explain', { ...explain, provider: 'openai', model: 'gpt-4.1-nano' });
    expect(reply.json).toMatchObject({ provider: 'openai', model: 'gpt-4.1-nano', keySource: 'own' });
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer sk-users-own-key-1234567890');
    expect(fake.requests[0]!.body.model).toBe('gpt-4.1-nano');
  });

  it('refuses a model name that could change the request path', async () => {
    const reply = await user.client.post('/api/ai/tasks/explain', { ...explain, provider: 'gemini', model: '../../evil' });
    expect(reply.status).toBe(400);
    expect(reply.json.error.message).toMatch(/Model name/);
  });

  it('lists the provider options with, per provider, whether the user has an active key', async () => {
    const own = await signedInUser(server);
    await own.client.post('/api/keys', { provider: 'gemini', apiKey: 'AIza-own-key-1234567890' });
    const saved = await own.client.post('/api/keys', { provider: 'groq', apiKey: 'gsk-own-key-1234567890' });
    await own.client.request('PATCH', `/api/keys/${saved.json.key.id}`, { isActive: false });
    const { json } = await own.client.get('/api/ai/providers');
    expect(json.defaultProvider).toBe('ai');
    expect(json.providers.map((p: { id: string }) => p.id)).toEqual([...providerIds]);
    expect(json.providers.find((p: { id: string }) => p.id === 'gemini')).toEqual({
      id: 'gemini',
      name: 'Google Gemini',
      description: "Google's Gemini models",
      hasActiveKey: true,
      builtIn: true,
      defaultModel: 'gemini-2.0-flash',
    });
    expect(json.providers.find((p: { id: string }) => p.id === 'groq').hasActiveKey).toBe(false);
    expect(json.providers.find((p: { id: string }) => p.id === 'claude').name).toBe('Anthropic Claude');
    expect(json.providers.find((p: { id: string }) => p.id === 'ollama')).toMatchObject({ builtIn: true, hasActiveKey: false });
  });

  it("lists the aggregator's first 20 models", async () => {
    fake.reset();
    const { json } = await user.client.get('/api/ai/models?provider=ai');
    expect(json).toEqual({ provider: 'ai', models: fake.models.slice(0, 20), source: 'provider' });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: `${fakePrefixes.ai}/models` });
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${builtInKeyOf('ai')}`);
  });

  it('falls back to five built-in models when the list fails', async () => {
    fake.reply({ kind: 'status', status: 500 }, { prefix: fakePrefixes.ai, times: 1 });
    const { json } = await user.client.get('/api/ai/models');
    expect(json.source).toBe('fallback');
    expect(json.models).toHaveLength(5);
    expect(json.models).toContain('meta-llama/llama-4-maverick');
    fake.reply({ kind: 'malformed' }, { prefix: fakePrefixes.ai, times: 1 });
    expect((await user.client.get('/api/ai/models?provider=ai')).json.source).toBe('fallback');
  });

  it('lists Gemini and Anthropic models in their own formats', async () => {
    fake.reset();
    expect((await user.client.get('/api/ai/models?provider=gemini')).json.models[0]).toBe('fake/model-01');
    expect(fake.requests[0]!.headers['x-goog-api-key']).toBe(builtInKeyOf('gemini'));
    expect((await user.client.get('/api/ai/models?provider=anthropic')).json.source).toBe('provider');
    expect(fake.requests[1]!.headers['anthropic-version']).toBe('2023-06-01');
  });
});

describe('aggregator fallback rotation (spec platform.md §4)', () => {
  let fake: FakeProvider;
  let server: TestServer;
  let user: SignedIn;
  let deadUrl: string;
  beforeAll(async () => {
    fake = await startFakeProvider();
    deadUrl = `http://127.0.0.1:${await freePort()}/dead/v1`;
    server = await startTestServer({
      ...fakeProviderEnv(fake),
      AI_AGGREGATOR_BASE_URL: [`${fake.url}/a/v1`, `${fake.url}/b/v1`, `${fake.url}/c/v1`].join(','),
      AUTH_RATE_LIMIT_MAX: '1000',
    });
    user = await signedInUser(server);
    const { setPlan } = await import('./ai-helpers');
    await setPlan(server, user.email, 'pro');
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const paths = () => fake.requests.map((r) => r.path.split('/')[1]);

  it('moves to the next provider after a non-OK answer, then resets after the successful fallback', async () => {
    fake.reset();
    fake.reply({ kind: 'status', status: 500 }, { prefix: '/a/', times: 1 });
    fake.reply({ kind: 'status', status: 429 }, { prefix: '/b/', times: 1 });
    const reply = await user.client.post('/api/ai/tasks/explain', { ...explain, provider: 'ai' });
    expect(reply.status).toBe(200);
    expect(paths()).toEqual(['a', 'b', 'c']);
    // The index reset: the next call starts at the first provider again.
    await user.client.post('/api/ai/tasks/explain', { ...explain, provider: 'ai' });
    expect(paths()).toEqual(['a', 'b', 'c', 'a']);
  });

  it('tries each provider once, then reports the last failure', async () => {
    fake.reset();
    fake.reply({ kind: 'status', status: 503 });
    const reply = await user.client.post('/api/ai/tasks/explain', { ...explain, provider: 'ai' });
    expect(reply.status).toBe(502);
    expect(reply.json.error).toEqual({
      code: 'ai_provider_down',
      message: 'AI Service is not available right now (HTTP 503). Please try again in a few minutes, or choose another provider.',
    });
    expect(paths()).toEqual(['a', 'b', 'c']);
  });

  it('falls back from a streamed call too, before any text was sent', async () => {
    fake.reset();
    fake.reply({ kind: 'status', status: 500 }, { prefix: '/a/', times: 1 });
    const reply = await user.client.post('/api/ai/tasks/explain/stream', { ...explain, provider: 'ai' });
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('event: done');
    expect(paths()).toEqual(['a', 'b']);
  });

  it('does not fall back on a reply that arrived but was malformed', async () => {
    fake.reset();
    fake.reply({ kind: 'malformed' }, { prefix: '/a/', times: 1 });
    const reply = await user.client.post('/api/ai/tasks/explain', { ...explain, provider: 'ai' });
    expect(reply.json.error.code).toBe('ai_bad_response');
    expect(paths()).toEqual(['a']);
  });

  it('moves on after a network error', async () => {
    const other = await startTestServer({ ...fakeProviderEnv(fake), AI_AGGREGATOR_BASE_URL: `${deadUrl},${fake.url}/b/v1`, AUTH_RATE_LIMIT_MAX: '1000' });
    try {
      const someone = await signedInUser(other);
      fake.reset();
      const reply = await someone.client.post('/api/ai/tasks/explain', { ...explain, provider: 'ai' });
      expect(reply.status).toBe(200);
      expect(paths()).toEqual(['b']);
    } finally {
      await other.close();
    }
  });
});

describe('providers that are not set up', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('offers only configured providers, and refuses calls to the others', async () => {
    const user = await signedInUser(server);
    const { json } = await user.client.get('/api/ai/providers');
    expect(json.providers.map((p: { id: string }) => p.id)).not.toContain('custom');
    expect(json.providers.map((p: { id: string }) => p.id)).not.toContain('ollama');
    expect(json.providers.every((p: { builtIn: boolean }) => !p.builtIn)).toBe(true);
    const reply = await user.client.post('/api/ai/tasks/explain', { ...explain, provider: 'custom' });
    expect(reply.status).toBe(400);
    expect(reply.json.error).toEqual({ code: 'provider_unavailable', message: 'Custom endpoint is not set up on this server. Please choose another provider.' });
  });

  it('falls back to the built-in model list without any key, without calling out', async () => {
    const user = await signedInUser(server);
    expect((await user.client.get('/api/ai/models')).json).toMatchObject({ provider: 'ai', source: 'fallback' });
  });
});
