import { useId, useRef, type ReactNode } from 'react';
import { useChoiceMadeBeforeHydration } from '@/services/render/early-input';
import { cn } from '@/lib/cn';

export type SegmentedOption<T extends string> = { value: T; label: ReactNode; title?: string; disabled?: boolean };

type SegmentedControlProps<T extends string> = {
  label: ReactNode;
  value: T;
  options: readonly SegmentedOption<T>[];
  onChange: (value: T) => void;
  /** Hide the visible legend (it still names the group for screen readers). */
  hideLabel?: boolean;
  className?: string;
};

/**
 * A row of mutually exclusive choices (view mode, output format…). Built on native radio inputs,
 * so arrow keys, form semantics and screen readers work without extra code.
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
  hideLabel,
  className,
}: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <fieldset className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <legend className={cn('mb-1.5 text-sm font-medium text-fg', hideLabel && 'sr-only')}>{label}</legend>
      <div className="inline-flex w-fit max-w-full flex-wrap rounded-lg border border-border bg-surface-2 p-0.5">
        {options.map((option) => (
          <label key={option.value} title={option.title} className="relative">
            <SegmentRadio
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span
              className={cn(
                'flex h-8 cursor-pointer select-none items-center rounded-md px-3 text-sm font-medium text-muted transition-colors',
                'hover:text-fg peer-checked:bg-surface peer-checked:text-fg peer-checked:shadow-sm',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-ring',
                'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One choice: a native radio, visually hidden behind its segment. A choice made on a prerendered page before it was interactive reaches the form. */
function SegmentRadio({
  checked,
  ...props
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useChoiceMadeBeforeHydration(ref, checked);
  return <input ref={ref} type="radio" checked={checked} {...props} className="peer sr-only" />;
}
