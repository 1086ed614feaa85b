import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiTaskIds, createSseParser, type AiStreamEvent } from '../../common/ai';
import { fakeProviderEnv, signedInUser, type SignedIn } from './ai-helpers';
import { startFakeProvider, type FakeProvider } from './fake-provider/fake-provider';
import { dialect, startTestServer, type TestServer } from './helpers';

const analysis = {
  qualityScore: 6.5,
  security: ['eval() on user input in run()'],
  performance: [],
  bestPractices: ['Use const for bindings that are never reassigned'],
  refactoring: ['Extract the parsing loop into its own function'],
  summary: 'Small, readable script with one dangerous eval.',
};

const landingPage = {
  name: 'Crumb & Co',
  description: 'A neighbourhood bakery',
  globalStyles: { primaryColor: '#b45309', secondaryColor: '#1f2937', fontFamily: 'Georgia, serif', backgroundColor: '#fffbeb' },
  sections: [
    { id: 'hero', type: 'hero', content: { title: 'Bread, daily', subtitle: 'Baked at 5 am', ctaText: 'Order now' } },
    { id: 'features', type: 'features', content: { title: 'Why us', subtitle: 'Three reasons', features: [{ icon: '🥖', title: 'Sourdough', description: '48 h ferment' }] } },
    { id: 'testimonials', type: 'testimonials', content: { title: 'Neighbours say', testimonials: [{ quote: 'Best rye', author: 'Ana', role: 'Regular' }] } },
    { id: 'pricing', type: 'pricing', content: { title: 'Boxes', plans: [{ name: 'Weekly', price: '$20', description: 'Four loaves', features: ['Free delivery'], featured: true }] } },
    { id: 'cta', type: 'cta', content: { title: 'Hungry?', subtitle: 'We open at 7', ctaText: 'Visit' } },
    { id: 'footer', type: 'footer', content: { companyName: 'Crumb & Co' } },
  ],
};

const inputs = {
  'analyze-code': { code: 'eval(input)', language: 'javascript' },
  documentation: { code: 'def add(a, b):\n    return a + b', language: 'python' },
  refactor: { code: 'var x = 1; var y = x + 1;', language: 'javascript' },
  tests: { code: 'export const add = (a, b) => a + b;', language: 'typescript', framework: 'Vitest' },
  explain: { code: 'SELECT 1', language: 'sql' },
  regex: { description: 'an ISO date like 2024-05-01', examples: ['2024-05-01', '1999-12-31'] },
  'sql-optimize': { query: 'SELECT * FROM orders WHERE YEAR(created_at) = 2024', dialect: 'MySQL', context: 'orders has 10M rows' },
  'commit-message': { diff: 'diff --git a/a.ts b/a.ts\n+export const x = 1;', template: 'conventional', type: 'feat', scope: 'core', issue: '#42', breaking: true },
  'landing-page': { description: 'a neighbourhood bakery' },
} as const;

describe(`AI tasks end to end (${dialect})`, () => {
  let fake: FakeProvider;
  let server: TestServer;
  let user: SignedIn;
  beforeAll(async () => {
    fake = await startFakeProvider();
    server = await startTestServer({ ...fakeProviderEnv(fake), AUTH_RATE_LIMIT_MAX: '1000', AI_DEFAULT_PROVIDER: 'openai' });
    user = await signedInUser(server);
    // Own key: these tests are about the tasks, not the quota.
    await user.client.post('/api/keys', { provider: 'openai', apiKey: 'sk-task-tests-0123456789' });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const lastPrompt = () => fake.requests.at(-1)!.body.messages.at(-1).content as string;

  it('analyses code into the AI analysis result, validated', async () => {
    fake.reset();
    fake.reply({ kind: 'text', text: `\`\`\`json\n${JSON.stringify(analysis)}\n\`\`\`` }, { times: 1 });
    const reply = await user.client.post('/api/ai/tasks/analyze-code', inputs['analyze-code']);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      task: 'analyze-code',
      provider: 'openai',
      model: 'gpt-4o-mini',
      keySource: 'own',
      result: analysis,
      usage: { promptTokens: 11, completionTokens: 7, totalTokens: 18 },
    });
    expect(lastPrompt()).toContain('eval(input)');
    expect(lastPrompt()).toContain('"qualityScore"');
  });

  it('asks once more when the JSON is invalid, and adds up the usage of both calls', async () => {
    fake.reset();
    let calls = 0;
    fake.reply(() => (++calls === 1 ? { kind: 'text', text: 'Sure! The code looks fine overall.' } : { kind: 'text', text: JSON.stringify(analysis) }));
    const reply = await user.client.post('/api/ai/tasks/analyze-code', inputs['analyze-code']);
    expect(reply.status).toBe(200);
    expect(reply.json.result).toEqual(analysis);
    expect(reply.json.usage).toEqual({ promptTokens: 22, completionTokens: 14, totalTokens: 36 });
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]!.body.messages;
    expect(retry.map((m: { role: string }) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry[2].content).toBe('Sure! The code looks fine overall.');
    expect(retry[3].content).toMatch(/^That reply could not be used: the reply is not JSON\. Answer again with only the JSON object/);
  });

  it('fails with the spec’s message when the retry is not valid either, without using up a free request', async () => {
    const free = await signedInUser(server);
    fake.reset();
    fake.reply({ kind: 'text', text: '{"qualityScore": "great"}' }, { times: 2 });
    const reply = await free.client.post('/api/ai/tasks/analyze-code', inputs['analyze-code']);
    expect(reply.status).toBe(502);
    expect(reply.json.error).toEqual({ code: 'ai_bad_response', message: 'Failed to analyze code. Please try again.' });
    expect(fake.requests).toHaveLength(2);
    expect((await free.client.get('/api/ai/usage')).json.today).toBe(0);
  });

  it('returns the spec’s defaults when no text arrives', async () => {
    const expected: Record<string, unknown> = {
      'analyze-code': { qualityScore: 8, security: [], performance: [], bestPractices: [], refactoring: [], summary: 'No analysis available' },
      documentation: { content: 'No documentation generated' },
      refactor: { content: 'No refactoring suggestions available' },
      tests: { content: 'No tests generated' },
      explain: { content: 'No explanation available' },
      regex: { pattern: '', flags: '', explanation: 'No regex pattern generated' },
      'sql-optimize': { content: 'No optimization suggestions available' },
      'commit-message': { content: 'feat: update implementation' },
    };
    for (const [task, result] of Object.entries(expected)) {
      fake.reply({ kind: 'text', text: '  \n' }, { times: 1 });
      const reply = await user.client.post(`/api/ai/tasks/${task}`, inputs[task as keyof typeof inputs]);
      expect(reply.status, task).toBe(200);
      expect(reply.json.result, task).toEqual(result);
    }
    fake.reply({ kind: 'text', text: '' }, { times: 1 });
    const page = await user.client.post('/api/ai/tasks/landing-page', inputs['landing-page']);
    expect(page.json.error).toEqual({ code: 'ai_bad_response', message: 'Failed to generate landing page. Please try again.' });
  });

  it('generates a landing page of the spec’s shape', async () => {
    fake.reply({ kind: 'text', text: JSON.stringify(landingPage) }, { times: 1 });
    const reply = await user.client.post('/api/ai/tasks/landing-page', inputs['landing-page']);
    expect(reply.status).toBe(200);
    expect(reply.json.result).toEqual(landingPage);
    expect(lastPrompt()).toContain('a neighbourhood bakery');
  });

  it('generates a regex with its flags and explanation', async () => {
    fake.reply({ kind: 'text', text: '{"pattern":"^\\\\d{4}-\\\\d{2}-\\\\d{2}$","flags":"","explanation":"Four digits, dash, two digits, dash, two digits."}' }, { times: 1 });
    const reply = await user.client.post('/api/ai/tasks/regex', inputs.regex);
    expect(reply.json.result).toEqual({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', flags: '', explanation: 'Four digits, dash, two digits, dash, two digits.' });
    expect(new RegExp(reply.json.result.pattern).test('2024-05-01')).toBe(true);
    expect(lastPrompt()).toContain('- "1999-12-31"');
  });

  it('writes a commit message from the diff and the options, without fences', async () => {
    fake.reply({ kind: 'text', text: '```\nfeat(core)!: export x\n\nBREAKING CHANGE: x is now exported\n\nCloses #42\n```' }, { times: 1 });
    const reply = await user.client.post('/api/ai/tasks/commit-message', inputs['commit-message']);
    expect(reply.json.result).toEqual({ content: 'feat(core)!: export x\n\nBREAKING CHANGE: x is now exported\n\nCloses #42' });
    const prompt = lastPrompt();
    expect(prompt).toContain('Conventional Commits');
    expect(prompt).toContain('The commit type is "feat".');
    expect(prompt).toContain('The scope is "core".');
    expect(prompt).toContain('BREAKING CHANGE');
    expect(prompt).toContain('#42');
    expect(prompt).toContain('+export const x = 1;');
  });

  it.each(['documentation', 'refactor', 'tests', 'explain', 'sql-optimize'] as const)('%s returns the text the model wrote', async (task) => {
    fake.reply({ kind: 'text', text: `\n## ${task}\n\nSome **markdown**.\n` }, { times: 1 });
    const reply = await user.client.post(`/api/ai/tasks/${task}`, inputs[task]);
    expect(reply.status).toBe(200);
    expect(reply.json.result).toEqual({ content: `## ${task}\n\nSome **markdown**.` });
  });

  it('puts the options into the prompts', async () => {
    await user.client.post('/api/ai/tasks/tests', inputs.tests);
    expect(lastPrompt()).toContain('with Vitest');
    await user.client.post('/api/ai/tasks/sql-optimize', inputs['sql-optimize']);
    expect(lastPrompt()).toContain('Optimise this MySQL query');
    expect(lastPrompt()).toContain('orders has 10M rows');
  });

  it('validates input with clear messages', async () => {
    const missing = await user.client.post('/api/ai/tasks/explain', { language: 'js' });
    expect(missing.status).toBe(400);
    expect(missing.json.error.message).toBe('code: Code is required');
    expect((await user.client.post('/api/ai/tasks/explain', { code: '   ', language: 'js' })).json.error.message).toBe('Code is required');
    expect((await user.client.post('/api/ai/tasks/explain', { code: 'x'.repeat(100_001), language: 'js' })).json.error.message).toBe(
      'Code must be at most 100,000 characters',
    );
    expect((await user.client.post('/api/ai/tasks/explain', { code: 'x', language: 'js', provider: 'nope' })).json.error.message).toBe(
      'Choose one of the listed providers',
    );
    const unknown = await user.client.post('/api/ai/tasks/horoscope', { code: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toEqual({ code: 'not_found', message: 'No such AI task' });
    expect((await fetch(`${server.url}/api/ai/tasks/explain`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);
  });

  describe('streaming (server-sent events)', () => {
    async function stream(task: string, body: object): Promise<{ status: number; events: AiStreamEvent[]; contentType: string | null }> {
      const response = await fetch(`${server.url}/api/ai/tasks/${task}/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: user.client.cookieHeader(), origin: server.url },
        body: JSON.stringify(body),
      });
      const parse = createSseParser();
      const events: AiStreamEvent[] = [];
      const decoder = new TextDecoder();
      for await (const chunk of response.body!) events.push(...parse(decoder.decode(chunk, { stream: true })));
      return { status: response.status, events, contentType: response.headers.get('content-type') };
    }

    it('streams the text as it is written, then the result', async () => {
      fake.reply({ kind: 'text', text: 'This query scans every row because YEAR() hides the index.' }, { times: 1 });
      const { status, events, contentType } = await stream('sql-optimize', inputs['sql-optimize']);
      expect(status).toBe(200);
      expect(contentType).toBe('text/event-stream; charset=utf-8');
      expect(events[0]).toEqual({ event: 'meta', data: { provider: 'openai', model: 'gpt-4o-mini', keySource: 'own' } });
      const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
      expect(deltas.length).toBeGreaterThan(5);
      expect(deltas.join('')).toBe('This query scans every row because YEAR() hides the index.');
      expect(events.at(-1)).toEqual({
        event: 'done',
        data: {
          task: 'sql-optimize',
          provider: 'openai',
          model: 'gpt-4o-mini',
          keySource: 'own',
          result: { content: 'This query scans every row because YEAR() hides the index.' },
          usage: { promptTokens: 11, completionTokens: 7, totalTokens: 18 },
        },
      });
    });

    it('streams a structured task and validates the result at the end', async () => {
      fake.reply({ kind: 'text', text: JSON.stringify(landingPage) }, { times: 1 });
      const { events } = await stream('landing-page', inputs['landing-page']);
      expect(events.at(-1)!.event).toBe('done');
      expect((events.at(-1)!.data as { result: unknown }).result).toEqual(landingPage);
    });

    it('answers a refused call with its HTTP status, before any event', async () => {
      fake.reply({ kind: 'status', status: 401 }, { times: 1 });
      const refused = await fetch(`${server.url}/api/ai/tasks/explain/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: user.client.cookieHeader(), origin: server.url },
        body: JSON.stringify(inputs.explain),
      });
      expect(refused.status).toBe(502);
      expect(refused.headers.get('content-type')).toMatch(/application\/json/);
      expect(((await refused.json()) as { error: unknown }).error).toEqual({
        code: 'ai_key_rejected',
        message: 'OpenAI rejected your API key (HTTP 401). Check the key in Account Settings, or save a new one.',
      });
    });
  });

  it('has an endpoint for every task of the spec', () => {
    expect([...aiTaskIds].sort()).toEqual(Object.keys(inputs).sort());
  });
});
