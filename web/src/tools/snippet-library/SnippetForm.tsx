import { Loader2, Save, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  parseTagList,
  SNIPPET_TITLE_MAX,
  snippetInputSchema,
  snippetLanguageLabels,
  snippetLanguages,
  snippetMessages,
  type SnippetFields,
  type SnippetLanguage,
} from '@common/snippets';
import { Button } from '@/components/Button';
import { CodeEditor, type CodeLanguage } from '@/components/CodeEditor';
import { Alert, Card } from '@/components/Feedback';
import { Select, TextInput } from '@/components/Field';
import { writeDraft, type SnippetDraft } from './draft';

export const editorLanguage: Record<SnippetLanguage, CodeLanguage> = {
  javascript: 'javascript',
  typescript: 'typescript',
  python: 'python',
  sql: 'sql',
  other: 'plain',
};

type SnippetFormProps = {
  initial: Omit<SnippetDraft, 'savedAt'>;
  /** Shown above the form ("Restored your unsaved draft…", "From the JSON formatter…"). */
  notice?: string;
  /** Saves; throws with the reason when it could not. */
  onSave: (fields: SnippetFields, id: string | undefined) => Promise<void>;
  onCancel: () => void;
};

/** Create and edit (spec tools.md §2: title, language, code and comma-separated tags). */
export function SnippetForm({ initial, notice, onSave, onCancel }: SnippetFormProps) {
  const [title, setTitle] = useState(initial.title);
  const [language, setLanguage] = useState<SnippetLanguage>(initial.language);
  const [code, setCode] = useState(initial.code);
  const [tags, setTags] = useState(initial.tags);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [problems, setProblems] = useState<Partial<Record<'title' | 'code' | 'tags', string>>>({});
  const titleRef = useRef<HTMLInputElement>(null);

  useEffect(() => titleRef.current?.focus(), []);

  // Every change is kept (after a short pause), so nothing typed is lost to a failed save or a closed tab.
  useEffect(() => {
    const timer = window.setTimeout(() => writeDraft({ id: initial.id, title, code, language, tags }), 250);
    return () => window.clearTimeout(timer);
  }, [initial.id, title, code, language, tags]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    // Spec §5: save does nothing unless title and code are non-empty (the button says so too).
    if (title.trim() === '' || code.trim() === '' || saving) return;
    const parsed = snippetInputSchema.safeParse({ title, code, language, tags: parseTagList(tags) });
    if (!parsed.success) {
      const next: typeof problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'title' | 'code' | 'tags';
        next[field] ??= issue.message;
      }
      setProblems(next);
      return;
    }
    setProblems({});
    writeDraft({ id: initial.id, title, code, language, tags });
    setSaving(true);
    setFailure(null);
    try {
      await onSave(parsed.data, initial.id);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
      setSaving(false);
    }
  }

  const editing = initial.id !== undefined;
  return (
    <Card className="p-4 sm:p-5">
      <form onSubmit={(e) => void submit(e)} aria-label={editing ? 'Edit snippet' : 'New snippet'} className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-fg">{editing ? 'Edit snippet' : 'New snippet'}</h2>
          <Button variant="ghost" size="icon" onClick={onCancel} aria-label="Close the form">
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </div>
        {notice && <Alert tone="info">{notice}</Alert>}
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <TextInput
            ref={titleRef}
            label="Title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={SNIPPET_TITLE_MAX + 50}
            placeholder="e.g. Debounce hook"
            error={problems.title}
            required
          />
          <Select label="Language" value={language} onChange={(e) => setLanguage(e.target.value as SnippetLanguage)}>
            {snippetLanguages.map((l) => (
              <option key={l} value={l}>
                {snippetLanguageLabels[l]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <CodeEditor label="Code" language={editorLanguage[language]} value={code} onChange={setCode} height="18rem" onSubmit={() => void submit()} placeholder="Paste or type the code" />
          {problems.code && (
            <p role="alert" className="text-xs text-danger">
              {problems.code}
            </p>
          )}
        </div>
        <TextInput label="Tags" value={tags} onChange={(e) => setTags(e.target.value)} placeholder="react, hooks, utils" hint="Comma-separated, up to 10 (each up to 30 characters)." error={problems.tags} />
        {failure && (
          <Alert tone="error" title={snippetMessages.saveFailed}>
            <p>{failure}</p>
            <p className="mt-1 text-muted">Your draft is kept on this device: try again when you are back online.</p>
          </Alert>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={saving || title.trim() === '' || code.trim() === ''} title="Ctrl+Enter in the code">
            {saving ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Save className="h-4 w-4" aria-hidden />}
            {saving ? 'Saving…' : 'Save snippet'}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          {(title.trim() === '' || code.trim() === '') && <span className="text-xs text-muted">Title and code are required.</span>}
        </div>
      </form>
    </Card>
  );
}
