import { FileDown, Loader2, Plus, RotateCw, Search } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  snippetLanguageLabels,
  snippetLanguages,
  snippetMessages,
  type Snippet,
  type SnippetFields,
  type SnippetLanguage,
} from '@common/snippets';
import { Button } from '@/components/Button';
import { Alert, Card } from '@/components/Feedback';
import { Select, TextInput } from '@/components/Field';
import { FilePicker } from '@/components/FileDrop';
import { Modal } from '@/components/Modal';
import { downloadFile } from '@/lib/download';
import { useShareNote, useToolState } from '@/lib/tool-state/tool-state';
import { clearSnippetHandoff, readSnippetHandoff } from '@/lib/snippet-handoff';
import { findTool } from '../registry';
import type { ToolScreen } from '../types';
import { clearDraft, isBlankDraft, readDraft, type SnippetDraft } from './draft';
import './highlight.css';
import { SnippetCard } from './SnippetCard';
import { SnippetForm } from './SnippetForm';
import { createSnippet, deleteSnippet, fetchAllSnippets, listSnippets, updateSnippet } from './snippets-api';
import { planImport, toExportFile } from './transfer';

const SEARCH_DELAY_MS = 250;

type Filters = { q: string; language: SnippetLanguage | ''; tag: string };
const noFilters: Filters = { q: '', language: '', tag: '' };
const isFilters = (value: unknown): value is Filters => {
  if (typeof value !== 'object' || value === null) return false;
  const { q, language, tag } = value as Record<string, unknown>;
  return (
    typeof q === 'string' &&
    typeof tag === 'string' &&
    (language === '' || snippetLanguages.includes(language as SnippetLanguage)) &&
    Object.keys(value).length === 3
  );
};
type ListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; snippets: Snippet[]; nextCursor: string | null };
type FormState = { draft: Omit<SnippetDraft, 'savedAt'>; notice?: string; key: number };

const blankDraft = (): Omit<SnippetDraft, 'savedAt'> => ({ title: '', code: '', language: 'javascript', tags: '' });

function sourceName(source: string | undefined): string {
  if (!source) return 'another tool';
  return findTool(source)?.name ?? source.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** The form to open on arrival: a snippet handed over by another tool, else an unsaved draft. */
function initialForm(fromTool: boolean): FormState | null {
  const handoff = fromTool ? readSnippetHandoff() : null;
  if (handoff) {
    return {
      key: 1,
      draft: { title: handoff.title, code: handoff.code, language: handoff.language, tags: handoff.tags.join(', ') },
      notice: `From the ${sourceName(handoff.source)}: check the title and tags, then save.`,
    };
  }
  const draft = readDraft();
  if (draft && !isBlankDraft(draft)) {
    const at = new Date(draft.savedAt);
    const when = Number.isNaN(at.getTime())
      ? ''
      : ` from ${at.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`;
    return { key: 1, draft, notice: `Restored your unsaved draft${when}.` };
  }
  return null;
}

const SnippetLibrary: ToolScreen = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const [form, setForm] = useState<FormState | null>(() =>
    initialForm(new URLSearchParams(location.search).get('new') === 'from-tool'),
  );
  // A Share link carries the search and the filters only: the snippets live on the server, in the
  // library of whoever opens the link.
  const [filters, setFilters] = useToolState<Filters>('filters', noFilters, { accept: isFilters });
  useShareNote('Snippets are not in the link: it opens this search and these filters on the library of whoever opens it.');
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [knownTags, setKnownTags] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<Snippet | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [transfer, setTransfer] = useState<{ tone: 'success' | 'error' | 'info'; text: string; details?: string[] } | null>(null);
  const [busyTransfer, setBusyTransfer] = useState(false);
  const request = useRef<AbortController | null>(null);

  // The handoff is read once; a reload must not open it again.
  useEffect(() => {
    clearSnippetHandoff();
    if (new URLSearchParams(location.search).has('new')) void navigate(location.pathname, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Typing in the search waits for a pause; the filters apply at once.
  const [debouncedQ, setDebouncedQ] = useState(filters.q);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebouncedQ(filters.q), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [filters.q]);
  const query = useMemo<Filters>(
    () => ({ q: debouncedQ, language: filters.language, tag: filters.tag }),
    [debouncedQ, filters.language, filters.tag],
  );

  const rememberTags = useCallback((snippets: Snippet[]) => {
    setKnownTags((known) => {
      const all = new Set(known);
      for (const snippet of snippets) for (const tag of snippet.tags) all.add(tag);
      return all.size === known.length ? known : [...all].sort();
    });
  }, []);

  const load = useCallback(() => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    return listSnippets(
      { q: query.q || undefined, language: query.language || undefined, tag: query.tag || undefined },
      controller.signal,
    ).then(
      (page) => {
        if (controller.signal.aborted) return;
        setList({ status: 'ready', snippets: page.snippets, nextCursor: page.nextCursor });
        rememberTags(page.snippets);
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setList({ status: 'error', message: err instanceof Error ? err.message : String(err) });
      },
    );
  }, [query, rememberTags]);

  useEffect(() => {
    void load();
    return () => request.current?.abort();
  }, [load]);

  async function loadMore() {
    if (list.status !== 'ready' || !list.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await listSnippets({
        q: query.q || undefined,
        language: query.language || undefined,
        tag: query.tag || undefined,
        cursor: list.nextCursor,
      });
      setList({ status: 'ready', snippets: [...list.snippets, ...page.snippets], nextCursor: page.nextCursor });
      rememberTags(page.snippets);
    } catch (err) {
      setTransfer({ tone: 'error', text: `${snippetMessages.loadFailed}: ${err instanceof Error ? err.message : String(err)}` });
    } finally {
      setLoadingMore(false);
    }
  }

  function openForm(draft: Omit<SnippetDraft, 'savedAt'>, notice?: string) {
    setForm((current) => ({ draft, notice, key: (current?.key ?? 0) + 1 }));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  async function save(fields: SnippetFields, id: string | undefined) {
    if (id) await updateSnippet(id, fields);
    else await createSnippet(fields);
    clearDraft();
    setForm(null);
    setTransfer({ tone: 'success', text: id ? 'Snippet saved.' : `Saved “${fields.title}”.` });
    await load();
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteSnippet(deleting.id);
      setDeleting(null);
      setDeleteError(null);
      await load();
    } catch (err) {
      setDeleteError(err instanceof Error ? err.message : String(err));
    }
  }

  async function exportAll() {
    setBusyTransfer(true);
    try {
      const snippets = await fetchAllSnippets();
      downloadFile('snippets.json', JSON.stringify(toExportFile({ snippets }), null, 2), 'application/json');
      setTransfer({
        tone: 'success',
        text: `Exported ${snippets.length} ${snippets.length === 1 ? 'snippet' : 'snippets'} to snippets.json.`,
      });
    } catch (err) {
      setTransfer({ tone: 'error', text: `Export failed: ${err instanceof Error ? err.message : String(err)}` });
    } finally {
      setBusyTransfer(false);
    }
  }

  async function importFile(file: File) {
    setBusyTransfer(true);
    setTransfer({ tone: 'info', text: `Importing ${file.name}…` });
    try {
      const plan = planImport({ text: await file.text() });
      const failed = plan.rejected.map((r) => `Entry ${r.entry}${r.title ? ` (“${r.title}”)` : ''}: ${r.message}`);
      let imported = 0;
      // One at a time, oldest first, so the library keeps the file's order.
      for (const snippet of plan.snippets) {
        try {
          await createSnippet(snippet);
          imported++;
        } catch (err) {
          failed.push(`“${snippet.title}”: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
      setTransfer({
        tone: failed.length === 0 ? 'success' : imported === 0 ? 'error' : 'info',
        text: `Imported ${imported} of ${plan.snippets.length + plan.rejected.length} ${plan.snippets.length + plan.rejected.length === 1 ? 'snippet' : 'snippets'}.`,
        details: failed,
      });
      await load();
    } catch (err) {
      setTransfer({ tone: 'error', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusyTransfer(false);
    }
  }

  const filtered = query.q !== '' || query.language !== '' || query.tag !== '';
  const tagOptions = useMemo(
    () => (filters.tag && !knownTags.includes(filters.tag) ? [...knownTags, filters.tag].sort() : knownTags),
    [knownTags, filters.tag],
  );

  return (
    <div className="flex flex-col gap-4">
      {form ? (
        <SnippetForm
          key={form.key}
          initial={form.draft}
          notice={form.notice}
          onSave={save}
          onCancel={() => {
            clearDraft();
            setForm(null);
          }}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => openForm(blankDraft())}>
            <Plus className="h-4 w-4" aria-hidden />
            New snippet
          </Button>
          <Button
            variant="outline"
            size="md"
            onClick={() => void exportAll()}
            disabled={busyTransfer || (list.status === 'ready' && list.snippets.length === 0 && !filtered)}
          >
            <FileDown className="h-4 w-4" aria-hidden />
            Export all
          </Button>
          <FilePicker label="Import" accept=".json,application/json" size="md" onFile={(file) => void importFile(file)} />
        </div>
      )}

      {transfer && (
        <Alert tone={transfer.tone}>
          <p>{transfer.text}</p>
          {transfer.details && transfer.details.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {transfer.details.slice(0, 10).map((line) => (
                <li key={line}>{line}</li>
              ))}
              {transfer.details.length > 10 && <li>… and {transfer.details.length - 10} more</li>}
            </ul>
          )}
        </Alert>
      )}

      <Card className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_11rem_11rem]">
        <div className="relative col-span-2 sm:col-span-1">
          <TextInput
            label="Search snippets"
            type="search"
            value={filters.q}
            onChange={(e) => setFilters((f) => ({ ...f, q: e.target.value }))}
            placeholder="Title, code or tag"
            className="pl-9"
          />
          <Search className="pointer-events-none absolute bottom-3 left-3 h-4 w-4 text-muted" aria-hidden />
        </div>
        <Select
          label="Language"
          value={filters.language}
          onChange={(e) => setFilters((f) => ({ ...f, language: e.target.value as SnippetLanguage | '' }))}
        >
          <option value="">All languages</option>
          {snippetLanguages.map((l) => (
            <option key={l} value={l}>
              {snippetLanguageLabels[l]}
            </option>
          ))}
        </Select>
        <Select label="Tag" value={filters.tag} onChange={(e) => setFilters((f) => ({ ...f, tag: e.target.value }))}>
          <option value="">All tags</option>
          {tagOptions.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </Select>
      </Card>

      <section aria-label="Snippets" aria-busy={list.status === 'loading'} className="flex flex-col gap-3">
        {list.status === 'loading' && (
          <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Loading snippets…
          </p>
        )}
        {list.status === 'error' && (
          <Alert tone="error" title={snippetMessages.loadFailed}>
            <p>{list.message}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => {
                setList({ status: 'loading' });
                void load();
              }}
            >
              <RotateCw className="h-4 w-4" aria-hidden />
              Try again
            </Button>
          </Alert>
        )}
        {list.status === 'ready' && list.snippets.length === 0 && (
          <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <p className="font-medium text-fg">{filtered ? 'No snippets match' : 'No snippets yet'}</p>
            <p className="max-w-md text-sm text-muted">
              {filtered
                ? 'Try another search, or clear the filters.'
                : 'Keep the code you reuse here: start with New snippet, or use “Save as snippet” in the JSON formatter, regex tester, SQL formatter or the code tools.'}
            </p>
            {filtered && (
              <Button variant="outline" size="sm" onClick={() => setFilters(noFilters)}>
                Clear filters
              </Button>
            )}
          </Card>
        )}
        {list.status === 'ready' && list.snippets.length > 0 && (
          <>
            <h2 className="sr-only">Your snippets</h2>
            <div className="grid gap-3 xl:grid-cols-2">
              {list.snippets.map((snippet) => (
                <SnippetCard
                  key={snippet.id}
                  snippet={snippet}
                  onEdit={() =>
                    openForm({
                      id: snippet.id,
                      title: snippet.title,
                      code: snippet.code,
                      language: snippet.language,
                      tags: snippet.tags.join(', '),
                    })
                  }
                  onDelete={() => {
                    setDeleteError(null);
                    setDeleting(snippet);
                  }}
                  onTag={(tag) => setFilters((f) => ({ ...f, tag }))}
                />
              ))}
            </div>
            {list.nextCursor && (
              <Button variant="outline" className="self-center" onClick={() => void loadMore()} disabled={loadingMore}>
                {loadingMore && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
                Load more
              </Button>
            )}
          </>
        )}
      </section>

      <Modal
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete snippet?"
        description={deleting ? `“${deleting.title}” will be deleted from your library. This cannot be undone.` : undefined}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirmDelete()}>
              Delete
            </Button>
          </>
        }
      >
        {deleteError ? (
          <Alert tone="error">{deleteError}</Alert>
        ) : (
          <p className="text-sm text-muted">Export your library first if you may want it back.</p>
        )}
      </Modal>
    </div>
  );
};

export default SnippetLibrary;
