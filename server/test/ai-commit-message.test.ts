import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSseParser, type AiStreamEvent } from '../../common/ai';
import { fakeProviderEnv, signedInUser, type SignedIn } from './ai-helpers';
import { startFakeProvider, type FakeProvider } from './fake-provider/fake-provider';
import { dialect, startTestServer, type TestServer } from './helpers';

// The commit-message task as the Git Commit Assistant calls it (POST /api/ai/tasks/commit-message
// and its /stream variant): an answer, a missing key, the daily limit, a provider failure.

const diff = [
  'diff --git a/src/auth/session.ts b/src/auth/session.ts',
  'index 3b18e51..a9c2f10 100644',
  '--- a/src/auth/session.ts',
  '+++ b/src/auth/session.ts',
  '@@ -1,2 +1,2 @@',
  '-export const TTL = 3600;',
  '+export const TTL = 7200;',
  ' export const COOKIE = "sid";',
].join('\n');
const input = {
  diff,
  template: 'conventional',
  type: 'fix',
  scope: 'auth',
  issue: '#7',
  breaking: false,
  context: 'Users were signed out too often',
  provider: 'openai',
};

describe(`commit-message task (${dialect})`, () => {
  let fake: FakeProvider;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeProvider();
    // OpenAI has a built-in key (counted against a daily limit of 2); DeepSeek has none.
    server = await startTestServer({
      ...fakeProviderEnv(fake, { builtIn: ['openai'] }),
      AI_FREE_DAILY_LIMIT: '2',
      AUTH_RATE_LIMIT_MAX: '1000',
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  async function stream(user: SignedIn, body: object) {
    const response = await fetch(`${server.url}/api/ai/tasks/commit-message/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: user.client.cookieHeader(), origin: server.url },
      body: JSON.stringify(body),
    });
    const parse = createSseParser();
    const events: AiStreamEvent[] = [];
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) events.push(...parse(decoder.decode(chunk, { stream: true })));
    return { status: response.status, events };
  }

  it('streams the message as it is written and answers with it, the prompt carrying the diff and the options', async () => {
    const user = await signedInUser(server);
    const message = 'fix(auth): keep sessions for two hours\n\nUsers were signed out after one hour of inactivity.\n\nCloses #7';
    fake.reset();
    fake.reply({ kind: 'text', text: `\`\`\`\n${message}\n\`\`\`` }, { times: 1 });
    const { status, events } = await stream(user, input);
    expect(status).toBe(200);
    expect(events[0]).toEqual({ event: 'meta', data: { provider: 'openai', model: 'gpt-4o-mini', keySource: 'built-in' } });
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect((done.data as { result: unknown }).result).toEqual({ content: message });

    const prompt = fake.requests.at(-1)!.body.messages.at(-1).content as string;
    expect(prompt).toContain('Conventional Commits');
    expect(prompt).toContain('The commit type is "fix".');
    expect(prompt).toContain('The scope is "auth".');
    expect(prompt).toContain('Reference issue #7');
    expect(prompt).toContain('Users were signed out too often');
    expect(prompt).toContain('+export const TTL = 7200;');
    expect((await user.client.get('/api/ai/usage')).json).toMatchObject({ today: 1, features: { 'commit-message': 1 } });
  });

  it('refuses a provider without a key with the spec’s "API key required" message, before calling it', async () => {
    const user = await signedInUser(server);
    fake.reset();
    const reply = await user.client.post('/api/ai/tasks/commit-message/stream', { ...input, provider: 'deepseek' });
    expect(reply.status).toBe(403);
    expect(reply.json.error).toEqual({
      code: 'api_key_required',
      message: 'DeepSeek API key required. Please add your own DeepSeek API key in Account Settings to use this feature.',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('stops a free user at the daily limit with the server’s message', async () => {
    const user = await signedInUser(server);
    for (let i = 0; i < 2; i++) expect((await user.client.post('/api/ai/tasks/commit-message', input)).status).toBe(200);
    fake.reset();
    for (const path of ['/api/ai/tasks/commit-message', '/api/ai/tasks/commit-message/stream']) {
      const refused = await user.client.post(path, input);
      expect(refused.status, path).toBe(429);
      expect(refused.json.error).toEqual({
        code: 'daily_limit_reached',
        message:
          'You have used your 2 free AI requests for today. Add your own OpenAI API key in Account Settings to keep going, or upgrade to Pro for unlimited AI. Free requests reset at midnight UTC.',
      });
    }
    expect(fake.requests).toHaveLength(0);
    // With a key of their own, the same user goes on, uncounted.
    await user.client.post('/api/keys', { provider: 'openai', apiKey: 'sk-own-commit-key-0123456789' });
    const own = await user.client.post('/api/ai/tasks/commit-message', input);
    expect(own.status).toBe(200);
    expect(own.json.keySource).toBe('own');
  });

  it('reports a provider failure, and gives the use back', async () => {
    const user = await signedInUser(server);
    fake.reset();
    fake.reply({ kind: 'status', status: 500 }, { times: 2 });
    for (const path of ['/api/ai/tasks/commit-message', '/api/ai/tasks/commit-message/stream']) {
      const failed = await user.client.post(path, input);
      expect(failed.status, path).toBe(502);
      expect(failed.json.error).toEqual({
        code: 'ai_provider_down',
        message: 'OpenAI is not available right now (HTTP 500). Please try again in a few minutes, or choose another provider.',
      });
    }
    expect((await user.client.get('/api/ai/usage')).json).toMatchObject({ today: 0 });
  });

  it('falls back to the spec’s default when the model writes nothing, and validates the input', async () => {
    const user = await signedInUser(server);
    await user.client.post('/api/keys', { provider: 'openai', apiKey: 'sk-own-commit-key-0123456789' });
    fake.reset();
    fake.reply({ kind: 'text', text: ' \n' }, { times: 1 });
    expect((await user.client.post('/api/ai/tasks/commit-message', input)).json.result).toEqual({
      content: 'feat: update implementation',
    });
    const empty = await user.client.post('/api/ai/tasks/commit-message', { ...input, diff: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.message).toBe('Diff is required');
    const badType = await user.client.post('/api/ai/tasks/commit-message', { ...input, type: 'feature' });
    expect(badType.status).toBe(400);
  });
});
