import { describe, expect, it } from 'vitest';
import { categoryToolCounts } from './category-count';
import { tools } from './registry';
import { workingToolCount } from './tool-count';
import { toolCategories } from './types';

describe('tools per category (the home page)', () => {
  it('counts every working tool once, in its own category', () => {
    const counted = Object.values(categoryToolCounts).reduce((total, n) => total + (n ?? 0), 0);
    expect(counted).toBe(workingToolCount);
    for (const category of toolCategories) {
      const working = tools.filter((tool) => tool.category === category && !tool.comingSoon).length;
      expect(categoryToolCounts[category] ?? 0, category).toBe(working);
    }
    // A category without a working tool is absent (the home page lists no empty category).
    expect(Object.values(categoryToolCounts).every((n) => n! > 0)).toBe(true);
  });
});
