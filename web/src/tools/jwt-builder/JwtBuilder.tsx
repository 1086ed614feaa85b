import { CheckCircle2, KeyRound, Loader2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/Button';
import { OutputField } from '@/tools/crypto-fields/OutputField';
import { SecretField } from '@/tools/crypto-fields/SecretField';
import { Alert, Card } from '@/components/Feedback';
import { Select, TextArea } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { useToolState } from '@/lib/tool-state/tool-state';
import { verifyJwtSignature } from '../jwt-decoder/verify';
import type { ToolScreenProps } from '../types';
import {
  generateSigningKey,
  isHmac,
  isSigningAlgorithm,
  minimumSecretBytes,
  secretBytes,
  signingAlgorithms,
  signJwt,
  withTimeClaim,
  type SecretEncoding,
  type SignedJwt,
  type SigningAlgorithm,
  type TimeClaim,
} from './sign';

const TOOL_ID = 'jwt-builder';

const DEFAULT_HEADER = '{\n  "typ": "JWT"\n}';
const DEFAULT_PAYLOAD = '{\n  "sub": "1234567890",\n  "name": "Ada Lovelace",\n  "iat": 1516239022\n}';

const algorithmNotes: Record<SigningAlgorithm, string> = {
  HS256: 'HMAC with SHA-256: one shared secret signs and verifies.',
  HS384: 'HMAC with SHA-384: one shared secret signs and verifies.',
  HS512: 'HMAC with SHA-512: one shared secret signs and verifies.',
  RS256: 'RSA PKCS#1 v1.5 with SHA-256: the most widely accepted public-key algorithm.',
  RS384: 'RSA PKCS#1 v1.5 with SHA-384.',
  RS512: 'RSA PKCS#1 v1.5 with SHA-512.',
  PS256: 'RSA-PSS with SHA-256: RSA with a randomised, provably secure padding.',
  PS384: 'RSA-PSS with SHA-384.',
  PS512: 'RSA-PSS with SHA-512.',
  ES256: 'ECDSA on P-256 with SHA-256: small keys and signatures.',
  ES384: 'ECDSA on P-384 with SHA-384.',
  ES512: 'ECDSA on P-521 with SHA-512.',
  EdDSA: 'Ed25519: fast, deterministic, small; the modern choice where it is accepted.',
};

const encodingOptions = [
  { value: 'utf8', label: 'Text' },
  { value: 'base64url', label: 'base64url' },
] as const;
const isEncoding = (v: unknown): v is SecretEncoding => v === 'utf8' || v === 'base64url';

type Outcome = { key: string; signed: SignedJwt; verified: boolean } | { key: string; error: string };

/** Seconds → the value of a UTC datetime-local input ("2030-01-01T00:00:00"). */
function inputValue(seconds: unknown): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return '';
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 19);
}

function relative(seconds: number, now: number): string {
  const diff = seconds - now / 1000;
  const abs = Math.abs(diff);
  const [amount, unit] =
    abs < 90
      ? [Math.round(abs), 'second']
      : abs < 5400
        ? [Math.round(abs / 60), 'minute']
        : abs < 129_600
          ? [Math.round(abs / 3600), 'hour']
          : [Math.round(abs / 86_400), 'day'];
  const text = `${amount} ${unit}${amount === 1 ? '' : 's'}`;
  return diff >= 0 ? `in ${text}` : `${text} ago`;
}

const claimRows: { claim: TimeClaim; label: string; presets: { label: string; offset: number }[] }[] = [
  { claim: 'iat', label: 'Issued at (iat)', presets: [{ label: 'Now', offset: 0 }] },
  { claim: 'nbf', label: 'Not before (nbf)', presets: [{ label: 'Now', offset: 0 }] },
  {
    claim: 'exp',
    label: 'Expires (exp)',
    presets: [
      { label: '+15 min', offset: 900 },
      { label: '+1 hour', offset: 3600 },
      { label: '+1 day', offset: 86_400 },
      { label: '+30 days', offset: 2_592_000 },
    ],
  },
];

function claimsOf(payload: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(payload);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function TimeClaims({ payload, onChange }: { payload: string; onChange: (payload: string) => void }) {
  const claims = claimsOf(payload);
  // "in 1 hour" is read against a clock that moves; the presets take the time of the click.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(id);
  }, []);
  const set = (claim: TimeClaim, seconds: number | null) => {
    const next = withTimeClaim(payload, claim, seconds);
    if (next !== null) onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-3" disabled={claims === null}>
      <legend className="mb-2 text-sm font-medium text-fg">Times (UTC)</legend>
      {claimRows.map(({ claim, label, presets }) => {
        const value = claims?.[claim];
        return (
          <div key={claim} className="flex flex-col gap-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <label className="flex min-w-0 flex-1 basis-56 flex-col gap-1 text-sm text-fg">
                <span className="font-medium">{label}</span>
                <input
                  type="datetime-local"
                  step={1}
                  value={inputValue(value)}
                  onChange={(e) => set(claim, e.target.value ? Date.parse(`${e.target.value}Z`) / 1000 : null)}
                  className="h-10 rounded-lg border border-border bg-surface px-3 font-mono text-sm text-fg focus-visible:outline-2 focus-visible:outline-ring"
                />
              </label>
              <div className="flex flex-wrap gap-1.5 self-end">
                {presets.map((preset) => (
                  <Button
                    key={preset.label}
                    variant="outline"
                    size="sm"
                    onClick={() => set(claim, Math.floor(Date.now() / 1000) + preset.offset)}
                    aria-label={`${label}: ${preset.label === 'Now' ? 'now' : `now ${preset.label}`}`}
                  >
                    {preset.label}
                  </Button>
                ))}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => set(claim, null)}
                  disabled={value === undefined}
                  aria-label={`Remove ${claim}`}
                >
                  Remove
                </Button>
              </div>
            </div>
            {typeof value === 'number' && (
              <p className="text-xs text-muted">
                {value} = {relative(value, now)}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

export default function JwtBuilder(_props: ToolScreenProps) {
  const [alg, setAlg] = useToolState<SigningAlgorithm>('alg', 'HS256', { persist: true, accept: isSigningAlgorithm });
  const [header, setHeader] = useToolState('header', DEFAULT_HEADER);
  const [payload, setPayload] = useToolState('payload', DEFAULT_PAYLOAD);
  const [key, setKey] = useToolState('key', '', { sensitive: true, label: 'Secret or private key' });
  const [encoding, setEncoding] = useToolState<SecretEncoding>('secretEncoding', 'utf8', { accept: isEncoding });
  const [generating, setGenerating] = useState(false);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const hmac = isHmac(alg);
  const input = JSON.stringify([alg, header, payload, key, encoding]);
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      signJwt({ alg, header, payload, key, secretEncoding: encoding })
        .then(async (signed) => {
          // Checked the way a receiver would: with the public key (or the secret), by the JWT decoder's code.
          const verified = await verifyJwtSignature({
            token: signed.token,
            key: signed.publicPem ?? key,
            secretEncoding: encoding,
          }).catch(() => false);
          if (current) setOutcome({ key: input, signed, verified });
        })
        .catch((err: unknown) => current && setOutcome({ key: input, error: err instanceof Error ? err.message : String(err) }));
    }, 150);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [alg, header, payload, key, encoding, input]);
  const shown = outcome?.key === input ? outcome : null;

  function changeAlgorithm(next: SigningAlgorithm) {
    // A key of one family does not sign for another: keep it only while the family stays.
    const family = (a: SigningAlgorithm) => (isHmac(a) ? 'HS' : a.startsWith('ES') ? a : a === 'EdDSA' ? 'Ed' : 'RSA');
    if (family(next) !== family(alg)) setKey('');
    setAlg(next);
  }

  async function generate() {
    setGenerating(true);
    setGenerateError(null);
    try {
      const made = await generateSigningKey(alg);
      setKey(made.key);
      setEncoding(made.secretEncoding);
    } catch (err) {
      setGenerateError(err instanceof Error ? err.message : String(err));
    } finally {
      setGenerating(false);
    }
  }

  let secretLength: number | null = null;
  if (hmac && key !== '') {
    try {
      secretLength = secretBytes(key, encoding).length;
    } catch {
      secretLength = null;
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
          <Select
            label="Algorithm"
            value={alg}
            onChange={(e) => isSigningAlgorithm(e.target.value) && changeAlgorithm(e.target.value)}
            wrapperClassName="w-40"
          >
            {signingAlgorithms.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </Select>
          {hmac && (
            <SegmentedControl
              label="Secret encoding"
              value={encoding}
              options={encodingOptions}
              onChange={(v) => setEncoding(v)}
            />
          )}
          <Button variant="outline" onClick={() => void generate()} disabled={generating}>
            {generating ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <KeyRound className="h-4 w-4" aria-hidden />}
            {hmac ? 'Generate a secret' : 'Generate a key pair'}
          </Button>
        </div>
        <p className="text-sm text-muted">{algorithmNotes[alg]}</p>
        {hmac ? (
          <SecretField
            label="Secret"
            value={key}
            onChange={setKey}
            placeholder={encoding === 'base64url' ? 'c2VjcmV0…' : 'your-256-bit-secret'}
            hint={
              secretLength !== null && secretLength < minimumSecretBytes(alg)
                ? `${secretLength} bytes: RFC 7518 asks for at least ${minimumSecretBytes(alg)} for ${alg} (a short secret can be guessed offline from any token).`
                : secretLength !== null
                  ? `${secretLength} bytes. Never in a Share link unless you include it.`
                  : 'Never in a Share link unless you include it.'
            }
          />
        ) : (
          <TextArea
            label="Private key (PEM or JWK)"
            value={key}
            onChange={(e) => setKey(e.target.value)}
            placeholder={'-----BEGIN PRIVATE KEY-----\n…\n-----END PRIVATE KEY-----'}
            hint="PKCS#8 PEM, PKCS#1 (RSA PRIVATE KEY) or a private JWK. It stays in this page and is never in a Share link unless you include it."
            className="min-h-32"
            autoComplete="off"
          />
        )}
        {generateError && <Alert tone="error">{generateError}</Alert>}
      </Card>

      <div className="grid gap-5 lg:grid-cols-2">
        <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5">
          <TextArea
            label="Payload (claims, JSON)"
            value={payload}
            onChange={(e) => setPayload(e.target.value)}
            className="min-h-56"
          />
          <TimeClaims payload={payload} onChange={setPayload} />
        </Card>
        <div className="flex min-w-0 flex-col gap-5">
          <Card className="flex flex-col gap-3 p-4 sm:p-5">
            <TextArea
              label="Header (JSON)"
              value={header}
              onChange={(e) => setHeader(e.target.value)}
              hint={`"alg" is set to ${alg} for you; add "kid", "cty" or others here.`}
              className="min-h-24"
            />
          </Card>
          <Card className="flex flex-col gap-4 p-4 sm:p-5">
            {key === '' ? (
              <p className="text-sm text-muted">
                {hmac ? 'Enter the secret' : 'Paste the private key'} above, or generate one, and the signed token appears here.
              </p>
            ) : shown && 'error' in shown ? (
              <Alert tone="error">{shown.error}</Alert>
            ) : shown ? (
              <>
                <OutputField label="Signed token" value={shown.signed.token} fromToolId={TOOL_ID} rows={5} />
                {shown.verified ? (
                  <p className="flex items-center gap-2 text-sm text-success">
                    <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />
                    Signature verified with {shown.signed.publicPem ? 'the public key below' : 'the secret'} ({alg}).
                  </p>
                ) : (
                  <p className="flex items-center gap-2 text-sm text-danger">
                    <XCircle className="h-4 w-4 shrink-0" aria-hidden />
                    The signature did not verify.
                  </p>
                )}
                {shown.signed.publicPem && (
                  <OutputField
                    label="Public key (verifies the token)"
                    value={shown.signed.publicPem}
                    fromToolId={TOOL_ID}
                    rows={4}
                    fileName="public-key.pem"
                    mimeType="application/x-pem-file"
                  />
                )}
              </>
            ) : (
              <p className="flex items-center gap-2 text-sm text-muted">
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                Signing…
              </p>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}
