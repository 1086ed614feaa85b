import net from 'node:net';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/db/unavailable';
import { strongPassword, TestClient, uniqueEmail } from './auth-helpers';
import { createTestDatabase, dialect, startTestServer, type TestDatabase, type TestServer } from './helpers';

// The database goes away for a while (issue 35 §2): PostgreSQL stopped (here: the network to it cut
// by a proxy the test owns), or the SQLite file locked by another process. Requests are answered
// 503 with a clear message and Retry-After, /api/health says so, service comes back by itself when
// the database does, and nothing acknowledged is lost.

/** A TCP proxy to PostgreSQL that can be cut (every connection reset, new ones refused) and restored. */
async function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await open();
  return {
    get port() {
      return port;
    },
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
        server!.close(() => resolve());
      }),
    restore: open,
  };
}

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe(`the database goes away and comes back (${dialect})`, () => {
  let db: TestDatabase;
  let server: TestServer;
  let proxy: Awaited<ReturnType<typeof cuttableProxy>> | undefined;
  let lock: { engage: () => void; release: () => void };
  let client: TestClient;
  const acknowledged: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    if (db.url) {
      const target = new URL(db.url);
      proxy = await cuttableProxy(target);
      const viaProxy = new URL(db.url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      server = await startTestServer({ DATABASE_URL: viaProxy.toString(), AUTH_RATE_LIMIT_MAX: '1000' }, { db });
      lock = { engage: () => void proxy!.cut(), release: () => void proxy!.restore() };
    } else {
      server = await startTestServer({ SQLITE_BUSY_TIMEOUT_MS: '200', AUTH_RATE_LIMIT_MAX: '1000' }, { db });
      // Another process holding the write lock (a long migration, a backup tool writing): in WAL mode
      // readers go on, so reads keep working and writes wait busy_timeout, then get the 503.
      const other = new BetterSqlite3(path.join(db.dataDir, 'devforge.sqlite'));
      lock = {
        engage: () => other.exec('BEGIN IMMEDIATE'),
        release: () => {
          other.exec('ROLLBACK');
          other.close();
        },
      };
    }
    client = new TestClient(server.url);
    expect(
      (await client.post('/api/auth/sign-up/email', { email: uniqueEmail('outage'), password: strongPassword })).status,
    ).toBe(200);
  });

  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('answers 503 with the message and Retry-After while it is away, and recovers by itself', { timeout: 90_000 }, async () => {
    const save = (title: string) =>
      client.post('/api/snippets', { title, code: `console.log(${JSON.stringify(title)})`, language: 'javascript', tags: [] });
    for (const title of ['before 1', 'before 2']) {
      const saved = await save(title);
      expect(saved.status).toBe(201);
      acknowledged.push(title);
    }

    await lock.engage();
    if (proxy) {
      await until('the outage to show', async () => (await fetch(`${server.url}/api/health`)).status === 503);
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'error', database: 'unreachable' });
    }

    const refused = await save('during');
    expect(refused.status).toBe(503);
    expect(refused.json).toEqual({ error: { code: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } });
    expect(refused.headers.get('retry-after')).toBe('5');
    const read = await client.get('/api/snippets');
    if (proxy) {
      expect(read.status).toBe(503);
      const signIn = await new TestClient(server.url).post('/api/auth/sign-in/email', {
        email: uniqueEmail('nobody'),
        password: strongPassword,
      });
      expect(signIn.status).toBe(503);
    } else {
      // SQLite in WAL mode: a writer elsewhere does not stop readers.
      expect(read.status).toBe(200);
      expect((read.json.snippets as { title: string }[]).map((s) => s.title).sort()).toEqual([...acknowledged].sort());
    }

    await lock.release();
    await until('the service to come back', async () => (await fetch(`${server.url}/api/health`)).status === 200);
    const after = await save('after');
    expect(after.status).toBe(201);
    acknowledged.push('after');

    // Every acknowledged write is there exactly once; the refused one is not; the database is sound.
    const list = await client.get('/api/snippets');
    const titles = (list.json.snippets as { title: string }[]).map((s) => s.title).sort();
    expect(titles).toEqual([...acknowledged].sort());
    if (db.url) {
      const check = new pg.Client({ connectionString: db.url });
      await check.connect();
      const { rows } = await check.query('select count(*)::int as n from snippets');
      await check.end();
      expect(rows[0].n).toBe(acknowledged.length);
    } else {
      const check = new BetterSqlite3(path.join(db.dataDir, 'devforge.sqlite'), { readonly: true });
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      check.close();
    }
  });
});
