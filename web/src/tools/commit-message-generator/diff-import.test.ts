import { describe, expect, it } from 'vitest';
import { diffFileProblem } from './diff-import';

describe('Import Diff', () => {
  it('imports .diff, .patch and .txt files only, up to 5 MB', () => {
    expect(diffFileProblem({ name: 'fix.PATCH', size: 10 })).toBeNull();
    expect(diffFileProblem({ name: 'changes.diff', size: 10 })).toBeNull();
    expect(diffFileProblem({ name: 'notes.txt', size: 10 })).toBeNull();
    expect(diffFileProblem({ name: 'logo.png', size: 10 })).toBe('Import a .diff, .patch or .txt file ("logo.png" is not one).');
    expect(diffFileProblem({ name: 'big.diff', size: 6 * 1024 * 1024 })).toBe(
      '"big.diff" is 6.0 MB: import a diff of at most 5 MB.',
    );
  });
});
