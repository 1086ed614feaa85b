// @vitest-environment node
import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../common/api';
import { strongPassword, uniqueEmail } from './auth-helpers';
import { dialect, startTestServer, type TestServer } from './helpers';

// Generated fuzzing of every route in /api/openapi.json (issue 35 §3), as Schemathesis does it, with
// fast-check through app.inject (no sockets), a fixed seed and a bounded budget: for each route,
// signed in as user A, as user B and signed out, valid bodies drawn from the documented schemas and
// invalid ones (wrong types, oversized and deeply nested JSON, Unicode edge cases, wrong content
// types, random path ids). Checks: never a 500; every status the route answers is documented and
// its body matches the documented schema (errors: the one error shape); signed-out calls to a
// signed-in route are 401; B never reaches A's snippets, keys or tokens; deleted things are gone.

type Schema = Record<string, any>;
type OpenApi = { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, Schema> } };
type Who = 'A' | 'B' | 'signed out';

const SEED = 35;
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
/** Routes that hash a password per call (argon2id, slow on purpose) get fewer runs. */
const SLOW = /\/api\/auth\//;
/** Generic answers any route may give (the framework's body parser and limits). */
const ANY_ROUTE = new Set([400, 413, 415, 429]);

/** Strings that break naive code: lone surrogates, NUL, RTL marks, combining marks, emoji, long ones. */
const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '\udfff',
    '\u202e',
    'e\u0301',
    '👩‍💻',
    '%00',
    '../../etc/passwd',
    '<script>',
    "' OR 1=1 --",
    'null',
    '{}',
    '\r\n',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.nat({ max: 300_000 }).map((n) => 'x'.repeat(n)),
);

/** JSON nested `depth` deep, as text (JSON.stringify itself would overflow the stack on it). */
const deeplyNested = (depth: number) => '[{"a":'.repeat(depth) + '1' + '}]'.repeat(depth);

const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  nastyString,
  fc.constantFrom(null, true, 0, -1, 1e308, [], {}),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
);

/** A fast-check arbitrary of values valid (mostly) for a JSON Schema of the document. */
function valueOf(schema: Schema | undefined, doc: OpenApi, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyJson;
  if (schema.$ref) return valueOf(doc.components.schemas[String(schema.$ref).split('/').pop()!], doc, depth + 1);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...(alternatives as Schema[]).map((s) => valueOf(s, doc, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
      return fc.string({ minLength: min, maxLength: max });
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueOf(schema.items, doc, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set<string>(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = valueOf(property, doc, depth + 1);
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in record) });
    }
    default:
      return anyJson;
  }
}

type Call = { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer };

/** A request to one route: valid by the schema, or broken in one of the ways attackers and bugs break them. */
function callsFor(method: string, path: string, operation: any, doc: OpenApi, ids: Record<string, string[]>): fc.Arbitrary<Call> {
  const pathParams = ((operation.parameters ?? []) as any[]).filter((p) => p.in === 'path');
  const queryParams = ((operation.parameters ?? []) as any[]).filter((p) => p.in === 'query');
  const idArb = (name: string) =>
    fc.oneof(
      fc.constantFrom(...(ids[name] ?? ['x'])),
      fc.string({ minLength: 1, maxLength: 120 }),
      nastyString.filter((s) => s.length > 0 && s.length < 500),
    );
  const urlArb = fc
    .tuple(
      fc.tuple(...pathParams.map((p) => idArb(p.name))),
      fc.array(
        fc.tuple(
          fc.constantFrom(...queryParams.map((p) => p.name), 'unknown'),
          fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String)),
        ),
        { maxLength: 3 },
      ),
    )
    .map(([values, query]) => {
      let url = path;
      // A lone surrogate cannot be percent-encoded (URIError): it goes as its replacement character.
      pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, encodeURIComponent(Buffer.from(values[i]!).toString()))));
      const search = new URLSearchParams(query).toString();
      return search ? `${url}?${search}` : url;
    });
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema as Schema | undefined;
  const validBody = jsonSchema ? valueOf(jsonSchema, doc) : fc.constant(undefined);
  const body = fc.oneof(
    {
      weight: 4,
      arbitrary: validBody.map((value) => ({
        type: 'application/json',
        payload: value === undefined ? undefined : JSON.stringify(value),
      })),
    },
    { weight: 2, arbitrary: anyJson.map((value) => ({ type: 'application/json', payload: JSON.stringify(value) ?? 'null' })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,2', 'not json', '\u0000', deeplyNested(10_000), '{"__proto__":{"polluted":1}}')
        .map((payload) => ({ type: 'application/json', payload })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded')
        .map((type) => ({ type, payload: 'a=1&<b/>' })),
    },
  );
  return fc
    .record({ url: urlArb, body: method === 'GET' || method === 'DELETE' ? fc.constant({ type: '', payload: undefined }) : body })
    .map(({ url, body: b }) => ({
      method: method.toUpperCase(),
      url,
      headers: (b.payload === undefined ? {} : { 'content-type': b.type }) as Record<string, string>,
      payload: b.payload,
    }));
}

describe(`every API route under generated input (${dialect})`, () => {
  let server: TestServer;
  let app: FastifyInstance;
  let doc: OpenApi;
  let ajv: Ajv2020;
  const cookies: Record<Who, string> = { A: '', B: '', 'signed out': '' };
  /** A's own things, for B to try to reach: path parameter name → ids. */
  const idsOfA: Record<string, string[]> = {};

  const inject = (call: Call, who: Who) =>
    app.inject({
      method: call.method as any,
      url: call.url,
      payload: call.payload,
      headers: { ...call.headers, origin: server.url, ...(cookies[who] ? { cookie: cookies[who] } : {}) },
    });

  async function signUp(): Promise<string> {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: server.url },
      payload: { email: uniqueEmail('fuzz'), password: strongPassword },
    });
    expect(reply.statusCode).toBe(200);
    const set = reply.headers['set-cookie'];
    return (Array.isArray(set) ? set : [set ?? '']).map((c) => c.split(';')[0]).join('; ');
  }

  beforeAll(async () => {
    server = await startTestServer({
      AUTH_RATE_LIMIT_MAX: '100000',
      FEEDBACK_RATE_LIMIT: '100000',
      RELAY_TIMEOUT_MS: '1000',
      AI_TIMEOUT_MS: '1000',
    });
    app = server.app;
    doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
    ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: false });
    ajv.addSchema(doc, 'openapi');
    cookies.A = await signUp();
    cookies.B = await signUp();
    const asA = (method: string, url: string, payload?: unknown) =>
      app.inject({ method: method as any, url, payload: payload as any, headers: { origin: server.url, cookie: cookies.A } });
    const snippet = await asA('POST', '/api/snippets', {
      title: 'A’s snippet',
      code: 'let a = 1;',
      language: 'javascript',
      tags: [],
    });
    const key = await asA('POST', '/api/keys', { provider: 'openai', apiKey: 'sk-fuzz-0123456789abcdefghij' });
    const token = await asA('POST', '/api/tokens', { name: 'fuzz', expiresInDays: 30 });
    idsOfA.id = [
      snippet.json().snippet.id,
      key.json().key.id,
      ...(token.statusCode < 300 ? [token.json().token?.id ?? token.json().id].filter(Boolean) : []),
    ];
  });
  afterAll(async () => {
    await server?.close();
  });

  function check(method: string, path: string, operation: any, call: Call, who: Who, reply: LightMyRequestResponse) {
    const where = `${who}: ${call.method} ${call.url.slice(0, 120)} ${call.headers['content-type'] ?? ''} → ${reply.statusCode} ${reply.body.slice(0, 300)}`;
    expect(reply.statusCode, where).not.toBe(500);
    const documented = operation.responses?.[String(reply.statusCode)];
    expect(documented !== undefined || ANY_ROUTE.has(reply.statusCode), `undocumented status: ${where}`).toBe(true);
    const isJson = String(reply.headers['content-type'] ?? '').startsWith('application/json');
    if (reply.statusCode >= 400) {
      expect(isJson && apiErrorBodySchema.safeParse(reply.json()).success, `not the error shape: ${where}`).toBe(true);
      return;
    }
    if (documented?.content?.['application/json'] && isJson) {
      const pointer = ['paths', path, method, 'responses', String(reply.statusCode), 'content', 'application/json', 'schema']
        .map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1'))
        .join('/');
      const validate = ajv.getSchema(`openapi#/${pointer}`)!;
      expect(validate(reply.json()), `${where}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  }

  it('answers every route without a 500, as documented, with auth enforced', { timeout: 240_000 }, async () => {
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(routes.length).toBeGreaterThan(40);
    // Every route is fuzzed even when an earlier one fails, so one run shows every problem.
    const failures: string[] = [];
    for (const { path, method, operation } of routes) {
      // Signing out A or B would end the run's sessions; it is fuzzed signed out only.
      const identities: Who[] = path === '/api/auth/sign-out' ? ['signed out'] : ['A', 'B', 'signed out'];
      for (const who of identities) {
        const runs = SLOW.test(path) ? 3 : RUNS_PER_ROUTE;
        const property = fc.asyncProperty(callsFor(method, path, operation, doc, idsOfA), async (call) => {
          const reply = await inject(call, who);
          check(method, path, operation, call, who, reply);
          // A signed-in route refuses the signed-out whatever the input (or names the bad input first).
          if (who === 'signed out' && operation.security?.length)
            expect([400, 401, 404, 413, 415], `${call.method} ${call.url} signed out → ${reply.statusCode}`).toContain(
              reply.statusCode,
            );
          // B never reaches A's things: whatever B sends to A's ids is 404 (or refused input).
          if (who === 'B' && idsOfA.id?.some((id) => call.url.includes(encodeURIComponent(id))))
            expect([400, 404, 413, 415]).toContain(reply.statusCode);
        });
        const result = await fc.check(property, { seed: SEED, numRuns: runs, endOnFailure: true });
        if (result.failed)
          failures.push(
            `${method.toUpperCase()} ${path} as ${who}: ${String((result.errorInstance as Error)?.message ?? result.errorInstance).split('\n')[0]}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('takes a JSON body that is a bare string as JSON, not as a raw body (found by the fuzzer: it was a 500)', async () => {
    const send = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        payload: '"x"',
        headers: { origin: server.url, cookie: cookies.A, 'content-type': 'application/json' },
      });
    const token = await send('/api/tokens');
    expect(token.statusCode).toBe(400);
    expect(token.json().error.code).toBe('invalid_input');
    const operation = await send('/api/ops/base64-encode');
    expect(operation.statusCode).toBe(400);
    expect(apiErrorBodySchema.safeParse(operation.json()).success).toBe(true);
  });

  it("keeps A's things from B, and deleted things are gone", async () => {
    const as = (who: Who, method: string, url: string, payload?: unknown) =>
      app.inject({ method: method as any, url, payload: payload as any, headers: { origin: server.url, cookie: cookies[who] } });
    const created = (
      await as('A', 'POST', '/api/snippets', { title: 'to delete', code: 'x', language: 'javascript', tags: [] })
    ).json().snippet.id as string;
    expect((await as('B', 'PATCH', `/api/snippets/${created}`, { title: 'mine now' })).statusCode).toBe(404);
    expect((await as('B', 'DELETE', `/api/snippets/${created}`)).statusCode).toBe(404);
    expect((await as('B', 'GET', '/api/snippets')).json().snippets.some((s: { id: string }) => s.id === created)).toBe(false);
    expect((await as('A', 'DELETE', `/api/snippets/${created}`)).statusCode).toBe(204);
    expect((await as('A', 'PATCH', `/api/snippets/${created}`, { title: 'back?' })).statusCode).toBe(404);
    expect((await as('A', 'DELETE', `/api/snippets/${created}`)).statusCode).toBe(404);
    expect((await as('A', 'GET', '/api/snippets')).json().snippets.some((s: { id: string }) => s.id === created)).toBe(false);
    const keyId = idsOfA.id![1]!;
    expect((await as('B', 'POST', `/api/keys/${keyId}/reveal`)).statusCode).toBe(404);
    expect((await as('A', 'POST', `/api/keys/${keyId}/reveal`)).statusCode).toBe(200);
  });
});
