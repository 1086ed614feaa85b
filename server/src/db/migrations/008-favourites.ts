import type { Kysely } from 'kysely';

// Each account's favorite tools in their order (issue 36): one row per user, the ordered ids as a
// JSON array, replaced as a whole (a reorder is one write, and the order cannot be half-saved).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('favorite_tools')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('tool_ids', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('favorite_tools').ifExists().execute();
}
