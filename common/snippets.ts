import { z } from 'zod';

// The snippet library's contract (spec tools.md §3 Snippet, §6, §7, §8): what a snippet is, the
// limits the server enforces, and the list query. The browser validates with the same schemas.

/** The spec's four languages, and an open "other" for everything else. */
export const snippetLanguages = ['javascript', 'typescript', 'python', 'sql', 'other'] as const;
export type SnippetLanguage = (typeof snippetLanguages)[number];

export const snippetLanguageLabels: Record<SnippetLanguage, string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
  sql: 'SQL',
  other: 'Other',
};

export const SNIPPET_TITLE_MAX = 200;
/** Code is limited in UTF-8 bytes (100 KB), what it costs to store and send. */
export const SNIPPET_CODE_MAX_BYTES = 100 * 1024;
export const SNIPPET_TAGS_MAX = 10;
export const SNIPPET_TAG_MAX = 30;
/** A user's library holds at most this many snippets (storage is not unbounded). */
export const SNIPPETS_PER_USER_MAX = 5000;
export const SNIPPET_PAGE_DEFAULT = 50;
export const SNIPPET_PAGE_MAX = 100;
export const SNIPPET_SEARCH_MAX = 200;

export const snippetMessages = {
  loadFailed: 'Failed to load snippets',
  saveFailed: 'Failed to save snippet',
  notFound: 'No such snippet',
  titleRequired: 'Title is required',
  codeRequired: 'Code is required',
} as const;

const utf8 = new TextEncoder();

export const snippetTitleSchema = z
  .string({ error: snippetMessages.titleRequired })
  .trim()
  .min(1, snippetMessages.titleRequired)
  .max(SNIPPET_TITLE_MAX, `Title must be at most ${SNIPPET_TITLE_MAX} characters`)
  .regex(/^[^\p{Cc}]*$/u, 'Title may not contain control characters');

export const snippetCodeSchema = z
  .string({ error: snippetMessages.codeRequired })
  .refine((code) => code.trim() !== '', snippetMessages.codeRequired)
  // PostgreSQL text cannot hold NUL; refused on both engines so they behave alike.
  .refine((code) => !code.includes('\u0000'), 'Code may not contain NUL characters')
  // A string longer than the limit in UTF-16 units is over it in bytes too: encoding only what may fit.
  .refine((code) => code.length <= SNIPPET_CODE_MAX_BYTES && utf8.encode(code).length <= SNIPPET_CODE_MAX_BYTES, {
    message: `Code must be at most ${SNIPPET_CODE_MAX_BYTES / 1024} KB`,
  });

export const snippetLanguageSchema = z.enum(snippetLanguages, { error: 'Choose one of the listed languages' });

/** A tag: trimmed, lower-case, no commas (the form separates tags with them), quotes or control characters. */
export const snippetTagSchema = z
  .string({ error: 'Tags must be text' })
  .trim()
  .toLowerCase()
  .min(1, 'Tags may not be empty')
  .max(SNIPPET_TAG_MAX, `Each tag must be at most ${SNIPPET_TAG_MAX} characters`)
  .regex(/^[^,"\\\p{Cc}]+$/u, 'Tags may not contain commas, quotes or backslashes');

/** Tags as stored: each normalised, duplicates dropped (first kept), at most ten. */
export const snippetTagsSchema = z
  .array(snippetTagSchema, { error: 'Tags must be a list' })
  .max(SNIPPET_TAGS_MAX * 4, `At most ${SNIPPET_TAGS_MAX} tags`)
  .transform((tags) => [...new Set(tags)])
  .refine((tags) => tags.length <= SNIPPET_TAGS_MAX, `At most ${SNIPPET_TAGS_MAX} tags`);

export const snippetInputSchema = z.object({
  title: snippetTitleSchema,
  code: snippetCodeSchema,
  language: snippetLanguageSchema.default('other'),
  tags: snippetTagsSchema.default([]),
});
export type SnippetInput = z.input<typeof snippetInputSchema>;
export type SnippetFields = z.output<typeof snippetInputSchema>;

export const snippetPatchSchema = z
  .object({
    title: snippetTitleSchema.optional(),
    code: snippetCodeSchema.optional(),
    language: snippetLanguageSchema.optional(),
    tags: snippetTagsSchema.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Nothing to change');
export type SnippetPatch = z.input<typeof snippetPatchSchema>;

/** Splits the form's comma-separated tags ("react, hooks ,, ui") into a list for the API. */
export function parseTagList(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** GET /api/snippets query: search in title, code and tags; filter by tag and language; paged newest first. */
export const snippetListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SNIPPET_SEARCH_MAX, `Search must be at most ${SNIPPET_SEARCH_MAX} characters`)
    .optional()
    .transform((q) => (q ? q : undefined)),
  tag: z
    .string()
    .trim()
    .toLowerCase()
    .max(SNIPPET_TAG_MAX, `Tag must be at most ${SNIPPET_TAG_MAX} characters`)
    .optional()
    .transform((tag) => (tag ? tag : undefined)),
  language: snippetLanguageSchema.optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(SNIPPET_PAGE_MAX, `limit must be at most ${SNIPPET_PAGE_MAX}`)
    .default(SNIPPET_PAGE_DEFAULT),
  /** Opaque: the nextCursor of the previous page. */
  cursor: z.string().max(200, 'Invalid cursor').optional(),
});
export type SnippetListQuery = z.input<typeof snippetListQuerySchema>;

export type Snippet = {
  id: string;
  title: string;
  code: string;
  language: SnippetLanguage;
  tags: string[];
  createdAt: string;
  updatedAt: string;
};

export type SnippetListResponse = { snippets: Snippet[]; nextCursor: string | null };
export type SnippetResponse = { snippet: Snippet };

/** The export file of the snippet library (and what its import reads back). */
export const snippetExportSchema = z.object({
  format: z.literal('devforge-snippets', { error: 'Not a DevForge snippets export' }),
  version: z.literal(1, { error: 'Unsupported export version' }),
  snippets: z.array(z.object({ title: z.string(), code: z.string(), language: z.string(), tags: z.array(z.string()).default([]), createdAt: z.string().optional() })),
});
export type SnippetExport = z.input<typeof snippetExportSchema>;
