// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { python, pythonJson } from '@/test-support/oracles';
import { describeCharacters, fromCodePoints, fromEscapes, loadNames, nameOf, toCodePoints, toEscapes } from './unicode';

// Oracle: Python's unicodedata (names of every code point) and its codecs (unicode_escape,
// json's \u escapes, html.unescape, UTF-8 and UTF-16 encodings).
const samples = [
  ...fc.sample(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 16 }), { numRuns: 30, seed: 8 }),
  'café 😀 👨‍👩‍👧 日本 한국어 𝔘',
  '\u200b\u00a0\ufeff',
];

describe('character names agree with Python unicodedata for every code point', () => {
  it('all 1,114,112 code points: same name, or none', { timeout: 120_000 }, async () => {
    const names = await loadNames();
    // Python prints "cp;name" for named code points only.
    const expected = python(
      'import unicodedata\nprint("\\n".join("%x;%s" % (c, unicodedata.name(chr(c))) for c in range(0x110000) if unicodedata.name(chr(c), "")))',
    );
    const pyNames = new Map(
      expected
        .trim()
        .split('\n')
        .map((line) => {
          const at = line.indexOf(';');
          return [parseInt(line.slice(0, at), 16), line.slice(at + 1)] as const;
        }),
    );
    let checked = 0;
    for (let cp = 0; cp < 0x110000; cp++) {
      const ours = nameOf(cp, names);
      const theirs = pyNames.get(cp) ?? null;
      if (ours !== theirs) expect(`U+${cp.toString(16)}: ${ours}`).toBe(`U+${cp.toString(16)}: ${theirs}`);
      checked++;
    }
    expect(checked).toBe(0x110000);
    expect(pyNames.size).toBeGreaterThan(130_000);
  });

  it('describes UTF-8 and UTF-16 as Python encodes them', async () => {
    const names = await loadNames();
    const text = samples.join('');
    const py = pythonJson<[string, string][]>(
      "import sys, json; print(json.dumps([[c.encode('utf-8').hex(' ').upper(), c.encode('utf-16-be').hex().upper()] for c in sys.stdin.read()]))",
      text,
    );
    const lines = describeCharacters(text, names).split('\n');
    lines.forEach((line, i) => {
      const [, , , utf8, utf16] = line.split('\t');
      expect(utf8).toBe(`UTF-8: ${py[i]![0]}`);
      expect(utf16!.replace('UTF-16: ', '').replace(/ /g, '')).toBe(py[i]![1]);
    });
  });
});

describe('code points and escapes', () => {
  it('code points are Python’s ord() values, and read back', () => {
    const py = pythonJson<string[]>(
      'import sys, json; print(json.dumps([" ".join("U+%04X" % ord(c) for c in s) for s in json.load(sys.stdin)]))',
      JSON.stringify(samples),
    );
    samples.forEach((s, i) => {
      expect(toCodePoints(s)).toBe(py[i]);
      expect(fromCodePoints(py[i]!)).toBe(s);
    });
  });

  it('\\u escapes are json.dumps’s (ensure_ascii), case aside; Python style is unicode_escape’s', () => {
    const py = pythonJson<[string, string][]>(
      "import sys, json; print(json.dumps([[json.dumps(s)[1:-1], s.encode('unicode_escape').decode('ascii')] for s in json.load(sys.stdin)]))",
      JSON.stringify(samples),
    );
    samples.forEach((s, i) => {
      // Controls, quotes and backslashes have short escapes (\n, \") in Python; compare the rest.
      // eslint-disable-next-line no-control-regex
      const plain = !/[\x00-\x1f"\\]/.test(s);
      if (plain) expect(toEscapes(s, 'js').toLowerCase()).toBe(py[i]![0].toLowerCase());
      if (plain) expect(toEscapes(s, 'python')).toBe(py[i]![1]);
      expect(fromEscapes(py[i]![0])).toBe(s);
    });
  });

  it('every style reads back; HTML style is what html.unescape reads', () => {
    for (const style of ['js', 'es6', 'python', 'html', 'css'] as const)
      for (const all of [false, true])
        for (const s of samples.filter((x) => !/[\\&]/.test(x))) expect(fromEscapes(toEscapes(s, style, { all }))).toBe(s);
    const html = samples.map((s) => toEscapes(s, 'html', { all: true }));
    expect(
      pythonJson<string[]>(
        'import sys, json, html; print(json.dumps([html.unescape(s) for s in json.load(sys.stdin)]))',
        JSON.stringify(html),
      ),
    ).toEqual(samples);
  });

  it('refuses code points past U+10FFFF and tokens that are not code points', () => {
    expect(() => fromCodePoints('U+110000')).toThrow('beyond U+10FFFF');
    expect(() => fromCodePoints('U+0041 zz')).toThrow('"z" is not a code point');
  });
});
