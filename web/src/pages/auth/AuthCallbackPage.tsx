import { CheckCircle2, MailWarning } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { redirectAfterLogin } from '@/services/redirect-after-login';
import { useSession } from '@/services/session';
import { buttonClasses } from '@/components/Button';
import { Spinner } from '@/components/Feedback';
import { Link } from '@/components/Link';
import { AuthCard } from './AuthCard';

/** On success the page waits this long before moving on (spec platform.md §2). */
export const CALLBACK_REDIRECT_MS = 1500;

/** Why a confirmation link failed, in words; the server sends its error code in ?error=. */
export function callbackErrorMessage(code: string | null): string {
  switch (code) {
    case 'TOKEN_EXPIRED':
      return 'This confirmation link has expired. Sign in and ask for a new one from your account page.';
    case 'INVALID_TOKEN':
      return 'This confirmation link is not valid. Make sure you opened the whole link from the email.';
    case 'USER_NOT_FOUND':
      return 'We could not find the account this link belongs to.';
    case null:
      return 'Open this page from the confirmation link in your email.';
    default:
      return 'We could not confirm your email with this link.';
  }
}

/** /auth/callback: where the confirmation email lands, after the server has checked its token. */
export default function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const errorCode = params.get('error');
  const confirmed = params.get('confirmed') === '1' && !errorCode;
  const [state, setState] = useState<'loading' | 'success' | 'error'>(confirmed ? 'loading' : 'error');

  useEffect(() => {
    if (!confirmed) return;
    let cancelled = false;
    let timer: number | undefined;
    // The session now reports the confirmed address (when this browser is signed in).
    void refresh().finally(() => {
      if (cancelled) return;
      setState('success');
      timer = window.setTimeout(() => navigate(redirectAfterLogin({ consume: true }), { replace: true }), CALLBACK_REDIRECT_MS);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [confirmed, refresh, navigate]);

  if (state === 'loading') {
    return (
      <AuthCard title="Confirming your email" icon={<Spinner className="h-6 w-6" label="Confirming" />}>
        <p className="text-center text-sm text-muted">One moment…</p>
      </AuthCard>
    );
  }

  if (state === 'success') {
    return (
      <AuthCard title="Email confirmed" icon={<CheckCircle2 className="h-6 w-6" aria-hidden />}>
        <p role="status" className="text-center text-sm text-muted">
          Thanks, your email address is confirmed. Taking you onward…
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="We couldn't confirm your email" icon={<MailWarning className="h-6 w-6" aria-hidden />}>
      <p role="alert" className="mb-6 text-center text-sm text-muted">
        {callbackErrorMessage(errorCode)}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/login" className={buttonClasses('primary', 'md', 'flex-1')}>
          Go to Sign In
        </Link>
        <Link to="/signup" className={buttonClasses('outline', 'md', 'flex-1')}>
          Create New Account
        </Link>
      </div>
    </AuthCard>
  );
}
