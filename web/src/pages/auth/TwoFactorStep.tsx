import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { Alert } from '@/components/Feedback';
import { TextInput } from '@/components/Field';
import { useOnline } from '@/lib/use-online';
import { verifyBackupCode, verifyTotp } from './auth-api';
import { AuthCard, authLinkClasses } from './AuthCard';
import { OfflineBanner } from './OfflineBanner';
import { formMessages } from './validation';

/** The second step of signing in when the account has two-factor on: a TOTP code, or a backup code. */
export function TwoFactorStep({ onVerified, onBack }: { onVerified: () => Promise<void>; onBack: () => void }) {
  const online = useOnline();
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!online) return setError(formMessages.offline);
    const trimmed = code.replace(/\s+/g, '');
    if (!trimmed) return setError(formMessages.codeRequired);
    setBusy(true);
    setError(null);
    try {
      await (useBackup ? verifyBackupCode({ code: trimmed }) : verifyTotp({ code: trimmed }));
      await onVerified();
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Two-factor authentication"
      subtitle={useBackup ? 'Enter one of the backup codes you saved when you turned on two-factor authentication.' : 'Enter the 6-digit code from your authenticator app.'}
      icon={<ShieldCheck className="h-6 w-6" aria-hidden />}
    >
      {!online && <OfflineBanner />}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <TextInput
          key={useBackup ? 'backup' : 'totp'}
          label={useBackup ? 'Backup code' : 'Authentication code'}
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          inputMode={useBackup ? 'text' : 'numeric'}
          maxLength={useBackup ? 64 : 6}
          pattern={useBackup ? undefined : '[0-9]*'}
          placeholder={useBackup ? 'xxxxx-xxxxx' : '123456'}
          className="font-mono tracking-widest"
          autoFocus
        />
        <Button type="submit" className="w-full" disabled={busy || !online}>
          {busy ? 'Verifying...' : 'Verify'}
        </Button>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <button
            type="button"
            className={authLinkClasses}
            onClick={() => {
              setUseBackup((v) => !v);
              setCode('');
              setError(null);
            }}
          >
            {useBackup ? 'Use your authenticator app' : 'Use a backup code instead'}
          </button>
          <button type="button" className={authLinkClasses} onClick={onBack}>
            Back to Sign In
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
