import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  parseRelayFrame,
  RELAY_FRAME_TYPE,
  RELAY_MAX_REQUEST_BODY,
  RELAY_MAX_RESPONSE_BODY,
  type RelayRequest,
} from '../../common/relay';
import { loadConfig, ConfigError } from '../src/config';
import { checkAddress, checkPort } from '../src/relay/address-policy';
import type { ResolveHost } from '../src/relay/guarded-lookup';
import { signedInUser, type SignedIn } from './ai-helpers';
import { TestClient } from './auth-helpers';
import { dialect, startTestServer, type TestServer } from './helpers';
import { startTargetServer, type TargetServer } from './target-server/target-server';

// The relay with its default settings, in a fake internet: the test DNS answers for *.example.test,
// and a connection to the one public address in it (93.184.216.34, …35) leads to a local target
// server. Every other address is refused by the relay before any connection is attempted.

const PUBLIC = '93.184.216.34';
const PUBLIC_OTHER = '93.184.216.35';

const dnsAnswers: Record<string, string[]> = {
  'api.example.test': [PUBLIC],
  'other.example.test': [PUBLIC_OTHER],
  'rebind.example.test': ['127.0.0.1'],
  'mixed.example.test': [PUBLIC, '10.0.0.7'],
  'metadata.example.test': ['169.254.169.254'],
  'loopback6.example.test': ['::1'],
};

type Network = { lookups: string[]; connects: string[] };

function fakeNetwork(target: () => TargetServer, network: Network) {
  const resolve: ResolveHost = async (hostname) => {
    network.lookups.push(hostname);
    const answers = dnsAnswers[hostname];
    if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answers.map((address) => ({ address, family: net.isIP(address) }));
  };
  const connect = (address: string, port: number) => {
    network.connects.push(`${address}:${port}`);
    // Only the public addresses exist in this internet; anything else would be a bug in the relay.
    if (address !== PUBLIC && address !== PUBLIC_OTHER) throw new Error(`the relay tried to connect to ${address}`);
    return net.connect(target().port, '127.0.0.1');
  };
  return { resolve, connect };
}

async function relay(client: TestClient, input: RelayRequest | Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${client.baseUrl}/api/relay`, {
    method: 'POST',
    headers: { origin: client.baseUrl, 'content-type': 'application/json', cookie: client.cookieHeader(), ...headers },
    body: JSON.stringify(input),
  });
  const bytes = await response.arrayBuffer();
  if (response.headers.get('content-type') === RELAY_FRAME_TYPE) {
    const { meta, body } = parseRelayFrame(bytes);
    return {
      status: response.status,
      meta,
      body: Buffer.from(body),
      text: Buffer.from(body).toString('utf8'),
      error: undefined,
      headers: response.headers,
    };
  }
  const json = JSON.parse(Buffer.from(bytes).toString('utf8') || 'null') as { error: { code: string; message: string } } | null;
  return {
    status: response.status,
    meta: undefined,
    body: undefined,
    text: undefined,
    error: json?.error,
    headers: response.headers,
  };
}

describe(`relay: refusals with the default settings (${dialect})`, () => {
  let server: TestServer;
  let target: TargetServer;
  let user: SignedIn;
  const network: Network = { lookups: [], connects: [] };

  beforeAll(async () => {
    target = await startTargetServer();
    server = await startTestServer(
      { AUTH_RATE_LIMIT_MAX: '1000', RELAY_USER_RATE_LIMIT: '1000', RELAY_IP_RATE_LIMIT: '1000', RELAY_TIMEOUT_MS: '1500' },
      { deps: { relayNetwork: fakeNetwork(() => target, network) } },
    );
    user = await signedInUser(server, 'relay');
  });
  afterAll(async () => {
    await server?.close();
    await target?.close();
  });
  beforeEach(() => {
    network.lookups.length = 0;
    network.connects.length = 0;
    target.requests.length = 0;
  });

  it('needs a signed-in user', async () => {
    const reply = await relay(new TestClient(server.url), { method: 'GET', url: 'http://api.example.test/echo' });
    expect(reply.status).toBe(401);
    expect(reply.error).toEqual({ code: 'unauthorized', message: 'Please sign in to continue.' });
    expect(network.connects).toEqual([]);
  });

  it('relays a request to a public address and returns status, headers and body', async () => {
    const reply = await relay(user.client, {
      method: 'POST',
      url: 'http://api.example.test/echo?x=1&x=2',
      headers: [
        ['Content-Type', 'application/json'],
        ['X-Trace', 'one'],
        ['X-Trace', 'two'],
      ],
      body: { text: '{"hello":"wörld"}' },
    });
    expect(reply.error).toBeUndefined();
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.meta).toMatchObject({
      status: 200,
      statusText: 'OK',
      url: 'http://api.example.test/echo?x=1&x=2',
      redirects: [],
      truncated: false,
    });
    expect(reply.meta!.headers).toContainEqual(['X-Powered-By', 'devforge-target']);
    const echoed = JSON.parse(reply.text!);
    expect(echoed).toMatchObject({ method: 'POST', path: '/echo', body: '{"hello":"wörld"}', bodyBytes: 18 });
    // Repeated names, order and case as the user wrote them; Host from the URL.
    expect(echoed.headers).toEqual([
      ['Host', 'api.example.test'],
      ['Content-Type', 'application/json'],
      ['X-Trace', 'one'],
      ['X-Trace', 'two'],
      ['Content-Length', '18'],
      ['Connection', 'close'],
    ]);
    expect(network.lookups).toEqual(['api.example.test']);
    expect(network.connects).toEqual([`${PUBLIC}:80`]);
    // The rate-limit commit skipped the fsync for itself only: every other write is still synchronous=FULL.
    if (dialect === 'sqlite') expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(server.database.db)).rows[0]!.synchronous).toBe(2);
  });

  const literalRefusals: [string, string][] = [
    ['http://127.0.0.1:8080/', '127.0.0.1 is a loopback address'],
    ['http://127.9.9.9:8080/', '127.9.9.9 is a loopback address'],
    ['http://2130706433:8080/', '127.0.0.1 is a loopback address'], // decimal form, normalised by the URL parser
    ['http://0x7f.1:8080/', '127.0.0.1 is a loopback address'],
    ['http://[::1]:8080/', '::1 is a loopback address'],
    ['http://10.1.2.3/', '10.1.2.3 is a private address'],
    ['http://172.16.5.4/', '172.16.5.4 is a private address'],
    ['http://172.31.255.255/', '172.31.255.255 is a private address'],
    ['http://192.168.1.1/', '192.168.1.1 is a private address'],
    ['http://[fd12:3456::1]/', 'fd12:3456::1 is a private address (unique local)'],
    ['http://169.254.10.20/', '169.254.10.20 is a link-local address'],
    ['http://[fe80::1]/', 'fe80::1 is a link-local address'],
    ['http://100.64.0.1/', '100.64.0.1 is a carrier-grade NAT (shared) address'],
    ['http://100.127.255.254/', '100.127.255.254 is a carrier-grade NAT (shared) address'],
    ['http://224.0.0.251/', '224.0.0.251 is a multicast address'],
    ['http://[ff02::1]/', 'ff02::1 is a multicast address'],
    ['http://0.0.0.0:8080/', '0.0.0.0 is an unspecified ("this network") address'],
    ['http://[::]/', ':: is the unspecified address'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1 is an IPv4-mapped IPv6 address'],
    ['http://[::ffff:8.8.8.8]/', '::ffff:808:808 is an IPv4-mapped IPv6 address'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a cloud metadata address'],
    ['http://[fd00:ec2::254]/', 'fd00:ec2::254 is a cloud metadata address'],
    ['http://168.63.129.16/', '168.63.129.16 is a cloud metadata address'],
    ['http://[64:ff9b::a00:1]/', '64:ff9b::a00:1 is an IPv6 address that embeds 10.0.0.1, a private address'],
    ['http://[2002:7f00:1::1]/', '2002:7f00:1::1 is an IPv6 address that embeds 127.0.0.1, a loopback address'],
    ['http://240.0.0.1/', '240.0.0.1 is a reserved address'],
    ['http://192.0.2.10/', '192.0.2.10 is a documentation address (not routable)'],
  ];
  it.each(literalRefusals)('refuses %s: %s', async (url, reason) => {
    const reply = await relay(user.client, { method: 'GET', url });
    expect(reply.status).toBe(403);
    expect(reply.error).toEqual({
      code: 'target_refused',
      message: `Refused: ${reason}. The relay only reaches public internet addresses.`,
    });
    expect(network.connects).toEqual([]);
  });

  it.each([
    ['rebind.example.test', '127.0.0.1, a loopback address'],
    ['loopback6.example.test', '::1, a loopback address'],
    ['metadata.example.test', '169.254.169.254, a cloud metadata address'],
    // One refused address refuses the host, even next to a public one.
    ['mixed.example.test', '10.0.0.7, a private address'],
  ])('checks the addresses a name resolves to: %s', async (host, reason) => {
    const reply = await relay(user.client, { method: 'GET', url: `http://${host}/` });
    expect(reply.status).toBe(403);
    expect(reply.error!.message).toBe(
      `Refused: ${host} resolves to ${reason}. The relay only reaches public internet addresses.`,
    );
    expect(network.connects).toEqual([]);
  });

  it('looks a name up once and connects to the address it checked (no DNS rebinding)', async () => {
    const reply = await relay(user.client, { method: 'GET', url: 'http://api.example.test:8080/echo' });
    expect(reply.meta!.status).toBe(200);
    expect(network.lookups).toEqual(['api.example.test']);
    expect(network.connects).toEqual([`${PUBLIC}:8080`]);
  });

  it.each([
    ['http://api.example.test:22/', 'port 22 is below 1024 (only 80 and 443 are allowed there)'],
    ['http://api.example.test:25/', 'port 25 is below 1024 (only 80 and 443 are allowed there)'],
    ['http://api.example.test:6379/', 'port 6379 is an internal service port (Redis)'],
    ['http://api.example.test:5432/', 'port 5432 is an internal service port (PostgreSQL)'],
    ['http://api.example.test:2375/', 'port 2375 is an internal service port (Docker API)'],
    ['https://api.example.test:6443/', 'port 6443 is an internal service port (Kubernetes API)'],
  ])('refuses the port of %s', async (url, reason) => {
    const reply = await relay(user.client, { method: 'GET', url });
    expect(reply.status).toBe(403);
    expect(reply.error).toEqual({ code: 'target_refused', message: `Refused: ${reason}.` });
    expect(network.lookups).toEqual([]);
  });

  it.each([
    [{ method: 'GET', url: 'ftp://api.example.test/file' }, 'Only http:// and https:// URLs can be relayed'],
    [{ method: 'GET', url: 'file:///etc/passwd' }, 'Only http:// and https:// URLs can be relayed'],
    [{ method: 'GET', url: 'gopher://api.example.test:70/' }, 'Only http:// and https:// URLs can be relayed'],
    [{ method: 'TRACE', url: 'http://api.example.test/' }, 'Method must be one of GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS'],
    [
      { method: 'GET', url: 'http://api.example.test/', headers: [['X-Bad', 'a\r\nInjected: yes']] },
      'Header values may not contain line breaks',
    ],
    [{ method: 'GET', url: 'http://api.example.test/', headers: [['Bad Name', 'x']] }, 'Header names may only contain'],
  ])('validates its input: %j', async (input, message) => {
    const reply = await relay(user.client, input);
    expect(reply.status).toBe(400);
    expect(reply.error!.code).toBe('invalid_input');
    expect(reply.error!.message).toContain(message);
  });

  it('refuses a redirect to the cloud metadata address, naming the redirect', async () => {
    const reply = await relay(user.client, {
      method: 'GET',
      url: `http://api.example.test/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`,
    });
    expect(reply.status).toBe(403);
    expect(reply.error!.message).toBe(
      'Refused the redirect to http://169.254.169.254/latest/meta-data/: 169.254.169.254 is a cloud metadata address. The relay only reaches public internet addresses.',
    );
    expect(network.connects).toEqual([`${PUBLIC}:80`]);
  });

  it('refuses a redirect to a name that resolves to loopback, and to another scheme', async () => {
    const toLoopback = await relay(user.client, {
      method: 'GET',
      url: `http://api.example.test/redirect?to=${encodeURIComponent('http://rebind.example.test:3000/admin')}`,
    });
    expect(toLoopback.status).toBe(403);
    expect(toLoopback.error!.message).toContain(
      'Refused the redirect to http://rebind.example.test:3000/admin: rebind.example.test resolves to 127.0.0.1, a loopback address',
    );
    const toFile = await relay(user.client, {
      method: 'GET',
      url: `http://api.example.test/redirect?to=${encodeURIComponent('file:///etc/passwd')}`,
    });
    expect(toFile.status).toBe(403);
    expect(toFile.error!.message).toBe('Refused: api.example.test redirected to a file: URL; only http and https are relayed.');
  });

  it('follows up to 5 redirects, then stops', async () => {
    const five = await relay(user.client, { method: 'GET', url: 'http://api.example.test/redirect?hops=5&to=/echo' });
    expect(five.meta!.status).toBe(200);
    expect(five.meta!.redirects).toHaveLength(5);
    expect(five.meta!.url).toBe('http://api.example.test/echo');
    const six = await relay(user.client, { method: 'GET', url: 'http://api.example.test/redirect?hops=6&to=/echo' });
    expect(six.status).toBe(502);
    expect(six.error).toEqual({
      code: 'too_many_redirects',
      message: 'Stopped after 5 redirects (the next one pointed to http://api.example.test/echo).',
    });
    // Not followed on request: the 3xx itself comes back.
    const manual = await relay(user.client, {
      method: 'GET',
      url: 'http://api.example.test/redirect?to=/echo',
      followRedirects: false,
    });
    expect(manual.meta).toMatchObject({ status: 302, redirects: [] });
    expect(manual.meta!.headers).toContainEqual(['location', '/echo']);
  });

  it('turns a POST into a GET on 303 and keeps it on 307; credentials do not follow to another origin', async () => {
    const see = await relay(user.client, {
      method: 'POST',
      url: 'http://api.example.test/redirect?status=303&to=/echo',
      headers: [
        ['Content-Type', 'text/plain'],
        ['Authorization', 'Bearer target-token'],
      ],
      body: { text: 'payload' },
    });
    expect(JSON.parse(see.text!)).toMatchObject({ method: 'GET', body: '' });
    expect(JSON.parse(see.text!).headers).toContainEqual(['Authorization', 'Bearer target-token']);
    const temporary = await relay(user.client, {
      method: 'PUT',
      url: 'http://api.example.test/redirect?status=307&to=/echo',
      body: { text: 'payload' },
    });
    expect(JSON.parse(temporary.text!)).toMatchObject({ method: 'PUT', body: 'payload' });

    network.connects.length = 0;
    const crossOrigin = await relay(user.client, {
      method: 'GET',
      url: `http://api.example.test/redirect?to=${encodeURIComponent('http://other.example.test/echo')}`,
      headers: [
        ['Authorization', 'Bearer target-token'],
        ['Cookie', 'a=b'],
        ['X-Kept', 'yes'],
      ],
    });
    const headers = JSON.parse(crossOrigin.text!).headers as [string, string][];
    expect(headers.map(([n]) => n.toLowerCase())).not.toContain('authorization');
    expect(headers.map(([n]) => n.toLowerCase())).not.toContain('cookie');
    expect(headers).toContainEqual(['X-Kept', 'yes']);
    expect(network.connects).toEqual([`${PUBLIC}:80`, `${PUBLIC_OTHER}:80`]);
  });

  it("never forwards the user's own cookies or Authorization, and drops hop-by-hop headers", async () => {
    const reply = await relay(
      user.client,
      {
        method: 'GET',
        url: 'http://api.example.test/echo',
        headers: [
          ['Connection', 'keep-alive, X-Hop'],
          ['X-Hop', 'secret'],
          ['Keep-Alive', 'timeout=5'],
          ['TE', 'trailers'],
          ['Upgrade', 'websocket'],
          ['Proxy-Authorization', 'Basic eDp5'],
          ['Transfer-Encoding', 'chunked'],
          ['Cookie', 'chosen=by-the-user'],
          ['X-End-To-End', 'kept'],
        ],
      },
      { authorization: 'Bearer our-own-token' },
    );
    expect(reply.status).toBe(200);
    const sent = JSON.parse(reply.text!).headers as [string, string][];
    const names = sent.map(([n]) => n.toLowerCase());
    for (const hop of ['x-hop', 'keep-alive', 'te', 'upgrade', 'proxy-authorization', 'transfer-encoding', 'authorization'])
      expect(names).not.toContain(hop);
    // The only cookie is the one the user typed for the target; our session cookie stays with us.
    expect(sent.filter(([n]) => n.toLowerCase() === 'cookie')).toEqual([['Cookie', 'chosen=by-the-user']]);
    expect(JSON.stringify(sent)).not.toContain(user.client.cookieHeader().split('=')[1]!.slice(0, 12));
    expect(sent).toContainEqual(['X-End-To-End', 'kept']);
  });

  it('keeps every Set-Cookie of the answer', async () => {
    const reply = await relay(user.client, { method: 'GET', url: 'http://api.example.test/cookies' });
    expect(reply.meta!.headers.filter(([n]) => n.toLowerCase() === 'set-cookie')).toEqual([
      ['set-cookie', 'session=abc123; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=3600'],
      ['set-cookie', 'theme=dark; Domain=example.com; Path=/app; Expires=Wed, 21 Oct 2037 07:28:00 GMT'],
    ]);
  });

  it('decodes a gzip answer and carries bytes both ways', async () => {
    const gzip = await relay(user.client, {
      method: 'GET',
      url: 'http://api.example.test/gzip',
      headers: [['Accept-Encoding', 'gzip']],
    });
    expect(JSON.parse(gzip.text!)).toMatchObject({ compressed: true });
    const binary = Buffer.from([0, 1, 2, 253, 254, 255]);
    const echoed = await relay(user.client, {
      method: 'POST',
      url: 'http://api.example.test/echo',
      body: { base64: binary.toString('base64') },
    });
    expect(JSON.parse(echoed.text!).bodyBytes).toBe(6);
    expect(target.requests.at(-1)!.body.equals(binary)).toBe(true);
    const png = await relay(user.client, { method: 'GET', url: 'http://api.example.test/image.png' });
    expect(png.body!.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses a request body over 1 MB', async () => {
    const atLimit = await relay(user.client, {
      method: 'POST',
      url: 'http://api.example.test/echo',
      body: { base64: Buffer.alloc(RELAY_MAX_REQUEST_BODY, 7).toString('base64') },
    });
    expect(JSON.parse(atLimit.text!).bodyBytes).toBe(RELAY_MAX_REQUEST_BODY);
    const over = await relay(user.client, {
      method: 'POST',
      url: 'http://api.example.test/echo',
      body: { text: 'x'.repeat(RELAY_MAX_REQUEST_BODY + 1) },
    });
    expect(over.status).toBe(413);
    expect(over.error).toEqual({ code: 'body_too_large', message: 'The request body is 1.0 MB; the relay sends at most 1 MB.' });
    const wayOver = await relay(user.client, {
      method: 'POST',
      url: 'http://api.example.test/echo',
      body: { base64: Buffer.alloc(2 * RELAY_MAX_REQUEST_BODY).toString('base64') },
    });
    expect(wayOver.status).toBe(413);
    expect(wayOver.error!.code).toBe('body_too_large');
  });

  it('cuts an oversized answer off at 10 MB and says so', async () => {
    const exact = await relay(user.client, { method: 'GET', url: `http://api.example.test/bytes?n=${RELAY_MAX_RESPONSE_BODY}` });
    expect(exact.meta).toMatchObject({ bodyBytes: RELAY_MAX_RESPONSE_BODY, truncated: false });
    const over = await relay(user.client, {
      method: 'GET',
      url: `http://api.example.test/bytes?n=${RELAY_MAX_RESPONSE_BODY + 5000}`,
    });
    expect(over.status).toBe(200);
    expect(over.meta).toMatchObject({ status: 200, bodyBytes: RELAY_MAX_RESPONSE_BODY, truncated: true });
    expect(over.body!.length).toBe(RELAY_MAX_RESPONSE_BODY);
  });

  it('gives up on a slow answer at the time limit', async () => {
    const started = Date.now();
    const reply = await relay(user.client, { method: 'GET', url: 'http://api.example.test/slow?ms=10000' });
    expect(reply.status).toBe(504);
    expect(reply.error).toEqual({ code: 'target_timeout', message: 'api.example.test did not answer completely within 1.5 s.' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('names the reason when the target cannot be reached', async () => {
    const unknown = await relay(user.client, { method: 'GET', url: 'http://nowhere.example.test/' });
    expect(unknown.status).toBe(502);
    expect(unknown.error).toEqual({
      code: 'target_unreachable',
      message: 'Could not resolve nowhere.example.test (no such host).',
    });
  });
});

describe(`relay: rate limits (${dialect})`, () => {
  let server: TestServer;
  let target: TargetServer;
  const network: Network = { lookups: [], connects: [] };
  beforeAll(async () => {
    target = await startTargetServer();
    server = await startTestServer(
      { AUTH_RATE_LIMIT_MAX: '1000', RELAY_USER_RATE_LIMIT: '3', RELAY_IP_RATE_LIMIT: '5' },
      { deps: { relayNetwork: fakeNetwork(() => target, network) } },
    );
  });
  afterAll(async () => {
    await server?.close();
    await target?.close();
  });

  it('limits each user, and each IP across users, in the database', async () => {
    const first = await signedInUser(server, 'relay-a');
    const second = await signedInUser(server, 'relay-b');
    const ask = (who: SignedIn) => relay(who.client, { method: 'GET', url: 'http://api.example.test/echo' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask(first)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await ask(first);
    expect(limited.error!.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The second user has their own bucket, but shares the IP's: 5 requests from this IP so far.
    expect((await ask(second)).status).toBe(429);
    const rows = await server.database.db
      .selectFrom('rate_limits')
      .select(['key', 'count'])
      .where('key', 'like', 'relay-%')
      .execute();
    expect(rows.find((r) => r.key === `relay-user:${first.id}`)?.count).toBe(5);
    expect(rows.find((r) => r.key.startsWith('relay-ip:'))?.count).toBe(6);
  });
});

describe(`relay: the test-only loopback setting (${dialect})`, () => {
  let server: TestServer;
  let target: TargetServer;
  beforeAll(async () => {
    target = await startTargetServer();
    server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000', RELAY_ALLOW_LOOPBACK_FOR_TESTS_ONLY: '1' });
  });
  afterAll(async () => {
    await server?.close();
    await target?.close();
  });

  it('lets 127.0.0.1 through, and nothing else', async () => {
    const { client } = await signedInUser(server, 'relay-loop');
    const local = await relay(client, { method: 'GET', url: `${target.url}/echo` });
    expect(local.meta).toMatchObject({ status: 200, remoteAddress: '127.0.0.1' });
    for (const [url, reason] of [
      ['http://10.0.0.1/', 'a private address'],
      ['http://169.254.169.254/', 'a cloud metadata address'],
      ['http://[::ffff:127.0.0.1]/', 'an IPv4-mapped IPv6 address'],
    ]) {
      const reply = await relay(client, { method: 'GET', url: url! });
      expect(reply.status).toBe(403);
      expect(reply.error!.message).toContain(reason);
    }
    // Redirected from loopback to the metadata service: refused at the redirect.
    const redirected = await relay(client, {
      method: 'GET',
      url: `${target.url}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`,
    });
    expect(redirected.status).toBe(403);
    expect(redirected.error!.message).toContain('Refused the redirect to http://169.254.169.254/latest/meta-data/');
    // A closed port on loopback: the reason, not a crash.
    const closed = await relay(client, { method: 'GET', url: 'http://127.0.0.1:9/' });
    expect(closed.error!.message).toBe('Refused: port 9 is below 1024 (only 80 and 443 are allowed there).');
  });

  it('is refused when NODE_ENV=production, and off by default', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', RELAY_ALLOW_LOOPBACK_FOR_TESTS_ONLY: 'true', AI_KEYS_SECRET: 'x'.repeat(32) }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', RELAY_ALLOW_LOOPBACK_FOR_TESTS_ONLY: '1' })).toThrow(
      /RELAY_ALLOW_LOOPBACK_FOR_TESTS_ONLY: is for test suites only/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).relay.allowLoopbackForTestsOnly).toBe(false);
    expect(loadConfig({}).relay).toMatchObject({ allowLoopbackForTestsOnly: false, timeoutMs: 30_000 });
  });
});

describe('relay: the address policy on its own', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001::200e',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows the public address %s', (address) => expect(checkAddress(address)).toEqual({ allowed: true }));
  it('lifts only the loopback refusal for the test-only setting', () => {
    expect(checkAddress('127.0.0.1', { allowLoopback: true })).toEqual({ allowed: true });
    expect(checkAddress('::1', { allowLoopback: true })).toEqual({ allowed: true });
    expect(checkAddress('::ffff:127.0.0.1', { allowLoopback: true })).toEqual({
      allowed: false,
      reason: 'an IPv4-mapped IPv6 address',
    });
    expect(checkAddress('64:ff9b::7f00:1', { allowLoopback: true }).allowed).toBe(false);
  });
  it('allows 80, 443 and 1024–65535 except the blocked service ports', () => {
    expect([80, 443, 1024, 3000, 8080, 8443, 65535].map((p) => checkPort(p).allowed)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([0, 21, 22, 25, 1023, 6379, 27017].map((p) => checkPort(p).allowed)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
