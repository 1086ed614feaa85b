import { ChevronsUpDown } from 'lucide-react';
import { Fragment, useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import { foldUnchanged, type DiffLine, type Fold, type WordPart } from './diff-model';

export type DiffViewMode = 'split' | 'inline';
export type DiffGranularity = 'line' | 'word';

/** Rows drawn at most before the rest is cut: laying out 2,000 rows took a 300-400 ms main-thread task. */
export const MAX_ROWS = 500;

type DiffViewProps = {
  lines: DiffLine[];
  mode: DiffViewMode;
  granularity: DiffGranularity;
  hideUnchanged: boolean;
};

const tint = {
  removed: 'bg-danger/10',
  added: 'bg-success/10',
  removedWord: 'rounded-sm bg-danger/25 text-fg',
  addedWord: 'rounded-sm bg-success/25 text-fg',
};

const numCell = 'w-10 select-none px-2 py-0.5 text-right align-top text-xs tabular-nums text-muted sm:w-12';
const textCell = 'px-2 py-0.5 align-top whitespace-pre-wrap break-all';
const signCell = 'w-5 select-none py-0.5 text-center align-top text-muted';

function Words({ parts, side }: { parts: WordPart[]; side: 'left' | 'right' }) {
  return (
    <>
      {parts.map((part, i) =>
        part.changed ? (
          side === 'left' ? (
            <del key={i} className={cn(tint.removedWord, 'no-underline')}>
              {part.value}
            </del>
          ) : (
            <ins key={i} className={cn(tint.addedWord, 'no-underline')}>
              {part.value}
            </ins>
          )
        ) : (
          <Fragment key={i}>{part.value}</Fragment>
        ),
      )}
    </>
  );
}

function LineText({ line, side, granularity }: { line: DiffLine; side: 'left' | 'right'; granularity: DiffGranularity }) {
  const text = side === 'left' ? line.line1 : line.line2;
  if (text === null) return null;
  if (line.type === 'modified' && granularity === 'word' && line.words) return <Words parts={line.words[side]} side={side} />;
  // An empty line still needs height.
  return <>{text === '' ? '\u00a0' : text}</>;
}

const sideTint = (line: DiffLine, side: 'left' | 'right') => {
  if (line.type === 'equal') return '';
  if (side === 'left') return line.line1 === null ? 'bg-surface-2' : tint.removed;
  return line.line2 === null ? 'bg-surface-2' : tint.added;
};

const sign = { equal: ' ', removed: '−', added: '+', modified: '~' } as const;

function SplitRow({ line, granularity }: { line: DiffLine; granularity: DiffGranularity }) {
  return (
    <tr data-type={line.type}>
      <td className={cn(numCell, sideTint(line, 'left'))}>{line.lineNum.left ?? ''}</td>
      <td className={cn(textCell, 'border-r border-border', sideTint(line, 'left'))}>
        <LineText line={line} side="left" granularity={granularity} />
      </td>
      <td className={cn(numCell, sideTint(line, 'right'))}>{line.lineNum.right ?? ''}</td>
      <td className={cn(textCell, sideTint(line, 'right'))}>
        <LineText line={line} side="right" granularity={granularity} />
      </td>
    </tr>
  );
}

function InlineRows({ line, granularity }: { line: DiffLine; granularity: DiffGranularity }) {
  if (line.type === 'modified') {
    // Shown as the old line followed by the new one, as in a unified diff.
    return (
      <>
        <tr data-type="modified" className={tint.removed}>
          <td className={numCell}>{line.lineNum.left}</td>
          <td className={numCell} />
          <td className={signCell}>−</td>
          <td className={textCell}>
            <LineText line={line} side="left" granularity={granularity} />
          </td>
        </tr>
        <tr data-type="modified" className={tint.added}>
          <td className={numCell} />
          <td className={numCell}>{line.lineNum.right}</td>
          <td className={signCell}>+</td>
          <td className={textCell}>
            <LineText line={line} side="right" granularity={granularity} />
          </td>
        </tr>
      </>
    );
  }
  const side = line.type === 'added' ? 'right' : 'left';
  return (
    <tr data-type={line.type} className={line.type === 'added' ? tint.added : line.type === 'removed' ? tint.removed : ''}>
      <td className={numCell}>{line.lineNum.left ?? ''}</td>
      <td className={numCell}>{line.lineNum.right ?? ''}</td>
      <td className={signCell}>{sign[line.type]}</td>
      <td className={textCell}>
        <LineText line={line} side={side} granularity={granularity} />
      </td>
    </tr>
  );
}

/** Which lines of each fold are drawn, at most MAX_ROWS in all (a huge DOM would stall the page). */
function limitRows(folds: Fold[], open: Set<number>, limit: number) {
  let budget = limit;
  let cut = false;
  const visible: { fold: Fold; index: number; shown: DiffLine[] }[] = [];
  folds.forEach((fold, index) => {
    if (fold.kind === 'hidden' && !open.has(index)) {
      visible.push({ fold, index, shown: [] });
      return;
    }
    const shown = fold.lines.slice(0, Math.max(0, budget));
    budget -= shown.length;
    if (shown.length < fold.lines.length) cut = true;
    visible.push({ fold, index, shown });
  });
  return { visible, cut };
}

/** The compared texts, side by side or inline, with unchanged stretches optionally folded. */
export function DiffView({ lines, mode, granularity, hideUnchanged }: DiffViewProps) {
  const folds = useMemo<Fold[]>(
    () => (hideUnchanged ? foldUnchanged({ lines }) : [{ kind: 'lines', lines }]),
    [lines, hideUnchanged],
  );
  const [expanded, setExpanded] = useState<{ lines: DiffLine[]; open: Set<number> }>({ lines, open: new Set() });
  // Folds opened for an older diff do not carry over to a new one.
  const open = useMemo(() => (expanded.lines === lines ? expanded.open : new Set<number>()), [expanded, lines]);
  const columns = 4;

  const [showAllFor, setShowAllFor] = useState<DiffLine[] | null>(null);
  const limit = showAllFor === lines ? Infinity : MAX_ROWS;
  const { visible, cut } = useMemo(() => limitRows(folds, open, limit), [folds, open, limit]);
  const body = visible.map(({ fold, index, shown }) => {
    if (fold.kind === 'hidden' && !open.has(index)) {
      return (
        <tr key={`fold-${index}`}>
          <td colSpan={columns} className="border-y border-border bg-surface-2 p-0">
            <button
              type="button"
              onClick={() => setExpanded({ lines, open: new Set(open).add(index) })}
              className="flex w-full items-center justify-center gap-2 px-3 py-1.5 text-xs font-medium text-muted hover:bg-border hover:text-fg"
            >
              <ChevronsUpDown className="h-3.5 w-3.5" aria-hidden />
              Show {fold.lines.length.toLocaleString()} unchanged {fold.lines.length === 1 ? 'line' : 'lines'}
            </button>
          </td>
        </tr>
      );
    }
    return (
      <Fragment key={`lines-${index}`}>
        {shown.map((line) =>
          mode === 'split' ? (
            <SplitRow key={`${line.lineNum.left}-${line.lineNum.right}`} line={line} granularity={granularity} />
          ) : (
            <InlineRows key={`${line.lineNum.left}-${line.lineNum.right}`} line={line} granularity={granularity} />
          ),
        )}
      </Fragment>
    );
  });

  return (
    <div className="overflow-hidden rounded-xl border border-border bg-surface">
      <table className="w-full table-fixed border-collapse font-mono text-[13px] leading-relaxed text-fg">
        <caption className="sr-only">{mode === 'split' ? 'Differences, side by side' : 'Differences, inline'}</caption>
        {mode === 'split' ? (
          <colgroup>
            <col className="w-10 sm:w-12" />
            <col />
            <col className="w-10 sm:w-12" />
            <col />
          </colgroup>
        ) : (
          <colgroup>
            <col className="w-10 sm:w-12" />
            <col className="w-10 sm:w-12" />
            <col className="w-5" />
            <col />
          </colgroup>
        )}
        <thead className="border-b border-border bg-surface-2 font-sans text-xs text-muted">
          {mode === 'split' ? (
            <tr>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                <span aria-hidden>#</span>
                <span className="sr-only">Original line number</span>
              </th>
              <th scope="col" className="border-r border-border px-2 py-1.5 text-left font-medium">
                Original
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                <span aria-hidden>#</span>
                <span className="sr-only">Changed line number</span>
              </th>
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                Changed
              </th>
            </tr>
          ) : (
            <tr>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                <span aria-hidden>Old</span>
                <span className="sr-only">Original line number</span>
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                <span aria-hidden>New</span>
                <span className="sr-only">Changed line number</span>
              </th>
              <th scope="col" className="py-1.5">
                <span className="sr-only">Change</span>
              </th>
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                Text
              </th>
            </tr>
          )}
        </thead>
        <tbody>{body}</tbody>
      </table>
      {cut && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border bg-surface-2 px-3 py-2 text-xs text-muted">
          <span>
            Showing the first {MAX_ROWS.toLocaleString()} of {lines.length.toLocaleString()} lines. “Hide unchanged lines” shows
            every change.
          </span>
          <button type="button" onClick={() => setShowAllFor(lines)} className="font-medium text-primary hover:underline">
            Show all lines
          </button>
        </div>
      )}
    </div>
  );
}
