import type { Snippet, SnippetFields, SnippetListQuery, SnippetListResponse, SnippetPatch, SnippetResponse } from '@common/snippets';
import { SNIPPET_PAGE_MAX } from '@common/snippets';
import { apiFetch } from '@/lib/api';

export function listSnippets(query: SnippetListQuery, signal?: AbortSignal): Promise<SnippetListResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return apiFetch<SnippetListResponse>(`/api/snippets${search ? `?${search}` : ''}`, { signal });
}

export async function createSnippet(fields: SnippetFields): Promise<Snippet> {
  return (await apiFetch<SnippetResponse>('/api/snippets', { method: 'POST', json: fields })).snippet;
}

export async function updateSnippet(id: string, patch: SnippetPatch): Promise<Snippet> {
  return (await apiFetch<SnippetResponse>(`/api/snippets/${encodeURIComponent(id)}`, { method: 'PATCH', json: patch })).snippet;
}

export async function deleteSnippet(id: string): Promise<void> {
  await apiFetch<void>(`/api/snippets/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Every snippet of the user, newest first, a page of 100 at a time (for the export). */
export async function fetchAllSnippets(): Promise<Snippet[]> {
  const all: Snippet[] = [];
  let cursor: string | undefined;
  do {
    const page = await listSnippets({ limit: SNIPPET_PAGE_MAX, cursor });
    all.push(...page.snippets);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}
