// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { pythonJson } from '@/test-support/oracles';
import { decodeEntities, encodeEntities } from './operations';

// Oracle: Python's html module (html.escape, html.unescape and the HTML5 table html.entities.html5).
const encode = async (text: string, escape: string) =>
  (await runOperation(encodeEntities, tag('text', text), { options: { escape } })).value as string;
const decode = async (text: string) => (await runOperation(decodeEntities, tag('text', text))).value as string;
const pyUnescape = (texts: string[]) =>
  pythonJson<string[]>(
    'import sys, json, html; print(json.dumps([html.unescape(t) for t in json.load(sys.stdin)]))',
    JSON.stringify(texts),
  );
const pyEscape = (texts: string[]) =>
  pythonJson<string[]>(
    'import sys, json, html; print(json.dumps([html.escape(t) for t in json.load(sys.stdin)]))',
    JSON.stringify(texts),
  );

const samples = [
  ...fc.sample(fc.string({ unit: 'grapheme', maxLength: 30 }), { numRuns: 80, seed: 5 }),
  '<a href="x?a=1&b=2">it\'s</a>',
  'é€😀©\u00a0\u200b',
  '&amp; already',
];

describe('HTML entities against Python html', () => {
  it.each(['special', 'non-ascii', 'numeric'])('html.unescape reads back what we encode (%s)', async (escape) => {
    const encoded = await Promise.all(samples.map((s) => encode(s, escape)));
    expect(pyUnescape(encoded)).toEqual(samples);
    for (const e of encoded) expect(e).not.toMatch(/[<>"]/);
    if (escape !== 'special') for (const e of encoded) expect(e).toMatch(/^[\x20-\x7e\t\n\r]*$/);
  });

  it('we decode what html.escape writes', async () => {
    const escaped = pyEscape(samples);
    expect(await Promise.all(escaped.map(decode))).toEqual(samples);
  });

  it('decodes every HTML5 named reference as Python does', async () => {
    const table = pythonJson<Record<string, string>>('import json, html.entities; print(json.dumps(html.entities.html5))');
    const names = Object.keys(table).filter((n) => n.endsWith(';'));
    expect(names.length).toBeGreaterThan(2000);
    const decoded = await decode(names.map((n) => `&${n}`).join('\uE000'));
    expect(decoded.split('\uE000')).toEqual(names.map((n) => table[n]));
  });

  it('decodes numeric references and legacy forms as html.unescape does', async () => {
    const inputs = ['&#233;&#xE9;&#XE9;', '&copy 2024', '&#0; &#x110000; &#128;', '&unknown; & &amp', 'a&ltb'];
    expect(await Promise.all(inputs.map(decode))).toEqual(pyUnescape(inputs));
  });
});
