import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSseParser, type AiStreamEvent, type AiTaskId } from '../../common/ai';
import { builtInKeyOf, fakeProviderEnv, signedInUser, type SignedIn } from './ai-helpers';
import { startFakeProvider, type FakeProvider } from './fake-provider/fake-provider';
import { dialect, startTestServer, type TestServer } from './helpers';

// The tasks behind the AI code analyzer, the AI regex generator and the AI SQL optimizer
// (issue 15), end to end against the fake provider: whose key pays, what is counted, the daily
// limit, a failing provider giving the use back, a stream cancelled mid-way stopping the provider
// call, and the replies the tools must survive (fenced, with prose around, empty, cut off).

const LIMIT = 2;
const OPENAI_CHAT = '/openai/v1/chat/completions';

const analysis = {
  qualityScore: 6,
  security: ['Line 1: eval() runs whatever the user typed.'],
  performance: [],
  bestPractices: ['Use const.'],
  refactoring: [],
  summary: 'One dangerous eval.',
};
const regex = { pattern: '^\\d{4}-\\d{2}-\\d{2}$', flags: '', explanation: 'Four digits, a dash, two digits, a dash, two digits.' };
const sqlAnswer = '## Optimized query\n```sql\nSELECT id FROM orders WHERE created_at >= DATE \'2024-01-01\';\n```\n\n## Changes\n- A range instead of YEAR().';

type ToolTask = Extract<AiTaskId, 'analyze-code' | 'regex' | 'sql-optimize'>;

const tools: { task: ToolTask; input: object; reply: string; result: unknown }[] = [
  { task: 'analyze-code', input: { code: 'eval(input)\nconsole.log(1)', language: 'JavaScript' }, reply: JSON.stringify(analysis), result: analysis },
  {
    task: 'regex',
    input: { description: 'an ISO date', examples: ['2024-05-01'], nonMatching: ['2024-5-1'], matchWhole: true },
    reply: JSON.stringify(regex),
    result: regex,
  },
  {
    task: 'sql-optimize',
    input: { query: 'SELECT * FROM orders WHERE YEAR(created_at) = 2024', dialect: 'PostgreSQL', schema: 'CREATE TABLE orders (id int, created_at date);' },
    reply: sqlAnswer,
    result: { content: sqlAnswer },
  },
];

describe(`the AI tools' tasks (${dialect})`, () => {
  let fake: FakeProvider;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeProvider();
    server = await startTestServer({ ...fakeProviderEnv(fake), AUTH_RATE_LIMIT_MAX: '1000', AI_DEFAULT_PROVIDER: 'openai', AI_FREE_DAILY_LIMIT: String(LIMIT) });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  const usage = async (user: SignedIn) => (await user.client.get('/api/ai/usage')).json;
  const headers = (user: SignedIn) => ({ 'content-type': 'application/json', cookie: user.client.cookieHeader(), origin: server.url });

  for (const { task, input, reply, result } of tools) {
    describe(task, () => {
      it("with the user's own key: answered, paid by that key, not counted", async () => {
        const user = await signedInUser(server);
        await user.client.post('/api/keys', { provider: 'openai', apiKey: 'sk-own-tools-0123456789' });
        fake.reply({ kind: 'text', text: reply }, { prefix: OPENAI_CHAT });
        const answer = await user.client.post(`/api/ai/tasks/${task}`, input);
        expect(answer.status, answer.text).toBe(200);
        expect(answer.json).toMatchObject({ task, provider: 'openai', keySource: 'own', result });
        expect(fake.requests.at(-1)!.headers.authorization).toBe('Bearer sk-own-tools-0123456789');
        expect(await usage(user)).toMatchObject({ today: 0, remaining: LIMIT });
      });

      it('with the built-in key: counted under the task, up to the daily limit, streamed or not', async () => {
        const user = await signedInUser(server);
        fake.reply({ kind: 'text', text: reply }, { prefix: OPENAI_CHAT });
        const first = await user.client.post(`/api/ai/tasks/${task}`, input);
        expect(first.json).toMatchObject({ keySource: 'built-in', result });
        expect(fake.requests.at(-1)!.headers.authorization).toBe(`Bearer ${builtInKeyOf('openai')}`);
        expect(await usage(user)).toMatchObject({ today: 1, remaining: LIMIT - 1, features: { [task]: 1 } });
        expect((await user.client.post(`/api/ai/tasks/${task}/stream`, input)).status).toBe(200);
        expect(await usage(user)).toMatchObject({ today: 2, remaining: 0, features: { [task]: 2 } });

        const before = fake.requests.length;
        for (const path of [`/api/ai/tasks/${task}`, `/api/ai/tasks/${task}/stream`]) {
          const refused = await user.client.post(path, input);
          expect(refused.status).toBe(429);
          expect(refused.json.error.code).toBe('daily_limit_reached');
          expect(refused.json.error.message).toContain(`You have used your ${LIMIT} free AI requests for today.`);
        }
        // Refused before the provider was asked.
        expect(fake.requests.length).toBe(before);
      });

      it('gives the use back when the provider fails, streamed or not', async () => {
        const user = await signedInUser(server);
        fake.reply({ kind: 'status', status: 500 }, { prefix: OPENAI_CHAT });
        const plain = await user.client.post(`/api/ai/tasks/${task}`, input);
        expect(plain.status).toBe(502);
        expect(plain.json.error.code).toBe('ai_provider_down');
        expect((await user.client.post(`/api/ai/tasks/${task}/stream`, input)).status).toBe(502);
        expect(await usage(user)).toMatchObject({ today: 0, remaining: LIMIT, features: {} });
      });

      it('a stream cancelled mid-way stops the provider request', async () => {
        const user = await signedInUser(server);
        // Paced: about 4 s in all, so the cancel lands halfway.
        fake.reply({ kind: 'text', text: reply, chunkSize: 8, chunkDelayMs: 4000 / Math.ceil(reply.length / 8) }, { prefix: OPENAI_CHAT });
        const controller = new AbortController();
        const response = await fetch(`${server.url}/api/ai/tasks/${task}/stream`, { method: 'POST', headers: headers(user), body: JSON.stringify(input), signal: controller.signal });
        expect(response.status).toBe(200);
        const parse = createSseParser();
        const decoder = new TextDecoder();
        const reader = response.body!.getReader();
        const seen: AiStreamEvent[] = [];
        while (!seen.some((e) => e.event === 'delta')) {
          const { value, done } = await reader.read();
          if (done) break;
          seen.push(...parse(decoder.decode(value, { stream: true })));
        }
        expect(seen[0]).toMatchObject({ event: 'meta', data: { keySource: 'built-in' } });
        controller.abort();
        await expect.poll(() => fake.abandoned, { timeout: 5000 }).toBe(1);
        // Text reached the browser, so the request counts, once.
        expect(await usage(user)).toMatchObject({ today: 1, features: {} });
      });
    });
  }

  describe('replies the tools must survive', () => {
    let user: SignedIn;
    beforeAll(async () => {
      user = await signedInUser(server);
      await user.client.post('/api/keys', { provider: 'openai', apiKey: 'sk-own-replies-0123456789' });
    });

    it('reads JSON in a code fence, or with prose around it', async () => {
      fake.reply({ kind: 'text', text: `\`\`\`json\n${JSON.stringify(analysis)}\n\`\`\`` }, { times: 1 });
      expect((await user.client.post('/api/ai/tasks/analyze-code', tools[0]!.input)).json.result).toEqual(analysis);
      fake.reply({ kind: 'text', text: `Sure! Here is the pattern:\n${JSON.stringify(regex)}\nHope it helps.` }, { times: 1 });
      expect((await user.client.post('/api/ai/tasks/regex', tools[1]!.input)).json.result).toEqual(regex);
    });

    it("gives the spec's defaults for an empty reply", async () => {
      fake.reply({ kind: 'text', text: '' }, { times: 3 });
      expect((await user.client.post('/api/ai/tasks/analyze-code', tools[0]!.input)).json.result).toMatchObject({ qualityScore: 8, summary: 'No analysis available' });
      expect((await user.client.post('/api/ai/tasks/regex', tools[1]!.input)).json.result).toEqual({ pattern: '', flags: '', explanation: 'No regex pattern generated' });
      expect((await user.client.post('/api/ai/tasks/sql-optimize', tools[2]!.input)).json.result).toEqual({ content: 'No optimization suggestions available' });
    });

    it('asks once more after a reply cut off mid-JSON, and fails with the tool wording when that one is cut off too', async () => {
      const cut = JSON.stringify(regex).slice(0, 30);
      let calls = 0;
      fake.reply(() => ({ kind: 'text', text: ++calls === 1 ? cut : JSON.stringify(regex) }));
      const recovered = await user.client.post('/api/ai/tasks/regex', tools[1]!.input);
      expect(recovered.json.result).toEqual(regex);
      expect(calls).toBe(2);

      fake.reset();
      fake.reply({ kind: 'text', text: cut });
      const failed = await user.client.post('/api/ai/tasks/regex', tools[1]!.input);
      expect(failed.status).toBe(502);
      expect(failed.json.error).toEqual({ code: 'ai_bad_response', message: 'Failed to generate regex' });
      fake.reset();
      fake.reply({ kind: 'text', text: JSON.stringify(analysis).slice(0, 40) });
      expect((await user.client.post('/api/ai/tasks/analyze-code', tools[0]!.input)).json.error.message).toBe('Failed to analyze code. Please try again.');
    });

    it('puts what the tools send into the prompt', async () => {
      // The first user message of the last call (a retry adds more after it).
      const prompt = () => (fake.requests.at(-1)!.body.messages as { role: string; content: string }[]).find((m) => m.role === 'user')!.content;
      await user.client.post('/api/ai/tasks/analyze-code', tools[0]!.input);
      expect(prompt()).toContain('1| eval(input)\n2| console.log(1)');
      expect(prompt()).toContain('"Line N: "');

      await user.client.post('/api/ai/tasks/regex', {
        ...tools[1]!.input,
        previousAttempt: { pattern: '\\d+-\\d+-\\d+', flags: 'g', failures: [{ text: '2024-5-1', shouldMatch: false }] },
      });
      expect(prompt()).toContain('It must match each of these examples as a whole');
      expect(prompt()).toContain('It must not match any of these as a whole:\n- "2024-5-1"');
      expect(prompt()).toContain('Your previous answer was /\\d+-\\d+-\\d+/g, and it got these examples wrong:\n- "2024-5-1" must not match but did');
      await user.client.post('/api/ai/tasks/regex', { description: 'a word', examples: ['say hello'], matchWhole: false });
      expect(prompt()).toContain('(a match anywhere in it will do)');

      await user.client.post('/api/ai/tasks/sql-optimize', tools[2]!.input);
      expect(prompt()).toContain('Optimise this PostgreSQL query');
      expect(prompt()).toContain('The tables it reads:\n```sql\nCREATE TABLE orders (id int, created_at date);\n```');
      expect(prompt()).toContain('## Suggested indexes');
    });

    it('validates the new inputs with clear messages', async () => {
      const tooMany = await user.client.post('/api/ai/tasks/regex', { description: 'x', nonMatching: Array(21).fill('a') });
      expect(tooMany.status).toBe(400);
      expect(tooMany.json.error.message).toContain('At most 20 examples');
      const badFailure = await user.client.post('/api/ai/tasks/regex', { description: 'x', previousAttempt: { pattern: 'a', flags: '', failures: [{ text: 'a' }] } });
      expect(badFailure.status).toBe(400);
      const bigSchema = await user.client.post('/api/ai/tasks/sql-optimize', { query: 'SELECT 1', schema: 'x'.repeat(50_001) });
      expect(bigSchema.status).toBe(400);
      expect(bigSchema.json.error.message).toContain('Schema must be at most 50000 characters');
    });
  });
});
