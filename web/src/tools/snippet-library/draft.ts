import type { SnippetLanguage } from '@common/snippets';
import { readStored, removeStored, writeStored } from '@/lib/storage';

/**
 * The form as typed, kept in localStorage while it is open and until a save succeeds: a save that
 * fails (offline, server down) or a closed tab loses nothing. One draft at a time.
 */
export type SnippetDraft = {
  /** The snippet being edited; absent for a new one. */
  id?: string;
  title: string;
  code: string;
  language: SnippetLanguage;
  /** As typed: comma-separated. */
  tags: string;
  savedAt: string;
};

const KEY = 'snippet-library:draft';

export function readDraft(): SnippetDraft | null {
  const draft = readStored<SnippetDraft | null>(KEY, null);
  return draft && typeof draft.code === 'string' && typeof draft.title === 'string' ? draft : null;
}

export function writeDraft(draft: Omit<SnippetDraft, 'savedAt'>): void {
  writeStored(KEY, { ...draft, savedAt: new Date().toISOString() });
}

export function clearDraft(): void {
  removeStored(KEY);
}

export function isBlankDraft(draft: Pick<SnippetDraft, 'title' | 'code' | 'tags'>): boolean {
  return draft.title.trim() === '' && draft.code.trim() === '' && draft.tags.trim() === '';
}
