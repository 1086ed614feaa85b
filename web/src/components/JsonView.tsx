import { useMemo, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

// Strings (keys when followed by a colon), literals and numbers of pretty-printed JSON.
const TOKEN = /("(?:\\.|[^"\\])*")(\s*:)?|\b(true|false|null)\b|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;

type JsonViewProps = {
  label: string;
  className?: string;
} & (
  | { value: unknown; text?: undefined }
  /** JSON text already printed (e.g. by a worker, exact numbers kept); shown as given. */
  | { text: string; value?: undefined }
);

/**
 * Pretty JSON with light syntax colouring; the text stays selectable and copyable as is. Used by
 * the JWT decoder and the API clients' response viewer. Keep `text` to ~100 KB: every token is a node.
 */
export function JsonView({ value, text, className, label }: JsonViewProps) {
  const parts = useMemo(() => colour(text ?? JSON.stringify(value, null, 2)), [value, text]);
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-auto rounded-lg border border-border bg-surface p-4 font-mono text-[13px] leading-relaxed break-words whitespace-pre-wrap text-fg',
        className,
      )}
    >
      <code>{parts}</code>
    </pre>
  );
}

function colour(json: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of json.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) out.push(json.slice(last, index));
    const [whole, string, colon, literal] = match;
    const cls = string ? (colon ? 'text-primary' : 'text-success') : literal ? 'text-accent' : 'text-warning';
    out.push(
      <span key={index} className={cls}>
        {string ?? whole}
      </span>,
    );
    if (colon) out.push(colon);
    last = index + whole.length;
  }
  if (last < json.length) out.push(json.slice(last));
  return out;
}
