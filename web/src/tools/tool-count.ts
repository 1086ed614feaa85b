import { tools } from './registry';

// How many tools work today, for the sentences that say so (footer, home, about, catalogue).
// The production build replaces this module by its two numbers (build/plugins/tool-count.ts),
// so the pages in the first load state the count without carrying the whole registry.

/** Tools that are built (not "Coming Soon"). */
export const workingToolCount = tools.filter((tool) => !tool.comingSoon).length;

/** Working tools that a Free account can use. */
export const freeToolCount = tools.filter((tool) => !tool.comingSoon && !tool.isPro).length;
