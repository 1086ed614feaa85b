// @vitest-environment node
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorExample,
  apiExamples,
  curlCommand,
  TOKEN_VARIABLE,
  type ApiExample,
} from '../../web/src/pages/api-docs/api-examples';
import { signedInUser } from './ai-helpers';
import { dialect, startTestServer, type TestServer } from './helpers';
import { createToken } from './ops-helpers';

const run = promisify(execFile);

/** Runs the command exactly as the API reference page prints it, in a POSIX shell, with a real token. */
async function runDocumented(example: ApiExample, origin: string, token: string): Promise<{ status: number; body: unknown }> {
  // -w appends the status on its own line, after the body.
  const command = `${curlCommand(example, origin)} -w '\\n%{http_code}'`;
  const { stdout } = await run('sh', ['-c', command], { env: { ...process.env, [TOKEN_VARIABLE]: token } });
  const cut = stdout.lastIndexOf('\n');
  return { status: Number(stdout.slice(cut + 1)), body: JSON.parse(stdout.slice(0, cut)) };
}

describe(`the API reference's curl examples, run against the server (${dialect})`, () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000' });
    const { client } = await signedInUser(server, 'api-docs');
    token = (await createToken(client, 'API reference examples')).secret;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('documents one example for each input kind, each an operation of that input kind', async () => {
    expect(apiExamples.map((example) => example.kind).sort()).toEqual(['bytes', 'json', 'none', 'text']);
    const { operations } = (await (await fetch(`${server.url}/api/ops`)).json()) as {
      operations: { id: string; input: string }[];
    };
    for (const example of apiExamples)
      expect(operations.find((operation) => operation.id === example.operationId)?.input, example.operationId).toBe(example.kind);
  });

  for (const example of [...apiExamples, apiErrorExample]) {
    it(`${example.operationId} (${example.title}) answers what the page shows`, async () => {
      const reply = await runDocumented(example, server.url, token);
      expect(reply.status).toBe(example.response.status);
      if (!example.outputLinePattern) {
        expect(reply.body).toEqual(example.response.body);
        return;
      }
      // A generator: the documented answer is one sample; the real one has the same shape.
      const documented = example.response.body as { output: string; kind: string };
      const body = reply.body as { output: string; kind: string };
      expect(body.kind).toBe(documented.kind);
      const lines = body.output.split('\n');
      expect(lines).toHaveLength(documented.output.split('\n').length);
      for (const line of [...lines, ...documented.output.split('\n')])
        expect(line).toMatch(new RegExp(example.outputLinePattern));
    });
  }

  it('refuses the same command without the token', async () => {
    const reply = await runDocumented(apiExamples[0]!, server.url, '');
    expect(reply.status).toBe(401);
  });
});
