import { forwardRef, useRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { variableSpans } from './environment';
import { fieldLook } from '@/components/field-classes';

type VariableInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  variables: Record<string, string>;
};

/**
 * A text input whose `{{variables}}` are coloured: known ones in the accent colour, unknown ones
 * marked as errors. The input's own text is transparent over a mirror that draws the colours, so
 * typing, selection and the caret stay native; the mirror scrolls with it.
 */
export const VariableInput = forwardRef<HTMLInputElement, VariableInputProps>(function VariableInput(
  { value, onValueChange, variables, className, ...props },
  ref,
) {
  const mirror = useRef<HTMLDivElement>(null);
  const spans = variableSpans(value, variables);
  const hasVariables = spans.some((s) => s.variable);
  const sync = (input: HTMLInputElement) => {
    if (mirror.current) mirror.current.scrollLeft = input.scrollLeft;
  };
  return (
    <div className="relative min-w-0 flex-1">
      {hasVariables && (
        <div
          ref={mirror}
          aria-hidden
          className="pointer-events-none absolute inset-0 flex items-center overflow-hidden whitespace-pre rounded-lg border border-transparent bg-surface px-3 font-mono text-[13px] text-fg"
        >
          {spans.map((span, i) =>
            span.variable ? (
              <span
                key={i}
                className={cn(
                  'rounded-sm',
                  span.variable.known
                    ? 'bg-primary/15 text-primary'
                    : 'bg-danger/15 text-danger underline decoration-wavy underline-offset-2',
                )}
              >
                {span.text}
              </span>
            ) : (
              <span key={i}>{span.text}</span>
            ),
          )}
        </div>
      )}
      <input
        ref={ref}
        spellCheck={false}
        autoComplete="off"
        className={cn(
          fieldLook,
          'relative h-10 w-full border-border px-3 font-mono text-[13px]',
          hasVariables
            ? 'bg-transparent text-transparent caret-fg selection:bg-primary/25 selection:text-fg'
            : 'bg-surface text-fg',
          className,
        )}
        value={value}
        onChange={(e) => {
          onValueChange(e.target.value);
          sync(e.target);
        }}
        onScroll={(e) => sync(e.currentTarget)}
        onKeyUp={(e) => sync(e.currentTarget)}
        onSelect={(e) => sync(e.currentTarget)}
        {...props}
      />
    </div>
  );
});
