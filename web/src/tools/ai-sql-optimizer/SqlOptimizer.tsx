import { CheckCircle2, Database, Info, Loader2, XCircle } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { AiToolFrame, useAiTask } from '@/components/ai';
import { AiMarkdown } from '@/components/ai/AiMarkdown';
import { Button } from '@/components/Button';
import { CodeEditor } from '@/components/CodeEditor';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert, Card } from '@/components/Feedback';
import { Select, TextInput } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { Tabs } from '@/components/Tabs';
import { cn } from '@/lib/cn';
import { oneOf, useShareNote, useToolState } from '@/lib/tool-state/tool-state';
import { useStoredState } from '@/lib/use-stored-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import { diffTexts } from '../text-diff/diff-model';
import { DiffView, type DiffViewMode } from '../text-diff/DiffView';
import type { ToolScreen } from '../types';
import { EngineCancelledError, openEngine, startStepLabels, type DatabaseEngine, type EngineStatus } from '@/engines/database';
import { explainCheck, type ExplainJob, type ExplainOutcome, type ExplainReport } from './explain-check';
import { NO_QUERY, NO_SUGGESTIONS, parseSqlAnswer, type SqlAnswer } from './sql-answer';
import { dialectOf, formatSql, sqlDialects, type SqlDialect } from './dialects';

const example = {
  query: `SELECT *
FROM orders
WHERE EXTRACT(YEAR FROM created_at) = 2024
  AND customer_id IN (SELECT id FROM customers WHERE country = 'NL')
ORDER BY created_at DESC;`,
  schema: `CREATE TABLE customers (
  id integer PRIMARY KEY,
  email text NOT NULL,
  country text NOT NULL
);
CREATE TABLE orders (
  id integer PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  total numeric(10, 2) NOT NULL,
  created_at timestamptz NOT NULL
);`,
  context: 'orders: 40 million rows, customers: 300 thousand; the report runs every hour',
};

type Readable = { text: string; note: string | null };
type Result = { dialect: SqlDialect; answer: SqlAnswer; schema: string; original: Readable; optimized: Readable | null };
type CheckState =
  | { status: 'starting'; step: string }
  | { status: 'checking' }
  | { status: 'done'; report: ExplainReport }
  | { status: 'failed'; message: string };

/** Once the database runs, one check may take this long (DDL that loops, a huge generate_series) before it is stopped. */
const CHECK_LIMIT_MS = 20_000;

function startingStep(status: EngineStatus): string {
  if (status.state !== 'starting') return startStepLabels.start;
  const percent = status.progress !== undefined ? ` (${Math.round(status.progress * 100)} %)` : '';
  return `${startStepLabels[status.step]}${percent}`;
}
type ResultTab = 'query' | 'diff' | 'explanation' | 'indexes';

/** The query formatted for reading and comparing; as written when the formatter cannot read it. */
function readable(query: string, dialect: string): Readable {
  try {
    return { text: formatSql({ query, dialect }), note: null };
  } catch (err) {
    return { text: query.trim(), note: (err as Error).message };
  }
}

const SqlOptimizer: ToolScreen = ({ initialInput }) => {
  const ai = useAiTask('sql-optimize', { toolId: 'ai-sql-optimizer', failureMessage: 'Failed to optimize SQL' });
  // The query, schema, context and dialect go in Share links; the AI's answer never does (it comes from the server).
  const [query, setQuery] = useToolState('query', '', { start: initialInput });
  const [schema, setSchema] = useToolState('schema', '');
  const [context, setContext] = useToolState('context', '');
  const [dialect, setDialect] = useToolState<SqlDialect>('dialect', 'postgresql', {
    persist: true,
    accept: oneOf(sqlDialects.map((d) => d.value)),
  });
  useShareNote('The optimized query is not in the link: whoever opens it asks the AI again.');
  const [result, setResult] = useState<Result | null>(null);
  const [check, setCheck] = useState<CheckState | null>(null);
  // The shared PostgreSQL engine, as an empty scratch database, opened on the first check.
  const engineRef = useRef<DatabaseEngine | null>(null);
  /** Checks run one after another on the engine's one session; only the newest one's report is shown. */
  const checkQueue = useRef<Promise<void>>(Promise.resolve());
  const latestCheck = useRef(0);

  useEffect(() => () => engineRef.current?.close(), []);

  async function checkQueries(job: ExplainJob, token: number) {
    engineRef.current ??= openEngine('postgresql', { sample: false });
    const engine = engineRef.current;
    const current = () => token === latestCheck.current;
    if (engine.status().state !== 'ready') setCheck({ status: 'starting', step: startingStep(engine.status()) });
    const unsubscribe = engine.subscribe((status) => {
      if (current() && status.state === 'starting') setCheck({ status: 'starting', step: startingStep(status) });
    });
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await engine.ready();
      if (!current()) return;
      setCheck({ status: 'checking' });
      timer = setTimeout(() => controller.abort(), CHECK_LIMIT_MS);
      const report = await explainCheck({ ...job, run: (text) => engine.query(text, { signal: controller.signal }) });
      if (current()) setCheck({ status: 'done', report });
    } catch (err) {
      if (!current()) return;
      if (err instanceof EngineCancelledError)
        setCheck({ status: 'failed', message: `it was stopped after ${CHECK_LIMIT_MS / 1000} s.` });
      else setCheck({ status: 'failed', message: (err as Error).message });
    } finally {
      clearTimeout(timer);
      unsubscribe();
    }
  }

  function runCheck(next: Result) {
    const token = ++latestCheck.current;
    // The formatted text is what the user reads, so an error's line and column point into it.
    const job: ExplainJob = {
      schema: next.schema,
      original: next.original.text,
      optimized: next.optimized?.text ?? null,
      indexes: next.answer.indexes,
    };
    setCheck({ status: 'checking' });
    checkQueue.current = checkQueue.current.then(() => checkQueries(job, token));
  }

  async function optimize() {
    if (query.trim() === '') {
      ai.fail(NO_QUERY);
      return;
    }
    const response = await ai.run({
      query,
      dialect: dialectOf(dialect).label,
      ...(schema.trim() ? { schema: schema.trim() } : {}),
      ...(context.trim() ? { context: context.trim() } : {}),
    });
    if (!response) return;
    const answer = parseSqlAnswer({ text: response.result.content });
    const next: Result = {
      dialect,
      answer,
      schema: schema.trim(),
      original: readable(query, dialect),
      optimized: answer.optimizedQuery ? readable(answer.optimizedQuery, dialect) : null,
    };
    setResult(next);
    setCheck(null);
    if (next.dialect === 'postgresql' && next.schema) runCheck(next);
  }

  const editorLanguage = dialectOf(dialect).editor;

  return (
    <AiToolFrame
      ai={ai}
      runLabel="Optimize SQL"
      runningLabel="Optimizing…"
      onRun={() => void optimize()}
      actions={
        <Button
          variant="ghost"
          disabled={ai.running}
          onClick={() => {
            setQuery(example.query);
            setSchema(example.schema);
            setContext(example.context);
            setDialect('postgresql');
          }}
        >
          Try an example
        </Button>
      }
      result={result && <SqlResult result={result} check={check} onRecheck={() => runCheck(result)} />}
    >
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <CodeEditor
          label="SQL query"
          language={editorLanguage}
          value={query}
          onChange={setQuery}
          height="13rem"
          wrap
          placeholder="SELECT … FROM …"
          onSubmit={() => void optimize()}
        />
        <div className="grid gap-4 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
          <Select label="Dialect" value={dialect} onChange={(e) => setDialect(e.target.value as SqlDialect)}>
            {sqlDialects.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </Select>
          <TextInput
            label="Table sizes and goals (optional)"
            value={context}
            onChange={(e) => setContext(e.target.value)}
            maxLength={2000}
            placeholder="orders: 40M rows, customers: 300k; runs every hour"
          />
        </div>
        <CodeEditor
          label="Schema (optional)"
          language={editorLanguage}
          value={schema}
          onChange={setSchema}
          height="9rem"
          wrap
          placeholder="CREATE TABLE … (the tables the query reads)"
          hint={
            dialect === 'postgresql'
              ? 'With the schema, both queries are also checked in a real PostgreSQL in your browser (EXPLAIN, nothing is run).'
              : 'Choose PostgreSQL to have both queries checked in a real PostgreSQL in your browser.'
          }
        />
      </Card>
    </AiToolFrame>
  );
};

function SqlResult({ result, check, onRecheck }: { result: Result; check: CheckState | null; onRecheck: () => void }) {
  const headingId = useId();
  const { answer, original, optimized } = result;
  const [tab, setTab] = useState<ResultTab>('query');
  // Side by side needs room: a phone starts with the inline view.
  const [view, setView] = useStoredState<DiffViewMode>(
    'ai-sql-optimizer:diff-view',
    window.matchMedia?.('(max-width: 639px)').matches ? 'inline' : 'split',
  );
  const diff = useMemo(
    () => (optimized ? diffTexts({ left: original.text, right: optimized.text }) : null),
    [original, optimized],
  );

  if (!answer.optimizedQuery && !answer.explanation && answer.indexes.length === 0) {
    return <Alert tone="info">{NO_SUGGESTIONS}</Alert>;
  }

  const items = [
    {
      value: 'query' as const,
      label: 'Optimized query',
      content: optimized ? (
        <div className="flex flex-col gap-2">
          <CodeEditor
            label="Optimized query"
            hideLabel
            language={dialectOf(result.dialect).editor}
            value={optimized.text}
            readOnly
            wrap
            height={`${Math.min(440, 28 + optimized.text.split('\n').length * 21)}px`}
          />
          {optimized.note && <p className="text-xs text-muted">Shown as written: {optimized.note}</p>}
        </div>
      ) : (
        <p className="text-sm text-muted">The answer has no rewritten query; see the explanation.</p>
      ),
    },
    {
      value: 'diff' as const,
      label: 'Diff',
      disabled: !diff,
      content: diff && (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <SegmentedControl
              label="Diff view"
              hideLabel
              value={view}
              onChange={setView}
              options={[
                { value: 'split', label: 'Side by side' },
                { value: 'inline', label: 'Inline' },
              ]}
            />
            <p className="text-xs text-muted" data-testid="sql-diff-stats">
              {diff.identical
                ? 'No changes'
                : `${diff.stats.added} added · ${diff.stats.removed} removed · ${diff.stats.modified} modified`}{' '}
              (both formatted)
            </p>
          </div>
          <DiffView lines={diff.lines} mode={view} granularity="word" hideUnchanged={false} />
        </div>
      ),
    },
    {
      value: 'explanation' as const,
      label: 'Explanation',
      content: answer.explanation ? (
        <AiMarkdown text={answer.explanation} />
      ) : (
        <p className="text-sm text-muted">No explanation available</p>
      ),
    },
    {
      value: 'indexes' as const,
      label: `Indexes (${answer.indexes.length})`,
      content: (
        <div className="flex flex-col gap-3">
          {answer.indexes.length > 0 ? (
            <ul className="flex flex-col gap-2" aria-label="Suggested indexes">
              {answer.indexes.map((statement) => (
                <li key={statement} className="flex items-start gap-2 rounded-lg border border-border bg-surface-2 p-3">
                  <code className="min-w-0 flex-1 font-mono text-[13px] break-all text-fg">{statement}</code>
                  <CopyButton
                    iconOnly
                    value={statement}
                    label={`Copy ${statement}`}
                    variant="ghost"
                    className="h-7 w-7 shrink-0"
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">No index suggested.</p>
          )}
          {answer.indexNotes && <AiMarkdown text={answer.indexNotes} className="text-muted" />}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="sr-only">
        Optimization
      </h2>
      {answer.truncated && (
        <Alert tone="warning" title="The answer was cut off">
          The optimized query or the indexes may be incomplete. Check them before use, or optimize again.
        </Alert>
      )}
      {result.dialect === 'postgresql' && result.schema && answer.optimizedQuery && (
        <CheckPanel check={check} onRecheck={onRecheck} />
      )}
      <Card className="p-4 sm:p-5">
        <Tabs
          label="Optimization result"
          value={tab}
          onChange={setTab}
          items={items}
          actions={
            optimized && (
              <div className="flex flex-wrap gap-2">
                <SendToButton
                  value={tag('text', optimized.text)}
                  fromToolId="ai-sql-optimizer"
                  aria-label="Send the optimized query to…"
                />
                <CopyButton value={optimized.text} label="Copy query" />
                <DownloadButton
                  fileName="optimized.sql"
                  content={optimized.text}
                  mimeType="application/sql"
                  label="Download .sql"
                />
              </div>
            )
          }
        />
      </Card>
    </section>
  );
}

function CheckPanel({ check, onRecheck }: { check: CheckState | null; onRecheck: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-fg">
            <Database className="h-4 w-4 text-primary" aria-hidden />
            Checked in PostgreSQL (in your browser)
          </h3>
          {(check?.status === 'done' || check?.status === 'failed') && (
            <Button variant="ghost" size="sm" onClick={onRecheck}>
              Check again
            </Button>
          )}
        </div>
        <div role="status" aria-live="polite" data-testid="explain-check">
          {(check === null || check.status === 'starting' || check.status === 'checking') && (
            <p className="flex items-center gap-2 text-sm text-muted">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
              {check?.status === 'starting'
                ? `Starting PostgreSQL in your browser: ${check.step}…`
                : 'Planning both queries with EXPLAIN…'}
            </p>
          )}
          {check?.status === 'failed' && <p className="text-sm text-danger">The check could not run: {check.message}</p>}
          {check?.status === 'done' && <CheckReport report={check.report} />}
        </div>
      </Card>
    </section>
  );
}

function CheckReport({ report }: { report: ExplainReport }) {
  if (report.schemaError) {
    return (
      <p className="flex items-start gap-2 text-sm text-fg">
        <Info className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden />
        <span>
          The schema does not run in PostgreSQL, so the queries were not checked:{' '}
          <span className="font-mono text-[13px]">{report.schemaError}</span>
        </span>
      </p>
    );
  }
  const failedIndexes = report.indexes.filter((i) => i.error);
  return (
    <ul className="flex flex-col gap-2">
      {report.original && <OutcomeRow name="Original query" outcome={report.original} />}
      {report.optimized && <OutcomeRow name="Optimized query" outcome={report.optimized} />}
      {report.indexes.length > 0 && (
        <li className="flex items-start gap-2 text-sm">
          {failedIndexes.length === 0 ? (
            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
          ) : (
            <XCircle className="mt-0.5 h-4 w-4 shrink-0 text-danger" aria-hidden />
          )}
          <span className="min-w-0">
            <span className="font-medium">Suggested indexes: </span>
            {failedIndexes.length === 0
              ? `all ${report.indexes.length} created (the optimized query was planned with them).`
              : failedIndexes.map((i) => `${i.statement} — ${i.error}`).join('; ')}
          </span>
        </li>
      )}
    </ul>
  );
}

function OutcomeRow({ name, outcome }: { name: string; outcome: ExplainOutcome }) {
  return (
    <li className="flex items-start gap-2 text-sm">
      {outcome.ok ? (
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
      ) : (
        <XCircle className="mt-0.5 h-4 w-4 shrink-0 text-danger" aria-hidden />
      )}
      <div className="min-w-0 flex-1">
        {outcome.ok ? (
          <details>
            <summary className="cursor-pointer">
              <span className="font-medium">{name}:</span> plans in PostgreSQL <span className="text-muted">(show plan)</span>
            </summary>
            <pre className="mt-2 overflow-auto rounded-lg border border-border bg-surface-2 p-3 font-mono text-xs leading-relaxed text-fg">
              {outcome.plan.join('\n')}
            </pre>
          </details>
        ) : (
          <p>
            <span className="font-medium">{name}:</span> <span className={cn('font-medium text-danger')}>{outcome.message}</span>
            {outcome.line !== undefined && (
              <span className="text-muted">
                {' '}
                (line {outcome.line}, column {outcome.column})
              </span>
            )}
          </p>
        )}
      </div>
    </li>
  );
}

export default SqlOptimizer;
