import { Check, Circle } from 'lucide-react';
import { checkPassword, passwordChecklist } from '@common/auth';
import { cn } from '@/lib/cn';

/** The live checklist under a new password: 8+ characters, Uppercase, Lowercase, Number. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const checks = checkPassword({ password });
  return (
    <ul id={id} aria-label="Password requirements" className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-xs">
      {passwordChecklist.map(({ key, label }) => {
        const met = checks[key];
        return (
          <li key={key} data-met={met} className={cn('flex items-center gap-1.5', met ? 'text-success' : 'text-muted')}>
            {met ? <Check className="h-3.5 w-3.5" aria-hidden /> : <Circle className="h-3.5 w-3.5" aria-hidden />}
            {label}
            <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Under a confirmation field: whether it matches, once something is typed. */
export function PasswordMatchHint({ password, confirmPassword }: { password: string; confirmPassword: string }) {
  if (!confirmPassword) return null;
  const matches = password === confirmPassword;
  return (
    <p className={cn('flex items-center gap-1.5 text-xs', matches ? 'text-success' : 'text-danger')} aria-live="polite">
      {matches ? <Check className="h-3.5 w-3.5" aria-hidden /> : <Circle className="h-3.5 w-3.5" aria-hidden />}
      {matches ? 'Passwords match' : 'Passwords do not match'}
    </p>
  );
}
