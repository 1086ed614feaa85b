// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { pythonJson } from '@/test-support/oracles';
import { formatYaml, validateYaml } from './operations';

// Oracle: PyYAML (python3-yaml). Formatting must not change what a document means: PyYAML reads the
// formatted text as the same data as the original, whatever the style chosen. Documents avoid what
// YAML 1.1 and 1.2 read differently.
const pyLoadAll = (text: string) =>
  pythonJson<unknown[]>('import sys, json, yaml; print(json.dumps(list(yaml.safe_load_all(sys.stdin.read()))))', text);
const pyRejects = (text: string) => {
  try {
    pyLoadAll(text);
    return false;
  } catch {
    return true;
  }
};
const format = async (text: string, options?: Record<string, unknown>) =>
  (await runOperation(formatYaml, tag('text', text), { options })).value as string;

const documents = [
  'server:\n    port: 8080   # comment\n    hosts: [a, b]\n',
  'base: &base {retries: 3, timeout: 10}\nprod:\n  <<: *base\n  timeout: 30\nlist: [*base]\n',
  '- name: one\n  tags: {a: 1, b: [x, y]}\n- name: two\n',
  'text: |\n  keep\n    indented\nfolded: >-\n  folded\n  lines\nquoted: "a: b"\nsingle: \'#not comment\'\n',
  'a: 1\n---\n# second\nb: {c: [1, 2, {d: e}]}\n---\n- x\n',
  'empty_map: {}\nempty_list: []\nnull_value:\nunicode: "日本語 😀"\nnumber_string: "123"\n',
];

describe('Format keeps the meaning (PyYAML reads the same data)', () => {
  it.each(documents)('%j', async (doc) => {
    const original = pyLoadAll(doc);
    for (const style of ['keep', 'block', 'flow'])
      for (const indent of [2, 4]) expect(pyLoadAll(await format(doc, { style, indent }))).toEqual(original);
  });

  it('keeps comments, anchors and aliases', async () => {
    const out = await format(documents[1]!.replace('prod:', '# production\nprod:'), { style: 'block' });
    expect(out).toContain('# production');
    expect(out).toContain('&base');
    expect(out).toContain('*base');
  });

  it('turns block collections into flow style and back', async () => {
    expect(await format('a:\n  - 1\n  - 2\nb:\n  c: d\n', { style: 'flow' })).toBe('{ a: [ 1, 2 ], b: { c: d } }\n');
    expect(await format('{ a: [ 1, 2 ], b: { c: d } }', { style: 'block' })).toBe('a:\n  - 1\n  - 2\nb:\n  c: d\n');
  });
});

describe('Validate', () => {
  it('counts documents as PyYAML does', async () => {
    for (const doc of documents) {
      const count = pyLoadAll(doc).length;
      expect((await runOperation(validateYaml, tag('text', doc))).value).toBe(
        `Valid YAML: ${count} document${count === 1 ? '' : 's'}.`,
      );
    }
  });

  it.each(['a: 1\nb: [1, 2\nc: 3\n', 'key: value\n  bad: indent\n', 'a: "unterminated\n', '- a\nb: c\n', 'a: 1\na: 2\n'])(
    'rejects %j with a line and column, as PyYAML rejects it',
    async (doc) => {
      expect(pyRejects(doc) || doc === 'a: 1\na: 2\n').toBe(true);
      await expect(runOperation(validateYaml, tag('text', doc))).rejects.toThrow(/^Not valid YAML: .+\(line \d+, column \d+\)$/);
      await expect(format(doc)).rejects.toThrow(/^Not valid YAML/);
    },
  );
});
