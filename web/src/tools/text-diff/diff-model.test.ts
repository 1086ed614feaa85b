import { applyPatch } from 'diff';
import { describe, expect, it } from 'vitest';
import {
  createUnifiedDiff,
  diffTexts,
  foldUnchanged,
  lineSimilarity,
  parseUnifiedDiff,
  splitLines,
  type DiffLine,
} from './diff-model';

const shape = (lines: DiffLine[]) => lines.map((l) => [l.type, l.line1, l.line2, l.lineNum.left, l.lineNum.right]);
const spell = (parts: { value: string }[] = []) => parts.map((p) => p.value).join('');
const changed = (parts: { value: string; changed: boolean }[] = []) => parts.filter((p) => p.changed).map((p) => p.value.trim());

describe('splitLines', () => {
  it('splits on any newline and ignores one final newline', () => {
    expect(splitLines('')).toEqual([]);
    expect(splitLines('a')).toEqual(['a']);
    expect(splitLines('a\r\nb\n')).toEqual(['a', 'b']);
    expect(splitLines('a\n\n')).toEqual(['a', '']);
  });
});

describe('diffTexts', () => {
  it('builds the spec diff-line model with line numbers on both sides', () => {
    const { lines, stats, identical } = diffTexts({ left: 'one\ntwo\nthree\nfour\n', right: 'one\n2\nthree\nfour\nfive\n' });
    expect(shape(lines)).toEqual([
      ['equal', 'one', 'one', 1, 1],
      ['modified', 'two', '2', 2, 2],
      ['equal', 'three', 'three', 3, 3],
      ['equal', 'four', 'four', 4, 4],
      ['added', null, 'five', null, 5],
    ]);
    expect(stats).toEqual({ added: 1, removed: 0, modified: 1, unchanged: 3 });
    expect(identical).toBe(false);
  });

  it('uses a real LCS diff: an inserted line does not shift every later line into "modified"', () => {
    const { lines, stats } = diffTexts({ left: 'a\nb\nc\nd', right: 'new\na\nb\nc\nd' });
    expect(stats).toEqual({ added: 1, removed: 0, modified: 0, unchanged: 4 });
    expect(lines[0]).toMatchObject({ type: 'added', line2: 'new', lineNum: { left: null, right: 1 } });
  });

  it('pairs removals with additions and keeps the rest as removed or added', () => {
    const { lines, stats } = diffTexts({ left: 'keep\nx1\nx2\nx3\nend', right: 'keep\ny1\nend' });
    expect(shape(lines)).toEqual([
      ['equal', 'keep', 'keep', 1, 1],
      ['modified', 'x1', 'y1', 2, 2],
      ['removed', 'x2', null, 3, null],
      ['removed', 'x3', null, 4, null],
      ['equal', 'end', 'end', 5, 3],
    ]);
    expect(stats).toEqual({ added: 0, removed: 2, modified: 1, unchanged: 2 });
  });

  it('pairs a changed line with its most similar counterpart, not just the first one', () => {
    const { lines, stats } = diffTexts({ left: 'start\ngreet("world");', right: 'start\n// Say hello\ngreet("World");' });
    expect(shape(lines)).toEqual([
      ['equal', 'start', 'start', 1, 1],
      ['added', null, '// Say hello', null, 2],
      ['modified', 'greet("world");', 'greet("World");', 2, 3],
    ]);
    expect(stats).toEqual({ added: 1, removed: 0, modified: 1, unchanged: 1 });
  });

  it('scores line similarity with character bigrams', () => {
    expect(lineSimilarity('return total;', 'return total;')).toBe(1);
    expect(lineSimilarity('const total = 1;', 'const total = 2;')).toBeGreaterThan(0.8);
    expect(lineSimilarity('import React', '}')).toBe(0);
  });

  it('marks the changed words of a modified line', () => {
    const [line] = diffTexts({ left: 'const foo = 1;', right: 'const bar = 1;' }).lines;
    expect(line.type).toBe('modified');
    expect(changed(line.words?.left)).toEqual(['foo']);
    expect(changed(line.words?.right)).toEqual(['bar']);
    expect(spell(line.words?.left)).toBe('const foo = 1;');
    expect(spell(line.words?.right)).toBe('const bar = 1;');
  });

  it('ignores whitespace differences when asked, keeping each side as typed', () => {
    const left = '  if (a) {\n\treturn  1;\n}';
    const right = 'if (a) {\n  return 1;\n}  ';
    expect(diffTexts({ left, right }).stats.modified).toBe(3);
    const relaxed = diffTexts({ left, right, ignoreWhitespace: true });
    expect(relaxed.identical).toBe(true);
    expect(relaxed.lines[1]).toMatchObject({ type: 'equal', line1: '\treturn  1;', line2: '  return 1;' });
  });

  it('ignores case when asked', () => {
    expect(diffTexts({ left: 'Hello World', right: 'hello world' }).stats.modified).toBe(1);
    expect(diffTexts({ left: 'Hello World', right: 'hello world', ignoreCase: true }).identical).toBe(true);
    const { lines } = diffTexts({ left: 'Hello big World', right: 'hello small world', ignoreCase: true });
    expect(changed(lines[0].words?.left)).toEqual(['big']);
    expect(spell(lines[0].words?.left)).toBe('Hello big World');
    expect(spell(lines[0].words?.right)).toBe('hello small world');
  });

  it('spells both sides exactly in word parts with whitespace ignored', () => {
    const left = 'let   total =  price * qty;';
    const right = 'let total = price * quantity ;';
    const [line] = diffTexts({ left, right, ignoreWhitespace: true }).lines;
    expect(spell(line.words?.left)).toBe(left);
    expect(spell(line.words?.right)).toBe(right);
    expect(changed(line.words?.right)).toEqual(['quantity']);
    expect(changed(line.words?.left)).toEqual(['qty']);
  });

  it('handles empty sides', () => {
    expect(diffTexts({ left: '', right: '' })).toEqual({
      lines: [],
      stats: { added: 0, removed: 0, modified: 0, unchanged: 0 },
      identical: true,
    });
    expect(diffTexts({ left: '', right: 'a\nb' }).stats).toEqual({ added: 2, removed: 0, modified: 0, unchanged: 0 });
    expect(diffTexts({ left: 'a\nb', right: '' }).stats).toEqual({ added: 0, removed: 2, modified: 0, unchanged: 0 });
  });

  it('diffs large inputs', () => {
    const left = Array.from({ length: 20_000 }, (_, i) => `line ${i}`).join('\n');
    const right = left.replace('line 10000', 'line ten thousand').replace('line 5\n', '');
    const { stats } = diffTexts({ left, right, timeoutMs: 10_000 });
    expect(stats).toEqual({ added: 0, removed: 1, modified: 1, unchanged: 19_998 });
  });
});

describe('foldUnchanged', () => {
  const { lines } = diffTexts({
    left: Array.from({ length: 30 }, (_, i) => `l${i}`).join('\n'),
    right: Array.from({ length: 30 }, (_, i) => (i === 15 ? 'changed' : `l${i}`)).join('\n'),
  });

  it('keeps 3 lines of context around changes and hides the rest', () => {
    const folds = foldUnchanged({ lines });
    expect(folds.map((f) => [f.kind, f.lines.length])).toEqual([
      ['hidden', 12],
      ['lines', 7],
      ['hidden', 11],
    ]);
    expect(folds[1].lines[3].type).toBe('modified');
  });

  it('leaves short runs alone', () => {
    const short = diffTexts({ left: 'a\nb\nc\nd', right: 'a\nB\nc\nd' }).lines;
    expect(foldUnchanged({ lines: short }).map((f) => f.kind)).toEqual(['lines']);
  });
});

describe('unified diff', () => {
  const left = 'alpha\nbeta\ngamma\ndelta\n';
  const right = 'alpha\nBETA\ngamma\ndelta\nepsilon\n';

  it('creates a patch that applies to the original', () => {
    const patch = createUnifiedDiff({ left, right });
    expect(patch).toBe('--- original\n+++ modified\n@@ -1,4 +1,5 @@\n alpha\n-beta\n+BETA\n gamma\n delta\n+epsilon\n');
    expect(applyPatch(left, patch)).toBe(right);
  });

  it('reads both sides back from a unified diff', () => {
    expect(parseUnifiedDiff(createUnifiedDiff({ left, right }))).toEqual({
      left: 'alpha\nbeta\ngamma\ndelta',
      right: 'alpha\nBETA\ngamma\ndelta\nepsilon',
    });
    const git =
      'diff --git a/x.txt b/x.txt\nindex 1..2 100644\n--- a/x.txt\n+++ b/x.txt\n@@ -1,2 +1,2 @@\n same\n-old\n+new\n\\ No newline at end of file\n';
    expect(parseUnifiedDiff(git)).toEqual({ left: 'same\nold', right: 'same\nnew' });
  });

  it('returns null for text that is not a diff', () => {
    expect(parseUnifiedDiff('just some text\n- a list item')).toBeNull();
  });
});
