// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runOperation } from '@/operations/run';
import { tag } from '@/operations/kinds';
import { compareLists, splitList } from './compare';
import { compareListsOperation } from './operations';

// The outside oracle: coreutils' comm on the two lists sorted and made unique (sort -u), in the C
// locale so both sides agree on the order. comm -23 is "only in A", -13 "only in B", -12 "in both".
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'list-compare-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const env = { ...process.env, LC_ALL: 'C' };

function comm(a: string[], b: string[]) {
  const fileA = path.join(dir, 'a');
  const fileB = path.join(dir, 'b');
  fs.writeFileSync(fileA, execFileSync('sort', ['-u'], { input: a.join('\n') + '\n', env }));
  fs.writeFileSync(fileB, execFileSync('sort', ['-u'], { input: b.join('\n') + '\n', env }));
  const run = (flag: string) => execFileSync('comm', [flag, fileA, fileB], { env }).toString().split('\n').filter(Boolean);
  return { onlyInA: run('-23'), onlyInB: run('-13'), inBoth: run('-12') };
}

const byteOrder = (items: string[]) => [...items].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));

function randomList(seed: number, length: number): string[] {
  let state = seed;
  const next = () => (state = (state * 48271) % 2147483647);
  const words = [
    'alpha',
    'beta',
    'gamma',
    'delta',
    'Alpha',
    'épée',
    '東京',
    '😀',
    'x y',
    'a-b',
    '42',
    'zeta',
    'eta',
    'theta',
    'Beta',
  ];
  return Array.from({ length }, () => words[next() % words.length]! + (next() % 4 === 0 ? String(next() % 5) : ''));
}

describe('compareLists against comm', () => {
  it.each([1, 2, 3, 4, 5, 6])('agrees with comm on random lists (seed %i)', (seed) => {
    const a = randomList(seed, 10 + seed * 7);
    const b = randomList(seed + 100, 5 + seed * 9);
    const ours = compareLists({ a: a.join('\n'), b: b.join('\n') });
    const oracle = comm(a, b);
    expect(byteOrder(ours.onlyInA)).toEqual(oracle.onlyInA);
    expect(byteOrder(ours.onlyInB)).toEqual(oracle.onlyInB);
    expect(byteOrder(ours.inBoth)).toEqual(oracle.inBoth);
    expect(byteOrder(ours.union)).toEqual(byteOrder([...new Set([...oracle.onlyInA, ...oracle.onlyInB, ...oracle.inBoth])]));
  });

  it('ignoring case agrees with comm on the lowercased lists', () => {
    const a = randomList(7, 60);
    const b = randomList(8, 60);
    const ours = compareLists({ a: a.join('\n'), b: b.join('\n'), ignoreCase: true });
    const oracle = comm(
      a.map((s) => s.toLowerCase()),
      b.map((s) => s.toLowerCase()),
    );
    const lower = (items: string[]) => byteOrder(items.map((s) => s.toLowerCase()));
    expect(lower(ours.onlyInA)).toEqual(oracle.onlyInA);
    expect(lower(ours.onlyInB)).toEqual(oracle.onlyInB);
    expect(lower(ours.inBoth)).toEqual(oracle.inBoth);
  });
});

describe('compareLists', () => {
  it('keeps first-seen order and spelling, and counts duplicates', () => {
    const result = compareLists({ a: 'Banana\napple\nbanana\n\n  cherry ', b: 'CHERRY\ndate\nAPPLE', ignoreCase: true });
    expect(result.onlyInA).toEqual(['Banana']);
    expect(result.inBoth).toEqual(['apple', 'cherry']);
    expect(result.onlyInB).toEqual(['date']);
    expect(result.union).toEqual(['Banana', 'apple', 'cherry', 'date']);
    expect(result.counts).toEqual({ a: 4, b: 3, uniqueA: 3, uniqueB: 3, duplicatesA: 1, duplicatesB: 0 });
  });

  it('splits on commas or whitespace, and keeps spaces and empty items when asked', () => {
    expect(splitList('a, b,,c', { separator: 'comma' })).toEqual(['a', 'b', 'c']);
    expect(splitList('a  b\tc\nd', { separator: 'whitespace' })).toEqual(['a', 'b', 'c', 'd']);
    expect(splitList(' a \n\nb', { trim: false, skipEmpty: false })).toEqual([' a ', '', 'b']);
    expect(splitList('')).toEqual([]);
  });

  it('runs as an operation giving JSON', async () => {
    const out = await runOperation(compareListsOperation, tag('text', '1\n2'), { options: { listB: '2\n3' } });
    expect(out).toMatchObject({ kind: 'json', value: { onlyInA: ['1'], onlyInB: ['3'], inBoth: ['2'] } });
  });
});
