import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSseParser, type ProviderId } from '../../common/ai';
import { generatedWebsiteSchema, type BuilderStreamEvent, type GeneratedWebsite } from '../../common/builder';
import { createAiCaller } from '../src/ai/ai-caller';
import { LENGTH_LIMIT_MESSAGE } from '../src/builder/generate-site';
import { builderPreviewCsp } from '../src/builder/preview';
import { BUILDER_SYSTEM_PROMPT } from '../src/builder/prompts';
import { builtInKeyOf, fakeProviderEnv, signedInUser, type SignedIn } from './ai-helpers';
import { sampleWebsite, startFakeProvider, websiteJson, type FakeProvider, type FakeReply } from './fake-provider/fake-provider';
import { dialect, startTestServer, type TestServer } from './helpers';

// Long enough that a whole streamed site fits on a busy machine; the timeout tests wait past it.
const TIMEOUT_MS = 8000;
const prompt = 'A landing page for a seaside yoga studio with a class timetable';
const details = { name: undefined, description: undefined, features: undefined, technologies: undefined };
const ownKey = 'sk-own-OWNKEYCANARY-1234567890';

type Answer = { status: number; contentType: string | null; events: BuilderStreamEvent[]; json: any; headers: Headers };

describe(`website builder API (${dialect})`, () => {
  let fake: FakeProvider;
  let server: TestServer;
  let own: SignedIn;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devforge-builder-spa-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>DevForge</title><div id="root"></div>');
    fake = await startFakeProvider();
    // OpenAI has a built-in key (counted); DeepSeek has none. The SPA is served, to show it does not swallow the preview.
    server = await startTestServer({
      ...fakeProviderEnv(fake, { builtIn: ['openai'] }),
      AI_DEFAULT_PROVIDER: 'openai',
      AI_BUILDER_TIMEOUT_MS: String(TIMEOUT_MS),
      AUTH_RATE_LIMIT_MAX: '1000',
      STATIC_DIR: staticDir,
      // Not set up on this server.
      AI_CUSTOM_BASE_URL: '',
    });
    own = await signedInUser(server, 'builder-own');
    for (const provider of ['openai', 'anthropic', 'gemini'] as const) await own.client.post('/api/keys', { provider, apiKey: ownKey });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  async function call(user: SignedIn | null, endpoint: 'generate' | 'refine', body: unknown): Promise<Answer> {
    const response = await fetch(`${server.url}/api/builder/${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, ...(user ? { cookie: user.client.cookieHeader() } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const contentType = response.headers.get('content-type');
    const events = contentType?.startsWith('text/event-stream') ? createSseParser<BuilderStreamEvent>()(text) : [];
    return { status: response.status, contentType, events, json: events.length ? undefined : JSON.parse(text || 'null'), headers: response.headers };
  }

  const generate = (user: SignedIn | null, body: object = { prompt }) => call(user, 'generate', body);
  const usage = async (user: SignedIn) => (await user.client.get('/api/ai/usage')).json;
  const stages = (events: BuilderStreamEvent[]) => events.flatMap((e) => (e.event === 'progress' ? [e.data.stage] : []));
  const last = (answer: Answer) => answer.events.at(-1)!;
  const siteOf = (answer: Answer): GeneratedWebsite => {
    const done = last(answer);
    if (done.event !== 'done') throw new Error(`expected done, got ${JSON.stringify(done)}`);
    return done.data.site;
  };

  it('streams meta, progress by stage, then the site with the spec’s defaults', async () => {
    fake.reset();
    fake.reply({ kind: 'text', text: websiteJson(details), chunkSize: 40 }, { times: 1 });
    const answer = await generate(own);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(answer.events[0]).toEqual({ event: 'meta', data: { provider: 'openai', model: 'gpt-4o-mini', keySource: 'own' } });
    // Stage changes go out at once, so each part shows up in order.
    expect([...new Set(stages(answer.events))]).toEqual(['html', 'css', 'js']);
    const received = answer.events.flatMap((e) => (e.event === 'progress' ? [e.data.received] : []));
    expect(received).toEqual([...received].sort((a, b) => a - b));
    expect(last(answer)).toEqual({
      event: 'done',
      data: {
        site: { ...sampleWebsite, name: 'Generated Website', description: prompt, features: [], technologies: ['HTML5', 'CSS3', 'JavaScript'] },
        provider: 'openai',
        model: 'gpt-4o-mini',
        keySource: 'own',
      },
    });
    expect(generatedWebsiteSchema.safeParse(siteOf(answer)).success).toBe(true);

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.stream).toBe(true);
    expect(sent.headers.authorization).toBe(`Bearer ${ownKey}`);
    expect(sent.body.max_tokens).toBe(16_000);
    expect(sent.body.messages).toEqual([
      { role: 'system', content: BUILDER_SYSTEM_PROMPT },
      { role: 'user', content: expect.stringContaining(prompt) },
    ]);
    expect(await usage(own)).toMatchObject({ today: 0 });
  });

  it('sends progress at most about every 100 ms while the reply streams in', async () => {
    fake.reset();
    const text = websiteJson({ css: `/* ${'padding '.repeat(400)} */\nbody { margin: 0; }` });
    fake.reply({ kind: 'text', text, chunkSize: 20, chunkDelayMs: 4 }, { times: 1 });
    const started = Date.now();
    const answer = await generate(own);
    const seconds = (Date.now() - started) / 1000;
    expect(last(answer).event).toBe('done');
    const progress = stages(answer.events).length;
    const pieces = Math.ceil(text.length / 20);
    // At most one per 100 ms plus one per stage change (and the first).
    expect(progress).toBeLessThanOrEqual(Math.ceil(seconds * 10) + 6);
    expect(progress).toBeLessThan(pieces / 3);
    expect(progress).toBeGreaterThanOrEqual(4);
  });

  it('refines the current site: the model gets the current files and the instruction', async () => {
    fake.reset();
    const current: GeneratedWebsite = { ...sampleWebsite, name: 'Sunrise Yoga Studio', description: 'My yoga site', features: ['Timetable'] };
    fake.reply({ kind: 'text', text: websiteJson({ ...details, css: 'header { background: #111; color: #fff; }' }) }, { times: 1 });
    const answer = await call(own, 'refine', { instruction: 'Make the header dark', site: current });
    expect(answer.status).toBe(200);
    // Details the revision leaves out stay as they were.
    expect(siteOf(answer)).toEqual({ ...current, css: 'header { background: #111; color: #fff; }' });
    const [system, user] = fake.requests[0]!.body.messages;
    expect(system.content).toBe(BUILDER_SYSTEM_PROMPT);
    expect(user.content).toContain(current.html);
    expect(user.content).toContain(current.css);
    expect(user.content).toContain(current.js);
    expect(user.content).toContain('Make the header dark');
  });

  it('asks once more when the reply is not JSON, and the retry succeeds', async () => {
    fake.reset();
    // The rule added last answers first.
    fake.reply({ kind: 'text', text: `\`\`\`json\n${websiteJson()}\n\`\`\`` }, { times: 1 });
    fake.reply({ kind: 'text', text: 'Sure! I would be happy to build a yoga site for you.' }, { times: 1 });
    const answer = await generate(own);
    expect(stages(answer.events)).toContain('retrying');
    expect(siteOf(answer)).toEqual(sampleWebsite);
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]!.body.messages;
    expect(retry.map((m: { role: string }) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry[2].content).toBe('Sure! I would be happy to build a yoga site for you.');
    expect(retry[3].content).toMatch(/^That reply could not be used: the reply is not JSON\. Answer again/);
  });

  it('gives up with a clear error when the retry is not JSON either, and does not count the use', async () => {
    const free = await signedInUser(server, 'builder-free');
    fake.reset();
    fake.reply({ kind: 'text', text: 'I cannot do that.' }, { times: 2 });
    const answer = await generate(free);
    expect(answer.status).toBe(200);
    expect(answer.events[0]).toEqual({ event: 'meta', data: { provider: 'openai', model: 'gpt-4o-mini', keySource: 'built-in' } });
    expect(last(answer)).toEqual({
      event: 'error',
      data: { code: 'ai_bad_response', message: 'OpenAI did not return a usable website twice (the reply is not JSON). Please try again, or describe the site differently.' },
    });
    expect(fake.requests).toHaveLength(2);
    expect(await usage(free)).toMatchObject({ today: 0, features: {} });
  });

  it('retries a reply without CSS, then names what is missing', async () => {
    fake.reset();
    fake.reply({ kind: 'text', text: websiteJson({ css: undefined }) }, { times: 2 });
    const answer = await generate(own);
    expect(stages(answer.events)).toContain('retrying');
    expect(last(answer)).toEqual({
      event: 'error',
      data: {
        code: 'ai_bad_response',
        message: 'OpenAI did not return a usable website twice (the JSON does not match the schema at "css": "css" is missing). Please try again, or describe the site differently.',
      },
    });
    expect(fake.requests[1]!.body.messages.at(-1).content).toContain('"css" is missing');
  });

  it.each([
    ['openai', 'OpenAI'],
    ['anthropic', 'Anthropic'],
    ['gemini', 'Google Gemini'],
  ] as [ProviderId, string][])('%s: generates a site, and reports a reply cut off by the token limit without retrying', async (provider) => {
    fake.reset();
    fake.reply({ kind: 'text', text: websiteJson() }, { times: 1 });
    expect(siteOf(await generate(own, { prompt, provider }))).toEqual(sampleWebsite);

    fake.reset();
    fake.reply({ kind: 'text', text: websiteJson().slice(0, 400), finishReason: 'length' }, { times: 1 });
    const answer = await generate(own, { prompt, provider });
    expect(last(answer)).toEqual({ event: 'error', data: { code: 'ai_length_limit', message: LENGTH_LIMIT_MESSAGE } });
    expect(fake.requests).toHaveLength(1);
  });

  it('asks again with a lower token limit when the provider refuses 16000', async () => {
    fake.reset();
    fake.reply({ kind: 'text', text: websiteJson() }, { times: 1 });
    fake.reply({ kind: 'status', status: 400, body: { error: { message: 'max_tokens is too large: 16000. This model supports at most 8192 completion tokens.', type: 'invalid_request_error' } } }, { times: 1 });
    const answer = await generate(own);
    expect(siteOf(answer)).toEqual(sampleWebsite);
    expect(fake.requests.map((r) => r.body.max_tokens)).toEqual([16_000, 8192]);
  });

  describe('provider failures before any output answer with the AI layer’s JSON errors', () => {
    const cases: { name: string; reply: FakeReply; status: number; code: string; message: string }[] = [
      { name: '401', reply: { kind: 'status', status: 401 }, status: 502, code: 'ai_key_rejected', message: 'OpenAI rejected your API key (HTTP 401). Check the key in Account Settings, or save a new one.' },
      { name: '429', reply: { kind: 'status', status: 429, headers: { 'retry-after': '12' } }, status: 503, code: 'ai_rate_limited', message: 'OpenAI is rate-limiting requests (HTTP 429). Please try again in 12 s.' },
      { name: '500', reply: { kind: 'status', status: 500 }, status: 502, code: 'ai_provider_down', message: 'OpenAI is not available right now (HTTP 500). Please try again in a few minutes, or choose another provider.' },
      { name: 'timeout', reply: { kind: 'slow', delayMs: TIMEOUT_MS + 3000 }, status: 504, code: 'ai_timeout', message: 'OpenAI did not answer within 8 seconds. Please try again, or try with a shorter input.' },
    ];
    it.each(cases)('$name', async ({ reply, status, code, message }) => {
      fake.reset();
      fake.reply(reply, { times: 1 });
      const answer = await generate(own);
      expect(answer.status).toBe(status);
      expect(answer.contentType).toMatch(/^application\/json/);
      expect(answer.json.error).toEqual({ code, message });
      expect(JSON.stringify(answer.json)).not.toContain('OWNKEYCANARY');
      if (code === 'ai_rate_limited') expect(answer.headers.get('retry-after')).toBe('12');
    });

    it('a built-in key rejected by the provider', async () => {
      const free = await signedInUser(server, 'builder-free');
      fake.reset();
      fake.reply({ kind: 'status', status: 401 }, { times: 1 });
      const answer = await generate(free);
      expect(answer.json.error).toEqual({
        code: 'ai_key_rejected',
        message: 'OpenAI rejected the built-in API key. Please add your own OpenAI API key in Account Settings, or choose another provider.',
      });
      expect(JSON.stringify(answer.json)).not.toContain(builtInKeyOf('openai'));
      expect(await usage(free)).toMatchObject({ today: 0 });
    });
  });

  it('reports a stream that stalls halfway as a timeout event', async () => {
    fake.reset();
    fake.reply({ kind: 'text', text: websiteJson(), chunkSize: 200, chunkDelayMs: TIMEOUT_MS + 3000 }, { times: 1 });
    const answer = await generate(own);
    expect(answer.status).toBe(200);
    expect(stages(answer.events)[0]).toBe('html');
    expect(last(answer)).toEqual({ event: 'error', data: { code: 'ai_timeout', message: 'OpenAI did not answer within 8 seconds. Please try again, or try with a shorter input.' } });
  });

  it('counts one use per site with the built-in key, refusing at the free limit; refine counts too', async () => {
    const free = await signedInUser(server, 'builder-free');
    fake.reset();
    fake.reply({ kind: 'text', text: websiteJson() });
    expect(last(await generate(free)).event).toBe('done');
    expect(last(await call(free, 'refine', { instruction: 'Add a pricing section', site: sampleWebsite })).event).toBe('done');
    expect(last(await generate(free)).event).toBe('done');
    expect(await usage(free)).toMatchObject({ today: 3, remaining: 0, features: { website: 3 } });
    const refused = await generate(free);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toEqual({
      code: 'daily_limit_reached',
      message:
        'You have used your 3 free AI requests for today. Add your own OpenAI API key in Account Settings to keep going, or upgrade to Pro for unlimited AI. Free requests reset at midnight UTC.',
    });
    expect(fake.requests).toHaveLength(3);
  });

  it('does not count sites made with the user’s own key', async () => {
    fake.reset();
    fake.reply({ kind: 'text', text: websiteJson() });
    for (let i = 0; i < 4; i++) expect(last(await generate(own)).event).toBe('done');
    expect(await usage(own)).toMatchObject({ today: 0 });
  });

  it('refuses without a usable key with the spec’s message', async () => {
    const answer = await generate(own, { prompt, provider: 'deepseek' });
    expect(answer.status).toBe(403);
    expect(answer.json.error).toEqual({
      code: 'api_key_required',
      message: 'DeepSeek API key required. Please add your own DeepSeek API key in Account Settings to use this feature.',
    });
  });

  it('refuses a provider that is not set up', async () => {
    const answer = await generate(own, { prompt, provider: 'custom' });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toEqual({ code: 'provider_unavailable', message: 'Custom endpoint is not set up on this server. Please choose another provider.' });
  });

  it('needs a signed-in user', async () => {
    for (const endpoint of ['generate', 'refine'] as const) {
      const answer = await call(null, endpoint, {});
      expect(answer.status).toBe(401);
      expect(answer.json.error.code).toBe('unauthorized');
    }
  });

  it('validates input with clear messages', async () => {
    const cases: [endpoint: 'generate' | 'refine', body: unknown, message: string][] = [
      ['generate', { prompt: '   ' }, 'Prompt is required'],
      ['generate', {}, 'prompt: Prompt is required'],
      ['generate', { prompt: 'x'.repeat(4001) }, 'Prompt must be at most 4,000 characters'],
      ['generate', { prompt, provider: 'nope' }, 'Choose one of the listed providers'],
      ['refine', { instruction: ' ', site: sampleWebsite }, 'Instruction is required'],
      ['refine', { instruction: 'Darker' }, 'site: Invalid input: expected object, received undefined'],
      ['refine', { instruction: 'Darker', site: { ...sampleWebsite, css: undefined } }, 'site.css: CSS is required'],
      ['refine', { instruction: 'Darker', site: { ...sampleWebsite, html: 'x'.repeat(1_000_001) } }, 'HTML must be at most 1,000,000 characters'],
    ];
    fake.reset();
    for (const [endpoint, body, message] of cases) {
      const answer = await call(own, endpoint, body);
      expect(answer.status, message).toBe(400);
      expect(answer.json.error, message).toEqual({ code: 'invalid_input', message });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('accepts a refinement of three large files, beyond the usual body limit', async () => {
    fake.reset();
    fake.reply({ kind: 'text', text: websiteJson() }, { times: 1 });
    const big = 'x'.repeat(900_000);
    const answer = await call(own, 'refine', { instruction: 'Tidy up', site: { ...sampleWebsite, css: `/*${big}*/`, js: `//${big}` } });
    expect(last(answer).event).toBe('done');
    expect(fake.requests[0]!.body.messages[1].content.length).toBeGreaterThan(1_800_000);
  });

  /** node:http, not fetch: destroying the request closes the connection at once, as a closed tab does. */
  function openRequest(user: SignedIn, onData?: (text: string, destroy: () => void) => void) {
    const body = JSON.stringify({ prompt });
    const request = http.request(`${server.url}/api/builder/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie: user.client.cookieHeader(), origin: server.url },
    });
    request.on('error', () => {});
    request.on('response', (response) => {
      response.on('error', () => {});
      response.setEncoding('utf8');
      response.on('data', (text: string) => onData?.(text, () => request.destroy()));
    });
    request.end(body);
    return request;
  }

  it('stops the provider call when the browser goes away, and gives the use back when nothing was sent', async () => {
    const free = await signedInUser(server, 'builder-free');
    fake.reset();
    fake.reply({ kind: 'slow', delayMs: 5000, text: websiteJson() }, { times: 1 });
    const request = openRequest(free);
    await expect.poll(() => fake.requests.length).toBe(1);
    expect(await usage(free)).toMatchObject({ today: 1 });
    request.destroy();
    await expect.poll(() => fake.abandoned, { timeout: 2000 }).toBe(1);
    await expect.poll(async () => (await usage(free)).today, { timeout: 2000 }).toBe(0);
  });

  it('stops the provider call when the browser goes away mid-stream; the use then counts', async () => {
    const free = await signedInUser(server, 'builder-free');
    fake.reset();
    fake.reply({ kind: 'text', text: websiteJson(), chunkSize: 50, chunkDelayMs: 100 }, { times: 1 });
    let received = '';
    openRequest(free, (text, destroy) => {
      received += text;
      if (received.includes('event: progress')) destroy();
    });
    await expect.poll(() => fake.abandoned, { timeout: 3000 }).toBe(1);
    expect(received).toContain('event: meta');
    // Give a refund the time it would take, then check there was none.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await usage(free)).toMatchObject({ today: 1, features: {} });
  });

  it('the AI caller reports the finish reason, plain and streamed', async () => {
    const caller = createAiCaller({ config: server.config.ai });
    const request = { call: { provider: 'openai' as const, model: 'gpt-4o-mini', keySource: 'own' as const, apiKey: ownKey }, system: 'Be brief.', messages: [{ role: 'user' as const, content: 'Hi' }], signal: AbortSignal.timeout(5000) };
    for (const finishReason of ['stop', 'length'] as const) {
      fake.reset();
      fake.reply({ kind: 'text', text: 'Hello there', finishReason }, { times: 2 });
      expect(await caller.generate({ ...request, maxOutputTokens: 123 })).toMatchObject({ text: 'Hello there', finishReason });
      expect(await caller.stream({ ...request, onDelta: () => {} })).toMatchObject({ text: 'Hello there', finishReason });
      expect(fake.requests.map((r) => r.body.max_tokens)).toEqual([123, 4000]);
    }
  });

  describe('the preview shell', () => {
    it('is served with its own sandboxing CSP, not the SPA’s, and no isolation headers that would block the frame', async () => {
      const response = await fetch(`${server.url}/builder-preview`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(builderPreviewCsp);
      expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
      expect(response.headers.get('cross-origin-embedder-policy')).toBeNull();
      expect(response.headers.get('cross-origin-resource-policy')).toBeNull();
      expect(response.headers.get('x-frame-options') ?? 'SAMEORIGIN').toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const page = await response.text();
      expect(page).toContain("new DecompressionStream('deflate-raw')");
      expect(page).toContain('Nothing to preview');
      expect(page).not.toContain('id="root"');
    });

    it('leaves the SPA’s own headers as they were', async () => {
      const response = await fetch(`${server.url}/forge-builder`);
      expect(await response.text()).toContain('id="root"');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('content-security-policy')).not.toContain('sandbox');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    });
  });
});
