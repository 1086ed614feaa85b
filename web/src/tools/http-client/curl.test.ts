// @vitest-environment node
// The oracle is the real curl (and Node, and Python's requests): each command of the fixture is run
// by curl against a local server that records what arrives. Importing the command must send the
// same request; exporting it again as cURL, fetch and Python requests and running that code must too.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireRequest } from '@/engines/http-transport/wire';
import { requestAsCode } from './code-export';
import { curlCommands, type CurlFixture } from './curl-commands.fixture';
import { importCurl, looksLikeCurl } from './curl-import';
import { buildRequest } from './request-draft';

type Seen = { method: string; url: string; headers: [string, string][]; body: Buffer };

let server: http.Server;
let origin = '';
const seen: Seen[] = [];
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devforge-curl-'));
// The shell's value of the variable the OpenAI example uses (import turns it into {{OPENAI_API_KEY}}).
const shellEnv = { OPENAI_API_KEY: 'sk-test-0123456789' };

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const headers: [string, string][] = [];
      for (let i = 0; i < request.rawHeaders.length; i += 2) headers.push([request.rawHeaders[i]!, request.rawHeaders[i + 1]!]);
      seen.push({ method: request.method!, url: request.url!, headers, body: Buffer.concat(chunks) });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** The command aimed at the local server: every origin in it swapped (URLs, Referer alike). */
function local(command: string): string {
  return command.replace(/https?:\/\/[A-Za-z0-9.-]+(:\d+)?/g, origin);
}

function run(file: string, args: string[], input?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      file,
      args,
      { cwd: workDir, env: { ...process.env, ...shellEnv }, timeout: 20_000 },
      (error, _stdout, stderr) => (error ? reject(new Error(`${file} failed: ${stderr || error.message}`)) : resolve()),
    );
    if (input !== undefined) child.stdin!.end(input);
  });
}

async function captured(send: () => Promise<unknown>): Promise<Seen> {
  const before = seen.length;
  await send();
  expect(seen.length, 'one request arrived').toBe(before + 1);
  return seen.at(-1)!;
}

/** What real curl sends for the command (a terminal's "$ " prompt and a trailing pipe left out). */
function curlSends(command: string) {
  const runnable = command.replace(/^\$\s+/, '').replace(/\s*\|\s*jq.*$/s, '');
  return captured(() => run('bash', ['-c', runnable]));
}

/** What our request sends, through Node's fetch (the same fetch, Headers, FormData and URLSearchParams as a browser). */
function wireSends(request: WireRequest) {
  const body =
    request.body === undefined || request.method === 'GET' || request.method === 'HEAD'
      ? undefined
      : request.body.kind === 'text'
        ? request.body.text
        : request.body.kind === 'urlencoded'
          ? new URLSearchParams(request.body.fields)
          : (() => {
              const form = new FormData();
              for (const f of request.body.fields) {
                if ('file' in f) form.append(f.name, f.file, f.file.name);
                else form.append(f.name, f.value);
              }
              return form;
            })();
  return captured(() => fetch(request.url, { method: request.method, headers: request.headers, body }).then((r) => r.text()));
}

// Headers every client adds on its own; User-Agent and Accept compared only when the user chose a value.
const isClientDefault = (name: string, value: string) =>
  ['host', 'content-length', 'connection', 'expect', 'accept-encoding', 'accept-language', 'sec-fetch-mode'].includes(name) ||
  (name === 'user-agent' && /^(curl|python-requests|node|undici)\b/i.test(value)) ||
  (name === 'accept' && value === '*/*');

function multipartParts(body: Buffer, contentType: string) {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (!boundary) return [];
  return body
    .toString('latin1')
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head, ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      const name = /name="([^"]*)"/.exec(head ?? '')?.[1];
      const filename = /filename="([^"]*)"/.exec(head ?? '')?.[1];
      return { name, filename, content: rest.join('\r\n\r\n').replace(/\r\n$/, '') };
    });
}

/** What a server understands from a request: the parts that must agree, whatever client sent it. */
function meaning(request: Seen, { fileContents = true, sortQuery = false, sortParts = false } = {}) {
  const url = new URL(request.url, origin);
  const query = [...url.searchParams];
  const headers = request.headers
    .map(([n, v]) => [n.toLowerCase(), v] as [string, string])
    .filter(([n, v]) => !isClientDefault(n, v) && n !== 'content-type')
    .sort(([a], [b]) => a.localeCompare(b));
  const contentType = request.headers.find(([n]) => n.toLowerCase() === 'content-type')?.[1] ?? '';
  const mime = contentType.split(';')[0]!.trim().toLowerCase();
  let body: unknown = request.body.toString('utf8');
  if (mime === 'multipart/form-data') {
    const parts = multipartParts(request.body, contentType).map((p) =>
      fileContents || !p.filename ? p : { ...p, content: '(file)' },
    );
    body = sortParts ? parts.sort((a, b) => String(a.name).localeCompare(String(b.name))) : parts;
  } else if (mime === 'application/x-www-form-urlencoded') body = [...new URLSearchParams(request.body.toString('utf8'))];
  else if (mime.endsWith('json') && request.body.length > 0) body = JSON.parse(request.body.toString('utf8'));
  return {
    method: request.method,
    path: url.pathname,
    query: sortQuery ? query.sort(([a], [b]) => a.localeCompare(b)) : query,
    headers,
    // The boundary is the client's own; charset=UTF-8 is what a form is anyway (fetch names it, curl does not).
    contentType:
      contentType
        .replace(/;\s*boundary=[^;]+/i, '')
        .replace(/;\s*charset=utf-8/i, '')
        .replace(/\s+/g, '')
        .toLowerCase() || (request.body.length > 0 ? '(none)' : ''),
    body,
  };
}

function filesOf(fixture: CurlFixture): Map<string, File> {
  return new Map(Object.entries(fixture.files ?? {}).map(([name, content]) => [name, new File([content], name)]));
}

const runnable = curlCommands.filter((f) => !f.warns);

describe('cURL import and export, against the real curl', () => {
  beforeAll(() => {
    for (const fixture of curlCommands)
      for (const [name, content] of Object.entries(fixture.files ?? {})) fs.writeFileSync(path.join(workDir, name), content);
  });

  it('has thirty real-world commands', () => {
    expect(curlCommands).toHaveLength(30);
    for (const fixture of curlCommands) expect(looksLikeCurl(fixture.command), fixture.name).toBe(true);
  });

  it.each(runnable.map((f) => [f.name, f] as const))('%s', { timeout: 30_000 }, async (_name, fixture) => {
    const command = local(fixture.command);
    const sentByCurl = await curlSends(command);
    const original = meaning(sentByCurl);

    // Import: the request we send is the request curl sent.
    const { draft } = importCurl({ command });
    const files = filesOf(fixture);
    const fileRows = new Map(draft.body.multipart.filter((r) => r.kind === 'file').map((r) => [r.id, files.get(r.fileName!)!]));
    const { request } = buildRequest({ draft, variables: shellEnv, files: fileRows });
    expect(meaning(await wireSends(request)), 'imported').toEqual(original);

    // Export: each piece of code, run, sends it again.
    const curl = await requestAsCode({ request, target: 'curl' });
    expect(meaning(await curlSends(curl)), `exported cURL:\n${curl}`).toEqual(original);
    const fetchCode = await requestAsCode({ request, target: 'fetch' });
    const ranFetch = meaning(await captured(() => run(process.execPath, ['--input-type=module', '-e', fetchCode])), {
      fileContents: false,
    });
    expect(ranFetch, `exported fetch:\n${fetchCode}`).toEqual(meaning(sentByCurl, { fileContents: false }));
    const python = await requestAsCode({ request, target: 'python' });
    // requests orders the query by its dict and puts a form's text fields before its files.
    const ranPython = meaning(await captured(() => run('python3', ['-'], python)), { sortQuery: true, sortParts: true });
    expect(ranPython, `exported Python:\n${python}`).toEqual(meaning(sentByCurl, { sortQuery: true, sortParts: true }));
  });

  it('reports what a browser cannot do instead of guessing', () => {
    for (const fixture of curlCommands.filter((f) => f.warns)) {
      const { warnings } = importCurl({ command: fixture.command });
      for (const expected of fixture.warns!) expect(warnings.join('\n')).toMatch(expected);
    }
  });
});

describe('cURL import details', () => {
  it('turns shell variables into environment variables', () => {
    const { draft, warnings } = importCurl({
      command: 'curl -H "Authorization: Bearer $TOKEN" https://api.example.com/$VERSION/users',
    });
    expect(draft.url).toBe('https://api.example.com/{{VERSION}}/users');
    expect(draft.headers.map((h) => [h.key, h.value])).toEqual([['Authorization', 'Bearer {{TOKEN}}']]);
    expect(warnings).toContain('Shell variables became {{TOKEN}}, {{VERSION}}: give them values in an environment.');
  });

  it('fills the params table from the URL and Basic auth from -u', () => {
    const { draft } = importCurl({ command: "curl -u ada:lovelace 'https://api.example.com/items?page=2&sort=name%20asc'" });
    expect(draft.params.map((p) => [p.key, p.value, p.enabled])).toEqual([
      ['page', '2', true],
      ['sort', 'name asc', true],
    ]);
    expect(draft.auth).toMatchObject({ type: 'basic', basicUsername: 'ada', basicPassword: 'lovelace' });
  });

  it.each([
    ['wget https://example.com', 'This is not a curl command: it should start with "curl".'],
    ['curl -s -H "X: y"', 'The curl command has no URL.'],
    ['curl ftp://files.example.com/a.txt', 'Only http:// and https:// URLs can be imported (this one is ftp:).'],
    ['curl -H', '-H needs a value.'],
  ])('refuses %s', (command, message) => {
    expect(() => importCurl({ command })).toThrow(message);
  });
});
