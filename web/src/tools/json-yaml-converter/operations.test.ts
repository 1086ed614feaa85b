// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { pythonJson } from '@/test-support/oracles';
import { jsonToYaml, yamlToJson } from './operations';

// Oracle: Debian's PyYAML (python3-yaml). It reads YAML 1.1, so the documents here avoid what 1.1 and
// 1.2 read differently, except where the test is about exactly that (quoting yes/no/dates).
const pyLoadAll = (yamlText: string) =>
  pythonJson<unknown[]>('import sys, json, yaml; print(json.dumps(list(yaml.safe_load_all(sys.stdin.read()))))', yamlText);

const toJson = async (text: string, options?: Record<string, unknown>) =>
  JSON.parse((await runOperation(yamlToJson, tag('text', text), { options })).value as string) as unknown;
const toYaml = async (value: unknown, options?: Record<string, unknown>) =>
  (await runOperation(jsonToYaml, tag('text', JSON.stringify(value)), { options })).value as string;

const documents = [
  'a: 1\nb: [1, 2.5, -3]\nc: {d: "e", f: null}\n',
  'list:\n  - name: one\n    tags: [x, y]\n  - name: two\n    nested:\n      deep: true\n',
  'base: &base\n  retries: 3\n  timeout: 10\nprod:\n  <<: *base\n  timeout: 30\nrefs: [*base, *base]\n',
  'literal: |\n  line one\n  line two\nfolded: >\n  folded\n  text\nkeep: |+\n  kept\n\nstrip: |-\n  stripped\n',
  '"quoted key": "tab\\there \\u00e9 \\U0001F600"\nsingle: \'it\'\'s\'\nunicode: 日本語 😀\n',
  '# a comment\n? complex key\n: value\nempty:\nexplicit_null: ~\n',
  'first: 1\n---\nsecond: 2\n---\n- a\n- b\n',
  '[1, [2, [3, {four: 4}]]]\n',
  'numbers: [0, 12, -7, 3.25, 1.0e+3, -0.5]\n',
];

describe('YAML to JSON agrees with PyYAML', () => {
  it.each(documents)('%j', async (doc) => {
    const expected = pyLoadAll(doc);
    expect(await toJson(doc)).toEqual(expected.length === 1 ? expected[0] : expected);
  });

  it('reports a syntax error with its line and column, and no output', async () => {
    await expect(runOperation(yamlToJson, tag('text', 'a: 1\nb: [1, 2\nc: 3\n'))).rejects.toThrow(
      /Not valid YAML: .*\(line 3, column 1\)/,
    );
    await expect(runOperation(yamlToJson, tag('text', 'key: value\n  bad: indent\n'))).rejects.toThrow(/line 1, column \d+/);
  });

  it('stops an alias bomb instead of expanding it', async () => {
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      ...'bcdefghi'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`),
    ].join('\n');
    await expect(runOperation(yamlToJson, tag('text', bomb))).rejects.toThrow(/alias/i);
  });

  it('writes one line with indent 0', async () => {
    expect((await runOperation(yamlToJson, tag('text', 'a: [1, 2]'), { options: { indent: 0 } })).value).toBe('{"a":[1,2]}');
  });
});

// Strings that YAML readers are known to misread when written plain.
const trickyStrings = [
  'yes',
  'No',
  'on',
  'OFF',
  'y',
  'n',
  '~',
  'null',
  '',
  '0777',
  '0x1F',
  '1:30',
  '1_000',
  '2001-12-14',
  '2001-12-14 21:59:43.10 -5',
  '.5',
  '1e3',
  '.inf',
  '-.Inf',
  '.NaN',
  '<<',
  '=',
  'true',
  '012',
  '+1',
  '# not a comment',
  'a: b',
  '- item',
  '  padded  ',
  'multi\nline\n',
  'tab\tin',
  '"quoted"',
  "it's",
  '@at',
  '`tick',
  '%percent',
  '!bang',
  '&amp',
  '*star',
  '{brace}',
  '[bracket]',
  'é 日本 😀',
];

describe('JSON to YAML reads back identically with PyYAML', () => {
  it.each(trickyStrings)('the string %j', async (s) => {
    const value = { value: s, list: [s] };
    expect(pyLoadAll(await toYaml(value))).toEqual([value]);
  });

  it('random JSON values round-trip', async () => {
    // PyYAML has no 1.2 core schema: plain floats like 1e3 and integers beyond 2^53 still agree here
    // because the writer emits floats with a dot or quotes what could be misread.
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.constantFrom(...trickyStrings),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    const samples = fc.sample(json, { numRuns: 60, seed: 31 });
    const yamlTexts = await Promise.all(samples.map((v) => toYaml(v)));
    const read = pythonJson<unknown[]>(
      'import sys, json, yaml; print(json.dumps([yaml.safe_load(d) for d in json.load(sys.stdin)]))',
      JSON.stringify(yamlTexts),
    );
    expect(read).toEqual(samples);
  });

  it('writes a top-level array as a multi-document stream on request', async () => {
    const docs = [{ a: 1 }, ['x'], 'text'];
    const text = await toYaml(docs, { documents: true });
    expect(text.match(/^---$/gm)).toHaveLength(3);
    expect(pyLoadAll(text)).toEqual(docs);
  });

  it('indents and sorts keys on request', async () => {
    expect(await toYaml({ b: { d: 1, c: [2] }, a: 0 }, { indent: 4, sortKeys: true })).toBe(
      'a: 0\nb:\n    c:\n        - 2\n    d: 1\n',
    );
  });

  it('bad JSON keeps its line and column in the message', async () => {
    await expect(runOperation(jsonToYaml, tag('text', '{\n  "a": 1,\n  "b": ]\n}'))).rejects.toThrow(/line 3, column 8/);
  });
});
