import { Wand2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeywordCase, SqlLanguage } from 'sql-formatter';
import { Button } from '@/components/Button';
import { CodeEditor, type CodeEditorHandle, type CodeLanguage, type EditorDiagnostic } from '@/components/CodeEditor';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert, Card, Spinner } from '@/components/Feedback';
import { Checkbox, Select } from '@/components/Field';
import { SaveAsSnippetButton } from '@/components/SaveAsSnippetButton';
import { SegmentedControl } from '@/components/SegmentedControl';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import { errorPosition, LIVE_FORMAT_LIMIT, sqlDialects, type Indent } from './format';
import { SqlFormatRunner, type FormatOutcome } from './format-runner';

const EXAMPLE = `select o.id, u.name as customer, p.name as product, o.quantity*p.price as total
from orders o join users u on u.id=o.user_id join products p on p.id=o.product_id
where o.status in ('pending','shipped') and p.price>50 order by total desc limit 10;
insert into audit_log (event, at) values ('report', now());`;

const editorLanguage = (dialect: SqlLanguage): CodeLanguage =>
  dialect === 'postgresql' || dialect === 'mysql' || dialect === 'sqlite' ? dialect : dialect === 'mariadb' ? 'mysql' : 'sql';
/** Typing pauses this long before formatting as you type. */
const DEBOUNCE_MS = 250;

const isDialect = (value: unknown): value is SqlLanguage => sqlDialects.some((d) => d.value === value);
const isKeywordCase = (value: unknown): value is KeywordCase => value === 'upper' || value === 'lower' || value === 'preserve';
const isIndent = (value: unknown): value is Indent => value === '2' || value === '4' || value === '8' || value === 'tab';

export default function SqlFormatter({ initialInput }: { initialInput?: string }) {
  // The SQL and the options are Share-link state; the options also survive a reload (sql-formatter:<name>).
  const [sql, setSql] = useToolState('sql', EXAMPLE, { start: initialInput });
  const [dialect, setDialect] = useToolState<SqlLanguage>('dialect', 'postgresql', { persist: true, accept: isDialect });
  const [keywordCase, setKeywordCase] = useToolState<KeywordCase>('keyword-case', 'upper', {
    persist: true,
    accept: isKeywordCase,
  });
  const [indent, setIndent] = useToolState<Indent>('indent', '2', { persist: true, accept: isIndent });
  const [linesBetween, setLinesBetween] = useToolState('lines-between-queries', 1, { persist: true });
  const [live, setLive] = useToolState('format-as-you-type', true, { persist: true });
  const [result, setResult] = useState<{ input: string; outcome: Exclude<FormatOutcome, null> } | null>(null);
  const [busy, setBusy] = useState(false);
  const runner = useRef<SqlFormatRunner | null>(null);
  const inputEditor = useRef<CodeEditorHandle>(null);
  const large = sql.length >= LIVE_FORMAT_LIMIT;

  useEffect(() => {
    const created = new SqlFormatRunner();
    runner.current = created;
    return () => created.dispose();
  }, []);

  const options = useMemo(
    () => ({ sql, dialect, keywordCase, indent, linesBetweenQueries: linesBetween }),
    [sql, dialect, keywordCase, indent, linesBetween],
  );

  async function formatNow(current = options) {
    if (!runner.current) return;
    setBusy(true);
    const outcome = await runner.current.run(current);
    if (outcome) {
      setResult({ input: current.sql, outcome });
      setBusy(false);
    }
  }

  // A linked or handed-over input too large to format as you type is formatted once at the start.
  useEffect(() => {
    if (large && sql.trim() !== '') void formatNow(options);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // As you type (inputs under 100 KB): a pause in typing, or any option change, formats again.
  useEffect(() => {
    if (!live || large) return;
    const timer = window.setTimeout(() => void formatNow(options), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // formatNow reads only `options` and the runner ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, live, large]);

  const outcome = result?.outcome;
  const output = outcome?.ok ? outcome.output : '';
  const error = outcome && !outcome.ok ? outcome.error : null;
  const position = error ? errorPosition(error) : undefined;
  const diagnostics = useMemo<EditorDiagnostic[]>(
    () =>
      position && error && result?.input === sql
        ? [{ line: position.line, column: position.column, severity: 'error', message: error }]
        : [],
    [position, error, result, sql],
  );
  const stale = result !== null && result.input !== sql;

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-wrap items-end gap-x-4 gap-y-3 p-4 sm:p-5">
        <Select
          label="Dialect"
          value={dialect}
          onChange={(e) => setDialect(e.target.value as SqlLanguage)}
          wrapperClassName="w-52"
        >
          {sqlDialects.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </Select>
        <SegmentedControl<KeywordCase>
          label="Keyword case"
          value={keywordCase}
          onChange={setKeywordCase}
          options={[
            { value: 'upper', label: 'UPPER' },
            { value: 'lower', label: 'lower' },
            { value: 'preserve', label: 'As typed' },
          ]}
        />
        <Select label="Indent" value={indent} onChange={(e) => setIndent(e.target.value as Indent)} wrapperClassName="w-32">
          <option value="2">2 spaces</option>
          <option value="4">4 spaces</option>
          <option value="8">8 spaces</option>
          <option value="tab">Tabs</option>
        </Select>
        <Select
          label="Lines between queries"
          value={linesBetween}
          onChange={(e) => setLinesBetween(Number(e.target.value))}
          wrapperClassName="w-44"
        >
          {[0, 1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {n === 0 ? 'None' : `${n} blank line${n === 1 ? '' : 's'}`}
            </option>
          ))}
        </Select>
        <Checkbox label="Format as you type" checked={live} onChange={(e) => setLive(e.target.checked)} className="h-10" />
      </Card>

      <div className="grid gap-5 lg:grid-cols-2">
        <CodeEditor
          ref={inputEditor}
          label="SQL input"
          language={editorLanguage(dialect)}
          value={sql}
          onChange={setSql}
          onSubmit={() => void formatNow()}
          diagnostics={diagnostics}
          height="26rem"
          placeholder="Paste or type SQL"
          hint={
            large
              ? `${(sql.length / 1024).toFixed(0)} KB: formatted on demand (as you type stops at 100 KB).`
              : 'Ctrl+Enter formats.'
          }
          actions={
            <Button
              size="sm"
              onClick={() => void formatNow()}
              disabled={sql.trim() === '' || busy}
              aria-keyshortcuts="Control+Enter"
            >
              {busy ? <Spinner className="h-3.5 w-3.5" label="Formatting" /> : <Wand2 className="h-3.5 w-3.5" aria-hidden />}{' '}
              Format SQL
            </Button>
          }
        />
        <CodeEditor
          label="Formatted SQL"
          language={editorLanguage(dialect)}
          value={output}
          readOnly
          height="26rem"
          placeholder="The formatted SQL appears here"
          hint={
            stale && !busy
              ? 'The input changed since this was formatted.'
              : output
                ? `${output.split('\n').length.toLocaleString()} lines`
                : undefined
          }
          actions={
            <>
              <SendToButton value={output ? tag('text', output) : null} fromToolId="sql-formatter" />
              <CopyButton value={output} disabled={!output} />
              <DownloadButton fileName="formatted.sql" mimeType="application/sql" content={output} disabled={!output} />
              <SaveAsSnippetButton
                code={output}
                language="sql"
                title="Formatted SQL"
                tags={[dialect]}
                source="sql-formatter"
                disabled={!output}
              />
            </>
          }
        />
      </div>
      {error && (
        <Alert tone="error" title="Could not format">
          <p>{error.replace(/^Could not format this [^:]+: /, '')}</p>
          {position && (
            <button
              type="button"
              className="mt-1 text-sm font-medium text-primary underline underline-offset-2"
              onClick={() => inputEditor.current?.goTo(position.line, position.column)}
            >
              Line {position.line}, column {position.column}
            </button>
          )}
        </Alert>
      )}
    </div>
  );
}
