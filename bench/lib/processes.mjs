// Child processes the bench starts (the app server, a bare Fastify, Vite), tracked so that
// every one of them is stopped however the run ends: normally, on an error, a timeout or Ctrl-C.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { stripVTControlCharacters } from 'node:util';

/** A free TCP port on the loopback interface. */
export function freePort() {
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

const OUTPUT_TAIL_CHARS = 8000;

export class ProcessGroup {
  /** Running children, each with the promise of its exit. */
  #children = new Map();

  /**
   * Starts a command in its own process group (so its own children die with it) and keeps the
   * tail of its output for error messages.
   */
  start({ name, command = process.execPath, args, cwd, env }) {
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    // Colour codes only get in the way in an error message or a results file.
    const keep = (chunk) => {
      output = (output + stripVTControlCharacters(chunk.toString())).slice(-OUTPUT_TAIL_CHARS);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        this.#children.delete(child);
        resolve({ code, signal });
      });
      child.on('error', (err) => {
        this.#children.delete(child);
        keep(String(err));
        resolve({ code: null, signal: null, error: err });
      });
    });
    this.#children.set(child, exited);
    return {
      name,
      child,
      exited,
      output: () => output,
      stop: () => stopChild(child, exited),
    };
  }

  /** Runs a command to completion; rejects with its output when it fails or overruns timeoutMs. */
  async run({ name, command, args, cwd, env, timeoutMs }) {
    const handle = this.start({ name, command, args, cwd, env });
    const timer = setTimeout(() => handle.stop(), timeoutMs);
    const { code, signal } = await handle.exited;
    clearTimeout(timer);
    if (code !== 0) {
      const why = signal ? `was stopped (${signal}) after ${timeoutMs / 1000} s` : `exited with code ${code}`;
      const error = new Error(`${name} ${why}`);
      error.output = handle.output().trim();
      throw error;
    }
    return handle.output();
  }

  /** SIGTERM every child still running, SIGKILL whatever is left after a grace period. */
  async stopAll() {
    await Promise.all([...this.#children].map(([child, exited]) => stopChild(child, exited)));
  }

  /** Last resort from a synchronous 'exit' handler: no waiting possible, so SIGKILL. */
  killAllSync() {
    for (const child of this.#children.keys()) killGroup(child, 'SIGKILL');
  }
}

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    // A negative pid signals the whole process group started with `detached: true`.
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // Already gone.
    }
  }
}

async function stopChild(child, exited, graceMs = 3000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  killGroup(child, 'SIGTERM');
  let timer;
  const timedOut = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timeout'), graceMs);
  });
  if ((await Promise.race([exited, timedOut])) === 'timeout') {
    killGroup(child, 'SIGKILL');
    await exited;
  }
  clearTimeout(timer);
}

/**
 * Polls a URL until it answers 200. Fails early, with the process output, if `handle` exits first.
 */
export async function waitForHttp(url, { timeoutMs = 30_000, handle } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  handle?.exited.then(() => {
    exited = true;
  });
  let lastError;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${handle.name} exited before ${url} answered:\n${handle.output().trim()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  const output = handle ? `\n${handle.output().trim()}` : '';
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (${lastError?.message})${output}`);
}
