import { KeyRound, Link2, RefreshCw, Table2 } from 'lucide-react';
import { Button } from '@/components/Button';
import { Alert, Spinner } from '@/components/Feedback';
import type { Catalogue, CatalogueTable } from '@/engines/database/types';

function TableCard({ table, onPick }: { table: CatalogueTable; onPick?: (table: string) => void }) {
  const headingId = `schema-table-${table.name}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-lg border border-border bg-surface">
      <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-2">
        <h3 id={headingId} className="min-w-0 truncate font-mono text-sm font-semibold">
          {onPick ? (
            <button
              type="button"
              onClick={() => onPick(table.name)}
              className="inline-flex items-center gap-1.5 text-primary hover:underline"
              title={`Write SELECT * FROM ${table.name}`}
            >
              <Table2 className="h-4 w-4 shrink-0" aria-hidden /> {table.name}
            </button>
          ) : (
            table.name
          )}
        </h3>
        {table.rowCount !== undefined && (
          <span className="shrink-0 text-xs text-muted">
            {table.rowCount.toLocaleString()} row{table.rowCount === 1 ? '' : 's'}
          </span>
        )}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">Columns of {table.name}</caption>
          <thead className="text-muted">
            <tr>
              <th scope="col" className="px-3 py-1.5 font-medium">
                Column
              </th>
              <th scope="col" className="px-3 py-1.5 font-medium">
                Type
              </th>
              <th scope="col" className="px-3 py-1.5 font-medium">
                Null
              </th>
              <th scope="col" className="px-3 py-1.5 font-medium">
                Key
              </th>
            </tr>
          </thead>
          <tbody className="font-mono">
            {table.columns.map((column) => (
              <tr key={column.name} className="border-t border-border/60">
                <th scope="row" className="whitespace-nowrap px-3 py-1.5 font-medium text-fg">
                  {column.name}
                </th>
                <td className="whitespace-nowrap px-3 py-1.5 text-muted">{column.type}</td>
                <td className="whitespace-nowrap px-3 py-1.5 text-muted">{column.nullable ? 'NULL' : 'NOT NULL'}</td>
                <td className="px-3 py-1.5">
                  <span className="flex flex-wrap gap-x-2 gap-y-0.5">
                    {column.primaryKey && (
                      <span className="inline-flex items-center gap-1 text-warning" title="Primary key">
                        <KeyRound className="h-3.5 w-3.5" aria-hidden /> PK
                      </span>
                    )}
                    {column.foreignKey && (
                      <span className="inline-flex items-center gap-1 whitespace-nowrap text-primary" title="Foreign key">
                        <Link2 className="h-3.5 w-3.5" aria-hidden /> FK → {column.foreignKey.table}.{column.foreignKey.column}
                      </span>
                    )}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.indexes.length > 0 && (
        <p className="border-t border-border px-3 py-2 text-xs text-muted">
          Indexes:{' '}
          {table.indexes.map((index, i) => (
            <span key={index.name}>
              {i > 0 && ', '}
              <span className="font-mono text-fg">{index.name}</span> ({index.columns.join(', ')}
              {index.unique ? ', unique' : ''})
            </span>
          ))}
        </p>
      )}
    </section>
  );
}

/** Tables, columns, types, nullability, keys and indexes as the engine's catalogue reports them now. */
export function SchemaBrowser({
  catalogue,
  loading,
  error,
  onRefresh,
  onPickTable,
}: {
  catalogue: Catalogue | null;
  loading: boolean;
  error: string | null;
  onRefresh: () => void;
  onPickTable?: (table: string) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">
          {onPickTable ? 'Read live from the database. Click a table to write a SELECT for it.' : 'Read live from the database.'}
        </p>
        <Button variant="outline" size="sm" onClick={onRefresh} disabled={loading}>
          {loading ? (
            <Spinner className="h-4 w-4" label="Reading the catalogue" />
          ) : (
            <RefreshCw className="h-4 w-4" aria-hidden />
          )}{' '}
          Refresh
        </Button>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {catalogue && catalogue.tables.length === 0 && (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted">No tables yet.</p>
      )}
      {catalogue && (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {catalogue.tables.map((table) => (
            <TableCard key={table.name} table={table} onPick={onPickTable} />
          ))}
        </div>
      )}
    </div>
  );
}
