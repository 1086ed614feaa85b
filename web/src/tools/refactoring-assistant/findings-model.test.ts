import { describe, expect, it } from 'vitest';
import { hintsText, type Finding } from './findings-model';

const finding = (over: Partial<Finding>): Finding => ({
  kind: 'long-function',
  title: '`total` has 63 lines of code',
  why: 'Functions over 50 lines are hard to follow.',
  startLine: 3,
  endLine: 70,
  scope: { startLine: 3, endLine: 70 },
  ...over,
});

describe('hintsText', () => {
  it('writes one line per hint: where, its kind, what and why', () => {
    expect(
      hintsText([
        finding({}),
        finding({
          kind: 'duplicate',
          title: 'Duplicated block',
          why: '12 lines repeat.',
          startLine: 80,
          endLine: 91,
          other: { startLine: 20, endLine: 31 },
        }),
        finding({ kind: 'magic-number', title: '86400 is a magic number', why: 'Name it.', startLine: 5, endLine: 5 }),
      ]),
    ).toBe(
      [
        'Lines 3–70 [Long function] `total` has 63 lines of code: Functions over 50 lines are hard to follow.',
        'Lines 80–91 (copy of 20–31) [Duplicated block] Duplicated block: 12 lines repeat.',
        'Line 5 [Magic number] 86400 is a magic number: Name it.',
      ].join('\n'),
    );
    expect(hintsText([])).toBe('');
  });
});
