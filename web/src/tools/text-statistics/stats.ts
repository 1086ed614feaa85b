import { utf8Length } from '../../operations/kinds';

// What a text is made of, counted the ways people mean: characters as a reader sees them
// (grapheme clusters), code points, UTF-8 and UTF-16 sizes, words (Intl.Segmenter's word-like
// segments, which works for languages without spaces), words as `wc -w` counts them, lines,
// sentences, paragraphs, reading and speaking time, the longest line and a word frequency table.

/**
 * Average adult rates for English non-fiction (Brysbaert 2019, "How many words do we read per
 * minute?", Journal of Memory and Language 109): 238 words a minute silently, 183 aloud.
 */
export const READING_WPM = 238;
export const SPEAKING_WPM = 183;

export type TextStatistics = {
  /** User-perceived characters (grapheme clusters): "👩‍💻" and "é" (e + accent) are one each. */
  characters: number;
  /** Unicode code points (what `wc -m` counts in a UTF-8 locale). */
  codePoints: number;
  /** Characters that are not whitespace. */
  charactersWithoutSpaces: number;
  utf8Bytes: number;
  /** UTF-16 code units (JavaScript's string length). */
  utf16Units: number;
  /** Word-like segments (Intl.Segmenter). */
  words: number;
  /** Runs of non-blank characters, as `wc -w` counts them. */
  whitespaceWords: number;
  uniqueWords: number;
  /** Lines as an editor shows them: a last line without a newline still counts. */
  lines: number;
  /** Newline characters (what `wc -l` counts). */
  newlines: number;
  sentences: number;
  /** Blocks of text separated by blank lines. */
  paragraphs: number;
  averageWordLength: number;
  readingSeconds: number;
  speakingSeconds: number;
  longestLine: { number: number; length: number; text: string } | null;
};

export type WordCount = { word: string; count: number };

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
// Words and sentences in English rules (the root locale's are the same for other scripts).
const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });
const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

function countGraphemes(text: string): number {
  let n = 0;
  for (const _ of graphemeSegmenter.segment(text)) n++;
  return n;
}

function countCodePoints(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A high surrogate followed by a low one is one code point.
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
    n++;
  }
  return n;
}

// GNU wc (coreutils 9.1) in a UTF-8 locale: a word is a run of printable characters that are not
// blanks. Blanks are ASCII whitespace, the Unicode spaces glibc calls space, and the no-break spaces
// U+00A0, U+2007, U+202F and U+2060. Characters that are not printable (controls, line and
// paragraph separators, unassigned code points) neither start a word nor end one.
const WC_BLANKS = /[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u202f\u205f\u2060\u3000]+/u;
const PRINTABLE = /[^\p{Cc}\p{Zl}\p{Zp}\p{Cn}\p{Cs}]/u;

function countWhitespaceWords(text: string): number {
  let n = 0;
  for (const run of text.split(WC_BLANKS)) if (run !== '' && PRINTABLE.test(run)) n++;
  return n;
}

/** Lowercases for counting without the locale's surprises (Turkish dotless i). */
const fold = (word: string) => word.toLocaleLowerCase('und');

function* wordsOf(text: string): Generator<string> {
  for (const { segment, isWordLike } of wordSegmenter.segment(text)) if (isWordLike) yield segment;
}

export function textStatistics(text: string): TextStatistics {
  let words = 0;
  let wordGraphemes = 0;
  const unique = new Set<string>();
  for (const word of wordsOf(text)) {
    words++;
    wordGraphemes += countGraphemes(word);
    unique.add(fold(word));
  }

  let sentences = 0;
  for (const { segment } of sentenceSegmenter.segment(text)) if (/[\p{L}\p{N}]/u.test(segment)) sentences++;

  const lineTexts = text === '' ? [] : text.split(/\r?\n/);
  // A final newline ends the last line; it does not start another.
  if (lineTexts.length > 1 && lineTexts[lineTexts.length - 1] === '') lineTexts.pop();
  let longestLine: TextStatistics['longestLine'] = null;
  lineTexts.forEach((line, i) => {
    const length = countGraphemes(line);
    if (!longestLine || length > longestLine.length) longestLine = { number: i + 1, length, text: line };
  });

  const characters = countGraphemes(text);
  return {
    characters,
    codePoints: countCodePoints(text),
    charactersWithoutSpaces: countGraphemes(text.replace(/\s+/gu, '')),
    utf8Bytes: utf8Length(text),
    utf16Units: text.length,
    words,
    whitespaceWords: countWhitespaceWords(text),
    uniqueWords: unique.size,
    lines: lineTexts.length,
    newlines: text.split('\n').length - 1,
    sentences,
    paragraphs: text.split(/(?:\r?\n)[ \t]*(?:\r?\n)+/).filter((block) => block.trim() !== '').length,
    averageWordLength: words === 0 ? 0 : Math.round((wordGraphemes / words) * 10) / 10,
    readingSeconds: Math.ceil((words / READING_WPM) * 60),
    speakingSeconds: Math.ceil((words / SPEAKING_WPM) * 60),
    longestLine,
  };
}

/** Words by how often they occur, most frequent first (ties alphabetically). */
export function wordFrequencies(text: string, { ignoreCase = true }: { ignoreCase?: boolean } = {}): WordCount[] {
  const counts = new Map<string, number>();
  for (const word of wordsOf(text)) {
    const key = ignoreCase ? fold(word) : word;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
}

/** "4 min 12 s", "45 s", "0 s". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [hours ? `${hours} h` : '', minutes ? `${minutes} min` : '', rest ? `${rest} s` : ''].filter(Boolean).join(' ');
}
