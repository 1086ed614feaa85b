import { Eraser, FileText, ListTree, Loader2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ClipboardEvent } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert, Card } from '@/components/Feedback';
import { Checkbox, TextArea, TextInput } from '@/components/Field';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { changelogFile, type Changelog } from './changelog';
import { ChangelogRunner, WORKER_THRESHOLD } from './changelog-runner';

/**
 * Above this many characters the commits are shown as a summary, not in the textarea: a browser
 * lays out a textarea's whole text at once, and 10,000 commits (about 600 KB) froze the page.
 */
const LARGE_TEXT = 100_000;
/** Lines of a long changelog drawn on the page; Copy and Download always use all of it. */
const PREVIEW_LINES = 400;

const example = `a1b2c3d (HEAD -> main, tag: v1.4.0) feat(editor)!: save drafts automatically
9f8e7d6 feat(search): highlight matches in results (#214)
5c4b3a2 fix(auth): keep the session after a password change (#219)
e5f6a7b perf(api): cache the project list for 30 s
0a9b8c7 docs: explain the release process
3d2e1f0 Merge pull request #220 from acme/fix-typos
7b6a5c4 fix: typos in the settings page
c3d4e5f chore(deps): bump vite from 8.0.1 to 8.0.3
8e9f0a1 Update screenshots in the README`;

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first lines of a long changelog, and how many lines it has. */
function previewOf(markdown: string): { text: string; cut: boolean; lines: number } {
  let end = -1;
  for (let line = 0; line < PREVIEW_LINES; line++) {
    end = markdown.indexOf('\n', end + 1);
    if (end === -1) return { text: markdown, cut: false, lines: line + 1 };
  }
  if (end >= markdown.length - 1) return { text: markdown, cut: false, lines: PREVIEW_LINES };
  let lines = PREVIEW_LINES;
  for (let at = end; at !== -1; at = markdown.indexOf('\n', at + 1)) lines++;
  return { text: markdown.slice(0, end), cut: true, lines };
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** Lines of a large paste, counted without splitting it into 10,000 strings on the main thread. */
function countLines(text: string): number {
  let count = 0;
  for (let at = 0; at < text.length;) {
    const end = text.indexOf('\n', at);
    const stop = end === -1 ? text.length : end;
    if (stop > at) count++;
    at = stop + 1;
  }
  return count;
}

type CommitsInputProps = { text: string; onChange: (text: string) => void; onSubmit: () => void };

/** The commits textarea, or for a very large paste a summary that takes a new paste. */
function CommitsInput({ text, onChange, onSubmit }: CommitsInputProps) {
  const labelId = useId();
  const lines = useMemo(() => (text.length > LARGE_TEXT ? countLines(text) : 0), [text]);

  // A paste that makes the text large is done here: the browser's own paste lays the text out first.
  function paste(event: ClipboardEvent<HTMLElement>) {
    const pasted = event.clipboardData.getData('text/plain');
    const field = event.currentTarget instanceof HTMLTextAreaElement ? event.currentTarget : null;
    const [start, end] = field ? [field.selectionStart, field.selectionEnd] : [0, text.length];
    const next = text.slice(0, start) + pasted + text.slice(end);
    if (next.length <= LARGE_TEXT) return;
    event.preventDefault();
    onChange(next);
  }

  if (text.length <= LARGE_TEXT) {
    return (
      <TextArea
        label="Commits"
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onPaste={paste}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            onSubmit();
          }
        }}
        placeholder={
          'Paste git log, git log --oneline, or one subject per line, e.g.\nfeat(api): add pagination\nfix: handle empty lists (#12)'
        }
        className="min-h-72"
        hint="Conventional Commits are grouped by type; other lines go under Other. Ctrl+Enter generates."
      />
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-fg">
        Commits
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        tabIndex={0}
        onPaste={paste}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) onSubmit();
        }}
        className="flex min-h-72 flex-col gap-2 rounded-lg border border-dashed border-border bg-surface-2 p-4 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <p className="text-sm font-medium text-fg">
          {plural(lines, 'line')} · {Math.round(text.length / 1024).toLocaleString('en-US')} KB pasted
        </p>
        <p className="text-xs text-muted">Too large to edit here; it is read in the background. Paste here to replace it.</p>
        <pre className="max-h-40 overflow-hidden font-mono text-xs text-muted">{text.slice(0, 600)}</pre>
      </div>
    </div>
  );
}

const ChangelogGenerator: ToolScreen = ({ initialInput }) => {
  // Commits, version, date and options are Share-link state; the repository and merges choice also
  // survive a reload. The date starts at today but defaults to none, so a link keeps the day it named.
  const [text, setText] = useToolState('text', '', { start: initialInput });
  const [version, setVersion] = useToolState('version', '');
  const [date, setDate] = useToolState('date', '', { start: today() });
  const [repositoryUrl, setRepositoryUrl] = useToolState('repositoryUrl', '', { persist: true });
  const [includeMerges, setIncludeMerges] = useToolState('includeMerges', false, { persist: true });
  const [changelog, setChangelog] = useState<Changelog | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const runner = useRef<ChangelogRunner | null>(null);
  useEffect(() => {
    const current = new ChangelogRunner();
    runner.current = current;
    return () => current.dispose();
  }, []);

  // A large paste will be read in the worker: start it while the user reaches for Generate.
  const large = text.length > WORKER_THRESHOLD;
  useEffect(() => {
    if (large) runner.current?.prepare();
  }, [large]);

  async function generate() {
    // Spec tools.md §5: blank input does nothing.
    if (!text.trim() || !runner.current) return;
    setBusy(true);
    const outcome = await runner.current.run({ text, version, date, repositoryUrl, includeMerges });
    if (outcome === null) return; // superseded by a newer run
    setBusy(false);
    if (outcome.ok) {
      setChangelog(outcome.changelog);
      setError(null);
    } else {
      setError(outcome.error);
    }
  }

  function clear() {
    runner.current?.dispose();
    runner.current = new ChangelogRunner();
    setBusy(false);
    setText('');
    setChangelog(null);
    setError(null);
  }

  // A link's or a handed-over log is turned into its changelog at once.
  useEffect(() => {
    if (text.trim()) void generate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const preview = useMemo(() => (changelog ? previewOf(changelog.markdown) : null), [changelog]);

  const summary =
    changelog &&
    [
      plural(changelog.commits, 'commit'),
      changelog.breaking > 0 ? `${changelog.breaking.toLocaleString('en-US')} breaking` : null,
      changelog.other > 0 ? `${changelog.other.toLocaleString('en-US')} under Other` : null,
      changelog.mergesLeftOut > 0 ? `${plural(changelog.mergesLeftOut, 'merge commit')} left out` : null,
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <div className="flex flex-col gap-4">
      <Card className="grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,10rem)_minmax(0,11rem)_minmax(0,1fr)_auto] lg:items-end">
        <TextInput
          label="Version"
          value={version}
          onChange={(e) => setVersion(e.target.value)}
          placeholder="Unreleased"
          spellCheck={false}
        />
        <TextInput label="Release date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        <TextInput
          label="Repository URL (optional)"
          type="url"
          value={repositoryUrl}
          onChange={(e) => setRepositoryUrl(e.target.value)}
          placeholder="https://github.com/owner/repo"
          wrapperClassName="sm:col-span-2 lg:col-span-1"
          spellCheck={false}
        />
        <Checkbox
          label="Include merge commits"
          checked={includeMerges}
          onChange={(e) => setIncludeMerges(e.target.checked)}
          className="pb-2.5"
        />
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-label="Input" className="flex min-w-0 flex-col gap-3">
          <CommitsInput text={text} onChange={setText} onSubmit={() => void generate()} />
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={() => void generate()} disabled={busy}>
              {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <ListTree className="h-4 w-4" aria-hidden />}
              Generate Changelog
            </Button>
            <Button variant="ghost" onClick={clear} disabled={!text && !changelog}>
              <Eraser className="h-4 w-4" aria-hidden />
              Clear
            </Button>
            {busy && (
              <span role="status" className="text-sm text-muted">
                Reading the commits…
              </span>
            )}
          </div>
          {error && <Alert tone="error">{error}</Alert>}
        </section>

        <section aria-labelledby="changelog-output-title" className="flex min-w-0 flex-col gap-3">
          <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
            <h2 id="changelog-output-title" className="text-sm font-medium text-fg">
              Changelog
            </h2>
            <div className="flex flex-wrap gap-2">
              <SendToButton
                value={changelog && !busy ? tag('text', changelog.markdown) : null}
                fromToolId="changelog-generator"
              />
              <CopyButton value={() => changelog?.markdown ?? ''} disabled={!changelog || busy} />
              <DownloadButton
                fileName="CHANGELOG.md"
                content={() => changelogFile({ markdown: changelog?.markdown ?? '' })}
                mimeType="text/markdown;charset=utf-8"
                label="Download CHANGELOG.md"
                disabled={!changelog || busy}
              />
            </div>
          </div>
          {changelog && preview ? (
            <>
              <p className="text-xs text-muted" aria-live="polite" data-testid="changelog-summary">
                {summary}
              </p>
              <pre
                tabIndex={0}
                aria-label="Changelog Markdown"
                className={cn(
                  'max-h-[36rem] min-h-72 overflow-auto whitespace-pre-wrap break-words rounded-lg border border-border bg-surface-2 p-4 font-mono text-[13px] leading-relaxed text-fg',
                  busy && 'opacity-60',
                )}
              >
                {preview.text}
              </pre>
              {preview.cut && (
                <p className="text-xs text-muted">
                  Showing the first {PREVIEW_LINES.toLocaleString('en-US')} lines of {preview.lines.toLocaleString('en-US')}; Copy
                  and Download use all of it.
                </p>
              )}
            </>
          ) : (
            <div className="flex min-h-72 flex-1 flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border px-4 py-10 text-center">
              <FileText className="h-8 w-8 text-muted" aria-hidden />
              <p className="max-w-sm text-sm text-muted">
                Paste commits and generate: breaking changes first, then features, fixes and the other types, in Keep a Changelog
                Markdown.
              </p>
              <Button variant="outline" size="sm" onClick={() => setText(example)}>
                Try an example
              </Button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
};

export default ChangelogGenerator;
