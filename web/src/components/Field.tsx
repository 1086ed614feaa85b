import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useChoiceMadeBeforeHydration } from '@/services/render/early-input';
import { cn } from '@/lib/cn';

export const inputClasses =
  'w-full rounded-lg border border-border bg-surface px-3 py-2 text-sm text-fg placeholder:text-muted/70 ' +
  'focus:border-ring focus:outline-none focus:ring-2 focus:ring-ring/30 disabled:opacity-60';

type FieldShellProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
};

/** Label, control, hint and error, wired together for assistive technology. */
export function FieldShell({ label, hint, error, className, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children(id, describedBy)}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Text typed into a prerendered page's field before React took the page over stays in the field,
 * but not in the form's state: React leaves the value alone when it hydrates. Once hydrated, the
 * text is handed over as an ordinary input event, so what the user sees is what the form sends.
 * Returns the ref for the element; the caller's own ref (if any) gets the element too.
 */
export function useValueTypedBeforeHydration<T extends HTMLInputElement | HTMLTextAreaElement>(forwarded?: Ref<T>) {
  const ref = useRef<T>(null);
  useImperativeHandle(forwarded, () => ref.current as T, []);
  useEffect(() => {
    const field = ref.current;
    // React sets defaultValue to the state's value: a difference on mount is the user's typing.
    if (!field || field.value === field.defaultValue) return;
    const typed = field.value;
    // Through React's value tracker (it now holds the state's value), then past it, so the
    // input event below reads as a change.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, []);
  return ref;
}

type Common = { label: ReactNode; hint?: ReactNode; error?: ReactNode; wrapperClassName?: string };

export const TextInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & Common>(function TextInput(
  { label, hint, error, wrapperClassName, className, ...props },
  forwarded,
) {
  const ref = useValueTypedBeforeHydration(forwarded);
  return (
    <FieldShell label={label} hint={hint} error={error} className={wrapperClassName}>
      {(id, describedBy) => (
        <input
          ref={ref}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={cn(inputClasses, className)}
          {...props}
        />
      )}
    </FieldShell>
  );
});

export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & Common>(function TextArea(
  { label, hint, error, wrapperClassName, className, ...props },
  forwarded,
) {
  const ref = useValueTypedBeforeHydration(forwarded);
  return (
    <FieldShell label={label} hint={hint} error={error} className={wrapperClassName}>
      {(id, describedBy) => (
        <textarea
          ref={ref}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          spellCheck={false}
          className={cn(inputClasses, 'min-h-40 resize-y font-mono text-[13px] leading-relaxed', className)}
          {...props}
        />
      )}
    </FieldShell>
  );
});

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & Common>(function Select(
  { label, hint, error, wrapperClassName, className, children, ...props },
  forwarded,
) {
  const ref = useRef<HTMLSelectElement>(null);
  useImperativeHandle(forwarded, () => ref.current as HTMLSelectElement, []);
  // A choice made on a prerendered page before it was interactive reaches the form (render/early-input.ts).
  useChoiceMadeBeforeHydration(ref, props.value === undefined ? undefined : String(props.value));
  return (
    <FieldShell label={label} hint={hint} error={error} className={wrapperClassName}>
      {(id, describedBy) => (
        <select ref={ref} id={id} aria-describedby={describedBy} className={cn(inputClasses, 'h-10 pr-8', className)} {...props}>
          {children}
        </select>
      )}
    </FieldShell>
  );
});

export function Checkbox({ label, className, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode }) {
  const ref = useRef<HTMLInputElement>(null);
  // A box ticked on a prerendered page before it was interactive stays ticked, and the form knows (render/early-input.ts).
  useChoiceMadeBeforeHydration(ref, props.checked);
  return (
    <label className={cn('inline-flex cursor-pointer items-center gap-2 text-sm text-fg', className)}>
      <input ref={ref} type="checkbox" className="h-4 w-4 rounded border-border accent-primary" {...props} />
      {label}
    </label>
  );
}
