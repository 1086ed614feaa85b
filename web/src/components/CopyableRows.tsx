import { Fragment } from 'react';
import { CopyButton } from './CopyButton';

// Long values (an HTML entity run, a snake_case name, a path) may break after their punctuation, so a
// narrow screen wraps "&#x1F468;&#x200D;" or "family_man_" whole; words stay whole, and only a run
// with no such point left breaks anywhere (overflow-wrap) rather than overflowing.
const BREAK_AFTER = /(?<=[^\s;_/,.:][;_/,.:])(?=[^\s;_/,.:])/;

function Breakable({ value }: { value: string }) {
  const parts = value.length > 12 ? value.split(BREAK_AFTER) : [value];
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** Labelled values, each with its own Copy button: every case of a word, a number in every base, a date in every format. */
export function CopyableRows({
  label,
  rows,
  labelWidth = 'w-36',
}: {
  label: string;
  rows: readonly { label: string; value: string }[];
  labelWidth?: string;
}) {
  return (
    <ul aria-label={label} className="divide-y divide-border rounded-lg border border-border bg-surface">
      {rows.map((row) => (
        // On a phone the label goes above its value: beside it, it would leave the value a third of the width.
        <li key={row.label} className="flex flex-wrap items-center gap-x-3 gap-y-0.5 px-3 py-2">
          <span className={`${labelWidth} shrink-0 text-xs text-muted max-sm:w-full`}>{row.label}</span>
          <span className="min-w-0 flex-1 font-mono text-sm text-fg [overflow-wrap:anywhere]">
            <Breakable value={row.value} />
          </span>
          <CopyButton value={row.value} iconOnly label={`Copy ${row.label}`} variant="ghost" />
        </li>
      ))}
    </ul>
  );
}

/** "Label: value" lines (labels never contain ": ") as rows. */
export function rowsOfLines(text: string): { label: string; value: string }[] {
  return text
    .split('\n')
    .filter((line) => line.includes(': '))
    .map((line) => {
      const at = line.indexOf(': ');
      return { label: line.slice(0, at), value: line.slice(at + 2) };
    });
}
