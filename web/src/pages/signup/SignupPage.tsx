import { CheckCircle2, UserPlus } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isPasswordValid } from '@common/auth';
import { useSession } from '@/services/session';
import { Button } from '@/components/Button';
import { Alert } from '@/components/Feedback';
import { Checkbox } from '@/components/Field';
import { Link } from '@/components/Link';
import { EmailInput } from '@/pages/auth/EmailInput';
import { useOnline } from '@/lib/use-online';
import { signUp } from '@/pages/auth/auth-api';
import { AuthCard, authLinkClasses } from '@/pages/auth/AuthCard';
import { OfflineBanner } from '@/pages/auth/OfflineBanner';
import { NewPasswordFields } from '@/pages/auth/NewPasswordFields';
import { signUpProblem } from '@/pages/auth/validation';

/** After sign-up, the success panel shows this long before going to the tools (spec platform.md §2). */
export const SIGNUP_REDIRECT_MS = 2000;

/** /signup: the account is created and signed in at once; the email is confirmed later from the mailed link. */
export default function SignupPage() {
  const navigate = useNavigate();
  const { refresh } = useSession();
  const online = useOnline();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [state, setState] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (state !== 'success') return;
    const timer = window.setTimeout(() => navigate('/tools'), SIGNUP_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = signUpProblem({ email, password, confirmPassword, acceptedTerms, online });
    if (problem) return setError(problem);
    setError(null);
    setState('submitting');
    try {
      await signUp({ email: email.trim(), password });
      await refresh();
      setState('success');
    } catch (err) {
      setError((err as Error).message);
      setState('idle');
    }
  }

  if (state === 'success') {
    return (
      <AuthCard title="Account created!" icon={<CheckCircle2 className="h-6 w-6" aria-hidden />}>
        <div role="status" className="flex flex-col gap-5 text-center">
          <p className="text-sm text-muted">
            Welcome to DevForge. We&apos;ve sent a confirmation link to <span className="font-medium text-fg">{email.trim()}</span>; you can use
            your tools right away and confirm whenever it suits you.
          </p>
          <Button size="lg" className="w-full" onClick={() => navigate('/tools')}>
            Continue to Tools
          </Button>
          <p className="text-xs text-muted">Taking you to your tools…</p>
        </div>
      </AuthCard>
    );
  }

  const submitting = state === 'submitting';
  return (
    <AuthCard
      title="Create your account"
      subtitle="Start your free 14-day trial. No credit card required."
      icon={<UserPlus className="h-6 w-6" aria-hidden />}
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" className={authLinkClasses}>
            Sign in
          </Link>
        </p>
      }
    >
      {!online && <OfflineBanner />}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <EmailInput value={email} onChange={setEmail} />
        <NewPasswordFields
          label="Password"
          password={password}
          onPasswordChange={setPassword}
          confirmPassword={confirmPassword}
          onConfirmPasswordChange={setConfirmPassword}
        />
        <Checkbox
          checked={acceptedTerms}
          onChange={(e) => setAcceptedTerms(e.target.checked)}
          label={
            <span>
              I agree to the{' '}
              <Link to="/about#terms" className={authLinkClasses}>
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/about#privacy" className={authLinkClasses}>
                Privacy Policy
              </Link>
            </span>
          }
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={submitting || !isPasswordValid({ password }) || !acceptedTerms || !online}
        >
          {submitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
