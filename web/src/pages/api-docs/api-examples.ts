// The API reference page's worked calls, one per input kind. The page prints them as curl commands
// (curlCommand) and server/test/api-docs-examples.test.ts runs those very commands against a real
// server with a real token and compares the answers with `response` below, so a documented example
// cannot drift from what the API does. Relative imports only: the server's tests load this file.

export type ApiExampleKind = 'text' | 'bytes' | 'json' | 'none';

export type ApiExample = {
  kind: ApiExampleKind;
  title: string;
  /** What the call shows, in a sentence or two. */
  description: string;
  operationId: string;
  /** Options in the query string (with a raw body). */
  query?: string;
  /** A JSON body, sent with `-d`. */
  json?: unknown;
  /** A raw body piped to curl from printf (the bytes example); a real script sends a file with `--data-binary @file`. */
  piped?: { printf: string; contentType: 'application/octet-stream' | 'text/plain' };
  /** The answer: exact, or (for generators) its output's shape. */
  response: { status: number; body: { output: string; kind: ApiExampleKind } | { error: { code: string; message: string } } };
  /** For random outputs: the pattern each line of `output` matches (the body above is one sample answer). */
  outputLinePattern?: string;
};

export const apiExamples: readonly ApiExample[] = [
  {
    kind: 'text',
    title: 'Text in, text out: Base64-encode a string',
    description: 'A JSON body whose `input` is a string. The answer is the output with its kind.',
    operationId: 'base64-encode',
    json: { input: 'Hello, DevForge!' },
    response: { status: 200, body: { output: 'SGVsbG8sIERldkZvcmdlIQ==', kind: 'text' } },
  },
  {
    kind: 'bytes',
    title: 'Bytes in: the SHA-256 of a file',
    description:
      'The input as a raw `application/octet-stream` body and the options in the query. To hash a file, send it with `--data-binary @file.bin`; in a JSON body, bytes go as Base64 with `"inputEncoding": "base64"`.',
    operationId: 'hash',
    query: 'algorithm=sha256',
    piped: { printf: 'abc', contentType: 'application/octet-stream' },
    response: {
      status: 200,
      body: { output: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', kind: 'text' },
    },
  },
  {
    kind: 'json',
    title: 'JSON in: convert a document to YAML',
    description: 'For an operation that takes JSON, `input` may be any JSON value (or its text as a string).',
    operationId: 'json-to-yaml',
    json: { input: { name: 'devforge', tags: ['yaml', 'json'] } },
    response: { status: 200, body: { output: 'name: devforge\ntags:\n  - yaml\n  - json\n', kind: 'text' } },
  },
  {
    kind: 'none',
    title: 'No input: generate three UUIDs',
    description: 'Generators take no input: send only the options. Their output differs on every call.',
    operationId: 'uuid-v4',
    json: { options: { count: 3 } },
    response: {
      status: 200,
      body: {
        output:
          '0b6f4a6e-4f4e-4c1e-9d7b-3a1f2f0c8e51\n9c1d2e3f-7a8b-4c5d-8e9f-0a1b2c3d4e5f\n5e4d3c2b-1a0f-4e9d-a8c7-b6a5f4e3d2c1',
        kind: 'text',
      },
    },
    outputLinePattern: '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$',
  },
];

/** A refused call: what every error looks like. */
export const apiErrorExample: ApiExample = {
  kind: 'text',
  title: 'Bad input',
  description: "JSON with a trailing comma: 400, with the operation's own message.",
  operationId: 'json-format',
  json: { input: '{"a": 1,}' },
  response: {
    status: 400,
    body: {
      error: {
        code: 'operation_failed',
        message: 'Invalid JSON: Expected double-quoted property name in JSON at position 8 (line 1, column 9)',
      },
    },
  },
};

/** The environment variable the commands read the token from (never pasted into a command line). */
export const TOKEN_VARIABLE = 'DEVFORGE_TOKEN';

/** Quotes a word for a POSIX shell. */
function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** The example as a curl command against `origin` (e.g. https://devforge.dev), token from $DEVFORGE_TOKEN. */
export function curlCommand(example: ApiExample, origin: string): string {
  const url = `${origin.replace(/\/+$/, '')}/api/ops/${example.operationId}${example.query ? `?${example.query}` : ''}`;
  const lines = [`curl -sS "${url}"`, `  -H "Authorization: Bearer $${TOKEN_VARIABLE}"`];
  if (example.piped) {
    lines.push(`  -H "Content-Type: ${example.piped.contentType}"`, '  --data-binary @-');
    lines[0] = `printf ${shellQuote(example.piped.printf)} | ${lines[0]}`;
  } else {
    lines.push('  -H "Content-Type: application/json"', `  -d ${shellQuote(JSON.stringify(example.json ?? {}))}`);
  }
  return lines.join(' \\\n');
}

/** The documented answer as the API prints it. */
export function responseText(example: ApiExample): string {
  return JSON.stringify(example.response.body);
}
