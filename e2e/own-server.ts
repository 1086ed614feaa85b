import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// A server of a spec's own, for what the shared one cannot do: be stopped (offline), or be
// restarted on another build (a new deployment). Same command and settings as playwright.config.ts.

export type OwnServer = { url: string; port: number; dataDir: string; stop: () => Promise<void>; start: (staticDir: string) => Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a server on `staticDir`; `start` again (after `stop`) serves another build on the same port and database. */
export async function startOwnServer(staticDir: string): Promise<OwnServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devforge-e2e-own-'));
  let child: ChildProcess | undefined;

  async function start(dir: string) {
    child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: dir,
        LOG_LEVEL: 'warn',
        APP_URL: url,
        AUTH_RATE_LIMIT_MAX: '10000',
        AUTH_EMAIL_RATE_LIMIT_MAX: '1000',
      },
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error(`the server on ${url} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  }

  await start(staticDir);
  return { url, port, dataDir, stop, start };
}
