import type { Kysely } from 'kysely';

// Users' own AI provider keys (spec platform.md §3 User API key record), encrypted at rest.
// One record per user and provider: saving again updates it (spec §4).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_api_keys')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('api_key', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_api_keys_user_provider')
    .ifNotExists()
    .unique()
    .on('user_api_keys')
    .columns(['user_id', 'provider'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_api_keys').ifExists().execute();
}
