import { CopyButton } from './CopyButton';

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
        <li key={row.label} className="flex items-center gap-3 px-3 py-2">
          <span className={`${labelWidth} shrink-0 text-xs text-muted`}>{row.label}</span>
          <span className="min-w-0 flex-1 break-all font-mono text-sm text-fg">{row.value}</span>
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
