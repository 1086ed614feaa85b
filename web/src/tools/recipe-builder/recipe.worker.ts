import type { AnyOperation } from '@/operations/operation';
import { serveRecipes } from './recipe-worker-body';

// Runs recipes off the page's thread. Each tool's operations load on first use.
serveRecipes(import.meta.glob<readonly AnyOperation[]>('../*/operations.ts', { import: 'operations' }));
