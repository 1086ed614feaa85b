// The entry of an operation worker thread (worker-pool.ts). Operations are TypeScript modules
// read from disk, so the thread registers tsx itself: it runs the same whether the server was
// started with `node --import tsx` or inside Vitest, and the pool starts it without execArgv.
import { register } from 'tsx/esm/api';

register();
await import('./operation-worker.ts');
