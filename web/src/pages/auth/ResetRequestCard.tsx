import { KeyRound, MailCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/Button';
import { Alert } from '@/components/Feedback';
import { Link } from '@/components/Link';
import { EmailInput } from './EmailInput';
import { useOnline } from '@/lib/use-online';
import { requestPasswordReset } from './auth-api';
import { AuthCard } from './AuthCard';
import { OfflineBanner } from './OfflineBanner';
import { resetRequestProblem } from './validation';

type Props = {
  title?: string;
  subtitle?: string;
  /** Which screen the mailed link opens (common/auth resetRedirects). */
  redirectTo: string;
  /** Shown above the form, e.g. why a new link is needed. */
  notice?: ReactNode;
  initialEmail?: string;
  /** Back to the sign-in form in place; without it, a link to /login. */
  onBack?: () => void;
};

/** 'Forgot your password?': email → 'Send reset link' → 'Check your email' (spec platform.md §2, §4: form, sending, sent). */
export function ResetRequestCard({ title = 'Reset your password', subtitle, redirectTo, notice, initialEmail = '', onBack }: Props) {
  const online = useOnline();
  const [email, setEmail] = useState(initialEmail);
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = resetRequestProblem({ email, online });
    if (problem) return setError(problem);
    setError(null);
    setState('sending');
    try {
      await requestPasswordReset({ email: email.trim(), redirectTo });
      setState('sent');
    } catch (err) {
      setError((err as Error).message);
      setState('form');
    }
  }

  const back = onBack ? (
    <Button variant="outline" className="w-full" onClick={onBack}>
      Back to Sign In
    </Button>
  ) : (
    <Link to="/login" className={buttonClasses('outline', 'md', 'w-full')}>
      Back to Sign In
    </Link>
  );

  if (state === 'sent') {
    return (
      <AuthCard title="Check your email" icon={<MailCheck className="h-6 w-6" aria-hidden />}>
        <p className="mb-6 text-center text-sm text-muted">
          If an account exists for <span className="font-medium text-fg">{email.trim()}</span>, we&apos;ve sent it a link to set a new password. The
          link works once and expires in one hour. Check your spam folder if it doesn&apos;t arrive.
        </p>
        {back}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={title}
      subtitle={subtitle ?? "Enter your account's email address and we'll send you a link to set a new password."}
      icon={<KeyRound className="h-6 w-6" aria-hidden />}
    >
      {notice && <div className="mb-4">{notice}</div>}
      {!online && <OfflineBanner />}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <EmailInput value={email} onChange={setEmail} />
        <Button type="submit" className="w-full" disabled={state === 'sending' || !online}>
          {state === 'sending' ? 'Sending...' : 'Send reset link'}
        </Button>
        {back}
      </form>
    </AuthCard>
  );
}
