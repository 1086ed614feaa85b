import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { resetRedirects } from '@common/auth';
import { redirectAfterLogin } from '@/services/redirect-after-login';
import { useSession } from '@/services/session';
import { Button } from '@/components/Button';
import { Alert } from '@/components/Feedback';
import { Link } from '@/components/Link';
import { EmailInput } from '@/pages/auth/EmailInput';
import { useOnline } from '@/lib/use-online';
import { isTwoFactorChallenge, signIn } from '@/pages/auth/auth-api';
import { AuthCard, authLinkClasses } from '@/pages/auth/AuthCard';
import { OfflineBanner } from '@/pages/auth/OfflineBanner';
import { PasswordInput } from '@/pages/auth/PasswordInput';
import { ResetRequestCard } from '@/pages/auth/ResetRequestCard';
import { TwoFactorStep } from '@/pages/auth/TwoFactorStep';
import { loginProblem } from '@/pages/auth/validation';

type View = 'login' | 'reset' | 'two-factor';

/** /login: 'Welcome back', with the reset request and the two-factor step shown in place. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const online = useOnline();
  // ?reset=1 (from the "someone tried to sign up" mail) opens the reset view directly.
  const [view, setView] = useState<View>(params.get('reset') === '1' ? 'reset' : 'login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Back to the page the guard saved, or /tools. */
  async function finishSignIn() {
    await refresh();
    navigate(redirectAfterLogin({ consume: true }), { replace: true });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = loginProblem({ email, password, online });
    if (problem) return setError(problem);
    setError(null);
    setSubmitting(true);
    try {
      const reply = await signIn({ email: email.trim(), password });
      if (isTwoFactorChallenge(reply)) {
        setSubmitting(false);
        setPassword('');
        setView('two-factor');
        return;
      }
      await finishSignIn();
    } catch (err) {
      setError((err as Error).message);
      setSubmitting(false);
    }
  }

  if (view === 'reset') {
    return <ResetRequestCard redirectTo={resetRedirects.reset} initialEmail={email} onBack={() => setView('login')} />;
  }
  if (view === 'two-factor') {
    return <TwoFactorStep onVerified={finishSignIn} onBack={() => setView('login')} />;
  }

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to your DevForge account"
      icon={<LogIn className="h-6 w-6" aria-hidden />}
      footer={
        <div className="flex flex-col gap-3">
          <p>
            Don&apos;t have an account?{' '}
            <Link to="/signup" className={authLinkClasses}>
              Sign up
            </Link>
          </p>
          <p>
            Invited, or never set a password?{' '}
            <Link to="/auth/create-password" className={authLinkClasses}>
              Create new password
            </Link>
          </p>
          <p className="text-xs">
            By signing in you agree to our{' '}
            <Link to="/about#terms" className={authLinkClasses}>
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/about#privacy" className={authLinkClasses}>
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      }
    >
      {!online && <OfflineBanner />}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <EmailInput value={email} onChange={setEmail} />
        <div className="flex flex-col gap-1.5">
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          <button
            type="button"
            className={`${authLinkClasses} self-end text-sm`}
            onClick={() => {
              setError(null);
              setView('reset');
            }}
          >
            Forgot your password?
          </button>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={submitting || !online}>
          {submitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
