import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { graphql } from 'graphql';
import { libraryRoot, librarySchema } from './library-schema';

// A real HTTP server on 127.0.0.1 for the relay's tests and the API clients' end-to-end tests:
// an echo, JSON of any size, cookies, redirects, slow and compressed answers, an image, HTML, and
// a GraphQL endpoint built with graphql-js. With `cors` it allows any origin (preflights included);
// without, it sends no CORS headers, so a browser may send to it but not read its answers.

export type RecordedRequest = { method: string; path: string; headers: [string, string][]; body: Buffer };

export type TargetServer = {
  url: string;
  port: number;
  /** Every request received, newest last. */
  requests: RecordedRequest[];
  close(): Promise<void>;
};

// 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const jsonDocuments = new Map<number, Buffer>();
/** A JSON array of records about `bytes` long (cached: the 10 MB one is asked for more than once). */
export function jsonOfSize(bytes: number): Buffer {
  let doc = jsonDocuments.get(bytes);
  if (!doc) {
    const items: string[] = [];
    let size = 2;
    for (let i = 0; size < bytes; i++) {
      const item = JSON.stringify({
        id: i,
        name: `Item ${i}`,
        email: `user${i}@example.com`,
        active: i % 3 !== 0,
        score: (i * 7919) % 1000,
        tags: ['alpha', 'beta'],
      });
      items.push(item);
      size += item.length + 1;
    }
    doc = Buffer.from(`[${items.join(',')}]`);
    jsonDocuments.set(bytes, doc);
  }
  return doc;
}

function pairs(raw: string[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) out.push([raw[i]!, raw[i + 1]!]);
  return out;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(response: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string | string[]> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(body);
}

export async function startTargetServer({ cors = false }: { cors?: boolean } = {}): Promise<TargetServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer(async (request, response) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://target');
    requests.push({ method: request.method ?? '', path: url.pathname + url.search, headers: pairs(request.rawHeaders), body });
    if (cors) {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Expose-Headers', '*');
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        response.writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
          'Access-Control-Max-Age': '0',
        });
        return response.end();
      }
    }
    const query = url.searchParams;
    switch (url.pathname) {
      case '/echo':
      case '/api/echo': {
        const text = body.toString('utf8');
        return send(
          response,
          Number(query.get('status') ?? 200),
          JSON.stringify({
            method: request.method,
            path: url.pathname,
            query: Object.fromEntries(query),
            headers: pairs(request.rawHeaders),
            body: text,
            bodyBytes: body.length,
          }),
          { 'X-Request-Id': `req-${requests.length}`, 'X-Powered-By': 'devforge-target' },
        );
      }
      case '/json':
        return send(response, 200, jsonOfSize(Number(query.get('bytes') ?? 1000)));
      case '/bytes': {
        const size = Number(query.get('n') ?? 0);
        response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(size) });
        const piece = Buffer.alloc(64 * 1024, 0x61);
        let left = size;
        const pump = () => {
          while (left > 0) {
            const chunk = piece.subarray(0, Math.min(piece.length, left));
            left -= chunk.length;
            if (!response.write(chunk)) return response.once('drain', pump);
          }
          response.end();
        };
        return pump();
      }
      case '/gzip': {
        const json = JSON.stringify({ compressed: true, items: Array.from({ length: 50 }, (_, i) => i) });
        return send(response, 200, zlib.gzipSync(json), { 'content-encoding': 'gzip' });
      }
      case '/slow': {
        // The head goes out at once; the body only after the wait (or never, if the client leaves).
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.write('starting…');
        const timer = setTimeout(() => response.end('done'), Number(query.get('ms') ?? 5000));
        response.on('close', () => clearTimeout(timer));
        return;
      }
      case '/redirect': {
        const hops = Number(query.get('hops') ?? 1);
        const to = query.get('to') ?? '/echo';
        const next =
          hops > 1 ? `/redirect?hops=${hops - 1}&to=${encodeURIComponent(to)}&status=${query.get('status') ?? 302}` : to;
        response.writeHead(Number(query.get('status') ?? 302), { location: next });
        return response.end();
      }
      case '/cookies':
        return send(response, 200, '{"ok":true}', {
          'set-cookie': [
            'session=abc123; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=3600',
            'theme=dark; Domain=example.com; Path=/app; Expires=Wed, 21 Oct 2037 07:28:00 GMT',
          ],
        });
      case '/image.png':
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(PNG.length) });
        return response.end(PNG);
      case '/page.html':
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(
          '<!doctype html><title>Target page</title><h1>Hello from the target</h1><script>document.title = "script ran"</script>',
        );
      case '/text':
        response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        return response.end('plain text answer\nsecond line');
      case '/graphql': {
        if (request.method !== 'POST') return send(response, 405, '{"errors":[{"message":"POST only"}]}', { allow: 'POST' });
        let input: { query?: string; variables?: Record<string, unknown>; operationName?: string };
        try {
          input = JSON.parse(body.toString('utf8'));
        } catch {
          return send(response, 400, '{"errors":[{"message":"Body is not JSON"}]}');
        }
        const result = await graphql({
          schema: librarySchema,
          source: input.query ?? '',
          rootValue: libraryRoot,
          variableValues: input.variables,
          operationName: input.operationName,
        });
        return send(response, 200, JSON.stringify(result), { 'X-GraphQL-Server': 'graphql-js' });
      }
      default:
        return send(response, 404, JSON.stringify({ error: `No route ${url.pathname}` }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
