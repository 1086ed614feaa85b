import { CheckCircle2, LockKeyhole } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isPasswordValid } from '@common/auth';
import { useSession } from '@/services/session';
import { Button, buttonClasses } from '@/components/Button';
import { Alert } from '@/components/Feedback';
import { Link } from '@/components/Link';
import { ApiError } from '@/lib/api';
import { useOnline } from '@/lib/use-online';
import { resetPassword } from './auth-api';
import { AuthCard } from './AuthCard';
import { OfflineBanner } from './OfflineBanner';
import { NewPasswordFields } from './NewPasswordFields';
import { ResetRequestCard } from './ResetRequestCard';
import { newPasswordProblem } from './validation';

/** After a new password is saved, the screen says so this long before going to /login (spec platform.md §2). */
export const PASSWORD_SET_REDIRECT_MS = 3000;

type Props = {
  title: string;
  subtitle: string;
  submitLabel: string;
  /** Where a fresh link for this screen is sent (common/auth resetRedirects). */
  redirectTo: string;
  /** The create link must also carry type=recovery (spec platform.md §5). */
  requireRecoveryType?: boolean;
};

type LinkProblem = 'missing' | 'invalid';

/**
 * The set-new-password and create-password screens. The mailed link passes through the server,
 * which checks the token and lands here with ?token=… or ?error=INVALID_TOKEN.
 */
export function NewPasswordScreen({ title, subtitle, submitLabel, redirectTo, requireRecoveryType = false }: Props) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const online = useOnline();
  const token = params.get('token');
  const initialProblem: LinkProblem | null = params.get('error')
    ? 'invalid'
    : !token || (requireRecoveryType && params.get('type') !== 'recovery')
      ? 'missing'
      : null;
  const [linkProblem, setLinkProblem] = useState<LinkProblem | null>(initialProblem);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [state, setState] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (state !== 'success') return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), PASSWORD_SET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  if (linkProblem) {
    return (
      <ResetRequestCard
        title={title}
        subtitle="Enter your email and we'll send you a new link."
        redirectTo={redirectTo}
        notice={
          linkProblem === 'invalid' ? (
            <Alert tone="error" title="This link has expired or was already used">
              Links work once and expire after one hour. Request a new one below.
            </Alert>
          ) : (
            <Alert tone="info" title="This page needs the link from your email">
              Open it from the email we sent you, or request a new link below.
            </Alert>
          )
        }
      />
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem({ password, confirmPassword, online });
    if (problem) return setError(problem);
    setError(null);
    setState('submitting');
    try {
      await resetPassword({ token: token!, newPassword: password });
      // Every session of the account ended on the server, this one included.
      await refresh();
      setState('success');
    } catch (err) {
      if (err instanceof ApiError && err.code === 'invalid_token') {
        setLinkProblem('invalid');
        return;
      }
      setError((err as Error).message);
      setState('idle');
    }
  }

  if (state === 'success') {
    return (
      <AuthCard title="Password saved" icon={<CheckCircle2 className="h-6 w-6" aria-hidden />}>
        <div role="status" className="flex flex-col gap-5 text-center">
          <p className="text-sm text-muted">
            Your new password is set, and you&apos;ve been signed out everywhere else. Taking you to sign in…
          </p>
          <Link to="/login" replace className={buttonClasses('primary', 'lg', 'w-full')}>
            Go to Sign In
          </Link>
        </div>
      </AuthCard>
    );
  }

  const canSubmit = isPasswordValid({ password }) && password === confirmPassword && online && state !== 'submitting';
  return (
    <AuthCard title={title} subtitle={subtitle} icon={<LockKeyhole className="h-6 w-6" aria-hidden />}>
      {!online && <OfflineBanner />}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <NewPasswordFields
          label="New password"
          password={password}
          onPasswordChange={setPassword}
          confirmPassword={confirmPassword}
          onConfirmPasswordChange={setConfirmPassword}
          autoFocus
        />
        <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
          {state === 'submitting' ? 'Saving...' : submitLabel}
        </Button>
      </form>
    </AuthCard>
  );
}
