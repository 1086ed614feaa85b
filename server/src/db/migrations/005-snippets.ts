import type { Kysely } from 'kysely';

// The snippet library (spec tools.md §3 Snippet), one row per snippet, always read by its owner.
// tags is a JSON array of lower-case strings (never containing quotes or backslashes, so a tag
// filter can look for `"tag"` in the text on either engine). updated_at is ours, for edits.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('snippets')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Every read is one user's snippets newest first: the index gives them in order.
  await db.schema
    .createIndex('snippets_user_created')
    .ifNotExists()
    .on('snippets')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('snippets').ifExists().execute();
}
