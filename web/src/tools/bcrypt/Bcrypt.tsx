import { CheckCircle2, Loader2, Square, XCircle } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { Button } from '@/components/Button';
import { OutputField } from '@/tools/crypto-fields/OutputField';
import { SecretField } from '@/tools/crypto-fields/SecretField';
import { useOperationRun } from '@/tools/crypto-fields/use-operation-run';
import { Alert, Card } from '@/components/Feedback';
import { TextInput } from '@/components/Field';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import type { ToolScreenProps } from '../types';
import {
  DEFAULT_COST,
  MAX_COST,
  MAX_PASSWORD_BYTES,
  MIN_COST,
  parseBcryptHash,
  passwordByteLength,
  type BcryptParts,
} from './bcrypt';
import { HashParts } from './HashParts';
import { bcryptHash, bcryptVerify } from './operations';

const TOOL_ID = 'bcrypt';

function tryParse(hash: string): { parts: BcryptParts | null; error: string | null } {
  if (hash.trim() === '') return { parts: null, error: null };
  try {
    return { parts: parseBcryptHash(hash), error: null };
  } catch (err) {
    return { parts: null, error: (err as Error).message };
  }
}

function Progress({ progress, onStop, label }: { progress: number | null; onStop: () => void; label: string }) {
  return (
    <div className="flex items-center gap-3 text-sm text-muted" role="status">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
      <span>
        {label}
        {progress !== null ? ` ${Math.round(progress * 100)}%` : ''}
      </span>
      <Button variant="outline" size="sm" onClick={onStop}>
        <Square className="h-3 w-3" aria-hidden />
        Stop
      </Button>
    </div>
  );
}

function LengthNote({ password }: { password: string }) {
  const bytes = passwordByteLength(password);
  if (bytes > MAX_PASSWORD_BYTES) {
    return (
      <span className="font-medium text-fg">
        {bytes} bytes: bcrypt uses only the first {MAX_PASSWORD_BYTES}, the rest changes nothing.
      </span>
    );
  }
  return (
    <>
      {bytes} of {MAX_PASSWORD_BYTES} bytes bcrypt reads (UTF-8).
    </>
  );
}

export default function Bcrypt({ initialInput }: ToolScreenProps) {
  const [password, setPassword] = useToolState('password', '', { sensitive: true, label: 'Password' });
  const [cost, setCost] = useToolState('cost', DEFAULT_COST, {
    persist: true,
    accept: (v): v is number => Number.isInteger(v) && (v as number) >= MIN_COST && (v as number) <= MAX_COST,
  });
  const [checkHash, setCheckHash] = useToolState('hash', '', {
    start: initialInput?.trim(),
    sensitive: true,
    label: 'Hash to check',
  });
  const [checkPassword, setCheckPassword] = useToolState('checkPassword', '', { sensitive: true, label: 'Password to check' });

  const hashing = useOperationRun(TOOL_ID, bcryptHash);
  const verifying = useOperationRun(TOOL_ID, bcryptVerify);
  const costId = useId();

  const made = hashing.state.status === 'done' ? (hashing.state.output.value as string) : '';
  const madeParts = useMemo(() => (made ? tryParse(made).parts : null), [made]);
  const checked = useMemo(() => tryParse(checkHash), [checkHash]);

  // Checking runs by itself once both fields hold something, after a pause in typing.
  const { run: runVerify, reset: resetVerify } = verifying;
  useEffect(() => {
    if (!checked.parts || checkPassword === '') {
      resetVerify();
      return;
    }
    const timer = window.setTimeout(() => void runVerify(tag('text', checkHash), { password: checkPassword }), 300);
    return () => window.clearTimeout(timer);
  }, [checked.parts, checkHash, checkPassword, runVerify, resetVerify]);

  function hash() {
    void hashing.run(tag('text', password), { cost });
  }

  const verdict = verifying.state.status === 'done' ? verifying.state.output.value === 'Match' : null;

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5">
        <h2 className="text-base font-semibold text-fg">Hash a password</h2>
        <SecretField
          label="Password"
          value={password}
          onChange={setPassword}
          onKeyDown={(e) => e.key === 'Enter' && hash()}
          hint={<LengthNote password={password} />}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={costId} className="text-sm font-medium text-fg">
            Cost
          </label>
          <div className="flex items-center gap-3">
            <input
              id={costId}
              type="range"
              min={MIN_COST}
              max={MAX_COST}
              step={1}
              value={cost}
              onChange={(e) => setCost(e.target.valueAsNumber)}
              aria-valuetext={`${cost} (${(2 ** cost).toLocaleString('en-US')} rounds)`}
              className="h-2 flex-1 cursor-pointer accent-primary"
            />
            <output htmlFor={costId} className="w-8 text-right font-mono text-sm text-fg">
              {cost}
            </output>
          </div>
          <p className="text-xs text-muted">
            2<sup>{cost}</sup> = {(2 ** cost).toLocaleString('en-US')} rounds; each step doubles the time. 10 or more for real
            passwords; it runs in a background worker, so the page stays responsive.
          </p>
        </div>
        <div className="flex min-h-9 flex-wrap items-center gap-3">
          {hashing.state.status === 'running' ? (
            <Progress progress={hashing.state.progress} onStop={hashing.stop} label="Hashing…" />
          ) : (
            <Button onClick={hash}>Hash password</Button>
          )}
          {hashing.state.status === 'done' && (
            <span className="text-xs text-muted" aria-live="polite">
              Took {Math.round(hashing.state.ms).toLocaleString('en-US')} ms
            </span>
          )}
        </div>
        {hashing.state.status === 'error' && <Alert tone="error">{hashing.state.message}</Alert>}
        <OutputField
          label="bcrypt hash"
          value={made}
          fromToolId={TOOL_ID}
          placeholder="The hash appears here."
          hint="A new random salt each time: hashing the same password twice gives different hashes, and both verify."
        />
        {madeParts && <HashParts parts={madeParts} />}
      </Card>

      <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5">
        <h2 className="text-base font-semibold text-fg">Verify a password</h2>
        <TextInput
          label="Hash to check"
          value={checkHash}
          onChange={(e) => setCheckHash(e.target.value)}
          placeholder="$2b$12$…"
          spellCheck={false}
          autoComplete="off"
          className="font-mono text-[13px]"
          error={checked.error ?? undefined}
        />
        <SecretField label="Password to check" value={checkPassword} onChange={setCheckPassword} />
        <div className="min-h-12">
          {verifying.state.status === 'running' && (
            <Progress progress={verifying.state.progress} onStop={verifying.stop} label="Checking…" />
          )}
          {verifying.state.status === 'error' && <Alert tone="error">{verifying.state.message}</Alert>}
          {verdict === true && (
            <p
              role="status"
              className="flex items-center gap-2 rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm font-medium text-fg"
            >
              <CheckCircle2 className="h-5 w-5 text-success" aria-hidden />
              The password matches this hash
            </p>
          )}
          {verdict === false && (
            <p
              role="status"
              className="flex items-center gap-2 rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-fg"
            >
              <XCircle className="h-5 w-5 text-danger" aria-hidden />
              The password does not match this hash
            </p>
          )}
          {verifying.state.status === 'idle' && (
            <p className="text-sm text-muted">
              {checked.parts
                ? 'Enter the password to check it against the hash.'
                : 'Paste a bcrypt hash and a password to check them.'}
            </p>
          )}
        </div>
        {checked.parts && <HashParts parts={checked.parts} />}
      </Card>
    </div>
  );
}
