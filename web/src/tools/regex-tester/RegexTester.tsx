import { BookOpen, Hourglass, Replace } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { SaveAsSnippetButton } from '@/components/SaveAsSnippetButton';
import { Alert, Card, Spinner } from '@/components/Feedback';
import { Checkbox, inputClasses, TextInput } from '@/components/Field';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import { HighlightedTextArea } from './HighlightedTextArea';
import { buildRegex, highlightSegments, regexLiteral, REGEX_TIME_LIMIT_MS, supportedFlags, type RegexMatch } from './regex';
import { createRegexRunner, type RegexJob, type RegexOutcome, type RegexRunner } from './regex-runner';

const EXAMPLE_PATTERN = '(?<user>[\\w.+-]+)@(?<domain>[\\w-]+(?:\\.[\\w-]+)+)';
const EXAMPLE_TEXT = 'Write to ada@example.com or grace.hopper@navy.mil.\nPress: press+news@devforge.dev';
/** Typing pauses this long before the worker is asked again. */
const DEBOUNCE_MS = 120;
const MATCHES_PAGE = 100;

type Evaluation = { job: RegexJob; outcome: RegexOutcome };

function sameMatchInput(a: RegexJob, b: RegexJob): boolean {
  return a.pattern === b.pattern && a.flags === b.flags && a.text === b.text;
}

function sameJob(a: RegexJob, b: RegexJob): boolean {
  return sameMatchInput(a, b) && a.replacement === b.replacement;
}

/** Flags from a link, kept to the ones this tester offers (in its order). */
function linkedFlags(value: string): string {
  return supportedFlags
    .map((f) => f.flag)
    .filter((f) => value.includes(f))
    .join('');
}

export default function RegexTester({ initialInput }: { initialInput?: string }) {
  // A link may carry ?pattern=…&flags=…&text=… (the AI regex generator's "Open in Regex Tester").
  const [searchParams] = useSearchParams();
  const linked = useMemo(() => {
    const linkedPattern = searchParams.get('pattern');
    return linkedPattern === null
      ? null
      : { pattern: linkedPattern, flags: searchParams.get('flags'), text: searchParams.get('text') ?? '' };
    // Read once: the link sets where the screen starts, typing takes over from there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Pattern, flags, test string and replacement are Share-link state; the flags also survive a reload.
  const [pattern, setPattern] = useToolState('pattern', EXAMPLE_PATTERN, {
    start: linked ? linked.pattern : initialInput ? '' : undefined,
  });
  const [text, setText] = useToolState('text', EXAMPLE_TEXT, { start: linked ? linked.text : initialInput });
  const [flags, setFlags] = useToolState('flags', 'g', {
    persist: true,
    start: linked?.flags != null ? linkedFlags(linked.flags) : undefined,
  });
  const [replacement, setReplacement] = useToolState('replacement', '$<user> at $<domain>');
  const [evaluation, setEvaluation] = useState<Evaluation | null>(null);
  const [visibleMatches, setVisibleMatches] = useState(MATCHES_PAGE);
  const runnerRef = useRef<RegexRunner | null>(null);
  const textId = useId();

  useEffect(() => {
    const runner = createRegexRunner();
    runnerRef.current = runner;
    return () => runner.dispose();
  }, []);

  // Compiling is instant and cannot hang, so syntax errors show without a worker round trip.
  const patternError = useMemo(() => {
    if (pattern === '') return null;
    try {
      buildRegex({ pattern, flags });
      return null;
    } catch (err) {
      return (err as Error).message;
    }
  }, [pattern, flags]);

  const job = useMemo<RegexJob>(() => ({ pattern, flags, text, replacement }), [pattern, flags, text, replacement]);
  const runnable = pattern !== '' && text !== '' && !patternError;
  // A pattern that timed out on this text would time out again: a new replacement alone does not retry it.
  const knownTimeout = evaluation?.outcome.status === 'timeout' && sameMatchInput(evaluation.job, job);

  useEffect(() => {
    if (!runnable || knownTimeout) return;
    const timer = window.setTimeout(() => {
      runnerRef.current?.run(job).then((outcome) => {
        if (outcome.status !== 'superseded') setEvaluation({ job, outcome });
      });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [job, runnable, knownTimeout]);

  const current = evaluation && (sameJob(evaluation.job, job) || knownTimeout) ? evaluation.outcome : null;
  const pending = runnable && !current;
  // While a new evaluation runs, keep the last highlighting if it was made for the same text.
  const shown = runnable ? (current ?? (evaluation?.job.text === text ? evaluation.outcome : null)) : null;
  const matches = useMemo(() => (shown?.status === 'done' ? shown.matches : []), [shown]);
  const segments = useMemo(() => (matches.length > 0 ? highlightSegments({ text, matches }) : null), [text, matches]);

  function toggleFlag(flag: string, on: boolean) {
    const next = supportedFlags.map((f) => f.flag).filter((f) => (f === flag ? on : flags.includes(f)));
    setFlags(next.join(''));
    setVisibleMatches(MATCHES_PAGE);
  }

  const countLine = !runnable
    ? 'No matches found'
    : shown?.status === 'done'
      ? matches.length === 0
        ? 'No matches found'
        : `${matches.length} match(es) found${shown.truncated ? ` (stopped at the first ${matches.length.toLocaleString()})` : ''}`
      : null;

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <PatternInput pattern={pattern} flags={flags} onChange={setPattern} error={patternError} />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-fg">Flags</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {supportedFlags.map(({ flag, name, description }) => (
              <Checkbox
                key={flag}
                title={description}
                checked={flags.includes(flag)}
                onChange={(e) => toggleFlag(flag, e.target.checked)}
                label={
                  <span>
                    <code className="font-mono font-semibold">{flag}</code> <span className="text-muted">{name}</span>
                  </span>
                }
              />
            ))}
          </div>
        </fieldset>
      </Card>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-1.5">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor={textId} className="text-sm font-medium text-fg">
              Test string
            </label>
            <span className="text-xs text-muted">{text.length.toLocaleString()} characters</span>
          </div>
          <HighlightedTextArea
            id={textId}
            value={text}
            segments={segments}
            onChange={(e) => setText(e.target.value)}
            placeholder="Text to test the pattern against"
          />
        </div>

        <section aria-labelledby="regex-matches-heading" className="flex min-w-0 flex-col gap-3">
          <div className="flex items-center justify-between gap-2">
            <h2 id="regex-matches-heading" className="text-sm font-medium text-fg">
              Matches
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              <SaveAsSnippetButton
                code={() => `const pattern = ${regexLiteral({ pattern, flags })};\n`}
                language="javascript"
                title={`Regex /${pattern.length > 60 ? `${pattern.slice(0, 57)}…` : pattern}/${flags}`}
                tags={['regex']}
                source="regex-tester"
                disabled={pattern === '' || patternError !== null}
              />
              <SendToButton
                value={matches.length === 0 ? null : () => tag('text', matches.map((m) => m.text).join('\n'))}
                fromToolId="regex-tester"
              />
              <CopyButton label="Copy All" value={() => matches.map((m) => m.text).join('\n')} disabled={matches.length === 0} />
            </div>
          </div>
          <div role="status" aria-live="polite" className="flex min-h-6 items-center gap-2 text-sm">
            {countLine && <span className={cn('font-medium', matches.length > 0 ? 'text-fg' : 'text-muted')}>{countLine}</span>}
            {pending && (
              <span className="inline-flex items-center gap-1.5 text-muted">
                <Spinner className="h-3.5 w-3.5" label="Matching" /> Matching…
              </span>
            )}
            {current?.status === 'done' && <span className="ml-auto text-xs text-muted">{formatElapsed(current.elapsedMs)}</span>}
          </div>
          {shown?.status === 'timeout' && (
            <Alert tone="error" title={`Stopped after ${shown.limitMs / 1000} s`}>
              The pattern takes too long on this text, most likely catastrophic backtracking (nested quantifiers such as{' '}
              <code className="font-mono">(a+)+</code>). Simplify the pattern or shorten the test string.
            </Alert>
          )}
          {shown?.status === 'error' && <Alert tone="error">{shown.message}</Alert>}
          {matches.length > 0 && (
            <ol className="flex max-h-[26rem] flex-col gap-2 overflow-auto pr-1" aria-label="Match list">
              {matches.slice(0, visibleMatches).map((match, i) => (
                <MatchItem key={`${match.index}-${i}`} match={match} number={i + 1} />
              ))}
            </ol>
          )}
          {matches.length > visibleMatches && (
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => setVisibleMatches((n) => n + MATCHES_PAGE * 5)}
            >
              Show more ({(matches.length - visibleMatches).toLocaleString()} hidden)
            </Button>
          )}
        </section>
      </div>

      <Card className="grid gap-4 p-4 sm:p-5 lg:grid-cols-2">
        <TextInput
          label={
            <span className="inline-flex items-center gap-1.5">
              <Replace className="h-4 w-4 text-primary" aria-hidden /> Replace with
            </span>
          }
          value={replacement}
          onChange={(e) => setReplacement(e.target.value)}
          className="font-mono"
          placeholder="$1, $<name>, $& …"
          hint="Use $1 or $<name> for groups and $& for the whole match. Without the g flag only the first match is replaced."
          spellCheck={false}
        />
        <div className="flex min-w-0 flex-col gap-1.5">
          <div className="flex items-center justify-between gap-2">
            <span id="regex-replace-result" className="text-sm font-medium text-fg">
              Replace result
            </span>
            <div className="flex flex-wrap items-center gap-2">
              <SendToButton
                value={!runnable || current?.status !== 'done' ? null : () => tag('text', current.replaced ?? text)}
                fromToolId="regex-tester"
              />
              <CopyButton
                value={() => (current?.status === 'done' ? (current.replaced ?? text) : text)}
                disabled={!runnable || current?.status !== 'done'}
              />
            </div>
          </div>
          <output
            aria-labelledby="regex-replace-result"
            className="block max-h-60 min-h-20 overflow-auto rounded-lg border border-border bg-surface-2 p-3 font-mono text-[13px] leading-relaxed break-words whitespace-pre-wrap text-fg"
          >
            {runnable && shown?.status === 'done' ? (shown.replaced ?? text) : text}
          </output>
        </div>
      </Card>

      <CheatSheet />
    </div>
  );
}

function PatternInput({
  pattern,
  flags,
  onChange,
  error,
}: {
  pattern: string;
  flags: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        Regular expression
      </label>
      <div
        className={cn(
          inputClasses,
          'flex items-center gap-1 p-0 font-mono focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30',
          error && 'border-danger',
        )}
      >
        <span className="pl-3 text-muted" aria-hidden>
          /
        </span>
        <input
          id={id}
          value={pattern}
          onChange={(e) => onChange(e.target.value)}
          placeholder="[a-z]+"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 bg-transparent py-2 text-[15px] text-fg outline-none placeholder:text-muted/70"
        />
        <span className="pr-3 text-muted" aria-hidden>
          /{flags}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function MatchItem({ match, number }: { match: RegexMatch; number: number }) {
  return (
    <li className="rounded-lg border border-border bg-surface p-3">
      <div className="flex items-center gap-2">
        <span className="text-xs font-semibold text-fg">Match {number}</span>
        <span className="text-xs text-muted">
          index {match.index}–{match.end}
        </span>
        <CopyButton iconOnly label={`Copy match ${number}`} value={match.text} variant="ghost" className="ml-auto h-7 w-7" />
      </div>
      <p className="mt-1 font-mono text-[13px] break-all whitespace-pre-wrap text-fg">
        {match.text === '' ? <span className="text-muted italic">(empty match)</span> : match.text}
      </p>
      {match.groups.length > 0 && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-border pt-2 text-xs">
          {match.groups.map((group) => (
            <div key={group.number} className="contents">
              <dt className="text-muted">
                Group {group.number}
                {group.name && <span className="font-mono text-primary"> {group.name}</span>}
              </dt>
              <dd className="min-w-0 font-mono break-all whitespace-pre-wrap text-fg">
                {group.value === undefined ? (
                  <span className="text-muted italic">not matched</span>
                ) : (
                  group.value || <span className="text-muted italic">(empty)</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

function formatElapsed(ms: number): string {
  return ms < 1 ? 'under 1 ms' : `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
}

const cheats: [string, string][] = [
  ['.', 'any character except line breaks'],
  ['\\d \\w \\s', 'digit, word character, whitespace'],
  ['\\D \\W \\S', 'not digit, word character, whitespace'],
  ['[abc] [^abc]', 'any of / none of a, b, c'],
  ['[a-z]', 'a character in the range'],
  ['^ $', 'start / end of input (of line with m)'],
  ['\\b', 'word boundary'],
  ['* + ?', '0 or more, 1 or more, 0 or 1'],
  ['{2,5}', 'between 2 and 5 times'],
  ['*? +?', 'lazy: as few as possible'],
  ['(…)', 'capturing group'],
  ['(?<name>…)', 'named group'],
  ['(?:…)', 'group without capturing'],
  ['a|b', 'a or b'],
  ['(?=…) (?!…)', 'followed / not followed by'],
  ['(?<=…) (?<!…)', 'preceded / not preceded by'],
  ['\\1 \\k<name>', 'back-reference to a group'],
  ['\\p{L}', 'Unicode letter (needs u)'],
];

function CheatSheet() {
  return (
    <details className="group rounded-xl border border-border bg-surface">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-medium text-fg select-none">
        <BookOpen className="h-4 w-4 text-primary" aria-hidden />
        Cheat sheet
        <span className="ml-auto text-xs text-muted group-open:hidden">Show</span>
        <span className="ml-auto hidden text-xs text-muted group-open:inline">Hide</span>
      </summary>
      <dl className="grid gap-x-6 gap-y-1.5 border-t border-border px-4 py-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {cheats.map(([token, meaning]) => (
          <div key={token} className="flex gap-3">
            <dt className="w-28 shrink-0 font-mono text-[13px] text-primary">{token}</dt>
            <dd className="text-muted">{meaning}</dd>
          </div>
        ))}
      </dl>
      <p className="flex items-center gap-1.5 border-t border-border px-4 py-2 text-xs text-muted">
        <Hourglass className="h-3.5 w-3.5" aria-hidden />
        Matching runs in the background and is stopped after {REGEX_TIME_LIMIT_MS / 1000} s, so a runaway pattern never freezes
        the page.
      </p>
    </details>
  );
}
