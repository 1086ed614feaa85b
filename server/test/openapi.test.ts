// @vitest-environment node
import { execFileSync } from 'node:child_process';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperationCatalogue } from '../src/ops/discover';
import { signedInUser } from './ai-helpers';
import { TestClient, type Reply } from './auth-helpers';
import { dialect, startTestServer, type TestServer } from './helpers';
import { bearer, callOperation, createToken } from './ops-helpers';

// /api/openapi.json is generated from the routes' own zod schemas. Checked against two outside
// oracles: the OpenAPI 3.1 specification's own schema (openapi-spec-validator, Python) and Ajv's
// JSON Schema 2020-12 validation of the server's real answers against the schemas it documents.

type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, any>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

describe(`the OpenAPI document: /api/openapi.json (${dialect})`, () => {
  let server: TestServer;
  let doc: OpenApi;
  let ajv: Ajv2020;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000' });
    const reply = await fetch(`${server.url}/api/openapi.json`);
    expect(reply.status).toBe(200);
    doc = (await reply.json()) as OpenApi;
    ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
    ajv.addSchema(doc, 'openapi');
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Whether an answer matches what the document says the route answers with that status. */
  function expectDocumented(method: string, path: string, reply: Reply) {
    const response = doc.paths[path]?.[method]?.responses?.[String(reply.status)];
    expect(response, `${method} ${path} ${reply.status} is documented`).toBeDefined();
    const pointer = ['paths', path, method, 'responses', String(reply.status), 'content', 'application/json', 'schema']
      .map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1'))
      .join('/');
    if (!response.content) return expect(reply.text).toBe('');
    const validate = ajv.getSchema(`openapi#/${pointer}`)!;
    expect(validate(reply.json), `${method} ${path} ${reply.status}: ${JSON.stringify(validate.errors)}`).toBe(true);
  }

  it('is a valid OpenAPI 3.1 document (openapi-spec-validator)', () => {
    expect(doc.openapi).toBe('3.1.0');
    const script =
      'import json, sys\nfrom openapi_spec_validator import validate\nvalidate(json.load(sys.stdin))\nprint("valid")';
    let out: string;
    try {
      out = execFileSync('python3', ['-c', script], {
        input: JSON.stringify(doc),
        encoding: 'utf8',
        stdio: ['pipe', 'pipe', 'pipe'],
      });
    } catch (error) {
      const stderr = String((error as { stderr?: string }).stderr ?? error);
      if (stderr.includes("No module named 'openapi_spec_validator'"))
        throw new Error(
          'The python3 on PATH needs openapi-spec-validator (it comes with the machine image; pip install openapi-spec-validator==0.9.0)',
          { cause: error },
        );
      throw new Error(stderr.split('\n').slice(-20).join('\n'), { cause: error });
    }
    expect(out.trim()).toBe('valid');
  });

  it('describes the token and operation routes, and one path per operation with its own options', async () => {
    for (const [path, method] of [
      ['/api/tokens', 'get'],
      ['/api/tokens', 'post'],
      ['/api/tokens/{id}', 'delete'],
      ['/api/ops', 'get'],
      ['/api/ops/{operation}', 'post'],
      ['/api/openapi.json', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(doc.paths['/api/tokens']!.post.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/api/ops/{operation}']!.post.security).toEqual([{ sessionCookie: [] }, { apiToken: [] }]);
    expect(doc.paths['/api/ops/{operation}']!.post.requestBody.content).toHaveProperty(['application/octet-stream']);
    expect(doc.components.securitySchemes).toHaveProperty(
      'apiToken',
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );

    const catalogue = await loadOperationCatalogue();
    for (const { operation } of catalogue.list.filter(({ operation }) => operation.needs !== 'dom')) {
      const route = doc.paths[`/api/ops/${operation.id}`]?.post;
      expect(route, operation.id).toBeDefined();
      const options = route.requestBody.content['application/json'].schema.properties.options;
      const validate = ajv.compile({ $schema: 'https://json-schema.org/draft/2020-12/schema', ...options });
      // Every worked example's options are valid options by the document.
      for (const example of operation.examples ?? [])
        expect(validate(example.options ?? {}), `${operation.id}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    const encodeOptions =
      doc.paths['/api/ops/base64-encode']!.post.requestBody.content['application/json'].schema.properties.options;
    expect(encodeOptions.properties).toMatchObject({
      urlSafe: { type: 'boolean', default: false },
      removePadding: { type: 'boolean', default: false },
    });
    expect(ajv.compile({ $schema: 'https://json-schema.org/draft/2020-12/schema', ...encodeOptions })({ urlSafe: 'yes' })).toBe(
      false,
    );
  });

  it("matches the server's real answers", async () => {
    const { client } = await signedInUser(server, 'openapi');
    const created = await client.post('/api/tokens', { name: 'docs', expiresInDays: 30 });
    expectDocumented('post', '/api/tokens', created);
    expectDocumented('post', '/api/tokens', await client.post('/api/tokens', { name: '' }));
    expectDocumented('get', '/api/tokens', await client.get('/api/tokens'));
    expectDocumented('get', '/api/tokens', await new TestClient(server.url).get('/api/tokens'));
    const { secret } = await createToken(client);
    expectDocumented(
      'post',
      '/api/ops/{operation}',
      await callOperation(server.url, 'base64-encode', { input: 'hi' }, bearer(secret)),
    );
    expectDocumented(
      'post',
      '/api/ops/base64-encode',
      await callOperation(server.url, 'base64-encode', { input: 'hi' }, bearer(secret)),
    );
    expectDocumented(
      'post',
      '/api/ops/{operation}',
      await callOperation(server.url, 'base64-decode', { input: '%%%' }, bearer(secret)),
    );
    expectDocumented('post', '/api/ops/{operation}', await callOperation(server.url, 'base64-encode', { input: 'hi' }));
    expectDocumented('post', '/api/ops/{operation}', await callOperation(server.url, 'nope', { input: 'hi' }, bearer(secret)));
    const list = await fetch(`${server.url}/api/ops`);
    expectDocumented('get', '/api/ops', { status: list.status, headers: list.headers, json: await list.json(), text: '' });
    expectDocumented('delete', '/api/tokens/{id}', await client.request('DELETE', `/api/tokens/${created.json.token.id}`));
    expectDocumented('delete', '/api/tokens/{id}', await client.request('DELETE', `/api/tokens/${created.json.token.id}`));
  });
});
