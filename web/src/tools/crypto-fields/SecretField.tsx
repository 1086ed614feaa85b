import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldShell, inputClasses } from '@/components/Field';
import { cn } from '@/lib/cn';

type SecretFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  wrapperClassName?: string;
};

/** A password, key or passphrase: masked until shown, never autofilled or spell-checked. */
export function SecretField({ label, value, onChange, hint, error, wrapperClassName, className, ...props }: SecretFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <FieldShell label={label} hint={hint} error={error} className={wrapperClassName}>
      {(id, describedBy) => (
        <div className="relative">
          <input
            id={id}
            type={shown ? 'text' : 'password'}
            value={value}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange(e.target.value)}
            className={cn(inputClasses, 'pr-10 font-mono', className)}
            {...props}
          />
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-pressed={shown}
            aria-label={shown ? 'Hide' : 'Show'}
            title={shown ? 'Hide' : 'Show'}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
          >
            {shown ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
