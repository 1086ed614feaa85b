import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { apiKeyRequiredMessage, createSseParser, landingPageSchema, regexResultSchema, usageLevel } from '../../common/ai';
import { isEndpointFailure } from '../src/ai/ai-caller';
import { FallbackRotation } from '../src/ai/fallback-rotation';
import { InvalidJsonReplyError, parseJsonReply, stripCodeFence } from '../src/ai/json-reply';
import { resolveKeyAccess } from '../src/ai/key-access';
import { modelIdsFrom } from '../src/ai/model-list';
import { BadReplyError, describeProviderError } from '../src/ai/provider-errors';
import { lastUtcDays, nextUtcMidnight, utcDay } from '../src/ai/quota';
import { taskDefinitions } from '../src/ai/tasks';

function apiError(statusCode: number | undefined, { body = '', headers = {} }: { body?: string; headers?: Record<string, string> } = {}) {
  return new APICallError({ message: 'failed', url: 'http://x', requestBodyValues: {}, statusCode, responseBody: body, responseHeaders: headers });
}

describe('UTC day arithmetic of the quota', () => {
  it('names the UTC day, whatever the local time zone says', () => {
    expect(utcDay(new Date('2025-03-09T23:59:59.999Z'))).toBe('2025-03-09');
    expect(utcDay(new Date('2025-03-10T00:00:00.000Z'))).toBe('2025-03-10');
    expect(utcDay(new Date('2025-03-09T23:30:00-05:00'))).toBe('2025-03-10');
  });

  it('resets at the next UTC midnight, across months and years', () => {
    expect(nextUtcMidnight(new Date('2025-03-09T12:00:00Z')).toISOString()).toBe('2025-03-10T00:00:00.000Z');
    expect(nextUtcMidnight(new Date('2025-03-09T00:00:00Z')).toISOString()).toBe('2025-03-10T00:00:00.000Z');
    expect(nextUtcMidnight(new Date('2024-02-28T23:00:00Z')).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(nextUtcMidnight(new Date('2025-12-31T23:59:59Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('lists the last 7 days, oldest first, ending today', () => {
    expect(lastUtcDays({ at: new Date('2025-03-02T10:00:00Z') })).toEqual([
      '2025-02-24',
      '2025-02-25',
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(lastUtcDays({ at: new Date('2025-01-01T00:00:00Z'), count: 2 })).toEqual(['2024-12-31', '2025-01-01']);
  });
});

describe('usageLevel (progress bar colour, spec §4)', () => {
  it('is ok below 80 %, warning from 80 %, limit at or above the limit', () => {
    expect(usageLevel({ count: 0, limit: 3 })).toBe('ok');
    expect(usageLevel({ count: 2, limit: 3 })).toBe('ok');
    expect(usageLevel({ count: 3, limit: 3 })).toBe('limit');
    expect(usageLevel({ count: 7, limit: 10 })).toBe('ok');
    expect(usageLevel({ count: 8, limit: 10 })).toBe('warning');
    expect(usageLevel({ count: 9, limit: 10 })).toBe('warning');
    expect(usageLevel({ count: 10, limit: 10 })).toBe('limit');
    expect(usageLevel({ count: 12, limit: 10 })).toBe('limit');
    expect(usageLevel({ count: 4, limit: 5 })).toBe('warning');
  });

  it('is always ok when unlimited, and at the limit when the limit is 0', () => {
    expect(usageLevel({ count: 500, limit: null })).toBe('ok');
    expect(usageLevel({ count: 0, limit: 0 })).toBe('limit');
  });
});

describe('resolveKeyAccess', () => {
  const base = { builtInKey: 'built-in', plan: 'free' as const, freeDailyLimit: 3 };

  it("prefers the user's own key, which is not counted", () => {
    expect(resolveKeyAccess({ ...base, ownKey: 'mine' })).toEqual({ kind: 'own', apiKey: 'mine' });
  });

  it('falls back to the built-in key, limited for Free and unlimited for Pro', () => {
    expect(resolveKeyAccess({ ...base, ownKey: null })).toEqual({ kind: 'built-in', apiKey: 'built-in', limit: 3 });
    expect(resolveKeyAccess({ ...base, ownKey: null, plan: 'pro' })).toEqual({ kind: 'built-in', apiKey: 'built-in', limit: null });
  });

  it('blocks without either, unless the endpoint needs no key', () => {
    expect(resolveKeyAccess({ ...base, ownKey: null, builtInKey: undefined })).toEqual({ kind: 'blocked' });
    expect(resolveKeyAccess({ ...base, ownKey: null, builtInKey: undefined, keyOptional: true })).toEqual({ kind: 'built-in', apiKey: undefined, limit: 3 });
  });

  it('words the block exactly as the spec does', () => {
    expect(apiKeyRequiredMessage('openai')).toBe('OpenAI API key required. Please add your own OpenAI API key in Account Settings to use this feature.');
    expect(apiKeyRequiredMessage('gemini')).toBe(
      'Google Gemini API key required. Please add your own Google Gemini API key in Account Settings to use this feature.',
    );
    // The aggregator has its own sentence (spec tools.md §8).
    expect(apiKeyRequiredMessage('ai')).toBe('AI API key not configured. Please add your API key to use AI features.');
  });
});

describe('FallbackRotation (spec §4 provider fallback)', () => {
  const always = () => true;

  it('moves to the next endpoint after a failure, and resets after a successful fallback', async () => {
    const rotation = new FallbackRotation(3);
    const tried: number[] = [];
    const value = await rotation.run(async (position) => {
      tried.push(position);
      if (position < 2) throw new Error(`endpoint ${position} down`);
      return `answer from ${position}`;
    }, always);
    expect(value).toBe('answer from 2');
    expect(tried).toEqual([0, 1, 2]);
    expect(rotation.current).toBe(0);
  });

  it('tries each endpoint once at most, then throws the last failure; the index has come round', async () => {
    const rotation = new FallbackRotation(3);
    const tried: number[] = [];
    await expect(
      rotation.run(async (position) => {
        tried.push(position);
        throw new Error(`endpoint ${position} down`);
      }, always),
    ).rejects.toThrow('endpoint 2 down');
    expect(tried).toEqual([0, 1, 2]);
    expect(rotation.current).toBe(0);
  });

  it('starts where the rotation stands, and wraps around', async () => {
    const rotation = new FallbackRotation(3);
    // A call that fails on 0 and is abandoned on 1 (not an endpoint failure) leaves the index at 1.
    await expect(
      rotation.run(
        async (position) => {
          throw new Error(position === 0 ? 'down' : 'not the endpoint');
        },
        (error) => (error as Error).message === 'down',
      ),
    ).rejects.toThrow('not the endpoint');
    expect(rotation.current).toBe(1);
    const tried: number[] = [];
    await rotation.run(async (position) => {
      tried.push(position);
      if (position !== 0) throw new Error('down');
      return 'ok';
    }, always);
    expect(tried).toEqual([1, 2, 0]);
    expect(rotation.current).toBe(0);
  });

  it('does not move on for failures that are not the endpoint’s', async () => {
    const rotation = new FallbackRotation(2);
    let calls = 0;
    await expect(
      rotation.run(
        async () => {
          calls++;
          throw new Error('bad input');
        },
        () => false,
      ),
    ).rejects.toThrow('bad input');
    expect(calls).toBe(1);
  });

  it('falls back on non-OK answers and network errors only', () => {
    expect(isEndpointFailure(apiError(500))).toBe(true);
    expect(isEndpointFailure(apiError(401))).toBe(true);
    expect(isEndpointFailure(apiError(undefined))).toBe(true);
    expect(isEndpointFailure(new TypeError('fetch failed'))).toBe(true);
    expect(isEndpointFailure(apiError(200))).toBe(false);
    expect(isEndpointFailure(new BadReplyError('cut off'))).toBe(false);
    expect(isEndpointFailure(new Error('other'))).toBe(false);
  });
});

describe('describeProviderError', () => {
  const describe_ = (error: unknown, extra: Partial<Parameters<typeof describeProviderError>[0]> = {}) =>
    describeProviderError({ error, provider: 'openai', keySource: 'own', timeoutMs: 120_000, model: 'gpt-4o-mini', ...extra });

  it('names the provider and what the user can do, for each kind of failure', () => {
    expect(describe_(apiError(401))).toMatchObject({ statusCode: 502, code: 'ai_key_rejected', message: expect.stringContaining('OpenAI rejected your API key (HTTP 401)') });
    expect(describe_(apiError(403), { keySource: 'built-in' }).message).toBe(
      'OpenAI rejected the built-in API key. Please add your own OpenAI API key in Account Settings, or choose another provider.',
    );
    expect(describe_(apiError(429, { headers: { 'retry-after': '20' } }))).toMatchObject({ code: 'ai_rate_limited', statusCode: 503, retryAfterSeconds: 20 });
    expect(describe_(apiError(429, { body: '{"error":{"code":"insufficient_quota"}}' })).code).toBe('ai_quota_exhausted');
    expect(describe_(apiError(402)).code).toBe('ai_quota_exhausted');
    expect(describe_(apiError(400, { body: 'Your credit balance is too low' }), { provider: 'anthropic' }).message).toContain('Your Anthropic account has run out');
    expect(describe_(apiError(503)).message).toBe('OpenAI is not available right now (HTTP 503). Please try again in a few minutes, or choose another provider.');
    expect(describe_(apiError(undefined)).message).toContain('Could not reach OpenAI');
    expect(describe_(apiError(200)).code).toBe('ai_bad_response');
    expect(describe_(apiError(404)).message).toContain('Check that the model "gpt-4o-mini" exists');
    expect(describe_(new Error('x'), { timedOut: true }).message).toBe('OpenAI did not answer within 120 seconds. Please try again, or try with a shorter input.');
    expect(describe_(new Error('x'), { timedOut: true, timeoutMs: 1500 }).message).toContain('within 1.5 seconds');
  });

  it("never passes on the provider's own words, which may quote the key", () => {
    const error = apiError(401, { body: '{"error":{"message":"Incorrect API key provided: sk-live-SECRET"}}' });
    expect(JSON.stringify(describe_(error))).not.toContain('SECRET');
  });
});

describe('parseJsonReply', () => {
  it('strips a code fence and validates', () => {
    const text = '```json\n{"pattern":"^\\\\d+$","flags":"","explanation":"digits"}\n```';
    expect(parseJsonReply({ text, schema: regexResultSchema })).toEqual({ pattern: '^\\d+$', flags: '', explanation: 'digits' });
  });

  it('tolerates prose around the object', () => {
    expect(parseJsonReply({ text: 'Here you go: {"pattern":"a","flags":"g","explanation":"x"} Hope it helps!', schema: regexResultSchema }).flags).toBe('g');
  });

  it('names the problem when it is not JSON or not the right shape', () => {
    expect(() => parseJsonReply({ text: 'no json here', schema: regexResultSchema })).toThrow(InvalidJsonReplyError);
    expect(() => parseJsonReply({ text: '{"pattern": 1, "flags": "", "explanation": ""}', schema: regexResultSchema })).toThrow(/at "pattern"/);
    expect(() => parseJsonReply({ text: '{"pattern":"a","flags":"xyz","explanation":""}', schema: regexResultSchema })).toThrow(/flags/);
  });

  it('leaves unfenced text alone', () => {
    expect(stripCodeFence({ text: '  feat: add login\n\nBody  ' })).toBe('feat: add login\n\nBody');
    expect(stripCodeFence({ text: '```\nfix: typo\n```' })).toBe('fix: typo');
  });
});

describe('task definitions', () => {
  it('return the spec’s defaults when no text arrives (tools.md §8)', () => {
    expect(taskDefinitions['analyze-code'].whenEmpty).toMatchObject({ summary: 'No analysis available', qualityScore: 8 });
    expect(taskDefinitions['commit-message'].whenEmpty).toEqual({ content: 'feat: update implementation' });
    expect(taskDefinitions.documentation.whenEmpty).toEqual({ content: 'No documentation generated' });
    expect(taskDefinitions.explain.whenEmpty).toEqual({ content: 'No explanation available' });
    expect(taskDefinitions.tests.whenEmpty).toEqual({ content: 'No tests generated' });
    expect(taskDefinitions.refactor.whenEmpty).toEqual({ content: 'No refactoring suggestions available' });
    expect(taskDefinitions.regex.whenEmpty).toMatchObject({ explanation: 'No regex pattern generated' });
    expect(taskDefinitions['sql-optimize'].whenEmpty).toEqual({ content: 'No optimization suggestions available' });
  });

  it('put the JSON Schema and the word JSON in structured prompts', () => {
    const prompt = taskDefinitions['landing-page'].prompt({ description: 'a bakery' });
    expect(prompt).toContain('JSON Schema');
    expect(prompt).toContain('"globalStyles"');
    expect(taskDefinitions['analyze-code'].prompt({ code: 'x', language: 'python' })).toContain('"bestPractices"');
  });

  it('fence code safely even when it contains fences', () => {
    const prompt = taskDefinitions.explain.prompt({ code: 'const md = "```js\\n```";', language: 'JavaScript' });
    expect(prompt).toContain('~~~~javascript\nconst md');
  });

  it('accept a landing page of the spec’s shape', () => {
    const page = {
      name: 'Bakery',
      description: 'Fresh bread',
      globalStyles: { primaryColor: '#aa5500', secondaryColor: '#333333', fontFamily: 'Georgia, serif', backgroundColor: '#fffaf0' },
      sections: [
        { id: 'hero', type: 'hero', content: { title: 'Bread', subtitle: 'Daily', ctaText: 'Order' } },
        { id: 'footer', type: 'footer', content: { companyName: 'Bakery Ltd' } },
      ],
    };
    expect(landingPageSchema.parse(page)).toEqual(page);
    expect(landingPageSchema.safeParse({ ...page, sections: [{ id: 'x', type: 'carousel', content: {} }] }).success).toBe(false);
  });
});

describe('createSseParser', () => {
  it('reads events split across chunks, in order', () => {
    const parse = createSseParser();
    expect(parse('event: meta\ndata: {"provider":"openai","model":"m","keySource":"own"}\n\nevent: del')).toEqual([
      { event: 'meta', data: { provider: 'openai', model: 'm', keySource: 'own' } },
    ]);
    expect(parse('ta\ndata: {"text":"Hel')).toEqual([]);
    expect(parse('lo"}\r\n\r\n: keep-alive\n\nevent: delta\ndata: {"text":"!"}\n\n')).toEqual([
      { event: 'delta', data: { text: 'Hello' } },
      { event: 'delta', data: { text: '!' } },
    ]);
  });
});

describe('modelIdsFrom', () => {
  it('reads OpenAI-style and Gemini-style lists', () => {
    expect(modelIdsFrom({ data: [{ id: 'a' }, { id: 'b' }, { nope: 1 }] })).toEqual(['a', 'b']);
    expect(modelIdsFrom({ models: [{ name: 'models/gemini-2.0-flash' }] })).toEqual(['gemini-2.0-flash']);
    expect(modelIdsFrom('nonsense')).toEqual([]);
    expect(modelIdsFrom({ data: 'nope' })).toEqual([]);
  });
});
