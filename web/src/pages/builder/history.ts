import { z } from 'zod';
import { BUILDER_HISTORY_MAX, generatedWebsiteSchema, websiteDefaults, type GeneratedWebsite } from '@common/builder';

// The Generation History of spec platform.md §3–4: the 10 newest sites in localStorage
// `forge_builder_history`, newest first, dates revived on load. Storage is the user's: it may be
// corrupt, edited by hand, from an older version, or full; none of that may break the screen.

export const HISTORY_STORAGE_KEY = 'forge_builder_history';

/** A generated website record (spec §3), plus where a revision came from. */
export type BuilderHistoryEntry = GeneratedWebsite & {
  /** The creation time in milliseconds, as a string (spec §3: "id (timestamp string)"). */
  id: string;
  /** What the site was first described as; a revision keeps its original's prompt. */
  prompt: string;
  timestamp: Date;
  /** 1 for a generated site, n + 1 for a revision of version n. */
  version: number;
  /** A revision's follow-up instruction. */
  instruction?: string;
  /** The id of the entry a revision was made from. */
  revisionOf?: string;
};

export type HistoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where touching it throws (some privacy modes, sandboxed frames). */
function browserStorage(): HistoryStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const storedEntrySchema = z
  .object({
    id: z.union([z.string().min(1), z.number()]).transform(String),
    prompt: z.string(),
    html: generatedWebsiteSchema.shape.html,
    css: generatedWebsiteSchema.shape.css,
    js: generatedWebsiteSchema.shape.js,
    // Older or hand-edited records may lack these: spec §3 defaults apply.
    name: z.string().optional().catch(undefined),
    description: z.string().optional().catch(undefined),
    features: z.array(z.string()).optional().catch(undefined),
    technologies: z.array(z.string()).optional().catch(undefined),
    timestamp: z.union([z.string(), z.number()]),
    version: z.number().int().min(1).optional().catch(undefined),
    instruction: z.string().optional().catch(undefined),
    revisionOf: z.string().optional().catch(undefined),
  })
  .transform((e, ctx): BuilderHistoryEntry => {
    const timestamp = new Date(e.timestamp);
    if (Number.isNaN(timestamp.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'bad timestamp' });
      return z.NEVER;
    }
    return {
      id: e.id,
      prompt: e.prompt,
      html: e.html,
      css: e.css,
      js: e.js,
      name: e.name?.trim() || websiteDefaults.name,
      description: e.description?.trim() || e.prompt,
      features: e.features ?? [],
      technologies: e.technologies && e.technologies.length > 0 ? e.technologies : [...websiteDefaults.technologies],
      timestamp,
      version: e.version ?? 1,
      ...(e.instruction ? { instruction: e.instruction } : {}),
      ...(e.revisionOf ? { revisionOf: e.revisionOf } : {}),
    };
  });

/** The stored JSON list → entries. Anything unreadable is dropped, entry by entry. */
export function parseHistory(raw: string | null): BuilderHistoryEntry[] {
  if (!raw) return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const entries: BuilderHistoryEntry[] = [];
  for (const item of list) {
    const parsed = storedEntrySchema.safeParse(item);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    entries.push(parsed.data);
    if (entries.length === BUILDER_HISTORY_MAX) break;
  }
  return entries;
}

export function loadHistory(storage: HistoryStorage | null = browserStorage()): BuilderHistoryEntry[] {
  try {
    return parseHistory(storage?.getItem(HISTORY_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

/**
 * Stores the list (dates as ISO strings). Ten large sites can pass the browser's ~5 MB quota:
 * then the oldest entries are left out until it fits. Returns how many entries were stored.
 */
export function saveHistory(entries: readonly BuilderHistoryEntry[], storage: HistoryStorage | null = browserStorage()): number {
  if (!storage) return 0;
  for (let count = Math.min(entries.length, BUILDER_HISTORY_MAX); count > 0; count--) {
    try {
      storage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(entries.slice(0, count)));
      return count;
    } catch {
      // Over quota (or storage refused): try with one entry less.
    }
  }
  clearHistory(storage);
  return 0;
}

/** Clear All: the list is emptied and the storage key removed (spec §4). */
export function clearHistory(storage: HistoryStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(HISTORY_STORAGE_KEY);
  } catch {
    /* storage unavailable: nothing stored to remove */
  }
}

/** A new entry at the front; only the 10 newest stay (spec §4). */
export function addHistoryEntry(entries: readonly BuilderHistoryEntry[], entry: BuilderHistoryEntry): BuilderHistoryEntry[] {
  return [entry, ...entries.filter((e) => e.id !== entry.id)].slice(0, BUILDER_HISTORY_MAX);
}

/** An entry for a site just generated, or for a revision of `revisionOf`. Ids stay unique within the list. */
export function createHistoryEntry({
  site,
  prompt,
  now = new Date(),
  existing = [],
  revisionOf,
  instruction,
}: {
  site: GeneratedWebsite;
  prompt: string;
  now?: Date;
  existing?: readonly BuilderHistoryEntry[];
  revisionOf?: BuilderHistoryEntry;
  instruction?: string;
}): BuilderHistoryEntry {
  const taken = new Set(existing.map((e) => e.id));
  let time = now.getTime();
  while (taken.has(String(time))) time += 1;
  return {
    ...site,
    id: String(time),
    prompt: revisionOf ? revisionOf.prompt : prompt,
    timestamp: new Date(time),
    version: revisionOf ? revisionOf.version + 1 : 1,
    ...(revisionOf ? { revisionOf: revisionOf.id, instruction } : {}),
  };
}

/** The site of an entry as the refine endpoint takes it (older or hand-edited records may exceed its limits). */
export function siteOfEntry(entry: BuilderHistoryEntry): GeneratedWebsite {
  const shape = generatedWebsiteSchema.shape;
  const max = (schema: { maxLength: number | null }, fallback: number) => schema.maxLength ?? fallback;
  return {
    html: entry.html,
    css: entry.css,
    js: entry.js,
    name: entry.name.slice(0, max(shape.name, 200)),
    description: entry.description.slice(0, max(shape.description, 5000)),
    features: entry.features.slice(0, 50).map((f) => f.slice(0, 300)),
    technologies: entry.technologies.slice(0, 50).map((t) => t.slice(0, 100)),
  };
}
