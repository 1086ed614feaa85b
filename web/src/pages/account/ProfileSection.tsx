import { CheckCircle2, CircleAlert, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { SessionUser } from '@/services/session';
import { Button } from '@/components/Button';
import { Alert, Badge } from '@/components/Feedback';
import { useOnline } from '@/lib/use-online';
import { resendConfirmation } from '@/pages/auth/auth-api';
import { AccountSection } from './AccountSection';

function memberSince(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Profile: email, plan, and whether the email is confirmed (with a way to get a new link). */
export function ProfileSection({ user }: { user: SessionUser }) {
  const online = useOnline();
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function onResend() {
    setResend('sending');
    setError(null);
    try {
      await resendConfirmation({ email: user.email });
      setResend('sent');
    } catch (err) {
      setError((err as Error).message);
      setResend('idle');
    }
  }

  const since = memberSince(user.createdAt);
  return (
    <AccountSection
      id="profile"
      title="Profile"
      description="The account you sign in with."
      icon={<UserRound className="h-5 w-5" aria-hidden />}
    >
      <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-muted">Email</dt>
        <dd className="min-w-0 break-all font-medium">{user.email}</dd>

        <dt className="font-medium text-muted">Plan</dt>
        <dd className="flex items-center gap-2">
          {user.plan === 'pro' ? <Badge tone="pro">Pro</Badge> : <Badge>Free</Badge>}
          <span className="text-muted">{user.plan === 'pro' ? 'Unlimited AI access' : 'Daily AI limit applies'}</span>
        </dd>

        <dt className="font-medium text-muted">Email status</dt>
        <dd className="flex flex-col gap-2">
          {user.emailVerified ? (
            <span className="inline-flex items-center gap-1.5 text-success">
              <CheckCircle2 className="h-4 w-4" aria-hidden />
              Confirmed
            </span>
          ) : (
            <>
              <span className="inline-flex items-center gap-1.5 text-warning">
                <CircleAlert className="h-4 w-4" aria-hidden />
                Not confirmed yet
              </span>
              {resend === 'sent' ? (
                <Alert tone="success">We&apos;ve sent a new confirmation link to {user.email}.</Alert>
              ) : (
                <div>
                  <Button variant="outline" size="sm" onClick={onResend} disabled={resend === 'sending' || !online}>
                    {resend === 'sending' ? 'Sending...' : 'Resend confirmation'}
                  </Button>
                </div>
              )}
              {error && <Alert tone="error">{error}</Alert>}
            </>
          )}
        </dd>

        {since && (
          <>
            <dt className="font-medium text-muted">Member since</dt>
            <dd>{since}</dd>
          </>
        )}
      </dl>
    </AccountSection>
  );
}
