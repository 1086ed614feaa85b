import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';

/** 'postgres' when the suite runs under scripts/with-postgres.mjs, else 'sqlite'. */
export const dialect = process.env.DATABASE_URL_TEST ? 'postgres' : 'sqlite';

export type TestDatabase = { url: string | undefined; dataDir: string; drop(): Promise<void> };

/** A fresh, empty database: a temp SQLite file, or a new PostgreSQL database on the test cluster. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devforge-test-'));
  const base = process.env.DATABASE_URL_TEST;
  if (!base) {
    return { url: undefined, dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function testConfig(db: TestDatabase, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: db.dataDir,
    ...(db.url ? { DATABASE_URL: db.url } : {}),
    ...env,
  });
}

export type TestServer = { app: FastifyInstance; url: string; config: Config; database: Database; close(): Promise<void> };

/** A free loopback port, so APP_URL (links in mail, the allowed origin) can name the server before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type StartOptions = {
  /** Share an existing test database (e.g. two instances on one PostgreSQL); it is then not dropped on close. */
  db?: TestDatabase;
  /** More of buildApp's dependencies (the database is always the test's own). */
  deps?: Omit<AppDeps, 'database'>;
};

/** Starts the real server on a random loopback port, with its own fresh database; APP_URL is that address unless given. */
export async function startTestServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestServer> {
  const db = options.db ?? (await createTestDatabase());
  const port = await freePort();
  const config = testConfig(db, { APP_URL: `http://127.0.0.1:${port}`, ...env });
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, sqliteBusyTimeoutMs: config.sqliteBusyTimeoutMs });
  const app = await buildApp(config, { ...options.deps, database });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      if (!options.db) await db.drop();
    },
  };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json: json as Record<string, any>, text };
}
