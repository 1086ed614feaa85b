import { ArrowRightLeft, CheckCircle2, GitCompareArrows, Send, ShieldCheck } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/Button';
import { CodeEditor } from '@/components/CodeEditor';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert, Badge, Card, Spinner } from '@/components/Feedback';
import { Checkbox, Select } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { openEngine, type DatabaseEngine } from '@/engines/database/client';
import type { EngineStatus } from '@/engines/database/types';
import { EngineStatusLine } from '@/tools/database-ui/EngineBar';
import { cn } from '@/lib/cn';
import { oneOf, useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import { diffSchemas, hasChanges, indexSignature, type SchemaDiff, type TableDiff } from './diff-schema';
import { migrationSql, schemaToSql } from './migration-sql';
import {
  loadSchemaParser,
  parseSchema,
  schemaParserLoaded,
  type Schema,
  type SchemaColumn,
  type SchemaDialect,
  type SchemaIndex,
} from './schema-model';
import { verifyOnPostgres, type VerifyReport } from './verify-postgres';

const EXAMPLE_A = `CREATE TABLE users (
  id serial PRIMARY KEY,
  email varchar(100) NOT NULL,
  nickname text
);
CREATE TABLE orders (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  total numeric(10, 2)
);`;
const EXAMPLE_B = `CREATE TABLE users (
  id serial PRIMARY KEY,
  email varchar(255) NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE orders (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  total numeric(12, 2) NOT NULL DEFAULT 0
);
CREATE INDEX orders_user_id_idx ON orders (user_id);
CREATE TABLE reviews (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id),
  stars smallint NOT NULL
);`;

const dialectLabels: Record<SchemaDialect, string> = { postgresql: 'PostgreSQL', mysql: 'MySQL', sqlite: 'SQLite' };
const looksJson = (text: string) => /^\s*[[{]/.test(text);

function columnText(c: SchemaColumn): string {
  return [
    c.type,
    c.primaryKey ? 'PK' : !c.nullable ? 'NOT NULL' : '',
    c.autoIncrement ? 'AUTO_INCREMENT' : '',
    c.default !== null ? `DEFAULT ${c.default}` : '',
    c.foreignKey
      ? `→ ${c.foreignKey.table}.${c.foreignKey.column}${c.foreignKey.onDelete ? ` ON DELETE ${c.foreignKey.onDelete}` : ''}`
      : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
const indexText = (i: SchemaIndex) => `${i.unique ? 'UNIQUE ' : ''}INDEX ${i.name} (${i.columns.join(', ')})`;

type Side = { text: string; tone: 'added' | 'removed' | 'changed' | 'same' | 'none' };
const toneClasses: Record<Side['tone'], string> = {
  added: 'bg-success/10',
  removed: 'bg-danger/10 line-through decoration-danger/60',
  changed: 'bg-warning/10',
  same: '',
  none: '',
};
const toneLabel: Record<Side['tone'], string> = { added: 'added', removed: 'removed', changed: 'changed', same: '', none: '' };

function rowsOf(t: TableDiff): { name: string; a: Side; b: Side }[] {
  const rows: { name: string; a: Side; b: Side }[] = [];
  const from = t.from?.columns ?? [];
  const to = t.to?.columns ?? [];
  for (const c of to) {
    const before = from.find((f) => f.name === c.name);
    const changed = t.columnsChanged.some((x) => x.name === c.name);
    rows.push({
      name: c.name,
      a: before ? { text: columnText(before), tone: changed ? 'changed' : 'same' } : { text: '', tone: 'none' },
      b: { text: columnText(c), tone: !before ? 'added' : changed ? 'changed' : 'same' },
    });
  }
  for (const c of from)
    if (!to.some((x) => x.name === c.name))
      rows.push({ name: c.name, a: { text: columnText(c), tone: 'removed' }, b: { text: '', tone: 'none' } });
  const fromIndexes = t.from?.indexes ?? [];
  const toIndexes = t.to?.indexes ?? [];
  for (const i of toIndexes) {
    const before = fromIndexes.find((x) => indexSignature(x) === indexSignature(i));
    rows.push({
      name: 'index',
      a: before ? { text: indexText(before), tone: 'same' } : { text: '', tone: 'none' },
      b: { text: indexText(i), tone: before ? 'same' : 'added' },
    });
  }
  for (const i of fromIndexes)
    if (!toIndexes.some((x) => indexSignature(x) === indexSignature(i)))
      rows.push({ name: 'index', a: { text: indexText(i), tone: 'removed' }, b: { text: '', tone: 'none' } });
  return rows;
}

function TableDiffCard({ table }: { table: TableDiff }) {
  const badge = {
    added: <Badge tone="new">Added</Badge>,
    removed: <Badge className="bg-danger/15 text-danger">Removed</Badge>,
    changed: <Badge tone="pro">Changed</Badge>,
    same: <Badge>Same</Badge>,
  }[table.status];
  return (
    <section
      aria-labelledby={`diff-${table.name}`}
      className="min-w-0 overflow-hidden rounded-lg border border-border bg-surface"
    >
      <div className="flex items-center gap-2 border-b border-border px-3 py-2">
        <h3 id={`diff-${table.name}`} className="font-mono text-sm font-semibold">
          {table.name}
        </h3>
        {badge}
        {table.primaryKeyChanged && table.status === 'changed' && <span className="text-xs text-muted">primary key changed</span>}
      </div>
      <table className="w-full table-fixed text-left text-xs">
        <caption className="sr-only">Table {table.name} in schema A and in schema B</caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className="w-1/4 px-3 py-1.5 font-medium">
              Column
            </th>
            <th scope="col" className="px-3 py-1.5 font-medium">
              Schema A
            </th>
            <th scope="col" className="px-3 py-1.5 font-medium">
              Schema B
            </th>
          </tr>
        </thead>
        <tbody className="font-mono">
          {rowsOf(table).map((row, i) => (
            <tr key={i} className="border-t border-border/60 align-top">
              <th scope="row" className="break-words px-3 py-1.5 font-medium text-fg">
                {row.name}
              </th>
              {[row.a, row.b].map((side, s) => (
                <td key={s} className={cn('break-words px-3 py-1.5 text-fg', toneClasses[side.tone])}>
                  {side.text || <span className="text-muted">—</span>}
                  {toneLabel[side.tone] && <span className="sr-only"> ({toneLabel[side.tone]})</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function summaryLine(diff: SchemaDiff): string {
  const c = diff.counts;
  const parts = [
    c.tablesAdded && `${c.tablesAdded} table${c.tablesAdded === 1 ? '' : 's'} added`,
    c.tablesRemoved && `${c.tablesRemoved} removed`,
    c.tablesChanged && `${c.tablesChanged} changed`,
    c.columnsAdded && `${c.columnsAdded} column${c.columnsAdded === 1 ? '' : 's'} added`,
    c.columnsRemoved && `${c.columnsRemoved} removed`,
    c.columnsChanged && `${c.columnsChanged} changed`,
    c.indexesChanged && `${c.indexesChanged} index change${c.indexesChanged === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'The schemas are the same';
}

type Parsed = { schema: Schema | null; error: string | null };
const NOT_PARSED: Parsed = { schema: null, error: null };
function parseSide(text: string, dialect: SchemaDialect): Parsed {
  try {
    return { schema: parseSchema(text, dialect), error: null };
  } catch (error) {
    return { schema: null, error: (error as Error).message };
  }
}

export default function SchemaDiffTool({ initialInput }: { initialInput?: string }) {
  // Dialect, both schemas, the unchanged filter and the direction go in Share links (settings persisted as before).
  const [dialect, setDialect] = useToolState<SchemaDialect>('dialect', 'postgresql', {
    persist: true,
    accept: oneOf(['postgresql', 'mysql', 'sqlite'] as const),
  });
  const [showSame, setShowSame] = useToolState('show-unchanged', false, { persist: true });
  const [a, setA] = useToolState('a', EXAMPLE_A, { start: initialInput });
  const [b, setB] = useToolState('b', EXAMPLE_B, { start: initialInput ? '' : undefined });
  const [direction, setDirection] = useToolState<'up' | 'down'>('direction', 'up', { accept: oneOf(['up', 'down'] as const) });
  const [verify, setVerify] = useState<{
    key: string;
    report: VerifyReport | null;
    running: boolean;
    error: string | null;
  } | null>(null);
  const [engineStatus, setEngineStatus] = useState<EngineStatus | null>(null);
  const [scratch, setScratch] = useState<DatabaseEngine | null>(null);
  const navigate = useNavigate();

  useEffect(() => () => scratch?.close(), [scratch]);

  // The dialect's grammar loads on demand; until then nothing is parsed.
  const [grammar, setGrammar] = useState<{ dialect: SchemaDialect; error: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    loadSchemaParser(dialect).then(
      () => live && setGrammar({ dialect, error: null }),
      (error: Error) => live && setGrammar({ dialect, error: `The ${dialect} grammar could not be loaded: ${error.message}` }),
    );
    return () => {
      live = false;
    };
  }, [dialect]);
  const grammarReady = schemaParserLoaded(dialect) || (grammar?.dialect === dialect && !grammar.error);
  const parsedA = useMemo(() => (grammarReady ? parseSide(a, dialect) : NOT_PARSED), [a, dialect, grammarReady]);
  const parsedB = useMemo(() => (grammarReady ? parseSide(b, dialect) : NOT_PARSED), [b, dialect, grammarReady]);
  const ready = parsedA.schema && parsedB.schema;
  const diff = useMemo(
    () => (parsedA.schema && parsedB.schema ? diffSchemas(parsedA.schema, parsedB.schema) : null),
    [parsedA, parsedB],
  );
  const up = useMemo(
    () => (parsedA.schema && parsedB.schema ? migrationSql(parsedA.schema, parsedB.schema, dialect) : ''),
    [parsedA, parsedB, dialect],
  );
  const down = useMemo(
    () => (parsedA.schema && parsedB.schema ? migrationSql(parsedB.schema, parsedA.schema, dialect) : ''),
    [parsedA, parsedB, dialect],
  );
  const verifyKey = `${dialect}\n${a}\n${b}`;
  const shownVerify = verify?.key === verifyKey ? verify : null;

  async function runVerify() {
    if (!parsedA.schema || !parsedB.schema) return;
    let db = scratch;
    if (!db) {
      // An empty scratch PostgreSQL of its own: the user's data is never touched.
      db = openEngine('postgresql', { sample: false });
      db.subscribe(setEngineStatus);
      setEngineStatus(db.status());
      setScratch(db);
    }
    const key = verifyKey;
    setVerify({ key, report: null, running: true, error: null });
    try {
      await db.ready();
      const engine = db;
      const report = await verifyOnPostgres(
        { query: (text) => engine.query(text), catalogue: (o) => engine.catalogue(o) },
        {
          a: looksJson(a) ? schemaToSql(parsedA.schema, 'postgresql') : a,
          b: looksJson(b) ? schemaToSql(parsedB.schema, 'postgresql') : b,
          up,
          down,
        },
      );
      setVerify({ key, report, running: false, error: null });
    } catch (error) {
      setVerify({ key, report: null, running: false, error: (error as Error).message });
    }
  }

  const tables = diff ? diff.tables.filter((t) => showSame || t.status !== 'same') : [];
  const migration = direction === 'up' ? up : down;

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-wrap items-end gap-x-4 gap-y-3 p-4 sm:p-5">
        <Select
          label="Dialect"
          value={dialect}
          onChange={(e) => setDialect(e.target.value as SchemaDialect)}
          wrapperClassName="w-44"
        >
          {(Object.keys(dialectLabels) as SchemaDialect[]).map((d) => (
            <option key={d} value={d}>
              {dialectLabels[d]}
            </option>
          ))}
        </Select>
        <p className="max-w-xl pb-1 text-sm text-muted">
          Paste CREATE TABLE, CREATE INDEX and ALTER TABLE … ADD statements, or the JSON shape{' '}
          <code className="font-mono text-xs">
            [{'{'} "name", "columns": [{'{'} "name", "type", "nullable", "primaryKey", "foreignKey" {'}'}] {'}'}]
          </code>
          .
        </p>
        <Button
          variant="outline"
          size="sm"
          className="mb-1"
          onClick={() => {
            setA(b);
            setB(a);
          }}
        >
          <ArrowRightLeft className="h-4 w-4" aria-hidden /> Swap A and B
        </Button>
      </Card>

      <div className="grid gap-5 lg:grid-cols-2">
        {(
          [
            ['Schema A', a, setA, parsedA],
            ['Schema B', b, setB, parsedB],
          ] as const
        ).map(([label, value, set, parsed]) => (
          <div key={label} className="flex min-w-0 flex-col gap-2">
            <CodeEditor
              label={label}
              language={looksJson(value) ? 'json' : dialect}
              value={value}
              onChange={set}
              height="18rem"
              placeholder={`${label} as SQL DDL or JSON`}
            />
            {parsed.error && (
              <Alert tone="error" title={`${label} could not be read`}>
                {parsed.error}
              </Alert>
            )}
          </div>
        ))}
      </div>

      {!grammarReady && (
        <div role="status">
          {grammar?.dialect === dialect && grammar.error ? (
            <Alert tone="error">{grammar.error}</Alert>
          ) : (
            <p className="inline-flex items-center gap-2 text-sm text-muted">
              <Spinner className="h-4 w-4" label="Loading" /> Loading the {dialectLabels[dialect]} grammar…
            </p>
          )}
        </div>
      )}

      {diff && (
        <section aria-labelledby="diff-heading" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="diff-heading" className="inline-flex items-center gap-2 text-base font-semibold text-fg">
              <GitCompareArrows className="h-5 w-5 text-primary" aria-hidden /> Differences
            </h2>
            <Checkbox label="Show unchanged tables" checked={showSame} onChange={(e) => setShowSame(e.target.checked)} />
          </div>
          <p role="status" className="text-sm font-medium text-fg">
            {summaryLine(diff)}
          </p>
          {tables.length > 0 && (
            <div className="grid gap-3 xl:grid-cols-2">
              {tables.map((t) => (
                <TableDiffCard key={t.name} table={t} />
              ))}
            </div>
          )}
        </section>
      )}

      {ready && (
        <section aria-labelledby="migration-heading" className="flex flex-col gap-3">
          <h2 id="migration-heading" className="text-base font-semibold text-fg">
            Migration SQL ({dialectLabels[dialect]})
          </h2>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <SegmentedControl<'up' | 'down'>
              label="Direction"
              hideLabel
              value={direction}
              onChange={setDirection}
              options={[
                { value: 'up', label: 'A → B' },
                { value: 'down', label: 'B → A (back)' },
              ]}
            />
            <div className="flex flex-wrap items-center gap-2">
              <SendToButton value={migration ? tag('text', migration) : null} fromToolId="schema-diff" />
              <CopyButton value={migration} />
              <DownloadButton
                fileName={direction === 'up' ? 'migration.up.sql' : 'migration.down.sql'}
                mimeType="application/sql"
                content={migration}
              />
              {dialect === 'postgresql' && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!diff || !hasChanges(diff)}
                  onClick={() =>
                    navigate('/tools/migration-manager', {
                      state: { input: JSON.stringify({ devforgeMigrationDraft: { name: 'Schema diff A to B', up, down } }) },
                    })
                  }
                >
                  <Send className="h-4 w-4" aria-hidden /> Send to Migration Manager
                </Button>
              )}
            </div>
          </div>
          <CodeEditor
            key={direction}
            label={direction === 'up' ? 'Migration from A to B' : 'Migration from B back to A'}
            hideLabel
            language={dialect}
            value={migration}
            readOnly
            height="14rem"
          />

          {dialect === 'postgresql' ? (
            <Card className="flex flex-col gap-3 p-4">
              <div className="flex flex-wrap items-center gap-3">
                <Button onClick={() => void runVerify()} disabled={shownVerify?.running}>
                  {shownVerify?.running ? (
                    <Spinner className="h-4 w-4" label="Verifying" />
                  ) : (
                    <ShieldCheck className="h-4 w-4" aria-hidden />
                  )}{' '}
                  Verify on PostgreSQL
                </Button>
                <p className="text-sm text-muted">
                  Runs A, the migration and B in a scratch PostgreSQL in your browser and compares the catalogues, both ways.
                </p>
              </div>
              {engineStatus && engineStatus.state !== 'ready' && shownVerify?.running && (
                <EngineStatusLine engine={scratch} status={engineStatus} />
              )}
              {shownVerify?.running && engineStatus?.state === 'ready' && (
                <p role="status" className="inline-flex items-center gap-2 text-sm text-muted">
                  <Spinner className="h-4 w-4" label="Checking" /> Applying and comparing…
                </p>
              )}
              {shownVerify?.error && <Alert tone="error">{shownVerify.error}</Alert>}
              {shownVerify?.report?.ok && (
                <Alert tone="success" title="Verified on PostgreSQL 17">
                  <ul className="mt-1 flex flex-col gap-1">
                    {shownVerify.report.checks.map((check) => (
                      <li key={check} className="flex items-center gap-1.5">
                        <CheckCircle2 className="h-3.5 w-3.5 text-success" aria-hidden /> {check}
                      </li>
                    ))}
                  </ul>
                </Alert>
              )}
              {shownVerify?.report && !shownVerify.report.ok && 'failedStep' in shownVerify.report && (
                <Alert tone="error" title={`${shownVerify.report.failedStep} does not run on PostgreSQL`}>
                  <p className="whitespace-pre-wrap font-mono text-xs">{shownVerify.report.error}</p>
                </Alert>
              )}
              {shownVerify?.report && !shownVerify.report.ok && 'mismatches' in shownVerify.report && (
                <Alert tone="error" title="The migration does not reach the target schema">
                  <ul className="list-inside list-disc font-mono text-xs">
                    {shownVerify.report.mismatches.map((m) => (
                      <li key={m}>{m}</li>
                    ))}
                  </ul>
                </Alert>
              )}
            </Card>
          ) : (
            <p className="text-sm text-muted">
              The in-browser check runs for PostgreSQL; {dialectLabels[dialect]} migrations are generated, not executed here.
            </p>
          )}
        </section>
      )}
    </div>
  );
}
