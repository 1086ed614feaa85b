import type { AnyOperation } from '@/operations/operation';
import { serveOperations } from './worker-body';

// The same, for operations that compile code (`needs: 'eval'`, e.g. Ajv's validators): the server sends
// `*.eval.worker-*.js` with a CSP that allows it (server/src/http/security.ts); the page never does.
serveOperations(import.meta.glob<readonly AnyOperation[]>('../*/operations.ts', { import: 'operations' }));
