import { Plus, Wand2, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { Alert } from '@/components/Feedback';
import { Checkbox, inputClasses, Select } from '@/components/Field';
import type { Catalogue } from '@/engines/database/types';
import { cn } from '@/lib/cn';
import {
  buildSelect,
  filterOperators,
  joinCandidates,
  tablesOf,
  type ColumnRef,
  type FilterOperator,
  type SelectSpec,
  type SqlDialect,
} from './build-select';

const key = (r: ColumnRef) => `${r.table}.${r.column}`;
const parseKey = (k: string): ColumnRef => {
  const dot = k.indexOf('.');
  return { table: k.slice(0, dot), column: k.slice(dot + 1) };
};

const emptySpec = (table: string): SelectSpec => ({ table, columns: [], joins: [], filters: [], orderBy: null, limit: 100 });

/** Builds a SELECT by choosing: table, columns, joins along foreign keys, filters, order, limit. */
export function VisualBuilder({
  catalogue,
  dialect,
  onWrite,
}: {
  catalogue: Catalogue;
  dialect: SqlDialect;
  onWrite: (sql: string) => void;
}) {
  const [spec, setSpec] = useState<SelectSpec>(() => emptySpec(catalogue.tables[0]?.name ?? ''));
  const [error, setError] = useState<string | null>(null);
  // A table dropped since (another database, a DROP) resets the builder.
  const current = catalogue.tables.some((t) => t.name === spec.table) ? spec : emptySpec(catalogue.tables[0]?.name ?? '');
  const tables = tablesOf(current);
  const allColumns = useMemo(
    () =>
      tables.flatMap((table) =>
        (catalogue.tables.find((t) => t.name === table)?.columns ?? []).map((c) => ({ table, column: c.name })),
      ),
    [tables, catalogue],
  );
  const candidates = joinCandidates(catalogue, current);
  const update = (next: Partial<SelectSpec>) => {
    setError(null);
    setSpec({ ...current, ...next });
  };
  const label = (r: ColumnRef) => (tables.length > 1 ? key(r) : r.column);

  if (catalogue.tables.length === 0)
    return <p className="text-sm text-muted">Create a table first: the builder works from the schema.</p>;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Select label="Table" value={current.table} onChange={(e) => update(emptySpec(e.target.value))} wrapperClassName="w-48">
          {catalogue.tables.map((t) => (
            <option key={t.name} value={t.name}>
              {t.name}
            </option>
          ))}
        </Select>
        {candidates.length > 0 && (
          <Select
            label="Join along a foreign key"
            value=""
            onChange={(e) => {
              const join = candidates[Number(e.target.value)];
              if (join) update({ joins: [...current.joins, join] });
            }}
            wrapperClassName="w-72 max-w-full"
          >
            <option value="">Add a join…</option>
            {candidates.map((j, i) => (
              <option key={i} value={i}>
                {j.to.table} (on {key(j.from)} = {key(j.to)})
              </option>
            ))}
          </Select>
        )}
      </div>

      {current.joins.length > 0 && (
        <ul aria-label="Joins" className="flex flex-col gap-2">
          {current.joins.map((join, i) => (
            <li key={i} className="flex flex-wrap items-center gap-2 text-sm">
              <div className="w-32">
                <select
                  aria-label={`Kind of join with ${join.to.table}`}
                  value={join.kind}
                  onChange={(e) =>
                    update({
                      joins: current.joins.map((j, n) => (n === i ? { ...j, kind: e.target.value as 'INNER' | 'LEFT' } : j)),
                    })
                  }
                  className={cn(inputClasses, 'h-8 py-0')}
                >
                  <option value="INNER">JOIN</option>
                  <option value="LEFT">LEFT JOIN</option>
                </select>
              </div>
              <span className="font-mono text-xs">
                {join.to.table} ON {key(join.to)} = {key(join.from)}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove the join with ${join.to.table}`}
                // Joins after this one may hang off it: they go too.
                onClick={() => {
                  const kept = current.joins.slice(0, i);
                  const reachable = new Set(tablesOf({ table: current.table, joins: kept }));
                  update({
                    joins: kept,
                    columns: current.columns.filter((c) => reachable.has(c.table)),
                    filters: current.filters.filter((f) => reachable.has(f.table)),
                    orderBy: current.orderBy && reachable.has(current.orderBy.table) ? current.orderBy : null,
                  });
                }}
              >
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}

      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-fg">Columns (none checked: all)</legend>
        <div className="flex max-h-40 flex-wrap gap-x-4 gap-y-2 overflow-auto">
          {allColumns.map((column) => (
            <Checkbox
              key={key(column)}
              label={<span className="font-mono text-xs">{label(column)}</span>}
              checked={current.columns.some((c) => key(c) === key(column))}
              onChange={(e) =>
                update({
                  columns: e.target.checked
                    ? [...current.columns, column]
                    : current.columns.filter((c) => key(c) !== key(column)),
                })
              }
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-fg">Filters</legend>
        <div className="flex flex-col gap-2">
          {current.filters.map((filter, i) => (
            <div key={i} className="flex flex-wrap items-center gap-2">
              <div className="w-48">
                <select
                  aria-label={`Filter ${i + 1} column`}
                  value={key(filter)}
                  onChange={(e) =>
                    update({ filters: current.filters.map((f, n) => (n === i ? { ...f, ...parseKey(e.target.value) } : f)) })
                  }
                  className={cn(inputClasses, 'h-9 py-0')}
                >
                  {allColumns.map((c) => (
                    <option key={key(c)} value={key(c)}>
                      {label(c)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="w-32">
                <select
                  aria-label={`Filter ${i + 1} operator`}
                  value={filter.operator}
                  onChange={(e) =>
                    update({
                      filters: current.filters.map((f, n) =>
                        n === i ? { ...f, operator: e.target.value as FilterOperator } : f,
                      ),
                    })
                  }
                  className={cn(inputClasses, 'h-9 py-0')}
                >
                  {filterOperators.map((op) => (
                    <option key={op} value={op}>
                      {op}
                    </option>
                  ))}
                </select>
              </div>
              {filter.operator !== 'IS NULL' && filter.operator !== 'IS NOT NULL' && (
                <div className="w-44">
                  <input
                    aria-label={`Filter ${i + 1} value`}
                    value={filter.value}
                    placeholder={filter.operator === 'IN' ? 'a, b, c' : filter.operator === 'LIKE' ? '%text%' : 'value'}
                    onChange={(e) =>
                      update({ filters: current.filters.map((f, n) => (n === i ? { ...f, value: e.target.value } : f)) })
                    }
                    className={cn(inputClasses, 'h-9')}
                  />
                </div>
              )}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove filter ${i + 1}`}
                onClick={() => update({ filters: current.filters.filter((_, n) => n !== i) })}
              >
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </div>
          ))}
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => update({ filters: [...current.filters, { ...allColumns[0], operator: '=', value: '' }] })}
              disabled={allColumns.length === 0}
            >
              <Plus className="h-4 w-4" aria-hidden /> Add filter
            </Button>
          </div>
        </div>
      </fieldset>

      <div className="flex flex-wrap items-end gap-3">
        <Select
          label="Order by"
          value={current.orderBy ? key(current.orderBy) : ''}
          onChange={(e) =>
            update({
              orderBy: e.target.value ? { ...parseKey(e.target.value), direction: current.orderBy?.direction ?? 'ASC' } : null,
            })
          }
          wrapperClassName="w-48"
        >
          <option value="">None</option>
          {allColumns.map((c) => (
            <option key={key(c)} value={key(c)}>
              {label(c)}
            </option>
          ))}
        </Select>
        <Select
          label="Direction"
          value={current.orderBy?.direction ?? 'ASC'}
          disabled={!current.orderBy}
          onChange={(e) =>
            current.orderBy && update({ orderBy: { ...current.orderBy, direction: e.target.value as 'ASC' | 'DESC' } })
          }
          wrapperClassName="w-36"
        >
          <option value="ASC">Ascending</option>
          <option value="DESC">Descending</option>
        </Select>
        <label className="flex w-28 flex-col gap-1.5 text-sm font-medium text-fg">
          Limit
          <input
            type="number"
            min={0}
            value={current.limit ?? ''}
            placeholder="No limit"
            onChange={(e) => update({ limit: e.target.value === '' ? null : Number(e.target.value) })}
            className={cn(inputClasses, 'h-10')}
          />
        </label>
        <Button
          onClick={() => {
            try {
              onWrite(buildSelect(current, catalogue, dialect));
            } catch (err) {
              setError((err as Error).message);
            }
          }}
        >
          <Wand2 className="h-4 w-4" aria-hidden /> Write SQL
        </Button>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
