import { describe, expect, it } from 'vitest';
import { commitTypes as aiTaskCommitTypes } from '@common/ai';
import { commitTypeIds, commitTypes } from './commit-types';

describe('commit types', () => {
  it('are the AI task’s types, each with a description, an emoji and a changelog section', () => {
    expect([...commitTypeIds]).toEqual([...aiTaskCommitTypes]);
    expect(commitTypes.map((t) => t.type)).toEqual([...commitTypeIds]);
    for (const info of commitTypes) {
      expect(info.description.length).toBeGreaterThan(5);
      expect(info.emoji).toMatch(/^\p{Extended_Pictographic}/u);
      expect(info.shortcode).toMatch(/^:[a-z_]+:$/);
    }
  });
});
