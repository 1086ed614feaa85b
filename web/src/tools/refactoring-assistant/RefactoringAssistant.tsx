import { CheckCircle2, ListChecks, Loader2, Sparkles } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/Button';
import { LanguageSelect } from '@/engines/code/LanguageSelect';
import { CodeEditor, type CodeEditorHandle } from '@/components/CodeEditor';
import { Alert, Card, Spinner } from '@/components/Feedback';
import { Select, TextInput } from '@/components/Field';
import { FilePicker } from '@/components/FileDrop';
import { SaveAsSnippetButton } from '@/components/SaveAsSnippetButton';
import {
  acceptFor,
  editorLanguages,
  languageOfFileName,
  MAX_SOURCE_BYTES,
  sourceLanguageLabels,
  sourceLanguages,
  type SourceLanguage,
} from '@/engines/code/languages';
import { createEngineClient, type EngineClient } from '@/engines/code/worker-client';
import { cn } from '@/lib/cn';
import { snippetLanguageOf } from '@/lib/snippet-handoff';
import { oneOf, useShareNote, useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import { AskAi } from './AskAi';
import { examples } from './examples';
import {
  defaultThresholds,
  findingKinds,
  findingLabels,
  type Finding,
  type FindingKind,
  type Thresholds,
} from './findings-model';
import { replaceLines } from './proposal';
import type { RefactorRequest } from './refactor.worker';

type Checked = { code: string; language: SourceLanguage; thresholds: Thresholds; findings: Finding[] };

const thresholdFields: { key: keyof Thresholds; label: string; min: number; max: number }[] = [
  { key: 'functionLines', label: 'Function lines', min: 5, max: 1000 },
  { key: 'depth', label: 'Nesting depth', min: 1, max: 20 },
  { key: 'complexity', label: 'Complexity', min: 1, max: 100 },
  { key: 'parameters', label: 'Parameters', min: 1, max: 20 },
  { key: 'duplicateTokens', label: 'Duplicate tokens', min: 10, max: 1000 },
];

const kindTone: Record<FindingKind, string> = {
  'long-function': 'bg-warning/15 text-fg',
  'deep-nesting': 'bg-warning/15 text-fg',
  complexity: 'bg-danger/15 text-fg',
  duplicate: 'bg-danger/15 text-fg',
  'magic-number': 'bg-primary/15 text-fg',
  'unused-variable': 'bg-primary/15 text-fg',
  'unused-parameter': 'bg-primary/15 text-fg',
  'long-parameter-list': 'bg-warning/15 text-fg',
  'dead-code': 'bg-danger/15 text-fg',
};

function isLanguage(value: unknown): value is SourceLanguage {
  return (sourceLanguages as readonly unknown[]).includes(value);
}

function createChecker(): EngineClient<RefactorRequest, Finding[]> {
  return createEngineClient<RefactorRequest, Finding[]>(
    'code parser',
    () => new Worker(new URL('./refactor.worker.ts', import.meta.url), { type: 'module', name: 'refactoring' }),
  );
}

const sameThresholds = (a: Thresholds, b: Thresholds) => thresholdFields.every(({ key }) => a[key] === b[key]);

export default function RefactoringAssistant({ initialInput }: { initialInput?: string }) {
  // Language, thresholds, filter and code go in Share links (the settings also survive a reload); an AI proposal never does.
  const [storedLanguage, setLanguage] = useToolState<SourceLanguage>('language', 'javascript', {
    persist: true,
    accept: isLanguage,
  });
  const language = isLanguage(storedLanguage) ? storedLanguage : 'javascript';
  const [storedThresholds, setThresholds] = useToolState<Thresholds>('thresholds', defaultThresholds, { persist: true });
  const thresholds = useMemo(() => ({ ...defaultThresholds, ...storedThresholds }), [storedThresholds]);
  const [kindFilter, setKindFilter] = useToolState<FindingKind | 'all'>('kind', 'all', {
    persist: true,
    accept: oneOf<FindingKind | 'all'>(['all', ...findingKinds]),
  });
  // The default is the chosen language's example (as the link's language makes it on the other side too).
  const [code, setCode] = useToolState('code', examples[language], { start: initialInput });
  useShareNote('An AI proposal is not in the link: whoever opens it asks again.');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState<'loading' | 'checking' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<Finding | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const checker = useRef<EngineClient<RefactorRequest, Finding[]> | null>(null);
  const loaded = useRef(new Set<SourceLanguage>());
  const editor = useRef<CodeEditorHandle>(null);

  useEffect(() => {
    const created = createChecker();
    checker.current = created;
    return () => created.dispose();
  }, []);

  async function check(source = code, lang = language) {
    if (source.trim() === '') {
      setError('Paste some code first.');
      return;
    }
    setError(null);
    setBusy(loaded.current.has(lang) ? 'checking' : 'loading');
    try {
      const findings = await checker.current!.request({ code: source, language: lang, thresholds });
      loaded.current.add(lang);
      setChecked({ code: source, language: lang, thresholds, findings });
    } catch (err) {
      setChecked(null);
      setError((err as Error).message);
    } finally {
      setBusy(null);
    }
  }

  const first = useRef(true);
  useEffect(() => {
    if (!first.current) return;
    first.current = false;
    queueMicrotask(() => void check());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function changeLanguage(next: SourceLanguage) {
    if (code === examples[language] || code.trim() === '') setCode(examples[next]);
    setLanguage(next);
  }

  async function importFile(file: File) {
    if (file.size > MAX_SOURCE_BYTES) {
      setError(`${file.name} is too large (${(file.size / 1e6).toFixed(1)} MB; the limit is ${MAX_SOURCE_BYTES / 1e6} MB).`);
      return;
    }
    const detected = languageOfFileName(file.name);
    const text = await file.text();
    setCode(text);
    if (detected) setLanguage(detected);
    void check(text, detected ?? language);
  }

  function apply(finding: Finding, proposal: string) {
    const next = replaceLines(code, finding.scope, proposal);
    setCode(next);
    setApplied(
      `The proposal replaced lines ${finding.scope.startLine}–${finding.scope.endLine}. Find Hints again to check the new code.`,
    );
    editor.current?.goTo(finding.scope.startLine, 1);
  }

  const stale =
    checked !== null &&
    (checked.code !== code || checked.language !== language || !sameThresholds(checked.thresholds, thresholds));
  const findings = checked?.findings ?? [];
  const counts = findingKinds.map((k) => [k, findings.filter((f) => f.kind === k).length] as const).filter(([, n]) => n > 0);
  const shown = kindFilter === 'all' ? findings : findings.filter((f) => f.kind === kindFilter);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface px-4 py-3">
        <div className="flex flex-wrap items-end gap-x-5 gap-y-3">
          <LanguageSelect value={language} languages={sourceLanguages} onChange={changeLanguage} />
          <div className="ml-auto pb-0.5">
            <Button onClick={() => void check()} disabled={busy !== null || code.trim() === ''}>
              {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <ListChecks className="h-4 w-4" aria-hidden />}
              Find Hints
            </Button>
          </div>
        </div>
        <fieldset className="grid grid-cols-2 gap-3 border-t border-border pt-3 sm:grid-cols-3 lg:grid-cols-5">
          <legend className="sr-only">Thresholds</legend>
          {thresholdFields.map(({ key, label, min, max }) => (
            <TextInput
              key={key}
              label={`${label} over`}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              value={thresholds[key]}
              onChange={(e) => {
                const value = Math.round(Number(e.target.value));
                if (Number.isFinite(value)) setThresholds({ ...thresholds, [key]: Math.min(max, Math.max(min, value)) });
              }}
            />
          ))}
        </fieldset>
      </div>

      <CodeEditor
        ref={editor}
        label="Code"
        language={editorLanguages[language]}
        value={code}
        onChange={setCode}
        height="22rem"
        placeholder="Paste the code to review…"
        onSubmit={() => void check()}
        actions={
          <>
            <FilePicker label="Import file" accept={acceptFor(sourceLanguages)} onFile={(file) => void importFile(file)} />
            {/* The tool's output is the code itself, once an AI proposal has been applied to it. */}
            <SendToButton
              value={code.trim() === '' ? null : tag('text', code)}
              fromToolId="refactoring-assistant"
              aria-label="Send the code to…"
            />
            <SaveAsSnippetButton
              code={code}
              {...snippetLanguageOf(language)}
              title={`${applied ? 'Refactored' : 'Reviewed'} ${sourceLanguageLabels[language]} code`}
              source="refactoring-assistant"
              disabled={code.trim() === ''}
            />
          </>
        }
        hint={
          <span aria-live="polite">
            {busy === 'loading'
              ? `Loading the ${sourceLanguageLabels[language]} parser…`
              : busy === 'checking'
                ? 'Looking for refactoring opportunities…'
                : stale
                  ? 'The code or thresholds changed: Find Hints (Ctrl+Enter) to update.'
                  : 'Long functions, deep nesting, complexity, duplicated blocks, magic numbers, unused names, long parameter lists and dead code.'}
          </span>
        }
      />

      {error && <Alert tone="error">{error}</Alert>}
      {applied && <Alert tone="success">{applied}</Alert>}

      {checked && (
        <section aria-labelledby="hints-heading" className={cn('flex flex-col gap-3', stale && 'opacity-70')}>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="hints-heading" className="text-lg font-semibold text-fg">
                {findings.length === 0 ? 'No hints' : `${findings.length} hint${findings.length === 1 ? '' : 's'}`}
              </h2>
              {counts.length > 0 && (
                <p className="text-sm text-muted">
                  {counts.map(([k, n]) => `${n} ${findingLabels[k].toLowerCase()}`).join(' · ')}
                </p>
              )}
            </div>
            {findings.length > 0 && (
              <Select
                label="Show"
                value={kindFilter}
                onChange={(e) => setKindFilter(e.target.value as FindingKind | 'all')}
                className="w-48"
              >
                <option value="all">All hints</option>
                {findingKinds.map((k) => (
                  <option key={k} value={k}>
                    {findingLabels[k]}
                  </option>
                ))}
              </Select>
            )}
          </div>
          {findings.length === 0 ? (
            <Card className="flex items-center gap-3 px-4 py-6 text-sm text-muted">
              <CheckCircle2 className="h-5 w-5 text-success" aria-hidden />
              Nothing crosses the thresholds above.
            </Card>
          ) : shown.length === 0 ? (
            <p className="text-sm text-muted">No hints of this kind.</p>
          ) : (
            <ul
              aria-label="Refactoring hints"
              className="flex flex-col divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface"
            >
              {shown.map((f, i) => (
                <li key={`${f.kind}:${f.startLine}:${i}`} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start">
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className={cn('rounded-md px-2 py-0.5 text-xs font-semibold', kindTone[f.kind])}>
                        {findingLabels[f.kind]}
                      </span>
                      <button
                        type="button"
                        onClick={() => editor.current?.goTo(f.startLine, 1)}
                        className="text-sm font-medium text-primary underline-offset-2 hover:underline"
                        aria-label={`Go to line ${f.startLine}: ${f.title}`}
                      >
                        {f.startLine === f.endLine ? `Line ${f.startLine}` : `Lines ${f.startLine}–${f.endLine}`}
                      </button>
                      {f.other && (
                        <button
                          type="button"
                          onClick={() => editor.current?.goTo(f.other!.startLine, 1)}
                          className="text-sm text-primary underline-offset-2 hover:underline"
                        >
                          copy of {f.other.startLine}–{f.other.endLine}
                        </button>
                      )}
                    </div>
                    <p className="mt-1 text-sm font-medium text-fg">{f.title}</p>
                    <p className="text-sm text-muted">{f.why}</p>
                  </div>
                  <Button variant="outline" size="sm" onClick={() => setAsking(f)} disabled={stale} className="self-start">
                    <Sparkles className="h-4 w-4 text-primary" aria-hidden />
                    Ask AI
                    <span className="sr-only"> for a refactoring of line {f.startLine}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {!checked && busy && (
        <Card className="flex items-center justify-center gap-3 px-4 py-10 text-sm text-muted">
          <Spinner className="h-5 w-5 text-primary" label="" />
          {busy === 'loading'
            ? `Loading the ${sourceLanguageLabels[language]} parser…`
            : 'Looking for refactoring opportunities…'}
        </Card>
      )}

      <AskAi finding={asking} code={code} language={language} onClose={() => setAsking(null)} onApply={apply} />
    </div>
  );
}
