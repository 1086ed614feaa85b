import { Play, Square } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/Button';
import { CodeEditor, type CodeEditorHandle, type CodeLanguage, type EditorDiagnostic } from '@/components/CodeEditor';
import { Alert, Card, Spinner } from '@/components/Feedback';
import { Select } from '@/components/Field';
import { DatabaseSelect } from '@/tools/database-ui/DatabaseSelect';
import { queryExamples } from '@/engines/database/examples';
import { engineKinds, engineLabels, type EngineKind } from '@/engines/database/types';
import { useDatabaseEngine } from '@/engines/database/use-engine';
import { EngineBar } from '@/tools/database-ui/EngineBar';
import { addToHistory, HISTORY_STORAGE_KEY, type QueryHistory } from '@/tools/database-ui/query-history';
import { QueryHistoryList } from '@/tools/database-ui/QueryHistoryList';
import { QueryErrorAlert, ResultPanel, resultSummary } from '@/tools/database-ui/ResultPanel';
import { useQueryRun } from '@/tools/database-ui/use-query-run';
import { readStored, writeStored } from '@/lib/storage';
import { oneOf, useShareNote, useToolState } from '@/lib/tool-state/tool-state';
import { useStoredState } from '@/lib/use-stored-state';

const editorLanguage: Record<EngineKind, CodeLanguage> = {
  postgresql: 'postgresql',
  mysql: 'mysql',
  sqlite: 'sqlite',
  mongodb: 'json',
  redis: 'plain',
};

const hints: Record<EngineKind, string> = {
  postgresql: 'Real PostgreSQL 17 in your browser. Several statements run as one transaction; the last result is shown.',
  mysql:
    'MySQL syntax, executed on SQLite: each statement is translated first, and one that cannot be translated faithfully is refused (nothing runs). String comparison is case-sensitive, as in SQLite.',
  sqlite: 'SQLite 3 in your browser. Statements run one by one; the last result is shown.',
  mongodb:
    'One MongoDB database command as JSON, as db.runCommand takes it: find, aggregate, count, distinct, insert, update, delete, create, drop, listCollections.',
  redis:
    'One command per line (lines starting with # are comments): strings, hashes, lists, sets, sorted sets, keys, expiry, TYPE and SCAN.',
};

const DATABASE_KEY = 'nosql-query-tester:database';
const DRAFTS_KEY = 'nosql-query-tester:drafts';

/** Text handed over by smart paste becomes the draft of the database it looks like (JSON: MongoDB, else PostgreSQL). */
function adoptPastedText(text: string | undefined) {
  if (!text) return;
  const kind: EngineKind = /^\s*\{/.test(text) ? 'mongodb' : 'postgresql';
  writeStored(DATABASE_KEY, kind);
  writeStored(DRAFTS_KEY, { ...readStored<Partial<Record<EngineKind, string>>>(DRAFTS_KEY, {}), [kind]: text });
}

export default function QueryRunner({ initialInput }: { initialInput?: string }) {
  useState(() => adoptPastedText(initialInput));
  // The database and its query drafts go in Share links (persisted as before). A linked query is never
  // run by itself: the opener runs it, on their own in-browser database.
  const [database, setDatabase] = useToolState<EngineKind>('database', 'postgresql', {
    persist: true,
    accept: oneOf(engineKinds),
  });
  const [drafts, setDrafts] = useToolState<Partial<Record<EngineKind, string>>>('drafts', {}, { persist: true });
  useShareNote(
    'The database’s tables and rows are not in the link: whoever opens it runs the query on their own database, in their browser.',
  );
  const [history, setHistory] = useStoredState<QueryHistory>(HISTORY_STORAGE_KEY, {});
  const query = drafts[database] ?? queryExamples[database][0].query;
  const setQuery = (text: string) => setDrafts((d) => ({ ...d, [database]: text }));
  const editor = useRef<CodeEditorHandle>(null);

  const { engine, status } = useDatabaseEngine(database);
  const remember = useCallback((text: string) => setHistory((h) => addToHistory(h, database, text)), [database, setHistory]);
  const { state, run, cancel } = useQueryRun(engine, remember);
  const ready = status.state === 'ready';
  const running = state.status === 'running';

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

  const submit = () => {
    if (ready && !running) void run(query);
  };

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-end gap-3">
          <DatabaseSelect value={database} kinds={engineKinds} onChange={setDatabase} />
          <Select
            label="Examples"
            value=""
            onChange={(e) => {
              const example = queryExamples[database][Number(e.target.value)];
              if (example) setQuery(example.query);
            }}
            wrapperClassName="w-64 max-w-full"
          >
            <option value="">Load an example…</option>
            {queryExamples[database].map((example, i) => (
              <option key={example.name} value={i}>
                {example.name}
              </option>
            ))}
          </Select>
        </div>
        <EngineBar engine={engine} status={status} />
      </Card>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <CodeEditor
            // The label is fixed when an editor is created: another database gets its own editor.
            key={database}
            ref={editor}
            label={database === 'mongodb' ? 'Command (JSON)' : database === 'redis' ? 'Commands' : 'SQL query'}
            language={editorLanguage[database]}
            value={query}
            onChange={setQuery}
            onSubmit={submit}
            diagnostics={diagnostics}
            height="15rem"
            hint={hints[database]}
            actions={
              running ? (
                <Button variant="danger" size="sm" onClick={cancel}>
                  <Square className="h-3.5 w-3.5" aria-hidden /> Cancel
                </Button>
              ) : (
                <Button
                  size="sm"
                  onClick={submit}
                  disabled={!ready || query.trim() === ''}
                  title="Run (Ctrl+Enter)"
                  aria-keyshortcuts="Control+Enter"
                >
                  <Play className="h-3.5 w-3.5" aria-hidden /> Run
                </Button>
              )
            }
          />

          <section aria-label="Result" className="flex min-w-0 flex-col gap-3">
            <div role="status" aria-live="polite" className="flex min-h-6 items-center gap-2 text-sm">
              {running && (
                <span className="inline-flex items-center gap-2 text-muted">
                  <Spinner className="h-4 w-4" label="Running" /> Running…
                </span>
              )}
              {state.status === 'done' && <span className="font-medium text-fg">{resultSummary(state.result)}</span>}
              {!ready && state.status === 'idle' && status.state === 'starting' && (
                <span className="text-muted">The editor works now; Run waits for the database.</span>
              )}
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
              <ResultPanel result={state.result} fileBase={`${database}-result`} storageKey="nosql-query-tester" />
            )}
          </section>
        </div>

        <aside aria-labelledby="query-history-heading" className="flex min-w-0 flex-col gap-2">
          <h2 id="query-history-heading" className="text-sm font-medium text-fg">
            History · {engineLabels[database]}
          </h2>
          <QueryHistoryList
            entries={history[database] ?? []}
            onPick={(entry) => setQuery(entry.query)}
            className="max-h-[32rem] overflow-auto"
          />
        </aside>
      </div>
    </div>
  );
}
