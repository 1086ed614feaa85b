import type { AnyOperation } from '@/operations/operation';
import { serveRecipes } from './recipe-worker-body';

// The same, for recipes with an operation that compiles code (`needs: 'eval'`, e.g. Ajv): the server
// sends `*.eval.worker-*.js` with a CSP that allows it (server/src/http/security.ts); the page never does.
serveRecipes(import.meta.glob<readonly AnyOperation[]>('../*/operations.ts', { import: 'operations' }));
