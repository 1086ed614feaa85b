import type { SnippetLanguage } from '@common/snippets';

/**
 * A snippet handed from another tool to the snippet library's form ("Save as snippet"). It goes
 * through sessionStorage (this tab only, gone with it) rather than the URL: code can be 100 KB.
 */
export type SnippetHandoff = { title: string; code: string; language: SnippetLanguage; tags: string[]; source?: string };

const KEY = 'snippet-library:handoff';
/** The library's route with the form opened on the handed-over snippet. */
export const SNIPPET_HANDOFF_ROUTE = '/tools/snippet-library?new=from-tool';

// Written out rather than imported from @common/snippets, whose zod schemas would then ride along
// into every tool that offers "Save as snippet"; `satisfies` keeps the two lists in step.
const libraryLanguages = { javascript: true, typescript: true, python: true, sql: true, other: true } satisfies Record<SnippetLanguage, true>;

/**
 * A tool's language as the library stores it: one of its own (JavaScript, TypeScript, Python, SQL),
 * else "other" with the real language kept as a tag ("java", "csharp"), so it can still be found.
 */
export function snippetLanguageOf(language: string): { language: SnippetLanguage; tags: string[] } {
  return Object.hasOwn(libraryLanguages, language)
    ? { language: language as SnippetLanguage, tags: [] }
    : { language: 'other', tags: [language] };
}

export function writeSnippetHandoff(handoff: SnippetHandoff): boolean {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(handoff));
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the handoff without removing it: a screen's first render can run twice (React renders a
 * component that suspends before mounting again from scratch), so the library removes it once
 * mounted (clearSnippetHandoff), and a reload does not open it again.
 */
export function readSnippetHandoff(): SnippetHandoff | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SnippetHandoff>;
    if (typeof value.code !== 'string') return null;
    return {
      title: typeof value.title === 'string' ? value.title : '',
      code: value.code,
      language: value.language ?? 'other',
      tags: Array.isArray(value.tags) ? value.tags.filter((t): t is string => typeof t === 'string') : [],
      source: value.source,
    };
  } catch {
    return null;
  }
}

export function clearSnippetHandoff(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: nothing was handed over either.
  }
}
