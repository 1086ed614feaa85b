import { snippetExportSchema, snippetInputSchema, snippetLanguages, type Snippet, type SnippetFields, type SnippetLanguage } from '@common/snippets';

export type SnippetExportFile = {
  format: 'devforge-snippets';
  version: 1;
  exportedAt: string;
  snippets: { title: string; code: string; language: SnippetLanguage; tags: string[]; createdAt: string }[];
};

/** The export file: everything needed to import the snippets back (ids and owners are not). */
export function toExportFile({ snippets, now = new Date() }: { snippets: readonly Snippet[]; now?: Date }): SnippetExportFile {
  return {
    format: 'devforge-snippets',
    version: 1,
    exportedAt: now.toISOString(),
    snippets: snippets.map(({ title, code, language, tags, createdAt }) => ({ title, code, language, tags, createdAt })),
  };
}

export type ImportPlan = {
  /** Oldest first, so that once imported the library lists them in their old order. */
  snippets: SnippetFields[];
  /** Entries that cannot be saved, with the reason (1-based, as in the file). */
  rejected: { entry: number; title: string; message: string }[];
};

/**
 * Reads an export file back: every entry checked against the same limits as the server, an
 * unknown language read as "other". Throws an Error with the message to show when the file is
 * not an export at all.
 */
export function planImport({ text }: { text: string }): ImportPlan {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('This file is not JSON. Choose a file made by Export.');
  }
  const file = snippetExportSchema.safeParse(data);
  if (!file.success) throw new Error(`This file is not a snippets export: ${file.error.issues[0]?.message ?? 'unknown format'}.`);
  const plan: ImportPlan = { snippets: [], rejected: [] };
  file.data.snippets.forEach((entry, index) => {
    const language = (snippetLanguages as readonly string[]).includes(entry.language) ? entry.language : 'other';
    const parsed = snippetInputSchema.safeParse({ ...entry, language });
    if (parsed.success) plan.snippets.push(parsed.data);
    else plan.rejected.push({ entry: index + 1, title: entry.title, message: parsed.error.issues[0]?.message ?? 'invalid' });
  });
  plan.snippets.reverse();
  return plan;
}
