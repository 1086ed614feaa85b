import type { Kysely } from 'kysely';

// Saved recipes (issue 29): one row per recipe, always read by its owner. steps is the recipe's
// steps as JSON (common/recipes.ts). A user's recipe names are unique: sub-recipe steps and the
// import name recipes by their name.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recipes')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recipes_user_name').ifNotExists().unique().on('recipes').columns(['user_id', 'name']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recipes').ifExists().execute();
}
