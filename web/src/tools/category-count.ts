import { tools } from './registry';
import type { ToolCategory } from './types';

// How many working tools each category holds, for the home page's categories. As tool-count.ts,
// the production build replaces this module by its numbers (vite.config.ts, toolCountPlugin): the
// home page states them without carrying the registry.

/** Working tools (not "Coming Soon") per category; a category without one is absent. */
export const categoryToolCounts: Partial<Record<ToolCategory, number>> = tools.reduce<Partial<Record<ToolCategory, number>>>(
  (counts, tool) => (tool.comingSoon ? counts : { ...counts, [tool.category]: (counts[tool.category] ?? 0) + 1 }),
  {},
);
