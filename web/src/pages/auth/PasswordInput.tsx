import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldShell, inputClasses, useValueTypedBeforeHydration } from '@/components/Field';
import { cn } from '@/lib/cn';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; hint?: ReactNode; error?: ReactNode };

/** A password field with its own show/hide toggle (spec platform.md §2: one on each password field). */
export function PasswordInput({ label, hint, error, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const ref = useValueTypedBeforeHydration<HTMLInputElement>();
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(id, describedBy) => (
        <div className="relative">
          <input
            ref={ref}
            id={id}
            type={visible ? 'text' : 'password'}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            spellCheck={false}
            autoCapitalize="none"
            className={cn(inputClasses, 'pr-11', className)}
            {...props}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            aria-controls={id}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted hover:text-fg"
          >
            {visible ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
