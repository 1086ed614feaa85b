import { Lightbulb, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SecretField } from '@/tools/crypto-fields/SecretField';
import { useOperationRun } from '@/tools/crypto-fields/use-operation-run';
import { Alert, Card, Spinner } from '@/components/Feedback';
import { Checkbox, TextInput } from '@/components/Field';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import type { StrengthReport } from '../../engines/password/strength';
import type { ToolScreenProps } from '../types';
import { passwordStrength } from './operations';

const TOOL_ID = 'password-strength-analyzer';

const scoreStyles = [
  { bar: 'bg-danger', text: 'text-danger' },
  { bar: 'bg-danger', text: 'text-danger' },
  { bar: 'bg-warning', text: 'text-warning' },
  { bar: 'bg-success', text: 'text-success' },
  { bar: 'bg-success', text: 'text-success' },
];

// Each pattern's part of the password gets its own tint (readable in light and dark).
const segmentTints = [
  'bg-primary/15 text-fg',
  'bg-warning/20 text-fg',
  'bg-success/20 text-fg',
  'bg-danger/15 text-fg',
  'bg-fg/10 text-fg',
];

const patternNames: Record<string, string> = {
  dictionary: 'Word',
  spatial: 'Keyboard walk',
  repeat: 'Repeat',
  sequence: 'Sequence',
  regex: 'Pattern',
  date: 'Date',
  bruteforce: 'Random',
  separator: 'Separator',
};

const mask = (text: string) => '•'.repeat([...text].length);

/** 10^x written for people: "1,234" up to a million, then "2.3 × 10^9". */
function guessesText(guesses: number, log10: number): string {
  if (guesses < 1e6) return Math.round(guesses).toLocaleString('en-US');
  const exponent = Math.floor(log10);
  return `${(10 ** (log10 - exponent)).toFixed(1)} × 10^${exponent}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Meter({ report }: { report: StrengthReport }) {
  const style = scoreStyles[report.score]!;
  return (
    <div className="flex flex-col gap-2">
      <div
        className="flex gap-1"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={report.score}
        aria-valuetext={`${report.scoreLabel}, ${report.score} of 4`}
      >
        {Array.from({ length: 5 }, (_, i) => (
          <span key={i} className={cn('h-2 flex-1 rounded-full', i <= report.score ? style.bar : 'bg-surface-2')} />
        ))}
      </div>
      <p className="text-sm">
        <span className={cn('text-base font-semibold', style.text)}>{report.scoreLabel}</span>{' '}
        <span className="text-muted">· score {report.score} of 4</span>
      </p>
    </div>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-lg bg-surface-2 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold text-fg">{value}</dd>
      <dd className="text-xs text-muted">{detail}</dd>
    </div>
  );
}

function Breakdown({ report, shown }: { report: StrengthReport; shown: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap gap-0.5 font-mono text-base break-all">
        {!shown && <span className="sr-only">The password, hidden, in its parts:</span>}
        {report.patterns.map((match, n) => (
          <span key={n} className={cn('rounded px-0.5', segmentTints[n % segmentTints.length])}>
            {shown ? match.token : mask(match.token)}
          </span>
        ))}
      </p>
      <ol className="flex flex-col gap-2">
        {report.patterns.map((match, n) => (
          <li key={n} className="flex flex-col gap-1 rounded-lg border border-border p-3 sm:flex-row sm:items-start sm:gap-3">
            <span
              className={cn(
                'w-fit shrink-0 rounded px-1.5 py-0.5 font-mono text-sm break-all',
                segmentTints[n % segmentTints.length],
              )}
            >
              {shown ? match.token : mask(match.token)}
            </span>
            <div className="min-w-0 flex-1 text-sm">
              <p className="text-fg">
                <span className="font-medium">{patternNames[match.pattern] ?? match.pattern}:</span>{' '}
                {shown ? match.explanation : match.explanation.replace(/"[^"]*"/g, (q) => `"${mask(q.slice(1, -1))}"`)}
              </p>
              <p className="text-xs text-muted">About {guessesText(match.guesses, match.guessesLog10)} guesses for this part</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

export default function PasswordStrengthAnalyzer(_props: ToolScreenProps) {
  const [password, setPassword] = useToolState('password', '', { sensitive: true, label: 'Password' });
  const [userInputs, setUserInputs] = useToolState('userInputs', '', { sensitive: true, label: 'Words about you' });
  const [showParts, setShowParts] = useState(false);
  const [result, setResult] = useState<{ input: string; report: StrengthReport } | null>(null);
  const analysis = useOperationRun(TOOL_ID, passwordStrength);
  const { run } = analysis;

  const input = JSON.stringify([password, userInputs]);
  useEffect(() => {
    if (password === '') return;
    // A short pause so typing does not queue one analysis per key.
    const timer = window.setTimeout(() => {
      void run(tag('text', password), { userInputs }).then(
        (value) => value && setResult({ input, report: value.value as StrengthReport }),
      );
    }, 150);
    return () => window.clearTimeout(timer);
  }, [password, userInputs, input, run]);

  const report = password !== '' ? result?.report : undefined;
  const stale = result?.input !== input;

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <SecretField
          label="Password"
          value={password}
          onChange={setPassword}
          placeholder="Type or paste a password"
          hint="Checked in this page, in a background worker: it is never sent, stored, or put in a Share link."
        />
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <TextInput
            label="Words about you (optional)"
            value={userInputs}
            onChange={(e) => setUserInputs(e.target.value)}
            placeholder="Ada, ada@example.com, example"
            hint="Your name, email or the site's name, comma-separated: someone who knows you tries these first."
            wrapperClassName="min-w-0 flex-1 basis-72"
            autoComplete="off"
          />
          <Checkbox
            label="Show the password in the breakdown"
            checked={showParts}
            onChange={(e) => setShowParts(e.target.checked)}
            className="pb-2"
          />
        </div>
        {analysis.state.status === 'error' && <Alert tone="error">{analysis.state.message}</Alert>}
      </Card>

      {password === '' ? (
        <p className="text-sm text-muted">
          Type a password to see how an attacker&apos;s guesser would find it: the common passwords, words, names, dates and
          keyboard walks in it, and how long each kind of attack would take.
        </p>
      ) : !report ? (
        <p className="flex items-center gap-2 text-sm text-muted" role="status">
          <Spinner className="h-4 w-4" label="Analyzing" />
          Loading the word lists…
        </p>
      ) : (
        <div className={cn('grid gap-5 lg:grid-cols-2', stale && 'opacity-70')} aria-busy={stale}>
          <Card className="flex flex-col gap-4 p-4 sm:p-5">
            <h2 className="text-base font-semibold text-fg">Strength</h2>
            <Meter report={report} />
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <Stat
                label="Guesses to find it"
                value={guessesText(report.guesses, report.guessesLog10)}
                detail={`≈ ${report.guessBits.toFixed(1)} bits of entropy (log2 of the guesses)`}
              />
              <Stat
                label="Character-set entropy"
                value={`${report.characterSetBits.toFixed(1)} bits`}
                detail={`${report.length} characters from a pool of ${report.characterPool}: what naive meters show`}
              />
            </dl>
            <h3 className="text-sm font-semibold text-fg">Time to crack</h3>
            <dl className="flex flex-col">
              {report.crackTimes.map((scenario) => (
                <div
                  key={scenario.id}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 border-t border-border py-2 first:border-t-0"
                >
                  <dt className="text-sm text-muted">{scenario.attacker}</dt>
                  <dd className="text-sm font-semibold text-fg">{capitalise(scenario.display)}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <div className="flex min-w-0 flex-col gap-5">
            <Card className="flex flex-col gap-3 p-4 sm:p-5">
              <h2 className="text-base font-semibold text-fg">What a guesser finds in it</h2>
              <Breakdown report={report} shown={showParts} />
            </Card>
            <Card className="flex flex-col gap-3 p-4 sm:p-5">
              <h2 className="text-base font-semibold text-fg">Advice</h2>
              {report.warning && (
                <p className="flex items-start gap-2 text-sm font-medium text-fg">
                  <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden />
                  {report.warning}
                </p>
              )}
              {report.suggestions.length > 0 ? (
                <ul className="flex flex-col gap-1.5">
                  {report.suggestions.map((s) => (
                    <li key={s} className="flex items-start gap-2 text-sm text-fg">
                      <Lightbulb className="mt-0.5 h-4 w-4 shrink-0 text-muted" aria-hidden />
                      {s}
                    </li>
                  ))}
                </ul>
              ) : (
                !report.warning && (
                  <p className="flex items-center gap-2 text-sm text-fg">
                    <ShieldCheck className="h-4 w-4 shrink-0 text-success" aria-hidden />
                    Nothing guessable found. Use it for one site only, in a password manager.
                  </p>
                )
              )}
            </Card>
          </div>
        </div>
      )}
    </div>
  );
}
