import { BarChart3, ListChecks, Table2 } from 'lucide-react';
import { CopyButton } from '@/components/CopyButton';
import { Alert } from '@/components/Feedback';
import { DownloadButton } from '@/components/DownloadButton';
import { Tabs } from '@/components/Tabs';
import { useStoredState } from '@/lib/use-stored-state';
import { SendToButton } from '@/tools/send-to/SendToButton';
import { tag } from '@/operations/kinds';
import { arrayRows, type RowSource } from '@/engines/database/row-chunks';
import type { QueryResult, StatementResult } from '@/engines/database/types';
import type { ChartKind } from './chart-data';
import { resultToCsv, resultToJson } from './result-export';
import { ResultChart } from './ResultChart';
import { ResultTable } from './ResultTable';

type View = 'table' | 'chart' | 'messages';

function elapsed(ms: number): string {
  return ms < 1 ? `${ms.toFixed(2)} ms` : ms < 1000 ? `${ms.toFixed(1)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

function statementLine(s: StatementResult): string {
  if (s.columns) return `${s.command}: ${s.rowCount.toLocaleString()} row${s.rowCount === 1 ? '' : 's'}`;
  return s.affectedRows !== undefined
    ? `${s.command}: ${s.affectedRows.toLocaleString()} row${s.affectedRows === 1 ? '' : 's'} affected`
    : `${s.command}: done`;
}

/** A result's rows, read lazily when the client sent them encoded. */
export function rowsOf(result: QueryResult): RowSource {
  return result.rowSource ?? arrayRows(result.rows);
}

/** The summary under Run: rows and time of the shown result, or what the statements did. */
export function resultSummary(result: QueryResult): string {
  const time = elapsed(result.elapsedMs);
  if (result.columns) {
    const rows = `${result.totalRows.toLocaleString()} row${result.totalRows === 1 ? '' : 's'}`;
    const kept = result.truncated ? ` (showing the first ${result.rows.length.toLocaleString()})` : '';
    const more = result.statements.length > 1 ? ` · ${result.statements.length} statements` : '';
    return `${rows}${kept}${more} · ${time}`;
  }
  const last = result.statements.at(-1);
  return `${result.statements.length > 1 ? `${result.statements.length} statements · ` : ''}${last ? statementLine(last) : 'Done'} · ${time}`;
}

/**
 * A query's result: the virtualised table, a chart of it and the statements' messages, with copy
 * and download as CSV or JSON. `storageKey` keeps the chosen view and chart type per tool.
 */
export function ResultPanel({
  result,
  fileBase,
  storageKey,
  chart = true,
}: {
  result: QueryResult;
  fileBase: string;
  storageKey: string;
  /** Offer the Chart view (a tool with its own visualizer hides it). */ chart?: boolean;
}) {
  const [view, setView] = useStoredState<View>(`${storageKey}:result-view`, 'table');
  const [chartKind, setChartKind] = useStoredState<ChartKind>(`${storageKey}:chart-kind`, 'bar');
  const columns = result.columns;
  const table = columns ? { columns, rows: rowsOf(result) } : null;
  // Exports decode every row: on the user's click, not before.
  const full = () => ({ columns: columns ?? [], rows: rowsOf(result).all() });
  const shownView: View = !columns && view !== 'messages' ? 'messages' : !chart && view === 'chart' ? 'table' : view;

  const messages = (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-1 font-mono text-[13px]" aria-label="Statements">
        {result.statements.map((s, i) => (
          <li key={i} className="flex gap-2">
            <span className="w-6 shrink-0 text-right text-muted">{i + 1}.</span>
            <span>{statementLine(s)}</span>
          </li>
        ))}
      </ol>
      {result.notes.map((note, i) => (
        <pre
          key={i}
          className="overflow-x-auto whitespace-pre-wrap rounded-lg border border-border bg-surface-2 p-3 font-mono text-xs text-fg"
        >
          {note}
        </pre>
      ))}
    </div>
  );

  return (
    <Tabs<View>
      label="Result views"
      value={shownView}
      onChange={setView}
      items={[
        {
          value: 'table' as const,
          label: (
            <>
              <Table2 className="h-4 w-4" aria-hidden /> Table
            </>
          ),
          disabled: !table,
          content: table ? <ResultTable columns={table.columns} rows={table.rows} label="Query result" /> : null,
        },
        ...(chart
          ? [
              {
                value: 'chart' as const,
                label: (
                  <>
                    <BarChart3 className="h-4 w-4" aria-hidden /> Chart
                  </>
                ),
                disabled: !table,
                content:
                  table && shownView === 'chart' ? (
                    <ResultChart
                      columns={table.columns}
                      rows={table.rows}
                      kind={chartKind}
                      onKindChange={setChartKind}
                      label="Chart of the query result"
                    />
                  ) : null,
              },
            ]
          : []),
        {
          value: 'messages' as const,
          label: (
            <>
              <ListChecks className="h-4 w-4" aria-hidden /> Messages
            </>
          ),
          content: messages,
        },
      ]}
      actions={
        table && (
          <>
            <CopyButton label="Copy CSV" value={() => resultToCsv(full())} />
            <CopyButton label="Copy JSON" value={() => resultToJson(full())} />
            <SendToButton
              value={() => tag('text', resultToJson(full()))}
              fromToolId={storageKey}
              aria-label="Send the rows as JSON to…"
            />
            <DownloadButton
              label="CSV"
              fileName={`${fileBase}.csv`}
              mimeType="text/csv;charset=utf-8"
              content={() => resultToCsv(full())}
              aria-label="Download CSV"
            />
            <DownloadButton
              label="JSON"
              fileName={`${fileBase}.json`}
              mimeType="application/json"
              content={() => resultToJson(full())}
              aria-label="Download JSON"
            />
          </>
        )
      }
    />
  );
}

/** An error from the database, with a button that moves the editor's cursor to where it points. */
export function QueryErrorAlert({
  message,
  position,
  onGoTo,
}: {
  message: string;
  position?: { line: number; column: number };
  onGoTo?: (line: number, column: number) => void;
}) {
  return (
    <Alert tone="error" title="Error">
      <p className="whitespace-pre-wrap font-mono text-[13px]">{message}</p>
      {position && (
        <button
          type="button"
          className="mt-1 text-sm font-medium text-primary underline underline-offset-2"
          onClick={() => onGoTo?.(position.line, position.column)}
        >
          Line {position.line}, column {position.column}
        </button>
      )}
    </Alert>
  );
}
