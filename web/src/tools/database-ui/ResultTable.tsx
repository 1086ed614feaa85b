import { useMemo, useRef, useState, type UIEvent } from 'react';
import { cn } from '@/lib/cn';
import type { RowSource } from '@/engines/database/row-chunks';
import type { Cell, ResultColumn } from '@/engines/database/types';
import { headRows, numericColumns } from './chart-data';
import { cellText } from './result-export';

/** Fixed row height: the window of rendered rows is pure arithmetic on scrollTop. */
export const ROW_HEIGHT = 32;
const OVERSCAN = 8;
const NUMBER_COLUMN = 56;
const CHAR_WIDTH = 7.4;

/** Widths from the header and the first rows (measuring 100,000 rows would cost a long task for nothing). */
function columnWidths(columns: ResultColumn[], rows: RowSource): number[] {
  const sample = headRows(rows, 150);
  return columns.map((column, i) => {
    let chars = column.name.length + (column.type ? column.type.length + 1 : 0);
    for (const row of sample) chars = Math.max(chars, Math.min(60, cellText(row[i] ?? null).length));
    return Math.round(Math.min(420, Math.max(72, chars * CHAR_WIDTH + 28)));
  });
}

function CellView({ value }: { value: Cell }) {
  if (value === null) return <span className="italic text-muted">NULL</span>;
  if (typeof value === 'boolean') return <span className="text-primary">{String(value)}</span>;
  const text = cellText(value);
  return <span title={text.length > 40 ? text : undefined}>{text}</span>;
}

type ResultTableProps = {
  columns: ResultColumn[];
  /** Read a row at a time: only the rows in view are decoded. */
  rows: RowSource;
  /** Accessible name of the table ("Query result"). */
  label: string;
  /** Height of the scrolling area (CSS). */
  height?: string;
  className?: string;
};

/**
 * A result table that renders only the rows in view (plus a few), so 100,000 rows scroll as
 * smoothly as 10. ARIA table roles with row and column counts keep it readable by screen readers;
 * the scroll area takes focus, so arrow keys and Page Up/Down scroll it.
 */
export function ResultTable({ columns, rows, label, height = '26rem', className }: ResultTableProps) {
  const widths = useMemo(() => columnWidths(columns, rows), [columns, rows]);
  // Numbers (and PostgreSQL's numeric text) line up on the right.
  const numeric = useMemo(() => {
    const found = new Set(numericColumns(columns, rows, 50));
    return columns.map((_, i) => found.has(i));
  }, [columns, rows]);
  // The last column takes what is left, so a narrow result still fills the box.
  const template = `${NUMBER_COLUMN}px ${widths.map((w, i) => (i === widths.length - 1 ? `minmax(${w}px, 1fr)` : `${w}px`)).join(' ')}`;
  const contentWidth = NUMBER_COLUMN + widths.reduce((a, b) => a + b, 0);
  const totalWidth = `max(${contentWidth}px, 100%)`;
  // Short results take only the height they need.
  const boxHeight = `min(${height}, ${(Math.max(rows.length, 1) + 1) * ROW_HEIGHT + 2}px)`;
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(600);
  const scroller = useRef<HTMLDivElement>(null);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + OVERSCAN);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    setScrollTop(event.currentTarget.scrollTop);
    setViewport(event.currentTarget.clientHeight);
  };

  const visible = [];
  for (let i = first; i < last; i++) {
    const row = rows.at(i);
    visible.push(
      <div
        key={i}
        role="row"
        aria-rowindex={i + 2}
        className={cn('absolute left-0 grid border-b border-border/70', i % 2 === 1 && 'bg-surface-2/50')}
        style={{ top: (i + 1) * ROW_HEIGHT, height: ROW_HEIGHT, width: '100%', gridTemplateColumns: template }}
      >
        <div role="rowheader" className="truncate px-2 text-right font-mono text-xs leading-8 text-muted">
          {i + 1}
        </div>
        {row.map((value, c) => (
          <div
            role="cell"
            key={c}
            className={cn('truncate border-l border-border/50 px-3 font-mono text-[13px] leading-8', numeric[c] && 'text-right')}
          >
            <CellView value={value} />
          </div>
        ))}
      </div>,
    );
  }

  return (
    <div
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + 1}
      className={cn('min-w-0 rounded-lg border border-border bg-surface', className)}
    >
      <div
        ref={scroller}
        tabIndex={0}
        aria-label={`${label}, ${rows.length.toLocaleString()} rows: scroll with the arrow keys`}
        onScroll={onScroll}
        className="relative overflow-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        style={{ height: boxHeight }}
        data-testid="result-scroller"
      >
        <div
          style={{
            height: (Math.max(rows.length, 1) + 1) * ROW_HEIGHT,
            width: totalWidth,
            minWidth: contentWidth,
            position: 'relative',
          }}
        >
          <div role="rowgroup" className="sticky top-0 z-10" style={{ width: '100%' }}>
            <div
              role="row"
              aria-rowindex={1}
              className="grid border-b border-border bg-surface-2"
              style={{ height: ROW_HEIGHT, gridTemplateColumns: template }}
            >
              <div role="columnheader" className="px-2 text-right text-xs leading-8 text-muted">
                #
              </div>
              {columns.map((column, i) => (
                <div
                  role="columnheader"
                  key={i}
                  className="truncate border-l border-border/50 px-3 text-left text-xs font-semibold leading-8 text-fg"
                  title={column.type ? `${column.name} (${column.type})` : column.name}
                >
                  {column.name}
                  {column.type && <span className="ml-1.5 font-normal text-muted">{column.type}</span>}
                </div>
              ))}
            </div>
          </div>
          <div role="rowgroup">
            {visible}
            {rows.length === 0 && (
              <div
                role="row"
                aria-rowindex={2}
                className="absolute left-0 w-full px-3 text-sm italic leading-8 text-muted"
                style={{ top: ROW_HEIGHT }}
              >
                <span role="cell">No rows</span>
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
