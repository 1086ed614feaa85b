import { KeyRound, Plus, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { OutputField } from '@/tools/crypto-fields/OutputField';
import { SecretField } from '@/tools/crypto-fields/SecretField';
import { Alert, Card } from '@/components/Feedback';
import { FieldShell, inputClasses, Select, TextInput } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import { qrToPngDataUrl } from '../qr-code-generator/qr';
import type { ToolScreenProps } from '../types';
import {
  buildOtpUri,
  generateSecret,
  hotpCode,
  MIN_SECRET_BITS,
  otpAlgorithmLabels,
  otpAlgorithms,
  parseOtpUri,
  secretBits,
  totpCode,
  totpStep,
  validateCode,
  type OtpAlgorithm,
  type OtpConfig,
  type OtpType,
} from './otp';

const TOOL_ID = 'otp-generator';

/** "123456" → "123 456", "12345678" → "1234 5678": how apps show codes. */
function grouped(code: string): string {
  const half = Math.ceil(code.length / 2);
  return `${code.slice(0, half)} ${code.slice(half)}`;
}

function attempt<T>(work: () => T): { value: T; error: null } | { value: null; error: string } {
  try {
    return { value: work(), error: null };
  } catch (err) {
    return { value: null, error: (err as Error).message };
  }
}

/** The clock, ticking on each whole second (TOTP codes change on second boundaries). */
function useNow(enabled: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    let timer: number;
    const tick = () => {
      setNow(Date.now());
      timer = window.setTimeout(tick, 1000 - (Date.now() % 1000));
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [enabled]);
  return now;
}

function stepNote(delta: number, config: OtpConfig): string {
  if (delta === 0) return config.type === 'totp' ? 'Valid: this is the current code' : `Valid at counter ${config.counter}`;
  if (config.type === 'hotp')
    return `Valid at counter ${config.counter + delta} (${delta} ahead): the server would move its counter to ${config.counter + delta + 1}`;
  const seconds = Math.abs(delta) * config.period;
  return delta < 0
    ? `Valid: the code of ${Math.abs(delta)} step${delta === -1 ? '' : 's'} ago (${seconds} s)`
    : `Valid: the code ${delta} step${delta === 1 ? '' : 's'} ahead (${seconds} s)`;
}

export default function OtpGenerator({ initialInput }: ToolScreenProps) {
  // A pasted otpauth:// URI starts every setting.
  const [imported] = useState<OtpConfig | null>(() => (initialInput ? attempt(() => parseOtpUri(initialInput)).value : null));
  const start = imported ?? undefined;
  const [secret, setSecret] = useToolState('secret', '', { sensitive: true, label: 'Secret', start: start?.secret });
  const [type, setType] = useToolState<OtpType>('type', 'totp', {
    start: start?.type,
    accept: (v): v is OtpType => v === 'totp' || v === 'hotp',
  });
  const [algorithm, setAlgorithm] = useToolState<OtpAlgorithm>('algorithm', 'SHA1', {
    start: start?.algorithm,
    accept: (v): v is OtpAlgorithm => otpAlgorithms.includes(v as OtpAlgorithm),
  });
  const [digits, setDigits] = useToolState('digits', 6, { start: start?.digits });
  const [period, setPeriod] = useToolState('period', 30, { start: start?.period });
  const [counter, setCounter] = useToolState('counter', 0, { start: start?.counter });
  const [issuer, setIssuer] = useToolState('issuer', '', { start: start?.issuer });
  const [account, setAccount] = useToolState('account', '', { start: start?.account });
  const [uriText, setUriText] = useState('');
  const [uriError, setUriError] = useState<string | null>(null);
  const [candidate, setCandidate] = useState('');
  const [window_, setWindow] = useState(1);

  const config: OtpConfig = { type, secret, algorithm, digits, period, counter, issuer, account };
  const now = useNow(type === 'totp');

  function importUri(text: string) {
    setUriText(text);
    if (text.trim() === '') return setUriError(null);
    const parsed = attempt(() => parseOtpUri(text));
    if (parsed.error !== null) return setUriError(parsed.error);
    setUriError(null);
    const c = parsed.value;
    setSecret(c.secret);
    setType(c.type);
    setAlgorithm(c.algorithm);
    setDigits(c.digits);
    setPeriod(c.period);
    setCounter(c.counter);
    setIssuer(c.issuer);
    setAccount(c.account);
  }

  const code = useMemo(
    () =>
      secret.trim() === ''
        ? null
        : attempt(() =>
            type === 'totp'
              ? totpCode({ secret, algorithm, digits, period, timestamp: now })
              : hotpCode({ secret, algorithm, digits, counter }),
          ),
    [secret, type, algorithm, digits, period, counter, now],
  );
  const neighbours = useMemo(() => {
    if (type !== 'totp' || !code?.value) return null;
    return {
      previous: totpCode({ secret, algorithm, digits, period, timestamp: now - period * 1000 }),
      next: totpCode({ secret, algorithm, digits, period, timestamp: now + period * 1000 }),
    };
  }, [type, code, secret, algorithm, digits, period, now]);
  const step = type === 'totp' && Number.isInteger(period) && period >= 1 ? totpStep({ period, timestamp: now }) : null;
  const secondsLeft = step ? Math.ceil(step.remainingMs / 1000) : 0;

  const hasCode = Boolean(code?.value);
  const uri = useMemo(
    () =>
      hasCode ? attempt(() => buildOtpUri({ type, secret, algorithm, digits, period, counter, issuer, account })).value : null,
    [hasCode, type, secret, algorithm, digits, period, counter, issuer, account],
  );
  const [qr, setQr] = useState<{ uri: string; png: string } | null>(null);
  useEffect(() => {
    if (!uri) return;
    let current = true;
    qrToPngDataUrl({ text: uri, size: 220, errorCorrection: 'M' }).then(
      (png) => current && setQr({ uri, png }),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [uri]);

  const check =
    candidate.trim() === '' || !code?.value
      ? null
      : attempt(() => validateCode({ config, token: candidate, window: window_, timestamp: now }));
  const shortSecret = code?.value && secretBits(secret) < MIN_SECRET_BITS;

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5">
        <h2 className="text-base font-semibold text-fg">Secret and settings</h2>
        <TextInput
          label="Import an otpauth:// URI"
          value={uriText}
          onChange={(e) => importUri(e.target.value)}
          placeholder="otpauth://totp/Issuer:account?secret=…"
          autoComplete="off"
          spellCheck={false}
          className="font-mono text-[13px]"
          error={uriError ?? undefined}
          hint="Paste the text of an authenticator QR code to fill the settings below."
        />
        <div className="flex flex-col gap-2">
          <SecretField
            label="Secret (Base32)"
            value={secret}
            onChange={setSecret}
            placeholder="JBSWY3DPEHPK3PXP"
            error={code?.error ?? undefined}
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" onClick={() => setSecret(generateSecret())}>
              <KeyRound className="h-4 w-4" aria-hidden />
              New random secret
            </Button>
            <span className="text-xs text-muted">160 bits, as RFC 4226 recommends</span>
          </div>
          {shortSecret && (
            <Alert tone="warning">
              This secret has {secretBits(secret)} bits; RFC 4226 asks for at least {MIN_SECRET_BITS} (26 Base32 characters).
            </Alert>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
          <SegmentedControl
            label="Type"
            value={type}
            onChange={setType}
            options={[
              { value: 'totp', label: 'TOTP (time)' },
              { value: 'hotp', label: 'HOTP (counter)' },
            ]}
          />
          <Select
            label="Algorithm"
            value={algorithm}
            onChange={(e) => setAlgorithm(e.target.value as OtpAlgorithm)}
            wrapperClassName="w-36"
          >
            {otpAlgorithms.map((a) => (
              <option key={a} value={a}>
                {otpAlgorithmLabels[a]}
              </option>
            ))}
          </Select>
          <SegmentedControl
            label="Digits"
            value={String(digits)}
            onChange={(v) => setDigits(Number(v))}
            options={['6', '7', '8'].map((d) => ({ value: d, label: d }))}
          />
          {type === 'totp' ? (
            <FieldShell label="Period (seconds)">
              {(id, describedBy) => (
                <input
                  id={id}
                  type="number"
                  min={1}
                  max={3600}
                  value={period}
                  aria-describedby={describedBy}
                  onChange={(e) => Number.isFinite(e.target.valueAsNumber) && setPeriod(e.target.valueAsNumber)}
                  className={cn(inputClasses, 'w-28')}
                />
              )}
            </FieldShell>
          ) : (
            <FieldShell label="Counter">
              {(id, describedBy) => (
                <input
                  id={id}
                  type="number"
                  min={0}
                  value={counter}
                  aria-describedby={describedBy}
                  onChange={(e) => Number.isFinite(e.target.valueAsNumber) && setCounter(e.target.valueAsNumber)}
                  className={cn(inputClasses, 'w-28')}
                />
              )}
            </FieldShell>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput label="Issuer" value={issuer} onChange={(e) => setIssuer(e.target.value)} placeholder="ACME Co" />
          <TextInput
            label="Account name"
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            placeholder="jo@example.com"
          />
        </div>
      </Card>

      <div className="flex min-w-0 flex-col gap-5">
        <Card className="flex flex-col gap-4 p-4 sm:p-5">
          <h2 className="text-base font-semibold text-fg">{type === 'totp' ? 'Current code' : 'Code'}</h2>
          {code?.value ? (
            <>
              <div className="flex flex-wrap items-center gap-4">
                <output
                  aria-label="One-time code"
                  className="font-mono text-4xl font-semibold tracking-wider text-fg tabular-nums sm:text-5xl"
                >
                  {grouped(code.value)}
                </output>
                <CopyButton value={code.value} />
              </div>
              {step && (
                <div className="flex flex-col gap-1.5">
                  <div
                    role="progressbar"
                    aria-label="Time left for this code"
                    aria-valuemin={0}
                    aria-valuemax={period}
                    aria-valuenow={secondsLeft}
                    className="h-2 overflow-hidden rounded-full bg-surface-2"
                  >
                    <div
                      className={cn(
                        'h-full rounded-full transition-[width] duration-1000 ease-linear',
                        secondsLeft <= 5 ? 'bg-danger' : 'bg-primary',
                      )}
                      style={{ width: `${(secondsLeft / period) * 100}%` }}
                    />
                  </div>
                  <p className="text-sm text-muted">
                    Next code in <span className="font-medium text-fg tabular-nums">{secondsLeft} s</span> · time step{' '}
                    {step.counter.toLocaleString('en-US')}
                  </p>
                </div>
              )}
              {neighbours && (
                <p className="text-sm text-muted">
                  Previous <span className="font-mono text-fg">{grouped(neighbours.previous)}</span> · next{' '}
                  <span className="font-mono text-fg">{grouped(neighbours.next)}</span>
                </p>
              )}
              {type === 'hotp' && (
                <div className="flex flex-wrap items-center gap-3">
                  <p className="text-sm text-muted">Counter {counter.toLocaleString('en-US')}</p>
                  <Button variant="outline" size="sm" onClick={() => setCounter(counter + 1)}>
                    <Plus className="h-4 w-4" aria-hidden />
                    Next counter
                  </Button>
                </div>
              )}
            </>
          ) : (
            <p className="flex items-center gap-2 text-sm text-muted">
              <RefreshCw className="h-4 w-4" aria-hidden />
              {code?.error
                ? 'Fix the secret to see the code.'
                : 'Enter a secret, import a URI or make a new secret to see the code.'}
            </p>
          )}
          <div className="flex flex-wrap items-end gap-x-4 gap-y-3 border-t border-border pt-4">
            <TextInput
              label="Check a code"
              value={candidate}
              onChange={(e) => setCandidate(e.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={'0'.repeat(digits)}
              wrapperClassName="w-40"
              className="font-mono"
            />
            <FieldShell label="Window (± steps)">
              {(id, describedBy) => (
                <input
                  id={id}
                  type="number"
                  min={0}
                  max={10}
                  value={window_}
                  aria-describedby={describedBy}
                  onChange={(e) => Number.isFinite(e.target.valueAsNumber) && setWindow(e.target.valueAsNumber)}
                  className={cn(inputClasses, 'w-24')}
                />
              )}
            </FieldShell>
          </div>
          {check &&
            (check.error !== null ? (
              <Alert tone="error">{check.error}</Alert>
            ) : check.value === null ? (
              <Alert tone="error">
                Not valid within ±{window_} step{window_ === 1 ? '' : 's'}
              </Alert>
            ) : (
              <Alert tone="success">{stepNote(check.value, config)}</Alert>
            ))}
        </Card>

        {uri && (
          <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:p-5">
            <div className="flex shrink-0 justify-center">
              {qr?.uri === uri ? (
                <img
                  src={qr.png}
                  alt="QR code of the otpauth:// URI, for an authenticator app"
                  width={220}
                  height={220}
                  className="rounded-md bg-white [image-rendering:pixelated]"
                />
              ) : (
                <div className="h-[220px] w-[220px] rounded-md bg-surface-2" />
              )}
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-3">
              <h2 className="text-base font-semibold text-fg">Scan into an authenticator app</h2>
              <p className="text-sm text-muted">
                Anyone who sees this code or the URI can make your codes: treat it like a password.
              </p>
              <OutputField label="otpauth:// URI" value={uri} fromToolId={TOOL_ID} rows={3} />
            </div>
          </Card>
        )}
      </div>
    </div>
  );
}
