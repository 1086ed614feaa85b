// How guessable a password is, by zxcvbn (the zxcvbn-ts port with its common and English lists):
// the patterns an attacker's guesser would try (common passwords, words, names, keyboard walks,
// sequences, repeats, dates), the guesses they add up to, and how long four kinds of attacker
// would take. Shared by the password generator and the password strength analyzer; the
// dictionaries are a few MB, so callers load this module in a worker.
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

let factory: ZxcvbnFactory | null = null;

/** The zxcvbn checker, built once (ranking the dictionaries takes a moment). */
export function zxcvbnChecker(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return factory;
}

export const scoreLabels = ['Too guessable', 'Very guessable', 'Somewhat guessable', 'Safely unguessable', 'Very unguessable'];

export type CrackScenario = {
  id: 'onlineThrottled' | 'onlineUnthrottled' | 'offlineSlowHash' | 'offlineFastHash';
  attacker: string;
  /** Guesses per second. */
  rate: number;
  seconds: number;
  display: string;
};

export type PatternFound = {
  pattern: string;
  /** The characters of the password it covers (0-based, inclusive). */
  i: number;
  j: number;
  token: string;
  guesses: number;
  guessesLog10: number;
  /** What it is, in words ("common password #2", "keyboard walk with 1 turn"). */
  explanation: string;
};

export type StrengthReport = {
  length: number;
  /** 0 (too guessable) to 4 (very unguessable). */
  score: number;
  scoreLabel: string;
  guesses: number;
  guessesLog10: number;
  /** log2 of the guesses: the entropy an attacker with zxcvbn's model faces. */
  guessBits: number;
  /** Length × log2(character pool): what a naive entropy meter would say. */
  characterSetBits: number;
  characterPool: number;
  crackTimes: CrackScenario[];
  patterns: PatternFound[];
  warning: string | null;
  suggestions: string[];
};

// zxcvbn-ts names its lists "<list>-<language>" ("passwords-common", "firstnames-en").
const dictionaryNames: Record<string, string> = {
  passwords: 'common password',
  diceware: 'diceware word',
  commonWords: 'common English word',
  firstnames: 'first name',
  lastnames: 'last name',
  wikipedia: 'word from Wikipedia',
  cardinalNumbers: 'number word',
  ordinalNumbers: 'ordinal number word',
  daysOfWeek: 'day of the week',
  months: 'month',
  seasons: 'season',
  timePeriods: 'time period',
  rainbowColors: 'colour',
  directions: 'compass direction',
  intermediateDirections: 'compass direction',
  sizeProgression: 'size word',
  militaryAlphabet: 'NATO alphabet word',
  planets: 'planet',
  zodiacSigns: 'zodiac sign',
  chineseZodiac: 'Chinese zodiac sign',
  userInputs: 'word about you',
};

function dictionaryKind(name: string): string {
  const list = name.replace(/-[A-Za-z]+$/, '');
  return dictionaryNames[list] ?? `word from the ${list} list`;
}

const regexNames: Record<string, string> = { recentYear: 'a recent year' };

function explain(match: ZxcvbnResult['sequence'][number]): string {
  switch (match.pattern) {
    case 'dictionary': {
      const kind = dictionaryKind(String(match.dictionaryName));
      const parts = [`${kind} "${String(match.matchedWord)}" (#${Number(match.rank).toLocaleString('en-US')} on its list)`];
      if (match.reversed) parts.push('written backwards');
      if (match.l33t) parts.push(`with substitutions (${String(match.subDisplay ?? '')})`);
      if (/[A-Z]/.test(match.token)) parts.push('with capitals');
      return parts.join(', ');
    }
    case 'spatial': {
      const turns = Number(match.turns);
      const shifted = Number(match.shiftedCount);
      return `keyboard walk on ${String(match.graph)} with ${turns} turn${turns === 1 ? '' : 's'}${shifted ? ` and ${shifted} shifted key${shifted === 1 ? '' : 's'}` : ''}`;
    }
    case 'repeat':
      return `"${String(Array.isArray(match.baseToken) ? match.baseToken.join('') : match.baseToken)}" repeated ${Number(match.repeatCount)} times`;
    case 'sequence':
      return `${match.ascending ? 'ascending' : 'descending'} ${String(match.sequenceName)} sequence`;
    case 'regex':
      return regexNames[match.regexName as string] ?? String(match.regexName);
    case 'date':
      return `a date (${Number(match.year)}-${String(match.month).padStart(2, '0')}-${String(match.day).padStart(2, '0')})`;
    case 'separator':
      return 'a separator between words';
    case 'bruteforce':
      return 'no pattern: only guessing every combination finds it';
    default:
      return match.pattern;
  }
}

/** The size of the character classes the password draws on (lower, upper, digits, ASCII symbols, anything else). */
export function characterPool(password: string): number {
  const chars = [...password];
  let pool = 0;
  if (chars.some((c) => /[a-z]/.test(c))) pool += 26;
  if (chars.some((c) => /[A-Z]/.test(c))) pool += 26;
  if (chars.some((c) => /[0-9]/.test(c))) pool += 10;
  if (chars.some((c) => /[ -/:-@[-`{-~]/.test(c))) pool += 33;
  // Beyond ASCII: count each distinct character once rather than guess at a script's size.
  pool += new Set(chars.filter((c) => c.codePointAt(0)! > 0x7e)).size;
  return pool;
}

const scenarios: { id: CrackScenario['id']; key: keyof ZxcvbnResult['crackTimes']; attacker: string; rate: number }[] = [
  {
    id: 'onlineThrottled',
    key: 'onlineThrottlingXPerHour',
    attacker: 'Online, rate-limited (100 guesses an hour)',
    rate: 100 / 3600,
  },
  { id: 'onlineUnthrottled', key: 'onlineNoThrottlingXPerSecond', attacker: 'Online, no rate limit (10 a second)', rate: 10 },
  {
    id: 'offlineSlowHash',
    key: 'offlineSlowHashingXPerSecond',
    attacker: 'Offline, slow hash such as bcrypt (10,000 a second)',
    rate: 1e4,
  },
  {
    id: 'offlineFastHash',
    key: 'offlineFastHashingXPerSecond',
    attacker: 'Offline, fast hash such as SHA-256 on GPUs (10 billion a second)',
    rate: 1e10,
  },
];

/** zxcvbn's verdict on a password; `userInputs` are words about its owner (name, email, site) to count as guessable. */
export function analysePassword(password: string, userInputs: string[] = []): StrengthReport {
  const result = zxcvbnChecker().check(password, userInputs.map((w) => w.trim()).filter(Boolean));
  const length = [...password].length;
  const pool = characterPool(password);
  return {
    length,
    score: result.score,
    scoreLabel: scoreLabels[result.score]!,
    guesses: result.guesses,
    guessesLog10: result.guessesLog10,
    guessBits: result.guessesLog10 * Math.log2(10),
    characterSetBits: pool > 0 ? length * Math.log2(pool) : 0,
    characterPool: pool,
    crackTimes: scenarios.map(({ id, key, attacker, rate }) => ({
      id,
      attacker,
      rate,
      seconds: result.crackTimes[key].seconds,
      display: result.crackTimes[key].display,
    })),
    patterns: result.sequence.map((match) => ({
      pattern: match.pattern,
      i: match.i,
      j: match.j,
      token: match.token,
      guesses: Number(match.guesses),
      guessesLog10: Number(match.guessesLog10),
      explanation: explain(match),
    })),
    warning: result.feedback.warning || null,
    suggestions: result.feedback.suggestions,
  };
}
