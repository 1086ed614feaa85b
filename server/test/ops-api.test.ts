// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert, tag, type Value } from '../../web/src/operations/kinds';
import { loadOperationCatalogue, toolsDir } from '../src/ops/discover';
import { TestClient } from './auth-helpers';
import { setPlan, signedInUser } from './ai-helpers';
import { dialect, startTestServer, type TestServer } from './helpers';
import { bearer, callOperation, createToken, fixtureToolsDir } from './ops-helpers';

// Long enough for a cold run that imports its engine inside `run` (certificate-decode) on a loaded machine;
// the catastrophic regex still meets it.
const TIMEOUT_MS = 4000;

/** The API's `{ output, kind }` as a value of the operation model. */
function valueOf(json: { output: unknown; kind: string }): Value {
  if (json.kind === 'bytes') return tag('bytes', new Uint8Array(Buffer.from(json.output as string, 'base64')));
  if (json.kind === 'none') return tag('none', undefined);
  return json.kind === 'text' ? tag('text', json.output as string) : tag('json', json.output);
}

describe(`the operations API: /api/ops (${dialect})`, () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(
      {
        AUTH_RATE_LIMIT_MAX: '1000',
        OPS_FREE_DAILY_LIMIT: '100000',
        OPS_TIMEOUT_MS: String(TIMEOUT_MS),
        OPS_BODY_LIMIT_BYTES: String(64 * 1024),
      },
      { deps: { operationToolsDirs: [toolsDir, fixtureToolsDir] } },
    );
    const { client } = await signedInUser(server, 'ops');
    token = (await createToken(client)).secret;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists every operation that runs outside a browser, with its options as JSON Schema', async () => {
    const catalogue = await loadOperationCatalogue();
    const reply = await fetch(`${server.url}/api/ops`);
    expect(reply.status).toBe(200);
    const { operations } = (await reply.json()) as {
      operations: { id: string; tool: string; input: string; output: string; options: { type: string; properties: object } }[];
    };
    const expected = catalogue.list.filter(({ operation }) => operation.needs !== 'dom').map(({ operation }) => operation.id);
    expect(operations.map((o) => o.id).filter((id) => id !== 'test-regex-probe')).toEqual(expected);
    const encode = operations.find((o) => o.id === 'base64-encode')!;
    expect(encode).toMatchObject({ tool: 'base64-encoder', input: 'text', output: 'text' });
    expect(encode.options).toMatchObject({
      type: 'object',
      properties: { urlSafe: { type: 'boolean', default: false }, removePadding: { type: 'boolean', default: false } },
    });
  });

  it('reaches every operation: each worked example through the API gives its output', async () => {
    const catalogue = await loadOperationCatalogue();
    const servable = catalogue.list.filter(({ operation }) => operation.needs !== 'dom');
    expect(servable.length).toBeGreaterThan(0);
    for (const { operation } of servable) {
      const examples = operation.examples?.length ? operation.examples : [{ input: '', options: {} }];
      for (const example of examples) {
        const reply = await callOperation(
          server.url,
          operation.id,
          { input: example.input ?? '', options: example.options ?? {} },
          bearer(token),
        );
        const where = `${operation.id} ${JSON.stringify(example.input)}`;
        if (!('output' in example) && !('pattern' in example)) {
          // No worked example: reachable means the operation answered, with a result or its own refusal.
          expect([200, 400], where).toContain(reply.status);
          continue;
        }
        expect(reply.status, `${where}: ${reply.text}`).toBe(200);
        expect(reply.json.kind, where).toBe(operation.output);
        const text = convert(valueOf(reply.json), 'text');
        if (example.pattern !== undefined) expect(text, where).toMatch(new RegExp(example.pattern));
        else expect(text, where).toBe(example.output);
      }
    }
    // Every example of ~150 operations, one request after another, beside a build on a loaded machine.
  }, 180_000);

  it('encodes and decodes bytes byte for byte, checked against base64(1)', async () => {
    const text = 'DevForge ✓ 世界\n';
    const reply = await callOperation(server.url, 'base64-encode', { input: text }, bearer(token));
    expect(reply.json).toEqual({ output: execFileSync('base64', ['-w0'], { input: text }).toString(), kind: 'text' });

    // A raw body with options in the query, and the output itself back (Accept: application/octet-stream).
    const raw = await fetch(`${server.url}/api/ops/base64-encode?urlSafe=true&remove-padding=1`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'text/plain', accept: 'application/octet-stream' },
      body: '>>>???',
    });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('x-devforge-kind')).toBe('text');
    expect(await raw.text()).toBe(
      execFileSync('base64', ['-w0'], { input: '>>>???' }).toString().replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
    );

    // JSON input as bytes (inputEncoding base64): the operation takes text, the converter decodes UTF-8.
    const asBytes = await callOperation(
      server.url,
      'base64-encode',
      { input: Buffer.from(text).toString('base64'), inputEncoding: 'base64' },
      bearer(token),
    );
    expect(asBytes.json.output).toBe(reply.json.output);
  });

  it("answers bad input with 400 and the operation's own message, bad options with the option's label", async () => {
    const catalogue = await loadOperationCatalogue();
    const decode = catalogue.find('base64-decode')!.operation;
    let message = '';
    try {
      await decode.run('@@@ not base64', {}, {});
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).not.toBe('');
    const reply = await callOperation(server.url, 'base64-decode', { input: '@@@ not base64' }, bearer(token));
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual({ error: { code: 'operation_failed', message } });

    const badOption = await callOperation(
      server.url,
      'base64-encode',
      { input: 'x', options: { urlSafe: 'yes' } },
      bearer(token),
    );
    expect(badOption.status).toBe(400);
    expect(badOption.json.error.code).toBe('invalid_options');
    expect(badOption.json.error.message).toMatch(/^URL-safe alphabet/);

    const unknownFlag = await fetch(`${server.url}/api/ops/base64-encode?wrap=76`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
      body: 'x',
    });
    expect(unknownFlag.status).toBe(400);
    expect(((await unknownFlag.json()) as any).error.message).toBe(
      'base64-encode has no option "wrap"; its options are url-safe, remove-padding',
    );

    const notBase64 = await callOperation(server.url, 'base64-encode', { input: '***', inputEncoding: 'base64' }, bearer(token));
    expect(notBase64.status).toBe(400);
    expect(notBase64.json.error.message).toBe('input is not valid Base64');

    const missing = await callOperation(server.url, 'base64-encode', { options: {} }, bearer(token));
    expect(missing.status).toBe(400);
    expect(missing.json.error.message).toMatch(/needs an input/);

    const badJson = await fetch(`${server.url}/api/ops/base64-encode`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: '{"input":',
    });
    expect(badJson.status).toBe(400);
    expect(((await badJson.json()) as any).error.code).toBe('invalid_json');

    const unknown = await callOperation(server.url, 'no-such-operation', { input: 'x' }, bearer(token));
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('unknown_operation');
    const badId = await callOperation(server.url, 'Not_An_Id', { input: 'x' }, bearer(token));
    expect(badId.status).toBe(400);
  });

  it('refuses bodies over the limit with 413, and other content types with 415', async () => {
    const big = await callOperation(server.url, 'base64-encode', { input: 'x'.repeat(70 * 1024) }, bearer(token));
    expect(big.status).toBe(413);
    expect(big.json.error.code).toBe('body_too_large');
    const rawBig = await fetch(`${server.url}/api/ops/base64-encode`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
      body: randomBytes(70 * 1024),
    });
    expect(rawBig.status).toBe(413);
    const xml = await fetch(`${server.url}/api/ops/base64-encode`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expect(xml.status).toBe(415);
  });

  it('needs a session or a token', async () => {
    const anonymous = await callOperation(server.url, 'base64-encode', { input: 'x' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.code).toBe('unauthorized');
    const { client } = await signedInUser(server, 'ops-session');
    const withSession = await client.post('/api/ops/base64-encode', { input: 'hello' });
    expect(withSession.status).toBe(200);
    expect(withSession.json).toEqual({ output: 'aGVsbG8=', kind: 'text' });
    for (const header of ['Basic abc', 'Bearer', 'Bearer dfk_short', `Bearer dfk_${'A'.repeat(43)}`]) {
      const reply = await callOperation(server.url, 'base64-encode', { input: 'x' }, { authorization: header });
      expect(reply.status, header).toBe(401);
      expect(reply.json.error.code, header).toBe('invalid_token');
    }
  });

  it(`stops a catastrophic regex with 422 within the cap (${TIMEOUT_MS} ms) while /api/health stays fast`, async () => {
    // Warm the probe's module in every worker (the cap counts the run, not the first import).
    await Promise.all(
      Array.from({ length: 4 }, () =>
        callOperation(server.url, 'test-regex-probe', { input: 'aaa', options: { pattern: '^a+$' } }, bearer(token)),
      ),
    );
    /** /api/health latencies, one request after another, until `until` settles; other calls on the side. */
    async function healthLatencies(until: Promise<unknown>) {
      let done = false;
      void until.then(() => (done = true));
      const latencies: number[] = [];
      const others: Promise<number>[] = [];
      while (!done) {
        const t = performance.now();
        const health = await fetch(`${server.url}/api/health`);
        await health.arrayBuffer();
        latencies.push(performance.now() - t);
        expect(health.status).toBe(200);
        if (latencies.length % 20 === 0)
          others.push(callOperation(server.url, 'base64-encode', { input: 'x' }, bearer(token)).then((r) => r.status));
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      return { latencies, others: await Promise.all(others) };
    }
    const started = performance.now();
    const evil = callOperation(
      server.url,
      'test-regex-probe',
      { input: `${'a'.repeat(30)}!`, options: { pattern: '(a+)+$' } },
      bearer(token),
    ).then((reply) => ({ reply, ms: performance.now() - started }));
    const during = await healthLatencies(evil);
    const { reply, ms } = await evil;

    expect(reply.status).toBe(422);
    expect(reply.json.error).toEqual({
      code: 'timeout',
      message: `test-regex-probe did not finish within ${TIMEOUT_MS / 1000} s and was stopped. Try a smaller input or simpler options.`,
    });
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS);
    // Other operation calls went on meanwhile, on the other worker.
    expect(during.others).toEqual(during.others.map(() => 200));
    // The event loop kept answering while the regex ran (on the loop itself, health would have
    // answered once or twice in that time). How fast it answered is a bench row (ops-api), not a test:
    // a timing here would fail on a busy machine.
    expect(during.latencies.length).toBeGreaterThan(20);

    // The pool replaced the stopped worker: the next call works.
    const after = await callOperation(server.url, 'test-regex-probe', { input: 'abc', options: { pattern: 'b' } }, bearer(token));
    expect(after.json).toEqual({ output: { matches: true }, kind: 'json' });
  });

  it('counts calls against the daily quota of the plan and refuses the one over it with 429', async () => {
    const limited = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000', OPS_FREE_DAILY_LIMIT: '3', OPS_PRO_DAILY_LIMIT: '5' });
    try {
      const { client, email } = await signedInUser(limited, 'quota');
      const { secret } = await createToken(client);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const reply = await callOperation(limited.url, 'base64-encode', { input: 'x' }, bearer(secret));
        statuses.push(reply.status);
        expect(reply.headers.get('ratelimit-limit')).toBe('3');
        expect(reply.headers.get('ratelimit-remaining')).toBe(String(2 - i));
      }
      expect(statuses).toEqual([200, 200, 200]);
      // The session and the token share the user's count.
      const over = await client.post('/api/ops/base64-encode', { input: 'x' });
      expect(over.status).toBe(429);
      expect(over.json.error).toEqual({
        code: 'quota_exceeded',
        message: 'You have used the 3 operation calls of your Free plan for today. The count starts again at 00:00 UTC.',
      });
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(86_400);
      // Bad options are refused before counting.
      expect(
        (await callOperation(limited.url, 'base64-encode', { input: 'x', options: { urlSafe: 1 } }, bearer(secret))).status,
      ).toBe(400);

      await setPlan(limited, email, 'pro');
      const pro = await callOperation(limited.url, 'base64-encode', { input: 'x' }, bearer(secret));
      expect(pro.status).toBe(200);
      expect(pro.headers.get('ratelimit-limit')).toBe('5');
      expect(pro.headers.get('ratelimit-remaining')).toBe('1');
    } finally {
      await limited.close();
    }
  });

  it('starts a new day at 00:00 UTC', async () => {
    let now = new Date('2030-01-01T23:59:59.000Z');
    const limited = await startTestServer(
      { AUTH_RATE_LIMIT_MAX: '1000', OPS_FREE_DAILY_LIMIT: '1' },
      { deps: { clock: () => now } },
    );
    try {
      const { client } = await signedInUser(limited, 'quota-day');
      expect((await client.post('/api/ops/base64-encode', { input: 'x' })).status).toBe(200);
      expect((await client.post('/api/ops/base64-encode', { input: 'x' })).status).toBe(429);
      now = new Date('2030-01-02T00:00:01.000Z');
      expect((await client.post('/api/ops/base64-encode', { input: 'x' })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('takes a token without Origin (scripts) and a session only from our own origin', async () => {
    const { client } = await signedInUser(server, 'ops-origin');
    const foreign = new TestClient(server.url, { origin: 'https://evil.example' });
    for (const [name, value] of client.cookies) foreign.cookies.set(name, value);
    const refused = await foreign.post('/api/ops/base64-encode', { input: 'x' });
    expect(refused.status).toBe(403);
  });
});
