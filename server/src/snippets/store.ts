import { randomUUID } from 'node:crypto';
import {
  SNIPPETS_PER_USER_MAX,
  snippetLanguages,
  type Snippet,
  type SnippetFields,
  type SnippetLanguage,
  type SnippetListResponse,
} from '../../../common/snippets';
import type { Database } from '../db/database';
import type { SnippetTable } from '../db/schema';
import { HttpError } from '../http/errors';

type Row = Omit<SnippetTable, 'user_id'>;

export type SnippetPage = { q?: string; tag?: string; language?: SnippetLanguage; limit: number; cursor?: string };

function isLanguage(value: string): value is SnippetLanguage {
  return (snippetLanguages as readonly string[]).includes(value);
}

function parseTags(text: string): string[] {
  try {
    const tags: unknown = JSON.parse(text);
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

function toSnippet(row: Row): Snippet {
  return {
    id: row.id,
    title: row.title,
    code: row.code,
    language: isLanguage(row.language) ? row.language : 'other',
    tags: parseTags(row.tags),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The place after a page's last snippet: (created_at, id), newest first. Opaque to the client. */
function encodeCursor(row: Pick<Row, 'created_at' | 'id'>): string {
  return Buffer.from(JSON.stringify([row.created_at, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && typeof id === 'string') return { at, id };
  } catch {
    /* answered below */
  }
  throw new HttpError(400, 'invalid_input', 'Invalid cursor');
}

/** `%text%` for LIKE, with its wildcards taken literally (escape character: backslash). */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Users' snippets (spec tools.md §3, §6, §7), always scoped to their owner: another user's id
 * behaves exactly like an id that does not exist.
 */
export function createSnippetStore({ database, now = () => new Date() }: { database: Database; now?: () => Date }) {
  const { db } = database;

  function page(rows: Row[], limit: number): SnippetListResponse {
    const shown = rows.length > limit ? rows.slice(0, limit) : rows;
    return { snippets: shown.map(toSnippet), nextCursor: rows.length > limit ? encodeCursor(shown[shown.length - 1]!) : null };
  }

  /**
   * The first page of a user's library, unfiltered: what the screen reads on every visit and
   * refresh. The database writes each snippet's JSON itself (one string per row, not a JS object
   * per row and column that JSON.stringify then walks again): ~70 µs instead of ~100 µs for a page
   * of 20, most of this route's own cost (bench/snippets). (Aggregating the page into one string
   * in SQL was slower still: its window function and sort cost more than they saved.) The text is
   * the dialect's, the shape is toSnippet's; a test checks both give the same answer.
   */
  type JsonRow = { json: string; created_at: string; id: string };
  async function firstPage(userId: string, limit: number): Promise<string> {
    const rows =
      database.dialect === 'sqlite'
        ? await database.read<JsonRow>`
          select json_object('id', id, 'title', title, 'code', code, 'language', language, 'tags', json(tags),
            'createdAt', created_at, 'updatedAt', updated_at) as json, created_at, id
          from snippets where user_id = ${userId} order by created_at desc, id desc limit ${limit + 1}`
        : await database.read<JsonRow>`
          select json_build_object('id', id, 'title', title, 'code', code, 'language', language, 'tags', tags::json,
            'createdAt', created_at, 'updatedAt', updated_at)::text as json, created_at, id
          from snippets where user_id = ${userId} order by created_at desc, id desc limit ${limit + 1}`;
    const shown = rows.length > limit ? rows.slice(0, limit) : rows;
    const nextCursor = rows.length > limit ? JSON.stringify(encodeCursor(shown[shown.length - 1]!)) : 'null';
    return `{"snippets":[${shown.map((row) => row.json).join(',')}],"nextCursor":${nextCursor}}`;
  }

  return {
    /** Newest first (spec §7), `limit` at a time, as the JSON text of the answer. */
    async list(userId: string, { q, tag, language, limit, cursor }: SnippetPage): Promise<string> {
      if (!q && !tag && !language && !cursor) return firstPage(userId, limit);
      const after = cursor ? decodeCursor(cursor) : null;
      const search = q ? containing(q.toLowerCase()) : null;
      // Each filter is off when its first parameter is null (cast: PostgreSQL must know its type).
      const rows = await database.read<Row>`
        select id, title, code, language, tags, created_at, updated_at
        from snippets where user_id = ${userId}
          and (cast(${language ?? null} as text) is null or language = ${language ?? null})
          and (cast(${tag ?? null} as text) is null or tags like ${tag ? containing(JSON.stringify(tag)) : null} escape '\\')
          and (cast(${search} as text) is null
            or lower(title) like ${search} escape '\\' or lower(code) like ${search} escape '\\' or tags like ${search} escape '\\')
          and (cast(${after?.at ?? null} as text) is null
            or created_at < ${after?.at ?? null} or (created_at = ${after?.at ?? null} and id < ${after?.id ?? null}))
        order by created_at desc, id desc limit ${limit + 1}`;
      return JSON.stringify(page(rows, limit));
    },

    async create(userId: string, fields: SnippetFields): Promise<Snippet> {
      const { count } = await db
        .selectFrom('snippets')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= SNIPPETS_PER_USER_MAX) {
        throw new HttpError(409, 'snippet_limit', `Your library is full (${SNIPPETS_PER_USER_MAX} snippets). Delete some to save new ones.`);
      }
      const at = now().toISOString();
      const row: SnippetTable = { id: randomUUID(), user_id: userId, ...fields, tags: JSON.stringify(fields.tags), created_at: at, updated_at: at };
      await db.insertInto('snippets').values(row).execute();
      return toSnippet(row);
    },

    async update(userId: string, id: string, patch: Partial<SnippetFields>): Promise<Snippet | null> {
      const { tags, ...rest } = patch;
      const row = await db
        .updateTable('snippets')
        .set({ ...rest, ...(tags ? { tags: JSON.stringify(tags) } : {}), updated_at: now().toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(['id', 'title', 'code', 'language', 'tags', 'created_at', 'updated_at'])
        .executeTakeFirst();
      return row ? toSnippet(row) : null;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('snippets').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
