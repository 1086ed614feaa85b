// The entry of an operation worker thread (worker-pool.ts). Operations are TypeScript modules
// read from disk, so the thread registers tsx itself: it runs the same whether the server was
// started with `node --import tsx` or inside Vitest, and the pool starts it without execArgv.
import fs from 'node:fs';
import os from 'node:os';
import { register } from 'tsx/esm/api';

// On Linux a thread has its own nice value: a run that spins (a catastrophic regex) then yields
// the CPU to the event loop, which keeps answering every other request. Elsewhere: no-op.
try {
  const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId)) os.setPriority(threadId, 10);
} catch {
  // Not Linux, or not allowed: the thread keeps the process's priority.
}

register();
await import('./operation-worker.ts');
