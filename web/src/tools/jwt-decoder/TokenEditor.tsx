import type { TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

// Both layers must lay the token out identically; tokens have no spaces, so break anywhere.
const layer = 'p-3 font-mono text-[13px] leading-relaxed whitespace-pre-wrap break-all';

const partColours = [
  'text-rose-700 dark:text-rose-300',
  'text-violet-700 dark:text-violet-300',
  'text-sky-700 dark:text-sky-300',
];

/**
 * The token input, coloured by part as on jwt.io: a backdrop draws the coloured text and a
 * transparent textarea on top keeps native editing, selection and accessibility.
 */
export function TokenEditor({
  value,
  className,
  ...props
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> & { value: string }) {
  const parts = value.split('.');
  return (
    <div
      className={cn(
        'max-h-[28rem] overflow-auto rounded-lg border border-border bg-surface',
        'focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30',
        props['aria-invalid'] && 'border-danger',
        className,
      )}
    >
      <div className="relative min-h-64">
        <div aria-hidden className={cn(layer, 'min-h-64')}>
          {parts.map((part, i) => (
            <span key={i}>
              {i > 0 && <span className="text-muted">.</span>}
              {/* A fourth part or more is an error: show it in the error colour. */}
              <span className={i < 3 ? partColours[i] : 'text-danger'}>{part}</span>
            </span>
          ))}
          {value.endsWith('\n') || value === '' ? ' ' : null}
        </div>
        <textarea
          value={value}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          className={cn(
            layer,
            'absolute inset-0 h-full w-full resize-none overflow-hidden bg-transparent text-transparent caret-fg outline-none',
            'placeholder:text-muted/70 selection:bg-primary/30',
          )}
          {...props}
        />
      </div>
    </div>
  );
}
