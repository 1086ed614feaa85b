import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the scripts, without types
import { buildInputsHash } from '../../scripts/build-stamp.mjs';
import { createTestDatabase, freePort, type TestDatabase } from './helpers';

// How the server starts and stops as a process (issue 35 §2): `npm start` stops the server whatever
// signal it gets (npm's shell does not pass a signal on), and SIGTERM drains: the health check says
// "draining" first, requests in flight finish, then the process exits.

const root = path.resolve(import.meta.dirname, '../..');
const started: ChildProcess[] = [];
const databases: TestDatabase[] = [];

afterEach(async () => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const db of databases.splice(0)) await db.drop();
});

async function health(url: string): Promise<{ status: number; body: { status?: string } } | null> {
  try {
    const response = await fetch(`${url}/api/health`);
    return { status: response.status, body: (await response.json()) as { status?: string } };
  } catch {
    return null;
  }
}

async function until<T>(what: string, probe: () => Promise<T | null | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function serverEnv(db: TestDatabase, port: number, extra: Record<string, string> = {}) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: db.dataDir,
    ...(db.url ? { DATABASE_URL: db.url } : {}),
    ...extra,
  };
}

describe('npm start', () => {
  it('stops the server when npm is killed (the server is never left running behind a dead npm)', { timeout: 120_000 }, async () => {
    const db = await createTestDatabase();
    databases.push(db);
    // A "built" app whose stamp matches the sources: npm start serves it without building.
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devforge-start-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>DevForge</title>');
    fs.writeFileSync(`${staticDir}.inputs-sha256`, buildInputsHash(root));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const npm = spawn('npm', ['start', '--silent'], { cwd: root, env: await serverEnv(db, port, { STATIC_DIR: staticDir }), stdio: ['ignore', 'pipe', 'pipe'] });
    started.push(npm);
    let output = '';
    npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

    await until('the server to answer', async () => (await health(url))?.status === 200 || (npm.exitCode !== null && Promise.reject(new Error(output))), 90_000).catch((err: Error) => {
      throw new Error(`${err.message}\n${output}`);
    });
    expect(output).toContain('not building it again');
    expect(output).toContain(`DevForge is running at http://localhost:${port}`);

    npm.kill('SIGTERM');
    await until('the server to stop', async () => (await health(url)) === null);
    fs.rmSync(staticDir, { recursive: true, force: true });
    fs.rmSync(`${staticDir}.inputs-sha256`, { force: true });
  });
});

describe('SIGTERM', () => {
  it('drains: health says so at once, a request in flight finishes, then the process exits cleanly', { timeout: 120_000 }, async () => {
    const db = await createTestDatabase();
    databases.push(db);
    // A slow target for the relay (a request that takes 1.5 s to answer).
    const target = http.createServer((_request, response) => {
      setTimeout(() => response.writeHead(200, { 'content-type': 'text/plain' }).end('slow answer'), 1500);
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const targetPort = (target.address() as { port: number }).port;

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: await serverEnv(db, port, { SHUTDOWN_DELAY_MS: '300', RELAY_ALLOW_LOOPBACK_FOR_TESTS_ONLY: '1', AUTH_RATE_LIMIT_MAX: '1000' }),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    started.push(server);
    let errors = '';
    server.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    await until('the server to answer', async () => (await health(url))?.status === 200 || (server.exitCode !== null && Promise.reject(new Error(errors))), 60_000);

    const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: `drain-${Date.now()}@example.com`, password: 'Drain-Passw0rd' }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

    const inFlight = fetch(`${url}/api/relay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, cookie },
      body: JSON.stringify({ method: 'GET', url: `http://127.0.0.1:${targetPort}/slow`, headers: [] }),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.kill('SIGTERM');

    await until('health to say draining', async () => {
      const answer = await health(url);
      return answer?.status === 503 && answer.body.status === 'draining';
    });
    const relayed = await inFlight;
    expect(relayed.status).toBe(200);
    expect(await relayed.text()).toContain('slow answer');
    expect(await exited).toBe(0);
    expect(await health(url)).toBeNull();
    target.close();
  });
});
