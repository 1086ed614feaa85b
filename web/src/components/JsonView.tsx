import { useMemo } from 'react';
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
 * the JWT decoder and the API clients' response viewer. The colours are written as one escaped HTML
 * string rather than thousands of React elements: a 20 KB preview has ~3,000 tokens, and creating
 * them one by one took a long main-thread task on a busy machine.
 */
export function JsonView({ value, text, className, label }: JsonViewProps) {
  const html = useMemo(() => colouredHtml(text ?? JSON.stringify(value, null, 2)), [value, text]);
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-auto rounded-lg border border-border bg-surface p-4 font-mono text-[13px] leading-relaxed break-words whitespace-pre-wrap text-fg',
        className,
      )}
    >
      {/* Every character of the JSON is escaped (escapeHtml); only our own <span>s are markup. */}
      <code dangerouslySetInnerHTML={{ __html: html }} />
    </pre>
  );
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export function colouredHtml(json: string): string {
  let out = '';
  let last = 0;
  for (const match of json.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) out += escapeHtml(json.slice(last, index));
    const [whole, string, colon, literal] = match;
    const cls = string ? (colon ? 'text-primary' : 'text-success') : literal ? 'text-accent' : 'text-warning';
    out += `<span class="${cls}">${escapeHtml(string ?? whole)}</span>`;
    if (colon) out += escapeHtml(colon);
    last = index + whole.length;
  }
  if (last < json.length) out += escapeHtml(json.slice(last));
  return out;
}
