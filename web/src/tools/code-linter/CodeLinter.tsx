import { AlertCircle, AlertTriangle, CheckCircle2, Info, Play, Search, Wand2, Wrench } from 'lucide-react';
import { memo, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/Button';
import { LanguageSelect } from '@/engines/code/LanguageSelect';
import { CodeEditor, type CodeEditorHandle, type EditorDiagnostic } from '@/components/CodeEditor';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert, Spinner } from '@/components/Feedback';
import { Checkbox, Select, TextInput } from '@/components/Field';
import { FilePicker } from '@/components/FileDrop';
import { SaveAsSnippetButton } from '@/components/SaveAsSnippetButton';
import { Tabs } from '@/components/Tabs';
import { acceptFor, editorLanguages, languageOfFileName, MAX_SOURCE_BYTES, sourceLanguageLabels } from '@/engines/code/languages';
import { applyEdits } from '@/engines/code/text-edits';
import { cn } from '@/lib/cn';
import { snippetLanguageOf } from '@/lib/snippet-handoff';
import { oneOf, useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import { examples } from './examples';
import { countIssues, filterIssues, lintReport, type LintIssue } from './lint';
import { engineNames } from './linters';
import { RulesPanel } from './RulesPanel';
import { lintLanguages, resolveRules, severities, type LintLanguage, type RuleOverrides, type Severity } from './rules';
import { useLint } from './use-lint';

const tabIds = ['results', 'rules', 'fixed'] as const;
type TabId = (typeof tabIds)[number];

const severityStyle: Record<Severity, { icon: typeof AlertCircle; tone: string; label: string }> = {
  error: { icon: AlertCircle, tone: 'text-danger', label: 'Error' },
  warning: { icon: AlertTriangle, tone: 'text-warning', label: 'Warning' },
  info: { icon: Info, tone: 'text-primary', label: 'Info' },
};

function isLintLanguage(value: unknown): value is LintLanguage {
  return (lintLanguages as readonly unknown[]).includes(value);
}

export default function CodeLinter({ initialInput }: { initialInput?: string }) {
  // Language, rules, filters, code and tab go in Share links; the settings also survive a reload.
  const [language, setLanguage] = useToolState<LintLanguage>('language', 'javascript', { persist: true, accept: isLintLanguage });
  const [overrides, setOverrides] = useToolState<RuleOverrides>('rules', {}, { persist: true });
  const [auto, setAuto] = useToolState('auto-lint', true, { persist: true });
  const [severityFilter, setSeverityFilter] = useToolState<Severity | 'all'>('severity', 'all', {
    persist: true,
    accept: oneOf<Severity | 'all'>(['all', ...severities]),
  });
  const [fixableOnly, setFixableOnly] = useToolState('fixable-only', false, { persist: true });
  const [search, setSearch] = useToolState('search', '');
  // The default is the chosen language's example (as the link's language makes it on the other side too).
  const [code, setCode] = useToolState('code', examples[language], { start: initialInput });
  const [tab, setTab] = useToolState<TabId>('tab', 'results', { accept: oneOf(tabIds) });
  const [importError, setImportError] = useState<string | null>(null);
  const editor = useRef<CodeEditorHandle>(null);

  const rules = useMemo(() => resolveRules(overrides), [overrides]);
  const { state, result, fix, fixing, lintNow, fixAll, clearFix } = useLint({ code, language, rules, auto });

  const current = result && result.code === code && result.language === language ? result : null;
  // While a new run is on its way, the last results stay (dimmed) if they were for this language.
  const shown = current ?? (result?.language === language ? result : null);
  const issues = useMemo(() => shown?.issues ?? [], [shown]);
  const counts = countIssues(issues);
  const visible = useMemo(
    () => filterIssues(issues, { severity: severityFilter, search, fixableOnly }),
    [issues, severityFilter, search, fixableOnly],
  );
  const diagnostics = useMemo<EditorDiagnostic[]>(
    () =>
      (current?.issues ?? []).map((i) => ({
        line: i.line,
        column: i.column,
        endLine: i.endLine,
        endColumn: i.endColumn,
        severity: i.severity,
        message: i.message,
        source: i.engineRule,
      })),
    [current],
  );
  const fixableCount = issues.filter((i) => i.fixable).length;
  const blank = code.trim() === '';
  const fixCurrent = fix && fix.code === code && fix.language === language ? fix : null;

  function changeLanguage(next: LintLanguage) {
    // The example of one language is replaced by the next one's; the user's own code stays.
    if (code === examples[language] || blank) setCode(examples[next]);
    setLanguage(next);
    clearFix();
  }

  async function importFile(file: File) {
    setImportError(null);
    if (file.size > MAX_SOURCE_BYTES) {
      setImportError(
        `${file.name} is too large to lint here (${(file.size / 1e6).toFixed(1)} MB; the limit is ${MAX_SOURCE_BYTES / 1e6} MB).`,
      );
      return;
    }
    const detected = languageOfFileName(file.name);
    if (detected && !isLintLanguage(detected)) {
      setImportError(
        `${file.name} is ${sourceLanguageLabels[detected]}; the linter reads JavaScript, TypeScript, Python and Java.`,
      );
      return;
    }
    setCode(await file.text());
    if (detected) setLanguage(detected);
  }

  // Stable callbacks: the results list (memo) is not drawn again when only the status changes.
  const fixOne = useCallback(
    (issue: LintIssue) => {
      if (!issue.fix) return;
      setCode(applyEdits(code, [issue.fix]).text);
      if (!auto) window.setTimeout(lintNow, 0);
    },
    [code, auto, lintNow, setCode],
  );
  const selectIssue = useCallback((issue: LintIssue) => editor.current?.goTo(issue.line, issue.column), []);

  async function onFixAll() {
    if (await fixAll()) setTab('fixed');
  }

  const running = state.status === 'running';
  const statusText = running
    ? state.loadingEngine
      ? `Loading the ${engineNames[language]}…`
      : 'Linting…'
    : state.status === 'error'
      ? null
      : current
        ? `${current.engine} · ${counts.total === 0 ? 'no issues' : `${counts.total} issue${counts.total === 1 ? '' : 's'}`}`
        : null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-x-5 gap-y-3 rounded-xl border border-border bg-surface px-4 py-3">
        <LanguageSelect value={language} languages={lintLanguages} onChange={changeLanguage} />
        <div className="flex flex-wrap gap-x-5 gap-y-2 pb-2">
          <Checkbox label="Lint as you type" checked={auto} onChange={(e) => setAuto(e.target.checked)} />
        </div>
        <div className="ml-auto flex flex-wrap items-center gap-2 pb-0.5">
          <Button variant="outline" size="sm" onClick={lintNow} disabled={blank || running}>
            <Play className="h-4 w-4" aria-hidden />
            Lint
          </Button>
          <Button size="sm" onClick={onFixAll} disabled={blank || fixing || (current !== null && fixableCount === 0)}>
            <Wand2 className="h-4 w-4" aria-hidden />
            Fix All
          </Button>
        </div>
      </div>

      {importError && <Alert tone="error">{importError}</Alert>}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <CodeEditor
          ref={editor}
          label="Code"
          language={editorLanguages[language]}
          value={code}
          onChange={setCode}
          height="26rem"
          diagnostics={diagnostics}
          placeholder="Paste or type code to lint…"
          onSubmit={lintNow}
          actions={<FilePicker label="Import file" accept={acceptFor(lintLanguages)} onFile={(file) => void importFile(file)} />}
          hint={
            <span className="inline-flex items-center gap-2" aria-live="polite" data-testid="lint-status">
              {running && <Spinner className="h-3.5 w-3.5 text-primary" label="" />}
              {statusText ??
                (blank
                  ? 'Paste or type code, or import a file.'
                  : auto
                    ? 'Lints 0.5 s after you stop typing.'
                    : 'Press Lint or Ctrl+Enter.')}
            </span>
          }
        />
        <div className="grid grid-cols-2 content-start gap-3 lg:grid-cols-1" aria-label="Issue counts" role="group">
          <Counter label="Errors" value={counts.errors} tone="text-danger" />
          <Counter label="Warnings" value={counts.warnings} tone="text-warning" />
          <Counter label="Info" value={counts.info} tone="text-primary" />
          <Counter label="Total" value={counts.total} tone="text-fg" />
        </div>
      </div>

      {state.status === 'error' && <Alert tone="error">{state.message}</Alert>}

      <Tabs<TabId>
        label="Linter output"
        value={tab}
        onChange={setTab}
        actions={
          <DownloadButton
            label="Export"
            fileName={`lint-report-${language}.json`}
            mimeType="application/json"
            content={() => JSON.stringify(lintReport({ issues, language }), null, 2)}
            disabled={!current}
          />
        }
        items={[
          {
            value: 'results',
            label: `Lint Results (${counts.total})`,
            content: (
              <div className="flex flex-col gap-3">
                <div className="flex flex-wrap items-end gap-3">
                  <Select
                    label="Severity"
                    value={severityFilter}
                    onChange={(e) => setSeverityFilter(e.target.value as Severity | 'all')}
                    className="w-36"
                  >
                    <option value="all">All</option>
                    {severities.map((s) => (
                      <option key={s} value={s}>
                        {severityStyle[s].label}
                      </option>
                    ))}
                  </Select>
                  <div className="relative min-w-48 flex-1">
                    <TextInput
                      label="Search"
                      value={search}
                      onChange={(e) => setSearch(e.target.value)}
                      placeholder="Message or rule"
                    />
                    <Search className="pointer-events-none absolute bottom-3 right-3 h-4 w-4 text-muted" aria-hidden />
                  </div>
                  <Checkbox
                    label="Fixable only"
                    checked={fixableOnly}
                    onChange={(e) => setFixableOnly(e.target.checked)}
                    className="pb-2.5"
                  />
                </div>
                <ResultsList
                  issues={visible}
                  total={issues.length}
                  stale={!current}
                  loading={running && !shown}
                  loadingText={statusText ?? 'Linting…'}
                  blank={blank}
                  onSelect={selectIssue}
                  onFix={fixOne}
                />
              </div>
            ),
          },
          {
            value: 'rules',
            label: `Active Rules (${rules.filter((r) => r.enabled).length})`,
            content: <RulesPanel rules={rules} language={language} overrides={overrides} onChange={setOverrides} />,
          },
          {
            value: 'fixed',
            label: 'Auto-Fixed Code',
            content: fixCurrent ? (
              <div className="flex flex-col gap-3">
                <CodeEditor
                  label="Fixed code"
                  language={editorLanguages[language]}
                  value={fixCurrent.output}
                  readOnly
                  height="22rem"
                  hint={`${fixCurrent.fixedCount} issue${fixCurrent.fixedCount === 1 ? '' : 's'} fixed; ${fixCurrent.remaining.length} left that need a person.`}
                  actions={
                    <>
                      <SendToButton value={tag('text', fixCurrent.output)} fromToolId="code-linter" />
                      <CopyButton value={fixCurrent.output} />
                      <SaveAsSnippetButton
                        code={fixCurrent.output}
                        {...snippetLanguageOf(language)}
                        title={`Lint-fixed ${sourceLanguageLabels[language]} code`}
                        source="code-linter"
                      />
                      <Button
                        size="sm"
                        onClick={() => {
                          setCode(fixCurrent.output);
                          setTab('results');
                        }}
                        disabled={fixCurrent.output === code}
                      >
                        <CheckCircle2 className="h-4 w-4" aria-hidden />
                        Apply Fixes
                      </Button>
                    </>
                  }
                />
              </div>
            ) : (
              <EmptyState>
                {fixing ? 'Fixing…' : 'Fix All writes the fixed code here, to read before you apply it.'}
                {!fixing && (
                  <Button size="sm" variant="outline" onClick={onFixAll} disabled={blank}>
                    <Wand2 className="h-4 w-4" aria-hidden />
                    Fix All
                  </Button>
                )}
              </EmptyState>
            ),
          },
        ]}
      />
    </div>
  );
}

function Counter({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="flex items-baseline justify-between rounded-xl border border-border bg-surface px-4 py-3">
      <span className="text-sm text-muted">{label}</span>
      <span className={cn('text-2xl font-semibold tabular-nums', tone)} aria-label={`${value} ${label.toLowerCase()}`}>
        {value}
      </span>
    </div>
  );
}

function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-10 text-center text-sm text-muted">
      {children}
    </div>
  );
}

type ResultsListProps = {
  issues: LintIssue[];
  total: number;
  stale: boolean;
  loading: boolean;
  loadingText: string;
  blank: boolean;
  onSelect: (issue: LintIssue) => void;
  onFix: (issue: LintIssue) => void;
};

/** Results drawn at first: drawing 700 rows took a 110 ms main-thread task (bench/code-linter); rows out of view skip layout and paint. */
const RESULTS_PAGE = 100;

const ResultsList = memo(function ResultsList({
  issues,
  total,
  stale,
  loading,
  loadingText,
  blank,
  onSelect,
  onFix,
}: ResultsListProps) {
  // More rows are drawn on request; a new list starts again from the first page.
  const [more, setMore] = useState<{ issues: LintIssue[]; count: number }>({ issues, count: RESULTS_PAGE });
  const limit = more.issues === issues ? more.count : RESULTS_PAGE;
  if (blank) return <EmptyState>Paste or type code above, or import a file, to see lint results.</EmptyState>;
  if (loading)
    return (
      <EmptyState>
        <Spinner className="h-6 w-6 text-primary" label="" />
        <span>{loadingText}</span>
      </EmptyState>
    );
  if (total === 0 && !stale)
    return (
      <EmptyState>
        <CheckCircle2 className="h-8 w-8 text-success" aria-hidden />
        No issues found with the active rules.
      </EmptyState>
    );
  if (issues.length === 0) return <EmptyState>No results match the filters.</EmptyState>;
  return (
    <div className="flex flex-col gap-2">
      <ul
        aria-label="Lint results"
        className={cn(
          'flex flex-col divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface transition-opacity',
          stale && 'opacity-60',
        )}
      >
        {issues.slice(0, limit).map((issue, index) => {
          const { icon: Icon, tone, label } = severityStyle[issue.severity];
          return (
            <li
              key={`${issue.line}:${issue.column}:${issue.engineRule}:${index}`}
              className="flex items-start gap-2 px-3 py-2.5 [contain-intrinsic-size:auto_4rem] [content-visibility:auto] sm:gap-3"
            >
              <Icon className={cn('mt-0.5 h-4 w-4 shrink-0', tone)} aria-label={label} role="img" />
              <button
                type="button"
                onClick={() => onSelect(issue)}
                className="min-w-0 flex-1 rounded text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="block text-sm text-fg">
                  <span className="mr-2 font-mono text-xs tabular-nums text-muted">
                    {issue.line}:{issue.column}
                  </span>
                  {issue.message}
                </span>
                <span className="mt-0.5 block text-xs text-muted">
                  <span className="font-mono">
                    {issue.rule === issue.engineRule ? issue.rule : `${issue.rule} · ${issue.engineRule}`}
                  </span>
                  {' — '}
                  {issue.suggestion}
                </span>
              </button>
              {issue.fixable && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onFix(issue)}
                  aria-label={`Fix line ${issue.line}: ${issue.message}`}
                  disabled={stale}
                >
                  <Wrench className="h-3.5 w-3.5" aria-hidden />
                  Fix
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {issues.length > limit && (
        <Button
          variant="outline"
          size="sm"
          className="self-center"
          onClick={() => setMore({ issues, count: limit + RESULTS_PAGE })}
        >
          Show {Math.min(RESULTS_PAGE, issues.length - limit)} more ({limit} of {issues.length} shown)
        </Button>
      )}
    </div>
  );
});
