import type { Kysely } from 'kysely';

// Personal API tokens (issue 30) and the daily count of operation calls they and sessions make.
// A token is stored as the SHA-256 of its secret (it is 256 random bits: a slow hash adds nothing),
// with its first characters kept apart so the account page can tell tokens apart. A revoked token's
// row is deleted: nothing of it is left to match. Times are ISO 8601 strings (UTC).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_hash').ifNotExists().unique().on('api_tokens').column('token_hash').execute();
  await db.schema.createIndex('api_tokens_user').ifNotExists().on('api_tokens').columns(['user_id', 'created_at']).execute();
  // Operation calls per user and UTC day (YYYY-MM-DD), counted like the AI quota.
  await db.schema
    .createTable('ops_usage_daily')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ops_usage_daily_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ops_usage_daily').ifExists().execute();
  await db.schema.dropTable('api_tokens').ifExists().execute();
}
