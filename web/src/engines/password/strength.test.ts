// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { analysePassword, characterPool } from './strength';

// The oracle: Python's zxcvbn (Debian python3-zxcvbn, the port of Dropbox's original). Both run
// the same matchers and scoring; their word lists differ (zxcvbn-ts ships newer frequency lists
// and more l33t substitutions), so guesses are compared exactly only where no dictionary is
// involved, and where one is, the verdicts (score, patterns) must still agree.

type PyResult = {
  score: number;
  guesses_log10: number;
  guesses: number;
  crack_times_seconds: Record<string, number>;
  crack_times_display: Record<string, string>;
  sequence: { pattern: string; token: string; dictionary_name?: string }[];
};

const PY = `
import json, sys, zxcvbn
r = json.load(sys.stdin)
out = []
for p in r["passwords"]:
    z = zxcvbn.zxcvbn(p, user_inputs=r.get("inputs", []))
    out.append({"score": z["score"], "guesses": float(z["guesses"]), "guesses_log10": z["guesses_log10"],
        "crack_times_seconds": {k: float(v) for k, v in z["crack_times_seconds"].items()},
        "crack_times_display": z["crack_times_display"],
        "sequence": [{"pattern": m["pattern"], "token": m["token"], "dictionary_name": m.get("dictionary_name")} for m in z["sequence"]]})
print(json.dumps(out))
`;
const python = (passwords: string[], inputs: string[] = []): PyResult[] =>
  JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', PY], { input: JSON.stringify({ passwords, inputs }) }).toString(),
  ) as PyResult[];

// Sequences, repeats and random strings: no word list in play.
const patternOnly = [
  'abcdef',
  '98765432',
  'aaaaaaa',
  'rWibMFACxAUGZmxhVncy',
  'X9$kq!mZ2@wL',
  'Ba9ZyWABu99[BK#6MBgbH88Tofv)vs$w',
  'tY7#pQ2!',
];
// Passwords on every list of the most common ones.
const common = ['password', '123456', 'qwerty', 'iloveyou', 'P@ssw0rd', 'letmein!', 'monkey123', 'abc123'];

// Dates: the same matches, but the ports count the years around a different reference year
// (Python's port is fixed at 2017, zxcvbn-ts takes this year), so the guesses differ a little.
const dates = ['19/04/1987', '1987.04.19', '2010-04-19', '4/19/10'];

const pyScenario = {
  onlineThrottled: 'online_throttling_100_per_hour',
  onlineUnthrottled: 'online_no_throttling_10_per_second',
  offlineSlowHash: 'offline_slow_hashing_1e4_per_second',
  offlineFastHash: 'offline_fast_hashing_1e10_per_second',
} as const;

/** "3 hours" → [3, "hours"]; "centuries" → [0, "centuries"]. */
function displayParts(display: string): [number, string] {
  const match = /^(\d+) (.+)$/.exec(display);
  return match ? [Number(match[1]), match[2]!.replace(/s$/, '')] : [0, display];
}

describe('against Python zxcvbn', { timeout: 30_000 }, () => {
  const py = python([...patternOnly, ...common]);
  const pyDates = python(dates);

  it.each(patternOnly.map((p, n) => [p, n] as const))('%s: same patterns, guesses, score and crack times', (password, n) => {
    const ours = analysePassword(password);
    const theirs = py[n]!;
    expect(ours.patterns.map((m) => [m.pattern, m.token])).toEqual(theirs.sequence.map((m) => [m.pattern, m.token]));
    expect(ours.guessesLog10).toBeCloseTo(theirs.guesses_log10, 6);
    expect(ours.score).toBe(theirs.score);
    for (const scenario of ours.crackTimes) {
      const key = pyScenario[scenario.id];
      expect(scenario.seconds / theirs.crack_times_seconds[key]!).toBeCloseTo(1, 9);
      // The same unit; the number may differ by one where it is a half (Python rounds half to even).
      const [ourNumber, ourUnit] = displayParts(scenario.display);
      const [theirNumber, theirUnit] = displayParts(theirs.crack_times_display[key]!);
      expect(ourUnit).toBe(theirUnit);
      expect(Math.abs(ourNumber - theirNumber)).toBeLessThanOrEqual(Number.isInteger(scenario.seconds * 2) ? 1 : 0);
    }
  });

  it.each(common.map((p, n) => [p, n] as const))('%s: a common password to both, score 0 or 1', (password, n) => {
    const ours = analysePassword(password);
    const theirs = py[patternOnly.length + n]!;
    expect(ours.score).toBe(theirs.score);
    expect(ours.score).toBeLessThanOrEqual(1);
    expect(ours.patterns[0]!.pattern).toBe('dictionary');
    expect(theirs.sequence[0]!.pattern).toBe('dictionary');
    expect(ours.patterns[0]!.explanation).toMatch(/^common password "/);
  });

  it.each(dates.map((p, n) => [p, n] as const))('%s: the same date match and score, guesses within 40%%', (password, n) => {
    const ours = analysePassword(password);
    const theirs = pyDates[n]!;
    expect(ours.patterns.map((m) => [m.pattern, m.token])).toEqual(theirs.sequence.map((m) => [m.pattern, m.token]));
    expect(Math.abs(ours.guessesLog10 - theirs.guesses_log10)).toBeLessThan(0.15);
    expect(ours.score).toBe(theirs.score);
  });

  it('words about the user count as guessable, as user_inputs do in Python', () => {
    const [theirs] = python(['zephyrine1990'], ['Zephyrine']);
    const ours = analysePassword('zephyrine1990', ['Zephyrine']);
    expect(theirs!.sequence[0]).toMatchObject({ pattern: 'dictionary', token: 'zephyrine', dictionary_name: 'user_inputs' });
    expect(ours.patterns[0]).toMatchObject({ pattern: 'dictionary', token: 'zephyrine' });
    expect(ours.patterns[0]!.explanation).toMatch(/^word about you/);
    expect(ours.score).toBeLessThan(analysePassword('zephyrine1990').score + 1);
    expect(ours.guessesLog10).toBeLessThan(analysePassword('zephyrine1990').guessesLog10);
  });
});

describe('what the report says', { timeout: 30_000 }, () => {
  it('keyboard walks, repeats, dates and reversed words are explained', () => {
    expect(analysePassword('zxcvfrewq').patterns[0]!.explanation).toMatch(/^keyboard walk on qwerty with \d+ turns?/);
    expect(analysePassword('abcabcabcabc').patterns[0]!.explanation).toBe('"abc" repeated 4 times');
    expect(analysePassword('19/04/1987').patterns[0]!.explanation).toBe('a date (1987-04-19)');
    expect(analysePassword('drowssap').patterns[0]!.explanation).toMatch(/written backwards/);
  });

  it('guess bits are log2 of the guesses; character-set bits are length × log2(pool)', () => {
    const report = analysePassword('Tr0ub4dour&3');
    expect(report.guessBits).toBeCloseTo(Math.log2(report.guesses), 6);
    expect(report.characterPool).toBe(26 + 26 + 10 + 33);
    expect(report.characterSetBits).toBeCloseTo(12 * Math.log2(95), 9);
    expect(characterPool('ab')).toBe(26);
    expect(characterPool('日本語日')).toBe(3);
    expect(analysePassword('').characterSetBits).toBe(0);
  });

  it('feedback for a weak password, none for a strong one', () => {
    expect(analysePassword('password').warning).toBeTruthy();
    expect(analysePassword('Ba9ZyWABu99[BK#6MBgbH88Tofv)vs$w').suggestions).toEqual([]);
  });
});
