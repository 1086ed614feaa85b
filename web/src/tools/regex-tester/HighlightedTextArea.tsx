import type { TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import type { Segment } from './regex';

// Both layers must lay text out identically: same font, padding and wrapping.
const layer = 'p-3 font-mono text-[13px] leading-relaxed whitespace-pre-wrap break-words [tab-size:4]';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> & {
  value: string;
  /** Segments of `value` to draw behind the text; null draws it plain (e.g. while re-matching). */
  segments: Segment[] | null;
};

/**
 * A textarea with highlighted matches: the text is drawn by a backdrop layer with <mark>s, and a
 * transparent textarea on top keeps native editing, selection and accessibility. The textarea
 * grows with its text; the outer box scrolls both layers together.
 */
export function HighlightedTextArea({ value, segments, className, ...props }: Props) {
  return (
    <div
      className={cn(
        'max-h-[26rem] overflow-auto rounded-lg border border-border bg-surface',
        'focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30',
        className,
      )}
    >
      <div className="relative min-h-56">
        <div aria-hidden className={cn(layer, 'min-h-56 text-fg')}>
          {segments ? segments.map((segment, i) => <SegmentView key={i} segment={segment} />) : value}
          {/* A trailing line break only takes up height when something follows it. */}
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
            'placeholder:text-muted/70 selection:bg-primary/30 selection:text-transparent',
          )}
          {...props}
        />
      </div>
    </div>
  );
}

function SegmentView({ segment }: { segment: Segment }) {
  if (segment.match === null) return <>{segment.text}</>;
  if (segment.text === '') {
    // An empty match has no text to paint: show a thin caret where it is.
    return (
      <span className="relative">
        <span className="absolute inset-y-0 -left-px w-0.5 rounded bg-primary" />
      </span>
    );
  }
  return (
    <mark
      className={cn(
        'rounded-[3px] text-fg',
        segment.match % 2 === 0 ? 'bg-primary/25 dark:bg-primary/35' : 'bg-accent/30 dark:bg-accent/40',
      )}
    >
      {segment.text}
    </mark>
  );
}
