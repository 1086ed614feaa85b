import { createEngineClient, type EngineClient } from '../worker-client';
import type { RuffRequest, RuffResult } from './ruff-types';

export type RuffClient = EngineClient<RuffRequest, RuffResult>;

/** Ruff (Python), in its worker; the WebAssembly is fetched with the first request. */
export function createRuffClient(): RuffClient {
  return createEngineClient<RuffRequest, RuffResult>(
    'Python linter',
    () => new Worker(new URL('./ruff.worker.ts', import.meta.url), { type: 'module', name: 'ruff' }),
  );
}
