import type { AnyOperation } from '@/operations/operation';
import { serveOperations } from './worker-body';

// Runs operations off the page's thread: large inputs, slow operations. Each tool's operations load on first use.
serveOperations(import.meta.glob<readonly AnyOperation[]>('../*/operations.ts', { import: 'operations' }));
