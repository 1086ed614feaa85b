import os from 'node:os';
import { HttpError } from '../http/errors';

// Password hashing (argon2id, ~15 ms of a core and 19 MiB each) must not be a denial-of-service
// lever: a flood of sign-ins with wrong passwords used to fill libuv's thread pool, which static
// files and DNS share, and took every core, so every other route's p99 went to seconds (issue 35).
// Requests that hash run through this queue: a few at once, a short line behind them, and beyond
// that an immediate 503 with Retry-After instead of a queue that grows without bound.

export type PasswordWork = {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};

export const PASSWORD_BUSY_MESSAGE = 'The server is busy signing people in. Please try again in a few seconds.';

export class PasswordBusyError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, 'busy', PASSWORD_BUSY_MESSAGE);
  }
}

export function defaultPasswordConcurrency(): number {
  // Leave a core to the event loop: with all of them hashing, nothing else answers.
  return Math.max(1, os.availableParallelism() - 1);
}

export function createPasswordWork({ concurrency, maxWaiting, retryAfterSeconds = 2 }: { concurrency: number; maxWaiting: number; retryAfterSeconds?: number }): PasswordWork {
  let running = 0;
  const waiting: (() => void)[] = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run(work) {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new PasswordBusyError(retryAfterSeconds);
        // The slot is handed over by release(): `running` stays counted for us.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running++;
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
