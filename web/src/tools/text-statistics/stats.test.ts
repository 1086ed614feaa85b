// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { formatDuration, textStatistics, wordFrequencies } from './stats';

// The outside oracle: GNU wc (coreutils) in a UTF-8 locale on the same text: -c bytes, -m code
// points, -w blank-separated words, -l newlines.
function wc(text: string) {
  const out = execFileSync('wc', ['-c', '-m', '-w', '-l'], {
    input: Buffer.from(text, 'utf8'),
    env: { ...process.env, LC_ALL: 'C.UTF-8' },
  }).toString();
  const [lines, words, chars, bytes] = out.trim().split(/\s+/).map(Number);
  return { lines, words, chars, bytes };
}

// Pieces that exercise every rule wc has: ASCII and Unicode blanks, no-break spaces (which wc counts
// as blanks), controls and separators (which neither start nor end a word), emoji sequences,
// combining marks, CJK, right-to-left text and CRLF line ends.
const pieces = [
  'word',
  'Hello,',
  'world!',
  "don't",
  'e-mail',
  'café',
  'cafe\u0301',
  '東京は',
  'مرحبا',
  '👩‍💻',
  '👋🏽',
  '🇫🇷',
  '42',
  '3.14',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\n\n',
  '\v',
  '\f',
  '\u00a0',
  '\u2007',
  '\u202f',
  '\u2060',
  '\u2003',
  '\u3000',
  '\u1680',
  '\u205f',
  '\u200b',
  '\u2028',
  '\u0085',
  '\u0001',
  '\u001c',
  '\ufeff',
  '—',
  '...',
];

function randomText(seed: number, length: number): string {
  let state = seed;
  const next = () => (state = (state * 48271) % 2147483647);
  let out = '';
  for (let i = 0; i < length; i++) out += pieces[next() % pieces.length];
  return out;
}

describe('textStatistics against wc -c -m -w -l', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i + 1))('agrees with wc on random text (seed %i)', (seed) => {
    const text = randomText(seed, 20 + seed * 25);
    const stats = textStatistics(text);
    const oracle = wc(text);
    expect(stats.utf8Bytes).toBe(oracle.bytes);
    expect(stats.codePoints).toBe(oracle.chars);
    expect(stats.whitespaceWords).toBe(oracle.words);
    expect(stats.newlines).toBe(oracle.lines);
  });

  it('counts lines as an editor does: wc -l, plus one when the last line has no newline', () => {
    for (const text of ['one', 'one\n', 'one\ntwo', 'one\ntwo\n', '\n', 'a\n\nb']) {
      expect(textStatistics(text).lines, JSON.stringify(text)).toBe(wc(text).lines + (text.endsWith('\n') ? 0 : 1));
    }
    expect(textStatistics('').lines).toBe(0);
  });

  it('counts the same words as wc in plain English prose', () => {
    const prose =
      'The quick brown fox jumps over the lazy dog. It was not amused; the dog slept on.\nA second paragraph follows here.';
    expect(textStatistics(prose).words).toBe(wc(prose).words);
  });
});

describe('textStatistics', () => {
  it('counts user-perceived characters, UTF-16 units and words without spaces between them', () => {
    const stats = textStatistics('👩‍💻 é 東京は晴れ');
    expect(stats.characters).toBe(9);
    expect(stats.utf16Units).toBe('👩‍💻 é 東京は晴れ'.length);
    // ICU's dictionary breaks the Japanese into 東京 / は / 晴れ.
    expect(stats.words).toBe(4);
    expect(stats.whitespaceWords).toBe(3);
  });

  it('counts sentences, paragraphs, the longest line and reading time', () => {
    const text = 'First sentence. Second one? Third!\n\nNew paragraph here.\n   \nAnd a third, rather longer, paragraph line.';
    const stats = textStatistics(text);
    expect(stats.sentences).toBe(5);
    expect(stats.paragraphs).toBe(3);
    expect(stats.longestLine).toEqual({ number: 5, length: 43, text: 'And a third, rather longer, paragraph line.' });
    expect(stats.readingSeconds).toBe(Math.ceil((stats.words / 238) * 60));
  });

  it('gives zeros for empty text', () => {
    expect(textStatistics('')).toMatchObject({
      characters: 0,
      words: 0,
      lines: 0,
      sentences: 0,
      paragraphs: 0,
      longestLine: null,
      averageWordLength: 0,
    });
  });
});

describe('wordFrequencies', () => {
  it('counts words case-insensitively by default, most frequent first', () => {
    expect(wordFrequencies('b a B c b a')).toEqual([
      { word: 'b', count: 3 },
      { word: 'a', count: 2 },
      { word: 'c', count: 1 },
    ]);
    expect(wordFrequencies('Go go GO', { ignoreCase: false }).map((w) => w.word)).toEqual(['GO', 'Go', 'go']);
  });
});

describe('formatDuration', () => {
  it('writes seconds, minutes and hours', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(59)).toBe('59 s');
    expect(formatDuration(60)).toBe('1 min');
    expect(formatDuration(252)).toBe('4 min 12 s');
    expect(formatDuration(3723)).toBe('1 h 2 min 3 s');
  });
});
