import * as Tabs from '@radix-ui/react-tabs';
import { CircleCheck, Clock, Eraser, KeyRound, ScanSearch, ShieldCheck, ShieldX, Sparkles, TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Badge, Card, Spinner } from '@/components/Feedback';
import { Checkbox, FieldShell, TextArea } from '@/components/Field';
import { JsonView } from '@/components/JsonView';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import {
  decodeJwt,
  describeClaims,
  formatLocalDate,
  formatRelativeTime,
  normalizeToken,
  numericDate,
  tokenExpiry,
  type DecodedJwt,
} from './decode';
import { TokenEditor } from './TokenEditor';
import { keyKindFor, verifyJwtSignature, type SecretEncoding } from './verify';

// HS256, signed with the secret "devforge-example-secret"; expires in 2100.
const EXAMPLE_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkFkYSBMb3ZlbGFjZSIsImVtYWlsIjoiYWRhQGV4YW1wbGUuY29tIiwicm9sZXMiOlsiYWRtaW4iLCJlZGl0b3IiXSwiaXNzIjoiaHR0cHM6Ly9hdXRoLmV4YW1wbGUuY29tIiwiYXVkIjoiZGV2Zm9yZ2UiLCJpYXQiOjE3MzU2ODk2MDAsIm5iZiI6MTczNTY4OTYwMCwiZXhwIjo0MTAyNDQ0ODAwfQ.Re7GTjQuiX-HDyLqumkfWrW7zUpD2wjjcTgm7mmck7A';
const EXAMPLE_SECRET = 'devforge-example-secret';

type DecodeResult = { decoded: DecodedJwt | null; error: string | null };

function decodeSafely(token: string): DecodeResult {
  try {
    return { decoded: decodeJwt({ token }), error: null };
  } catch (err) {
    return { decoded: null, error: (err as Error).message };
  }
}

/** The current time, refreshed every `intervalMs`, so "valid"/"expired" flips without a reload. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

type Part = 'payload' | 'header';
const isPart = (value: unknown): value is Part => value === 'payload' || value === 'header';

export default function JwtDecoder({ initialInput }: { initialInput?: string }) {
  // The token and the part shown go in Share links (the fragment never reaches a server); the key is a secret.
  const [token, setToken] = useToolState('token', '', { start: initialInput });
  const [tab, setTab] = useToolState<Part>('tab', 'payload', { accept: isPart });
  const resultRef = useRef<HTMLHeadingElement>(null);
  const now = useNow(15_000);
  // Decoding is cheap, so it runs live as the token is typed or pasted.
  const { decoded, error } = useMemo(() => decodeSafely(token), [token]);

  function decodeNow() {
    setToken((current) => normalizeToken({ token: current }));
    // On narrow screens the result sits below the input: bring it into view.
    resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    resultRef.current?.focus({ preventScroll: true });
  }

  const expiry = decoded ? tokenExpiry({ payload: decoded.payload, now }) : null;
  const notBefore = decoded ? numericDate({ value: decoded.payload.nbf }) : null;
  const activeJson = decoded ? (tab === 'payload' ? decoded.payload : decoded.header) : null;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="flex flex-col gap-3" aria-label="Encoded token">
          <FieldShell
            label="JWT token"
            error={error ?? undefined}
            hint="Decoding happens in your browser. The token and keys never leave this page."
          >
            {(id, describedBy) => (
              <TokenEditor
                id={id}
                aria-describedby={describedBy}
                aria-invalid={error ? true : undefined}
                value={token}
                onChange={(e) => setToken(e.target.value)}
                placeholder="Paste a token: eyJhbGciOi…"
              />
            )}
          </FieldShell>
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={decodeNow} disabled={token.trim() === ''}>
              <ScanSearch className="h-4 w-4" aria-hidden />
              Decode Token
            </Button>
            <Button variant="ghost" onClick={() => setToken('')} disabled={token === ''}>
              <Eraser className="h-4 w-4" aria-hidden />
              Clear
            </Button>
            <Button variant="ghost" className="ml-auto" onClick={() => setToken(EXAMPLE_TOKEN)}>
              <Sparkles className="h-4 w-4" aria-hidden />
              Try an example
            </Button>
          </div>
          {decoded && <TokenLegend token={decoded.token} />}
        </section>

        <section className="flex min-w-0 flex-col gap-3" aria-labelledby="jwt-decoded-heading">
          <h2 id="jwt-decoded-heading" ref={resultRef} tabIndex={-1} className="text-sm font-medium text-fg outline-none">
            Decoded
          </h2>
          {!decoded && (
            <div className="flex min-h-64 flex-1 flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-border bg-surface p-6 text-center text-sm text-muted">
              <KeyRound className="h-6 w-6" aria-hidden />
              {error ? 'Fix the token to see its header and payload.' : 'Paste a token to see its header and payload.'}
            </div>
          )}
          {decoded && (
            <>
              {expiry && (
                <StatusBanner
                  tone={expiry.expired ? 'warning' : 'success'}
                  title={expiry.expired ? 'Token is expired' : 'Token is valid'}
                  detail={`${expiry.expired ? 'Expired' : 'Expires'} ${formatLocalDate({ date: expiry.expiresAt })} (${formatRelativeTime({ date: expiry.expiresAt, now })})`}
                />
              )}
              {notBefore && notBefore.getTime() > now && (
                <StatusBanner
                  tone="warning"
                  title="Not valid yet"
                  detail={`Usable from ${formatLocalDate({ date: notBefore })} (${formatRelativeTime({ date: notBefore, now })})`}
                />
              )}
              <Tabs.Root value={tab} onValueChange={(v) => isPart(v) && setTab(v)} className="flex min-w-0 flex-col gap-3">
                <div className="flex items-center justify-between gap-2">
                  <Tabs.List aria-label="Decoded part" className="inline-flex rounded-lg border border-border bg-surface-2 p-1">
                    {(['payload', 'header'] as const).map((value) => (
                      <Tabs.Trigger
                        key={value}
                        value={value}
                        className={cn(
                          'rounded-md px-3 py-1.5 text-sm font-medium text-muted transition-colors hover:text-fg',
                          'data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm',
                        )}
                      >
                        {value === 'payload' ? 'Payload' : 'Header'}
                      </Tabs.Trigger>
                    ))}
                  </Tabs.List>
                  <div className="flex flex-wrap items-center gap-2">
                    <SendToButton value={activeJson ? tag('json', activeJson) : null} fromToolId="jwt-decoder" />
                    <CopyButton value={() => JSON.stringify(activeJson, null, 2)} />
                  </div>
                </div>
                <Tabs.Content value="payload" className="outline-none">
                  <JsonView value={decoded.payload} label="Payload JSON" className="max-h-[28rem]" />
                </Tabs.Content>
                <Tabs.Content value="header" className="outline-none">
                  <JsonView value={decoded.header} label="Header JSON" className="max-h-[28rem]" />
                </Tabs.Content>
              </Tabs.Root>
            </>
          )}
        </section>
      </div>

      {decoded && (
        <div className="grid gap-6 lg:grid-cols-2">
          <ClaimsCard decoded={decoded} now={now} />
          <VerifyCard decoded={decoded} />
        </div>
      )}
    </div>
  );
}

/**
 * The expiry banner. Its text stays in the body colour (coloured text on a tinted box falls
 * short of WCAG contrast at this size); the icon and border carry the tone.
 */
function StatusBanner({ tone, title, detail }: { tone: 'success' | 'warning'; title: string; detail: string }) {
  const Icon = tone === 'success' ? CircleCheck : TriangleAlert;
  return (
    <div
      role="status"
      className={cn(
        'flex gap-3 rounded-lg border px-4 py-3 text-sm',
        tone === 'success' ? 'border-success/50 bg-success/10' : 'border-warning/50 bg-warning/10',
      )}
    >
      <Icon className={cn('mt-0.5 h-4 w-4 shrink-0', tone === 'success' ? 'text-success' : 'text-warning')} aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold text-fg">{title}</p>
        <p className="text-fg/80">{detail}</p>
      </div>
    </div>
  );
}

/** What the colours of the token input stand for, with each part's length. */
function TokenLegend({ token }: { token: string }) {
  const [header, payload, signature] = token.split('.');
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      <Legend className="bg-rose-500" label={`Header · ${header.length} chars`} />
      <Legend className="bg-violet-500" label={`Payload · ${payload.length} chars`} />
      <Legend className="bg-sky-500" label={signature ? `Signature · ${signature.length} chars` : 'No signature'} />
    </p>
  );
}

function Legend({ className, label }: { className: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className={cn('h-2 w-2 rounded-full', className)} aria-hidden />
      {label}
    </span>
  );
}

function ClaimsCard({ decoded, now }: { decoded: DecodedJwt; now: number }) {
  const claims = describeClaims({ payload: decoded.payload });
  return (
    <Card className="p-5">
      <h2 className="mb-3 flex items-center gap-2 text-base font-semibold">
        <Clock className="h-4 w-4 text-primary" aria-hidden />
        Standard claims
      </h2>
      {claims.length === 0 ? (
        <p className="text-sm text-muted">This payload has none of the registered claims (iss, sub, aud, exp, nbf, iat, jti).</p>
      ) : (
        <dl className="divide-y divide-border text-sm">
          {claims.map((row) => (
            <div key={row.claim} className="grid gap-1 py-2.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
              <dt className="text-muted">
                {row.label} <code className="rounded bg-surface-2 px-1 py-0.5 font-mono text-xs text-fg">{row.claim}</code>
              </dt>
              <dd className="min-w-0 break-words">
                {row.date ? (
                  <>
                    <span className="font-medium">{formatLocalDate({ date: row.date })}</span>
                    <span className="text-muted"> · {formatRelativeTime({ date: row.date, now })}</span>
                    <span className="block font-mono text-xs text-muted">{row.value}</span>
                  </>
                ) : (
                  <span className="font-mono text-[13px]">{row.value}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

type Verification = {
  token: string;
  key: string;
  encoding: SecretEncoding;
  outcome: 'valid' | 'invalid' | 'error';
  message?: string;
};

function VerifyCard({ decoded }: { decoded: DecodedJwt }) {
  const alg = decoded.header.alg;
  const kind = keyKindFor({ alg });
  const [key, setKey] = useToolState('key', '', { sensitive: true, label: 'JWT secret or public key' });
  const [encoding, setEncoding] = useToolState<SecretEncoding>('secretEncoding', 'utf8', {
    accept: (value): value is SecretEncoding => value === 'utf8' || value === 'base64url',
  });
  const [result, setResult] = useState<Verification | null>(null);

  useEffect(() => {
    if (kind === 'none' || key.trim() === '') return;
    let cancelled = false;
    // A short pause so a key being typed is not verified at every keystroke.
    const timer = window.setTimeout(() => {
      verifyJwtSignature({ token: decoded.token, key, secretEncoding: encoding }).then(
        (valid) => !cancelled && setResult({ token: decoded.token, key, encoding, outcome: valid ? 'valid' : 'invalid' }),
        (err: Error) => !cancelled && setResult({ token: decoded.token, key, encoding, outcome: 'error', message: err.message }),
      );
    }, 200);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [decoded.token, key, encoding, kind]);

  const current = result && result.token === decoded.token && result.key === key && result.encoding === encoding ? result : null;
  const pending = kind !== 'none' && key.trim() !== '' && !current;

  return (
    <Card className="p-5">
      <h2 className="mb-1 flex items-center gap-2 text-base font-semibold">
        <ShieldCheck className="h-4 w-4 text-primary" aria-hidden />
        Verify signature
        {typeof alg === 'string' && <Badge className="ml-1 normal-case">{alg}</Badge>}
      </h2>
      {kind === 'none' ? (
        <p className="text-sm text-muted">
          {alg === 'none'
            ? 'This token is unsigned (alg "none"): anyone could have written it.'
            : 'The header has no usable "alg", so the signature cannot be checked.'}
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted">
            {kind === 'secret'
              ? 'HMAC tokens are checked with the shared secret.'
              : 'Paste the issuer’s public key: PEM (public key or X.509 certificate), JWK or JWK Set.'}
          </p>
          <TextArea
            label={kind === 'secret' ? 'Secret' : 'Public key'}
            value={key}
            onChange={(e) => setKey(e.target.value)}
            placeholder={kind === 'secret' ? 'your-256-bit-secret' : '-----BEGIN PUBLIC KEY-----'}
            className="min-h-24"
          />
          {kind === 'secret' && (
            <Checkbox
              label="Secret is base64url encoded"
              checked={encoding === 'base64url'}
              onChange={(e) => setEncoding(e.target.checked ? 'base64url' : 'utf8')}
            />
          )}
          <div aria-live="polite" className="min-h-10">
            {pending && (
              <p className="flex items-center gap-2 text-sm text-muted">
                <Spinner className="h-4 w-4" label="Verifying" /> Verifying…
              </p>
            )}
            {current?.outcome === 'valid' && (
              <p className="flex items-center gap-2 rounded-lg border border-success/50 bg-success/10 px-3 py-2 text-sm font-medium text-fg">
                <ShieldCheck className="h-4 w-4 text-success" aria-hidden /> Signature verified
              </p>
            )}
            {current?.outcome === 'invalid' && (
              <p className="flex items-center gap-2 rounded-lg border border-danger/50 bg-danger/10 px-3 py-2 text-sm font-medium text-fg">
                <ShieldX className="h-4 w-4 text-danger" aria-hidden /> Invalid signature
              </p>
            )}
            {current?.outcome === 'error' && (
              <p className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">{current.message}</p>
            )}
          </div>
          {decoded.token === EXAMPLE_TOKEN && key === '' && (
            <Button variant="ghost" size="sm" className="self-start" onClick={() => setKey(EXAMPLE_SECRET)}>
              Use the example’s secret
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
