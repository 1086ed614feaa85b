import { Eye, EyeOff, RefreshCw, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Alert, Card, Spinner } from '@/components/Feedback';
import { Checkbox, inputClasses } from '@/components/Field';
import { cn } from '@/lib/cn';
import { useShareNote, useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import { useCrackEstimate, type CrackEstimate } from './crack-time';
import {
  characterSets,
  clampLength,
  defaultPasswordOptions,
  entropyBits,
  generatePassword,
  MAX_LENGTH,
  MIN_LENGTH,
  passwordStrength,
  SIMILAR_CHARACTERS,
  type PasswordOptions,
} from './password';

type Generated = { password: string; error: null } | { password: ''; error: string };

function generate(options: PasswordOptions): Generated {
  try {
    return { password: generatePassword(options), error: null };
  } catch (err) {
    return { password: '', error: (err as Error).message };
  }
}

const setOptions: { key: 'uppercase' | 'lowercase' | 'digits' | 'symbols'; label: string; sample: string }[] = [
  { key: 'uppercase', label: 'Uppercase', sample: 'A-Z' },
  { key: 'lowercase', label: 'Lowercase', sample: 'a-z' },
  { key: 'digits', label: 'Digits', sample: '0-9' },
  { key: 'symbols', label: 'Symbols', sample: '!@#$…' },
];

const isPasswordOptions = (value: unknown): value is PasswordOptions =>
  typeof value === 'object' &&
  value !== null &&
  Object.entries(defaultPasswordOptions).every(
    ([key, fallback]) => typeof (value as Record<string, unknown>)[key] === typeof fallback,
  );

export default function PasswordGenerator({ initialInput }: { initialInput?: string }) {
  // The options survive a reload and go in Share links; the password never does (it is the output).
  const [options, setStoredOptions] = useToolState<PasswordOptions>('options', defaultPasswordOptions, {
    persist: true,
    accept: isPasswordOptions,
  });
  useShareNote('The generated password is not in the link: it opens with these options and draws a new one.');
  const [generated, setGenerated] = useState<Generated>(() => generate(options));
  const [lengthText, setLengthText] = useState(String(options.length));
  const lengthId = useId();

  /** Options changed: store them and draw a new password with them at once. */
  function update(patch: Partial<PasswordOptions>) {
    const next = { ...options, ...patch };
    setStoredOptions(next);
    setGenerated(generate(next));
  }

  function onLengthText(value: string) {
    setLengthText(value);
    const number = Number(value);
    // Apply while typing only when valid; out-of-range values are clamped on blur.
    if (Number.isInteger(number) && number >= MIN_LENGTH && number <= MAX_LENGTH) update({ length: number });
  }

  function onLengthSlider(value: number) {
    setLengthText(String(value));
    update({ length: value });
  }

  const poolSize = generated.error ? 0 : characterSets(options).join('').length;

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <output
            aria-label="Generated password"
            className="min-h-12 flex-1 rounded-lg border border-border bg-surface-2 px-4 py-3 font-mono text-lg break-all text-fg sm:text-xl"
          >
            {generated.password || <span className="text-base text-muted">No password</span>}
          </output>
          <div className="flex gap-2">
            <Button variant="outline" size="md" onClick={() => setGenerated(generate(options))} className="flex-1 sm:flex-none">
              <RefreshCw className="h-4 w-4" aria-hidden />
              Generate
            </Button>
            <SendToButton
              value={generated.password ? tag('text', generated.password) : null}
              fromToolId="password-generator"
              size="md"
              className="flex-1 sm:flex-none"
            />
            <CopyButton
              value={generated.password}
              disabled={!generated.password}
              size="md"
              variant="primary"
              className="flex-1 sm:flex-none"
            />
          </div>
        </div>
        {generated.error ? (
          <Alert tone="error">{generated.error}.</Alert>
        ) : (
          <StrengthReport
            password={generated.password}
            entropy={entropyBits({ length: generated.password.length, poolSize })}
            poolSize={poolSize}
          />
        )}
      </Card>

      <Card className="flex flex-col gap-5 p-4 sm:p-6">
        <h2 className="text-base font-semibold">Options</h2>
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-3">
            <label htmlFor={lengthId} className="text-sm font-medium text-fg">
              Length
            </label>
            <div className="w-24">
              <input
                id={lengthId}
                type="number"
                inputMode="numeric"
                min={MIN_LENGTH}
                max={MAX_LENGTH}
                value={lengthText}
                onChange={(e) => onLengthText(e.target.value)}
                onBlur={() => {
                  const length = clampLength({ value: lengthText });
                  setLengthText(String(length));
                  if (length !== options.length) update({ length });
                }}
                className={cn(inputClasses, 'h-9 text-right tabular-nums')}
              />
            </div>
          </div>
          <input
            type="range"
            aria-label="Length slider"
            min={MIN_LENGTH}
            max={MAX_LENGTH}
            value={options.length}
            onChange={(e) => onLengthSlider(Number(e.target.value))}
            className="w-full accent-primary"
          />
          <p className="flex justify-between text-xs text-muted">
            <span>{MIN_LENGTH}</span>
            <span>{MAX_LENGTH}</span>
          </p>
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-fg">Characters</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {setOptions.map(({ key, label, sample }) => (
              <Checkbox
                key={key}
                checked={options[key]}
                onChange={(e) => update({ [key]: e.target.checked })}
                label={
                  <span>
                    {label} <span className="font-mono text-xs text-muted">({sample})</span>
                  </span>
                }
              />
            ))}
          </div>
          <Checkbox
            checked={options.excludeSimilar}
            onChange={(e) => update({ excludeSimilar: e.target.checked })}
            label={
              <span>
                Exclude similar characters{' '}
                <span className="font-mono text-xs text-muted">({[...SIMILAR_CHARACTERS].join(' ')})</span>
              </span>
            }
          />
        </fieldset>
        <p className="text-xs text-muted">
          Generated in your browser with <code className="font-mono">crypto.getRandomValues</code> and rejection sampling, so
          every character is equally likely. Nothing is sent or stored.
        </p>
      </Card>

      <PasswordChecker initialPassword={initialInput ?? ''} />
    </div>
  );
}

const levelStyles = {
  weak: { bar: 'bg-danger', text: 'text-danger', label: 'Weak' },
  medium: { bar: 'bg-warning', text: 'text-warning', label: 'Medium' },
  strong: { bar: 'bg-success', text: 'text-success', label: 'Strong' },
};

/** The spec's 0–6 meter, plus zxcvbn's crack-time estimate. */
function StrengthReport({ password, entropy, poolSize }: { password: string; entropy?: number; poolSize?: number }) {
  const { score, level } = passwordStrength({ password });
  const style = levelStyles[level];
  const { estimate, pending } = useCrackEstimate(password);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div
          className="flex flex-1 gap-1"
          role="meter"
          aria-label="Password strength"
          aria-valuemin={0}
          aria-valuemax={6}
          aria-valuenow={score}
          aria-valuetext={`${style.label}, ${score} of 6`}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <span key={i} className={cn('h-2 flex-1 rounded-full', i < score ? style.bar : 'bg-surface-2')} />
          ))}
        </div>
        <p className="text-sm">
          <span className={cn('font-semibold', style.text)}>{style.label}</span> <span className="text-muted">· {score}/6</span>
        </p>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        {entropy !== undefined && poolSize !== undefined && (
          <Stat label="Entropy" value={`${Math.round(entropy)} bits`} detail={`${poolSize} possible characters`} />
        )}
        <Stat
          label="Time to crack (offline, slow hash)"
          value={estimate ? capitalise(estimate.offlineSlowHash) : null}
          detail="zxcvbn estimate, 10⁴ guesses/s"
          pending={pending}
        />
        <Stat
          label="Time to crack (online attack)"
          value={estimate ? capitalise(estimate.onlineThrottled) : null}
          detail="zxcvbn estimate, 100 guesses/hour"
          pending={pending}
        />
      </dl>
      {estimate && <EstimateFeedback estimate={estimate} />}
    </div>
  );
}

function Stat({ label, value, detail, pending }: { label: string; value: string | null; detail: string; pending?: boolean }) {
  return (
    <div className="rounded-lg bg-surface-2 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold text-fg">
        {value ?? (pending ? <Spinner className="my-0.5 h-4 w-4 text-muted" label="Estimating" /> : '—')}
      </dd>
      <dd className="text-xs text-muted">{detail}</dd>
    </div>
  );
}

function EstimateFeedback({ estimate }: { estimate: CrackEstimate }) {
  if (!estimate.warning && estimate.suggestions.length === 0) return null;
  return (
    <div className="rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-fg">
      {estimate.warning && <p className="font-medium text-warning">{estimate.warning}</p>}
      {estimate.suggestions.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-muted">
          {estimate.suggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Rates a password the user already has; it is never stored or sent. */
function PasswordChecker({ initialPassword }: { initialPassword: string }) {
  // A password of the user's own: in a link only when they tick "Include secrets".
  const [password, setPassword] = useToolState('check', '', {
    start: initialPassword || undefined,
    sensitive: true,
    label: 'Password to check',
  });
  const [visible, setVisible] = useState(false);
  const id = useId();
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <ShieldCheck className="h-4 w-4 text-primary" aria-hidden />
        Check a password
      </h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          Password to check
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            className={cn(inputClasses, 'h-10 font-mono')}
            placeholder="Type or paste a password"
          />
          <Button
            variant="outline"
            size="icon"
            className="h-10 w-10 shrink-0"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
          >
            {visible ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
          </Button>
        </div>
        <p className="text-xs text-muted">Checked in your browser only: the password is never stored or sent.</p>
      </div>
      {password && <StrengthReport password={password} />}
    </Card>
  );
}
