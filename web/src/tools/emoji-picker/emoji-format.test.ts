// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromHexcode, skinTonesOf, toCodePoints, toDecimalEntity, toHtmlEntity, toShortcode } from './emoji-format';

// Oracles: the code points emoji-test.txt lists for each sequence (Debian unicode-data), and
// Python's html.unescape decoding our entities back to the emoji.
const lines = fs
  .readFileSync('/usr/share/unicode/emoji/emoji-test.txt', 'utf8')
  .split('\n')
  .map((line) => /^([0-9A-F ]+?)\s*; [a-z-]+\s*# (\S+) E/.exec(line))
  .filter((m): m is RegExpExecArray => m !== null)
  .map((m) => ({ codePoints: m[1]!.split(' '), emoji: m[2]! }));

describe('emoji formats', () => {
  it('gives the code points emoji-test.txt lists, for all its sequences', () => {
    expect(lines.length).toBeGreaterThan(4700);
    const wrong = lines.filter((l) => toCodePoints(l.emoji) !== l.codePoints.map((cp) => `U+${cp}`).join(' '));
    expect(wrong).toEqual([]);
    expect(toCodePoints('👋🏻')).toBe('U+1F44B U+1F3FB');
    expect(toCodePoints('#️⃣')).toBe('U+0023 U+FE0F U+20E3');
  });

  it('reads emojibase hexcodes as emoji-test.txt writes them', () => {
    const wrong = lines.filter((l) => fromHexcode(l.codePoints.join('-')) !== l.emoji);
    expect(wrong).toEqual([]);
  });

  it('writes HTML entities that Python html.unescape decodes back to the emoji', () => {
    const sample = lines.filter((_, i) => i % 7 === 0).map((l) => l.emoji);
    const hex = sample.map(toHtmlEntity);
    const dec = sample.map(toDecimalEntity);
    const decoded = execFileSync(
      '/usr/bin/python3',
      ['-c', 'import html, json, sys; print(json.dumps([html.unescape(s) for s in json.load(sys.stdin)]))'],
      { input: JSON.stringify([...hex, ...dec]) },
    ).toString();
    expect(JSON.parse(decoded)).toEqual([...sample, ...sample]);
    expect(toHtmlEntity('👋🏻')).toBe('&#x1F44B;&#x1F3FB;');
    expect(toDecimalEntity('👋')).toBe('&#128075;');
  });

  it('wraps shortcodes in colons, none when there is none', () => {
    expect(toShortcode('wave')).toBe(':wave:');
    expect(toShortcode(undefined)).toBe('');
  });

  it('reads skin tones, mixed pairs in order', () => {
    expect(skinTonesOf('👋🏿')).toEqual([5]);
    expect(skinTonesOf('🧑🏻‍🤝‍🧑🏿')).toEqual([1, 5]);
    expect(skinTonesOf('🚀')).toEqual([]);
  });
});
