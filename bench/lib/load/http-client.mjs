// The load generator's HTTP client: node:http over one keep-alive pool for all virtual users.
// fetch (undici, WHATWG streams and Headers per request) cost the generator about as much CPU per
// request as the server spent answering it, and on a 2-core machine that time was counted in every
// latency. A pooled socket is reused by whichever user asks next, as browsers behind one proxy would.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, keepAliveMsecs: 10_000, scheduling: 'lifo' });

/**
 * One request; resolves with the status, the response headers and the body as text. Rejects with
 * an error whose `cause.code` is the socket's (ECONNRESET, ECONNREFUSED), as fetch does.
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, text: string }>}
 */
export function request(url, { method = 'GET', headers = {}, body, signal } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body);
    const outgoing = http.request(
      url,
      {
        method,
        agent,
        signal,
        headers: payload === undefined ? headers : { ...headers, 'content-length': payload.byteLength },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', (error) => reject(Object.assign(new Error(error.message), { cause: error })));
      },
    );
    outgoing.on('error', (error) => reject(Object.assign(new Error(error.message), { cause: error, name: error.name })));
    outgoing.end(payload);
  });
}

/** The cookies a response sets, as a Cookie header. */
export function cookieOf({ headers }) {
  return (headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
}
