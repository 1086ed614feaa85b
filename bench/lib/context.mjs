// What every bench gets: a fresh production build, the real server running on it over loopback,
// a shared Chromium, and a process group that is emptied whatever happens.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb, readBuild } from './build.mjs';
import { createChromium } from './chromium.mjs';
import { ProcessGroup, freePort, waitForHttp } from './processes.mjs';

/**
 * @typedef {object} BenchContext
 * @property {string} root        repository root
 * @property {string} baseUrl     the real server, e.g. http://127.0.0.1:41234 (loopback only)
 * @property {string} distDir     the built web app the server serves
 * @property {ReturnType<typeof import('./build.mjs').readBuild>} build  index.html, manifest, chunk graph
 * @property {string} dataDir     the server's DATA_DIR (its SQLite file)
 * @property {string} tmpDir      scratch space for this run, removed at the end
 * @property {string} resultsDir  bench/results (git-ignored): reports worth keeping
 * @property {ReturnType<typeof createChromium>} chromium  launch() for Lighthouse, browser() for Playwright
 * @property {ProcessGroup} processes  start more processes here; all are stopped at the end
 * @property {() => Promise<number>} freePort
 * @property {AbortSignal} signal  aborted when the bench overruns its time or the run is interrupted
 * @property {(message: string) => void} log
 */

/** Builds, starts the server and returns the shared part of every bench's context. */
export async function createContext({ root, log, keepTmp = false }) {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devforge-bench-'));
  const processes = new ProcessGroup();
  const chromium = createChromium();
  let closed = false;

  const shared = {
    root,
    tmpDir,
    resultsDir: path.join(root, 'bench', 'results'),
    dataDir: path.join(tmpDir, 'data'),
    distDir: path.join(tmpDir, 'dist'),
    processes,
    chromium,
    freePort,
    log,
  };

  async function close() {
    if (closed) return;
    closed = true;
    await chromium.close();
    await processes.stopAll();
    if (!keepTmp) fs.rmSync(tmpDir, { recursive: true, force: true });
  }

  /** For process.on('exit'): nothing can be awaited there, so kill outright. */
  function killSync() {
    chromium.killSync();
    processes.killAllSync();
  }

  async function start() {
    let started = Date.now();
    if (process.env.BENCH_DIST) {
      // A build made before (`vite build --manifest --sourcemap --outDir <dir>`), for iterating on a
      // server bench without a 5-minute build each run; the run says which build it measured.
      shared.distDir = path.resolve(process.env.BENCH_DIST);
      shared.build = readBuild({ distDir: shared.distDir, webRoot: path.join(root, 'web') });
      log(`using the build in ${shared.distDir} (BENCH_DIST): it may not match the working tree`);
    } else {
      log('building the web app');
      shared.build = await buildWeb({ root, outDir: shared.distDir, processes });
      log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }

    started = Date.now();
    const port = await freePort();
    shared.baseUrl = `http://127.0.0.1:${port}`;
    const server = processes.start({
      name: 'server',
      args: ['--import', 'tsx', 'server/src/main.ts'],
      cwd: root,
      env: serverEnv({ port, dataDir: shared.dataDir, distDir: shared.distDir, baseUrl: shared.baseUrl }),
    });
    await waitForHttp(`${shared.baseUrl}/api/health`, { handle: server, timeoutMs: 30_000 });
    shared.server = server;
    log(`server up on ${shared.baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  return { shared, start, close, killSync };
}

/**
 * The server's environment: production mode on loopback with a throw-away SQLite database.
 * BENCH_DATABASE_URL points it at a PostgreSQL instead.
 */
function serverEnv({ port, dataDir, distDir, baseUrl }) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    STATIC_DIR: distDir,
    LOG_LEVEL: 'warn',
  };
}
