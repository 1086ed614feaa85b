import type { Kysely } from 'kysely';

// The daily AI quota and per-feature usage, counted on the server per user and UTC day
// (spec platform.md §3 Usage record, §4 Usage quota), so limits hold across instances.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_usage_daily')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ai_usage_daily_pk', ['user_id', 'day'])
    .execute();
  await db.schema
    .createTable('ai_usage_features')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('feature', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ai_usage_features_pk', ['user_id', 'day', 'feature'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_usage_features').ifExists().execute();
  await db.schema.dropTable('ai_usage_daily').ifExists().execute();
}
