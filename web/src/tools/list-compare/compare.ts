// Two lists compared as sets (DevToys' list comparer, `comm` on sorted input): what only the first
// has, what only the second has, what both have, and everything. Items keep the order in which
// they first appear (A's first, then B's), and the spelling they first had when case is ignored.

export const separators = ['newline', 'comma', 'whitespace'] as const;
export type Separator = (typeof separators)[number];

export type CompareOptions = {
  /** "Apple" and "apple" are the same item. */
  ignoreCase?: boolean;
  /** Spaces around an item do not count. */
  trim?: boolean;
  /** Leave out empty items (blank lines). */
  skipEmpty?: boolean;
  separator?: Separator;
};

export type ListComparison = {
  onlyInA: string[];
  onlyInB: string[];
  inBoth: string[];
  union: string[];
  counts: { a: number; b: number; uniqueA: number; uniqueB: number; duplicatesA: number; duplicatesB: number };
};

const splitters: Record<Separator, RegExp> = { newline: /\r?\n/, comma: /,/, whitespace: /\s+/ };

/** The items of a list as the options see them. */
export function splitList(text: string, { trim = true, skipEmpty = true, separator = 'newline' }: CompareOptions = {}): string[] {
  if (text === '') return [];
  const items = text.split(splitters[separator]).map((item) => (trim ? item.trim() : item));
  return skipEmpty ? items.filter((item) => item !== '') : items;
}

type Unique = { keys: Map<string, string>; duplicates: number };

function unique(items: string[], ignoreCase: boolean): Unique {
  const keys = new Map<string, string>();
  let duplicates = 0;
  for (const item of items) {
    // Case folding with toLocaleLowerCase('und') is locale-independent (no Turkish dotless i surprise).
    const key = ignoreCase ? item.toLocaleLowerCase('und') : item;
    if (keys.has(key)) duplicates++;
    else keys.set(key, item);
  }
  return { keys, duplicates };
}

export function compareLists({ a, b, ...options }: { a: string; b: string } & CompareOptions): ListComparison {
  const itemsA = splitList(a, options);
  const itemsB = splitList(b, options);
  const A = unique(itemsA, options.ignoreCase ?? false);
  const B = unique(itemsB, options.ignoreCase ?? false);
  const onlyInA: string[] = [];
  const inBoth: string[] = [];
  for (const [key, item] of A.keys) (B.keys.has(key) ? inBoth : onlyInA).push(item);
  const onlyInB = [...B.keys].filter(([key]) => !A.keys.has(key)).map(([, item]) => item);
  return {
    onlyInA,
    onlyInB,
    inBoth,
    union: [...A.keys.values(), ...onlyInB],
    counts: {
      a: itemsA.length,
      b: itemsB.length,
      uniqueA: A.keys.size,
      uniqueB: B.keys.size,
      duplicatesA: A.duplicates,
      duplicatesB: B.duplicates,
    },
  };
}
