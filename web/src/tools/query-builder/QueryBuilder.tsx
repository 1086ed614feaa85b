import { ChevronDown, Play, Square } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/Button';
import { CodeEditor, type CodeEditorHandle, type EditorDiagnostic } from '@/components/CodeEditor';
import { Alert, Card, Spinner } from '@/components/Feedback';
import { Tabs } from '@/components/Tabs';
import { DatabaseSelect } from '@/tools/database-ui/DatabaseSelect';
import { queryExamples } from '@/engines/database/examples';
import type { Catalogue } from '@/engines/database/types';
import { useDatabaseEngine } from '@/engines/database/use-engine';
import { EngineBar } from '@/tools/database-ui/EngineBar';
import { addToHistory, HISTORY_STORAGE_KEY, type QueryHistory } from '@/tools/database-ui/query-history';
import { QueryHistoryList } from '@/tools/database-ui/QueryHistoryList';
import { QueryErrorAlert, ResultPanel, resultSummary, rowsOf } from '@/tools/database-ui/ResultPanel';
import { ResultChart } from '@/tools/database-ui/ResultChart';
import { SchemaBrowser } from '@/tools/database-ui/SchemaBrowser';
import { useQueryRun } from '@/tools/database-ui/use-query-run';
import type { ChartKind } from '@/tools/database-ui/chart-data';
import { readStored } from '@/lib/storage';
import { oneOf, useShareNote, useToolState } from '@/lib/tool-state/tool-state';
import { useStoredState } from '@/lib/use-stored-state';
import { chartKinds } from '@/tools/database-ui/chart-data';
import { selectAllFrom, type SqlDialect } from './build-select';
import { VisualBuilder } from './VisualBuilder';

const tabs = ['editor', 'schema', 'history', 'chart'] as const;
type Tab = (typeof tabs)[number];
const dialects: SqlDialect[] = ['postgresql', 'mysql', 'sqlite'];

export default function QueryBuilder({ initialInput }: { initialInput?: string }) {
  // The database, the query drafts, the builder's panel, the chart and the tab go in Share links (the
  // settings persisted as before). A linked query never runs by itself. Smart paste puts its SQL in the
  // PostgreSQL draft.
  const [dialect, setDialect] = useToolState<SqlDialect>('database', 'postgresql', {
    persist: true,
    accept: oneOf(dialects),
    start: initialInput ? 'postgresql' : undefined,
  });
  const [handedOver] = useState(() =>
    initialInput
      ? { ...readStored<Partial<Record<SqlDialect, string>>>('query-builder:drafts', {}), postgresql: initialInput }
      : undefined,
  );
  const [drafts, setDrafts] = useToolState<Partial<Record<SqlDialect, string>>>(
    'drafts',
    {},
    { persist: true, start: handedOver },
  );
  useShareNote(
    'The database’s tables and rows are not in the link: whoever opens it runs the query on their own database, in their browser.',
  );
  const [history, setHistory] = useStoredState<QueryHistory>(HISTORY_STORAGE_KEY, {});
  const [builderOpen, setBuilderOpen] = useToolState('visual-builder-open', true, { persist: true });
  const [chartKind, setChartKind] = useToolState<ChartKind>('chart-kind', 'bar', { persist: true, accept: oneOf(chartKinds) });
  const [tab, setTab] = useToolState<Tab>('tab', 'editor', { accept: oneOf(tabs) });
  const [catalogue, setCatalogue] = useState<{
    engine: unknown;
    value: Catalogue | null;
    loading: boolean;
    error: string | null;
  }>({ engine: null, value: null, loading: false, error: null });
  const query = drafts[dialect] ?? queryExamples[dialect][0].query;
  const setQuery = (text: string) => setDrafts((d) => ({ ...d, [dialect]: text }));
  const editor = useRef<CodeEditorHandle>(null);

  const { engine, status } = useDatabaseEngine(dialect);
  const ready = status.state === 'ready';

  const readCatalogue = useCallback(async () => {
    if (!engine) return;
    const value = await engine.catalogue().catch((error: Error) => error);
    setCatalogue(() =>
      value instanceof Error
        ? { engine, value: null, loading: false, error: `Could not read the schema: ${value.message}` }
        : { engine, value, loading: false, error: null },
    );
  }, [engine]);

  const readyAt = status.state === 'ready' ? status.startMs : null;
  // Each time the engine is (again) ready, its schema is read: the state changes when the read answers.
  useEffect(() => {
    if (readyAt === null || !engine) return;
    let live = true;
    engine.ready().then(
      () => (live ? readCatalogue() : undefined),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [readyAt, engine, readCatalogue]);

  const remember = useCallback(
    (text: string) => {
      setHistory((h) => addToHistory(h, dialect, text));
      // Anything but a plain read may have changed the schema.
      if (!/^\s*(select|with|explain|show|describe|desc)\b/i.test(text)) void readCatalogue();
    },
    [dialect, setHistory, readCatalogue],
  );
  const { state, run, cancel } = useQueryRun(engine, remember);
  const running = state.status === 'running';
  const submit = () => {
    if (ready && !running) void run(query);
  };
  // Loading until this engine's first read arrives, or while a refresh runs.
  const shownCatalogue =
    catalogue.engine === engine
      ? { ...catalogue, loading: catalogue.loading || (!catalogue.value && !catalogue.error) }
      : { value: null, loading: true, error: null };
  const refresh = () => {
    setCatalogue((c) => ({ ...c, loading: true, error: null }));
    void readCatalogue();
  };

  const diagnostics = useMemo<EditorDiagnostic[]>(
    () =>
      state.status === 'failed' && state.failure.position && state.query === query
        ? [
            {
              line: state.failure.position.line,
              column: state.failure.position.column,
              severity: 'error',
              message: state.failure.message,
            },
          ]
        : [],
    [state, query],
  );

  const editorTab = (
    <div className="flex flex-col gap-4">
      <Card className="overflow-hidden">
        <button
          type="button"
          aria-expanded={builderOpen}
          aria-controls="visual-builder"
          onClick={() => setBuilderOpen(!builderOpen)}
          className="flex w-full items-center justify-between gap-2 px-4 py-3 text-left text-sm font-medium text-fg hover:bg-surface-2"
        >
          Visual builder
          <ChevronDown className={`h-4 w-4 transition-transform ${builderOpen ? 'rotate-180' : ''}`} aria-hidden />
        </button>
        {builderOpen && (
          <div id="visual-builder" className="border-t border-border p-4">
            {shownCatalogue.value ? (
              <VisualBuilder catalogue={shownCatalogue.value} dialect={dialect} onWrite={(sql) => setQuery(sql)} />
            ) : (
              <p className="inline-flex items-center gap-2 text-sm text-muted">
                <Spinner className="h-4 w-4" label="Reading the schema" /> Reading the schema…
              </p>
            )}
          </div>
        )}
      </Card>
      <CodeEditor
        ref={editor}
        label="SQL query"
        language={dialect}
        value={query}
        onChange={setQuery}
        onSubmit={submit}
        diagnostics={diagnostics}
        height="13rem"
        hint={
          dialect === 'mysql'
            ? 'MySQL syntax, executed on SQLite (statements that cannot be translated are refused).'
            : 'Ctrl+Enter runs the query.'
        }
        actions={
          running ? (
            <Button variant="danger" size="sm" onClick={cancel}>
              <Square className="h-3.5 w-3.5" aria-hidden /> Cancel
            </Button>
          ) : (
            <Button size="sm" onClick={submit} disabled={!ready || query.trim() === ''} aria-keyshortcuts="Control+Enter">
              <Play className="h-3.5 w-3.5" aria-hidden /> Run
            </Button>
          )
        }
      />
      <div role="status" aria-live="polite" className="flex min-h-6 items-center gap-2 text-sm">
        {running && (
          <span className="inline-flex items-center gap-2 text-muted">
            <Spinner className="h-4 w-4" label="Running" /> Running…
          </span>
        )}
        {state.status === 'done' && <span className="font-medium text-fg">{resultSummary(state.result)}</span>}
      </div>
      {state.status === 'failed' &&
        (state.failure.cancelled ? (
          <Alert tone="warning" title="Cancelled">
            {state.failure.message}
          </Alert>
        ) : (
          <QueryErrorAlert
            message={state.failure.message}
            position={state.failure.position}
            onGoTo={(line, column) => editor.current?.goTo(line, column)}
          />
        ))}
      {state.status === 'done' && (
        <ResultPanel result={state.result} fileBase={`${dialect}-result`} storageKey="query-builder" chart={false} />
      )}
    </div>
  );

  const result =
    state.status === 'done' && state.result.columns ? { columns: state.result.columns, rows: rowsOf(state.result) } : null;

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <DatabaseSelect value={dialect} kinds={dialects} onChange={setDialect} />
        <EngineBar engine={engine} status={status} onReset={refresh} />
      </Card>
      <Tabs<Tab>
        label="Query builder"
        value={tab}
        onChange={setTab}
        items={[
          { value: 'editor', label: 'Query Editor', content: editorTab, keepMounted: true },
          {
            value: 'schema',
            label: 'Schema Browser',
            content: (
              <SchemaBrowser
                catalogue={shownCatalogue.value}
                loading={shownCatalogue.loading}
                error={shownCatalogue.error}
                onRefresh={refresh}
                onPickTable={(table) => {
                  setQuery(selectAllFrom(table, dialect));
                  setTab('editor');
                }}
              />
            ),
          },
          {
            value: 'history',
            label: 'Query History',
            content: (
              <QueryHistoryList
                entries={history[dialect] ?? []}
                onPick={(entry) => {
                  setQuery(entry.query);
                  setTab('editor');
                }}
              />
            ),
          },
          {
            value: 'chart',
            label: 'Data Visualizer',
            content: result ? (
              <ResultChart
                columns={result.columns}
                rows={result.rows}
                kind={chartKind}
                onKindChange={setChartKind}
                label="Chart of the last result"
              />
            ) : (
              <Alert tone="info">Run a query in the Query Editor: its result is charted here (bar, line or pie).</Alert>
            ),
          },
        ]}
      />
    </div>
  );
}
