import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSession, type SessionUser } from '@/services/session';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert, Badge, Spinner } from '@/components/Feedback';
import { TextInput } from '@/components/Field';
import { useOnline } from '@/lib/use-online';
import { disableTwoFactor, enableTwoFactor, verifyTotp } from '@/pages/auth/auth-api';
import { PasswordInput } from '@/pages/auth/PasswordInput';
import { AccountSection } from './AccountSection';
import { backupCodesFile, groupSecret, secretFromTotpUri } from './totp-setup';

type Setup = { secret: string; qrDataUrl: string; backupCodes: string[] };
type Mode = 'idle' | 'confirm-enable' | 'setup' | 'confirm-disable';

/** The QR code is drawn here, from the otpauth URI: the secret never leaves the page for an image service. */
async function qrCodeFor(uri: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(uri, {
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 192,
    color: { dark: '#0f172a', light: '#ffffff' },
  });
}

/** Asks for the password before enabling or disabling (both change how the account signs in). */
function PasswordConfirm({
  submitLabel,
  busyLabel,
  danger,
  onConfirm,
  onCancel,
}: {
  submitLabel: string;
  busyLabel: string;
  danger?: boolean;
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const online = useOnline();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError('Enter your password to continue');
    setBusy(true);
    setError(null);
    try {
      await onConfirm(password);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-sm flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy || !online}>
          {busy ? busyLabel : submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function SetupPanel({
  setup,
  email,
  onVerified,
  onCancel,
}: {
  setup: Setup;
  email: string;
  onVerified: () => Promise<void>;
  onCancel: () => void;
}) {
  const online = useOnline();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(trimmed)) return setError('Enter the 6-digit code from your authenticator app');
    setBusy(true);
    setError(null);
    try {
      await verifyTotp({ code: trimmed });
      await onVerified();
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }

  return (
    <ol className="flex flex-col gap-6">
      <li className="flex flex-col gap-3">
        <h3 className="font-semibold">1. Scan this QR code with your authenticator app</h3>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <img
            src={setup.qrDataUrl}
            alt="QR code to add DevForge to your authenticator app"
            width={192}
            height={192}
            className="h-48 w-48 rounded-lg border border-border bg-white p-1"
          />
          <div className="flex min-w-0 flex-col gap-2 text-sm">
            <p className="text-muted">Can&apos;t scan it? Enter this setup key in the app instead (time-based, 6 digits):</p>
            <code
              data-testid="totp-secret"
              className="break-all rounded-lg bg-surface-2 px-3 py-2 font-mono text-sm tracking-wider"
            >
              {groupSecret({ secret: setup.secret })}
            </code>
            <div>
              <CopyButton value={setup.secret} label="Copy key" />
            </div>
          </div>
        </div>
      </li>
      <li className="flex flex-col gap-3">
        <h3 className="font-semibold">2. Save your backup codes</h3>
        <p className="text-sm text-muted">
          Each code signs you in once if you lose your phone. They are shown only now: keep them somewhere safe, such as a
          password manager.
        </p>
        <ul
          aria-label="Backup codes"
          className="grid grid-cols-2 gap-2 rounded-lg bg-surface-2 p-3 font-mono text-sm sm:grid-cols-5"
        >
          {setup.backupCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <CopyButton value={setup.backupCodes.join('\n')} label="Copy codes" />
          <DownloadButton
            fileName="devforge-backup-codes.txt"
            content={() => backupCodesFile({ codes: setup.backupCodes, email })}
            label="Download"
          />
        </div>
      </li>
      <li className="flex flex-col gap-3">
        <h3 className="font-semibold">3. Enter the code your app shows</h3>
        <form onSubmit={onSubmit} noValidate className="flex max-w-sm flex-col gap-3">
          {error && <Alert tone="error">{error}</Alert>}
          <TextInput
            label="Authentication code"
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            placeholder="123456"
            className="font-mono tracking-widest"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy || !online}>
              {busy ? 'Verifying...' : 'Verify and turn on'}
            </Button>
            <Button variant="ghost" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      </li>
    </ol>
  );
}

/** Two-factor (beyond the spec): TOTP through Better Auth's twoFactor plugin, with backup codes. */
export function TwoFactorSection({ user }: { user: SessionUser }) {
  const { refresh } = useSession();
  const [mode, setMode] = useState<Mode>('idle');
  const [setup, setSetup] = useState<Setup | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const enabled = user.twoFactorEnabled;

  async function startSetup(password: string) {
    const { totpURI, backupCodes } = await enableTwoFactor({ password });
    setSetup({ secret: secretFromTotpUri({ uri: totpURI }), qrDataUrl: await qrCodeFor(totpURI), backupCodes });
    setMode('setup');
  }

  async function finishSetup() {
    await refresh();
    setSetup(null);
    setMode('idle');
    setNotice('Two-factor authentication is on. Next time you sign in, we will ask for a code from your app.');
  }

  async function turnOff(password: string) {
    await disableTwoFactor({ password });
    await refresh();
    setMode('idle');
    setNotice('Two-factor authentication is off.');
  }

  return (
    <AccountSection
      id="two-factor"
      title="Two-factor authentication"
      description="A code from an authenticator app (1Password, Google Authenticator, Authy…) in addition to your password."
      icon={enabled ? <ShieldCheck className="h-5 w-5" aria-hidden /> : <ShieldOff className="h-5 w-5" aria-hidden />}
      aside={enabled ? <Badge tone="new">On</Badge> : <Badge>Off</Badge>}
    >
      <div className="flex flex-col gap-4">
        {notice && mode === 'idle' && <Alert tone="success">{notice}</Alert>}
        {mode === 'idle' &&
          (enabled ? (
            <div className="flex flex-col items-start gap-3">
              <p className="text-sm text-muted">Signing in asks for a code from your app, or one of your backup codes.</p>
              <Button variant="outline" onClick={() => setMode('confirm-disable')}>
                Turn off two-factor authentication
              </Button>
            </div>
          ) : (
            <div className="flex flex-col items-start gap-3">
              <p className="text-sm text-muted">Protect your account even if your password leaks.</p>
              <Button onClick={() => setMode('confirm-enable')}>Turn on two-factor authentication</Button>
            </div>
          ))}
        {mode === 'confirm-enable' && (
          <PasswordConfirm
            submitLabel="Continue"
            busyLabel="Preparing..."
            onConfirm={startSetup}
            onCancel={() => setMode('idle')}
          />
        )}
        {mode === 'setup' &&
          (setup ? (
            <SetupPanel setup={setup} email={user.email} onVerified={finishSetup} onCancel={() => setMode('idle')} />
          ) : (
            <Spinner />
          ))}
        {mode === 'confirm-disable' && (
          <PasswordConfirm
            submitLabel="Turn off"
            busyLabel="Turning off..."
            danger
            onConfirm={turnOff}
            onCancel={() => setMode('idle')}
          />
        )}
      </div>
    </AccountSection>
  );
}
