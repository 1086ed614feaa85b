import type { RegexResult } from '@common/ai';
import { buildRegex } from '../regex-tester/regex';

// The AI regex generator's logic (spec tools.md §5 AI tools, §8): reading the model's pattern,
// the example lists, and what each example should do. Matching itself runs in the regex
// tester's worker, under its time limit (see RegexGenerator.tsx).

export const NO_DESCRIPTION = 'Please enter a description for the regex pattern';
export const NO_PATTERN = 'No regex pattern generated';
export const CANNOT_EXTRACT = 'Could not extract regex pattern from response';
/** Asking again with the failures: at most this many extra rounds per generation (each counted like any request). */
export const MAX_RETRY_ROUNDS = 2;
/** The server takes at most 20 examples of each kind, each up to 500 characters. */
export const MAX_EXAMPLES = 20;
export const MAX_EXAMPLE_LENGTH = 500;

const VALID_FLAGS = 'dgimsuvy';

/** One example per line; blank lines are skipped, spaces inside kept (they may matter to the pattern). */
export function exampleLines({ text }: { text: string }): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\r$/, ''))
    .filter((line) => line.trim() !== '');
}

/** Checks the inputs before a request; throws with the message to show. */
export function checkRegexRequest({
  description,
  mustMatch,
  mustNotMatch,
}: {
  description: string;
  mustMatch: string[];
  mustNotMatch: string[];
}): void {
  if (description.trim() === '') throw new Error(NO_DESCRIPTION);
  for (const [list, name] of [
    [mustMatch, 'Must match'],
    [mustNotMatch, 'Must not match'],
  ] as const) {
    if (list.length > MAX_EXAMPLES)
      throw new Error(`${name}: at most ${MAX_EXAMPLES} examples (one per line); you have ${list.length}.`);
    const long = list.findIndex((e) => e.length > MAX_EXAMPLE_LENGTH);
    if (long !== -1) throw new Error(`${name}: example ${long + 1} is longer than ${MAX_EXAMPLE_LENGTH} characters.`);
  }
}

export type GeneratedRegex = { pattern: string; flags: string; explanation: string };

/**
 * The pattern as the page will use it. Models sometimes wrap it as /…/flags or in backticks, or
 * repeat a flag: that is undone here. An answer without a pattern is "No regex pattern generated"
 * (the spec's default) when it says nothing either, else "Could not extract regex pattern from
 * response"; a pattern that does not compile throws the engine's own error.
 */
export function readRegexAnswer({ result }: { result: RegexResult }): GeneratedRegex {
  let pattern = result.pattern.trim();
  let flags = result.flags ?? '';
  const explanation = result.explanation.trim();
  // `…` or ```…``` around the pattern.
  const ticked = /^(`+)([\s\S]*?)\1$/.exec(pattern);
  if (ticked) pattern = ticked[2]!.trim();
  // /pattern/flags literal.
  const literal = /^\/([\s\S]+)\/([a-z]*)$/.exec(pattern);
  if (literal && !/^\^?\\?\/$/.test(literal[1]!)) {
    pattern = literal[1]!;
    flags += literal[2];
  }
  if (pattern === '') throw new Error(explanation === '' || explanation === NO_PATTERN ? NO_PATTERN : CANNOT_EXTRACT);
  flags = [...new Set(flags)].filter((f) => VALID_FLAGS.includes(f)).join('');
  buildRegex({ pattern, flags });
  return { pattern, flags, explanation: explanation || 'No explanation available' };
}

/**
 * What the worker runs for one example. A whole-example check anchors the pattern as
 * ^(?:pattern)$ without m (so ^ and $ are the example's ends) and without g or y (one attempt
 * from the start), the way Java's matches() or `grep -x` work.
 */
export function exampleJob({ pattern, flags, text, whole }: { pattern: string; flags: string; text: string; whole: boolean }) {
  if (!whole) return { pattern, flags: flags.replace(/[gy]/g, ''), text, replacement: null };
  return { pattern: `^(?:${pattern})$`, flags: flags.replace(/[gmy]/g, ''), text, replacement: null };
}

export type ExampleCheck = {
  text: string;
  shouldMatch: boolean;
  /** 'pass' | 'fail', or 'timeout' / 'error' when the example could not be checked. */
  verdict: 'pass' | 'fail' | 'timeout' | 'error';
  /** Where the pattern matched (partial mode), for highlighting. */
  match?: { index: number; end: number };
  message?: string;
};

/** The verdict for an example from whether the pattern matched it. */
export function verdictOf({ shouldMatch, matched }: { shouldMatch: boolean; matched: boolean }): 'pass' | 'fail' {
  return shouldMatch === matched ? 'pass' : 'fail';
}

/** The failures to send back when asking again (timeouts count: the pattern is unusable on them). */
export function failuresOf(checks: readonly ExampleCheck[]): { text: string; shouldMatch: boolean }[] {
  return checks.filter((c) => c.verdict !== 'pass').map(({ text, shouldMatch }) => ({ text, shouldMatch }));
}

/** The regex tester's address with this pattern, flags and examples (one per line). */
export function regexTesterLink({
  pattern,
  flags,
  examples,
}: {
  pattern: string;
  flags: string;
  examples: readonly string[];
}): string {
  // The tester matches every line of one text: g lists them all, m anchors ^ and $ at each line.
  const testerFlags = [...new Set(`${flags}gm`)].filter((f) => 'gimsuy'.includes(f)).join('');
  const params = new URLSearchParams({ pattern, flags: testerFlags, text: examples.join('\n') });
  return `/tools/regex-tester?${params.toString()}`;
}
