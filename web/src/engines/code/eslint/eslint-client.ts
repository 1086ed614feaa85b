import { createEngineClient, type EngineClient } from '../worker-client';
import type { EslintRequest, EslintResult } from './eslint-types';

export type EslintClient = EngineClient<EslintRequest, EslintResult>;

/** ESLint (JavaScript and TypeScript), in its worker; nothing loads until the first request. */
export function createEslintClient(): EslintClient {
  return createEngineClient<EslintRequest, EslintResult>(
    'JavaScript linter',
    () => new Worker(new URL('./eslint.eval.worker.ts', import.meta.url), { type: 'module', name: 'eslint' }),
  );
}
