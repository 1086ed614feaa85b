import { CheckCircle2, CircleSlash, ExternalLink, Hourglass, RotateCcw, XCircle } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { RegexResult } from '@common/ai';
import { Link } from '@/components/Link';
import { AiToolFrame, useAiTask } from '@/components/ai';
import { Button, buttonClasses } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Alert, Card, Spinner } from '@/components/Feedback';
import { Checkbox, TextArea } from '@/components/Field';
import { cn } from '@/lib/cn';
import { useShareNote, useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import { createRegexRunner, type RegexRunner } from '../regex-tester/regex-runner';
import type { ToolScreen } from '../types';
import {
  checkRegexRequest,
  exampleJob,
  exampleLines,
  failuresOf,
  MAX_RETRY_ROUNDS,
  readRegexAnswer,
  regexTesterLink,
  verdictOf,
  type ExampleCheck,
  type GeneratedRegex,
} from './regex-answer';

const example = {
  description: 'A UK postcode such as SW1A 1AA or M1 1AE, upper case, with one space before the last three characters',
  mustMatch: 'SW1A 1AA\nM1 1AE\nEC1A 1BB\nB33 8TH',
  mustNotMatch: 'SW1A1AA\nsw1a 1aa\n12345\nSW1A 1AAA',
};

type Outcome =
  | { kind: 'regex'; regex: GeneratedRegex; examples: { mustMatch: string[]; mustNotMatch: string[] }; whole: boolean }
  | { kind: 'unusable'; message: string; raw: RegexResult };

/** Checks every example in the regex tester's worker (its time limit stops a runaway pattern). */
async function checkExamples(
  runner: RegexRunner,
  regex: GeneratedRegex,
  examples: { mustMatch: string[]; mustNotMatch: string[] },
  whole: boolean,
) {
  const all = [
    ...examples.mustMatch.map((text) => ({ text, shouldMatch: true })),
    ...examples.mustNotMatch.map((text) => ({ text, shouldMatch: false })),
  ];
  const checks: ExampleCheck[] = [];
  for (const { text, shouldMatch } of all) {
    const outcome = await runner.run(exampleJob({ pattern: regex.pattern, flags: regex.flags, text, whole }));
    if (outcome.status === 'superseded') return null;
    if (outcome.status === 'timeout')
      checks.push({ text, shouldMatch, verdict: 'timeout', message: `Stopped after ${outcome.limitMs / 1000} s` });
    else if (outcome.status === 'error') checks.push({ text, shouldMatch, verdict: 'error', message: outcome.message });
    else {
      const first = outcome.matches[0];
      checks.push({
        text,
        shouldMatch,
        verdict: verdictOf({ shouldMatch, matched: Boolean(first) }),
        ...(first && !whole ? { match: { index: first.index, end: first.end } } : {}),
      });
    }
  }
  return checks;
}

const RegexGenerator: ToolScreen = ({ initialInput }) => {
  const ai = useAiTask('regex', { toolId: 'ai-regex-generator', failureMessage: 'Failed to generate regex' });
  // The request goes in Share links; the AI's pattern never does (it comes from the server).
  const [description, setDescription] = useToolState('description', '', { start: initialInput });
  const [mustMatchText, setMustMatchText] = useToolState('mustMatch', '');
  const [mustNotMatchText, setMustNotMatchText] = useToolState('mustNotMatch', '');
  const [whole, setWhole] = useToolState('match-whole', true, { persist: true });
  useShareNote('The generated pattern is not in the link: whoever opens it generates it again.');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [checks, setChecks] = useState<ExampleCheck[] | null>(null);
  /** Retries asked so far for the current pattern's description (spec: at most 2). */
  const [round, setRound] = useState(0);
  const runnerRef = useRef<RegexRunner | null>(null);

  useEffect(() => {
    const runner = createRegexRunner();
    runnerRef.current = runner;
    return () => runner.dispose();
  }, []);

  async function generate(retry: boolean) {
    const mustMatch = exampleLines({ text: mustMatchText });
    const mustNotMatch = exampleLines({ text: mustNotMatchText });
    try {
      checkRegexRequest({ description, mustMatch, mustNotMatch });
    } catch (err) {
      ai.fail((err as Error).message);
      return;
    }
    const previous =
      retry && outcome?.kind === 'regex' && checks
        ? { pattern: outcome.regex.pattern, flags: outcome.regex.flags, failures: failuresOf(checks) }
        : undefined;
    const response = await ai.run({
      description: description.trim(),
      examples: mustMatch,
      nonMatching: mustNotMatch,
      matchWhole: whole,
      ...(previous ? { previousAttempt: previous } : {}),
    });
    if (!response) return;
    setRound(retry ? round + 1 : 0);
    setChecks(null);
    let regex: GeneratedRegex;
    try {
      regex = readRegexAnswer({ result: response.result });
    } catch (err) {
      setOutcome({ kind: 'unusable', message: (err as Error).message, raw: response.result });
      return;
    }
    const examples = { mustMatch, mustNotMatch };
    setOutcome({ kind: 'regex', regex, examples, whole });
    if (runnerRef.current && mustMatch.length + mustNotMatch.length > 0) {
      const result = await checkExamples(runnerRef.current, regex, examples, whole);
      if (result) setChecks(result);
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !ai.running) {
      event.preventDefault();
      void generate(false);
    }
  }

  return (
    <AiToolFrame
      ai={ai}
      runLabel="Generate Regex"
      runningLabel="Generating regex…"
      onRun={() => void generate(false)}
      streamView="progress"
      actions={
        <Button
          variant="ghost"
          onClick={() => {
            setDescription(example.description);
            setMustMatchText(example.mustMatch);
            setMustNotMatchText(example.mustNotMatch);
          }}
          disabled={ai.running}
        >
          Try an example
        </Button>
      }
      result={
        outcome?.kind === 'unusable' ? (
          <Alert tone="error" title="The pattern cannot be used">
            <p>{outcome.message}</p>
            {outcome.raw.pattern && (
              <p className="mt-1 font-mono text-xs break-all">
                /{outcome.raw.pattern}/{outcome.raw.flags}
              </p>
            )}
          </Alert>
        ) : outcome?.kind === 'regex' ? (
          <RegexResultCard
            outcome={outcome}
            checks={checks}
            round={round}
            busy={ai.running}
            onRetry={() => void generate(true)}
          />
        ) : null
      }
    >
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <div onKeyDown={onKeyDown}>
          <TextArea
            label="Describe the pattern"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="e.g. An ISO 8601 date such as 2024-02-29, with a valid month and day"
            className="font-sans text-sm"
            style={{ minHeight: '5.5rem' }}
            rows={3}
            hint="Ctrl+Enter generates."
            spellCheck
          />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <TextArea
            label="Must match (one per line)"
            value={mustMatchText}
            onChange={(e) => setMustMatchText(e.target.value)}
            placeholder={'2024-02-29\n1999-12-31'}
            style={{ minHeight: '7.5rem' }}
          />
          <TextArea
            label="Must not match (one per line)"
            value={mustNotMatchText}
            onChange={(e) => setMustNotMatchText(e.target.value)}
            placeholder={'2024-13-01\n24-02-29'}
            style={{ minHeight: '7.5rem' }}
          />
        </div>
        <Checkbox
          label="Each example must match as a whole (not just contain a match)"
          checked={whole}
          onChange={(e) => setWhole(e.target.checked)}
        />
      </Card>
    </AiToolFrame>
  );
};

function RegexResultCard({
  outcome,
  checks,
  round,
  busy,
  onRetry,
}: {
  outcome: Extract<Outcome, { kind: 'regex' }>;
  checks: ExampleCheck[] | null;
  round: number;
  busy: boolean;
  onRetry: () => void;
}) {
  const headingId = useId();
  const { regex, examples, whole } = outcome;
  const total = examples.mustMatch.length + examples.mustNotMatch.length;
  const passed = checks?.filter((c) => c.verdict === 'pass').length ?? 0;
  const failed = checks ? checks.length - passed : 0;
  const retriesLeft = MAX_RETRY_ROUNDS - round;
  const literal = `/${regex.pattern}/${regex.flags}`;
  const testerLink = useMemo(
    () =>
      regexTesterLink({
        pattern: regex.pattern,
        flags: regex.flags,
        examples: [...examples.mustMatch, ...examples.mustNotMatch],
      }),
    [regex, examples],
  );

  return (
    <section aria-labelledby={headingId}>
      <Card className="flex flex-col gap-5 p-4 sm:p-5">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={headingId} className="text-base font-semibold text-fg">
              Generated pattern
            </h2>
            <div className="flex flex-wrap gap-2">
              <SendToButton
                value={tag('text', regex.pattern)}
                fromToolId="ai-regex-generator"
                aria-label="Send the pattern to…"
              />
              <CopyButton value={regex.pattern} label="Copy pattern" />
              <CopyButton value={literal} label="Copy /…/flags" />
              <Link to={testerLink} className={buttonClasses('outline', 'sm')}>
                <ExternalLink className="h-4 w-4" aria-hidden />
                Open in Regex Tester
              </Link>
            </div>
          </div>
          <p
            className="rounded-lg border border-border bg-surface-2 px-3 py-2.5 font-mono text-[15px] break-all text-fg"
            data-testid="generated-regex"
          >
            <span className="text-muted">/</span>
            {regex.pattern}
            <span className="text-muted">/</span>
            <span className="text-primary">{regex.flags}</span>
          </p>
        </div>

        <div>
          <h3 className="text-sm font-semibold text-fg">Explanation</h3>
          <p className="mt-1 text-sm leading-relaxed whitespace-pre-wrap text-fg" data-testid="regex-explanation">
            {regex.explanation}
          </p>
        </div>

        {total > 0 && (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-fg">Examples</h3>
              <p role="status" className="text-sm" data-testid="example-summary">
                {checks ? (
                  <span className={cn('font-medium', failed === 0 ? 'text-success' : 'text-danger')}>
                    {passed} of {total} examples pass
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1.5 text-muted">
                    <Spinner className="h-3.5 w-3.5" label="Testing examples" /> Testing the examples…
                  </span>
                )}
              </p>
            </div>
            {checks && (
              <ul className="flex flex-col divide-y divide-border rounded-lg border border-border" aria-label="Example results">
                {checks.map((check, i) => (
                  <ExampleRow key={i} check={check} whole={whole} />
                ))}
              </ul>
            )}
            {checks && failed > 0 && (
              <div className="flex flex-wrap items-center gap-3">
                <Button variant="outline" onClick={onRetry} disabled={busy || retriesLeft <= 0}>
                  <RotateCcw className="h-4 w-4" aria-hidden />
                  Ask again with the {failed === 1 ? 'failure' : `${failed} failures`}
                </Button>
                <span className="text-xs text-muted">
                  {retriesLeft > 0
                    ? `${retriesLeft} of ${MAX_RETRY_ROUNDS} retries left. Each one is counted like any AI request.`
                    : 'No retries left for this pattern: adjust the description or the examples and generate again.'}
                </span>
              </div>
            )}
          </div>
        )}
      </Card>
    </section>
  );
}

function ExampleRow({ check, whole }: { check: ExampleCheck; whole: boolean }) {
  const pass = check.verdict === 'pass';
  const Icon = pass ? CheckCircle2 : check.verdict === 'timeout' ? Hourglass : check.verdict === 'error' ? CircleSlash : XCircle;
  const expectation = check.shouldMatch ? 'should match' : 'should not match';
  const what =
    check.verdict === 'timeout' || check.verdict === 'error'
      ? check.message
      : pass
        ? check.shouldMatch
          ? whole
            ? 'matches'
            : 'contains a match'
          : 'no match'
        : check.shouldMatch
          ? 'no match'
          : whole
            ? 'matches'
            : 'contains a match';
  return (
    <li className="flex items-start gap-3 px-3 py-2">
      <Icon className={cn('mt-0.5 h-4 w-4 shrink-0', pass ? 'text-success' : 'text-danger')} aria-hidden />
      <span className="min-w-0 flex-1 font-mono text-[13px] break-all whitespace-pre-wrap text-fg">
        <Highlighted text={check.text} match={check.match} />
      </span>
      <span className="shrink-0 text-right text-xs text-muted">
        <span className="sr-only">{pass ? 'Passes: ' : 'Fails: '}</span>
        {expectation} · <span className={pass ? 'text-fg' : 'font-medium text-danger'}>{what}</span>
      </span>
    </li>
  );
}

function Highlighted({ text, match }: { text: string; match?: { index: number; end: number } }) {
  if (!match || match.end === match.index) return <>{text}</>;
  return (
    <>
      {text.slice(0, match.index)}
      <mark className="rounded-sm bg-primary/20 text-fg">{text.slice(match.index, match.end)}</mark>
      {text.slice(match.end)}
    </>
  );
}

export default RegexGenerator;
