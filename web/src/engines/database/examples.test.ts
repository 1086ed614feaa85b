// @vitest-environment node
// Every example the tools offer runs on its engine (each on a fresh sample database).
import { describe, expect, it } from 'vitest';
import { queryExamples } from './examples';
import { MongoBackend } from './mongodb/mongo-backend';
import { PgliteBackend } from './postgres/pglite-backend';
import type { EngineBackend } from './protocol';
import { RedisBackend } from './redis/redis-backend';
import { translateMysql } from './sqlite/mysql-translate';
import { SqliteBackend } from './sqlite/sqljs-backend';
import type { EngineKind } from './types';

const backends: Record<EngineKind, () => EngineBackend> = {
  postgresql: () => new PgliteBackend(),
  sqlite: () => new SqliteBackend({ savedCopyKey: 'examples' }),
  mysql: () => new SqliteBackend({ savedCopyKey: 'examples-mysql', translate: translateMysql }),
  mongodb: () => new MongoBackend(),
  redis: () => new RedisBackend(),
};

describe.each(Object.keys(queryExamples) as EngineKind[])('%s examples', (kind) => {
  it('all run', async () => {
    const backend = backends[kind]();
    await backend.start({ persist: false, sample: true }, () => undefined);
    for (const example of queryExamples[kind]) {
      const result = await backend.query(example.query, { maxRows: 200_000 }).catch((error: Error) => error);
      expect(result instanceof Error ? `${example.name}: ${result.message}` : 'ok').toBe('ok');
    }
  }, 120_000);
});
