// Lists: split text into items, clean them up, sort, de-duplicate, wrap, and join them again.

export const separatorIds = ['newline', 'comma', 'semicolon', 'space', 'tab', 'pipe', 'custom'] as const;
export type SeparatorId = (typeof separatorIds)[number];
export const separatorLabels: Record<SeparatorId, string> = {
  newline: 'New line',
  comma: 'Comma',
  semicolon: 'Semicolon',
  space: 'Space',
  tab: 'Tab',
  pipe: 'Pipe',
  custom: 'Custom',
};
const SEPARATORS: Record<Exclude<SeparatorId, 'custom'>, string> = {
  newline: '\n',
  comma: ',',
  semicolon: ';',
  space: ' ',
  tab: '\t',
  pipe: '|',
};

export const sortIds = ['none', 'asc', 'desc', 'natural', 'length', 'random'] as const;
export type SortId = (typeof sortIds)[number];

export type ListOptions = {
  split: SeparatorId;
  splitCustom: string;
  join: SeparatorId;
  joinCustom: string;
  trim: boolean;
  removeEmpty: boolean;
  dedupe: boolean;
  ignoreCase: boolean;
  sort: SortId;
  reverse: boolean;
  letterCase: 'keep' | 'lower' | 'upper';
  prefix: string;
  suffix: string;
  quote: 'none' | 'single' | 'double' | 'backtick';
};

/** "\n", "\t" and "\\" typed into a custom separator field mean what they say. */
function unescapeSeparator(text: string): string {
  return text.replace(/\\([nrt\\])/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t', '\\': '\\' })[c]!);
}

const separatorOf = (id: SeparatorId, custom: string) => (id === 'custom' ? unescapeSeparator(custom) : SEPARATORS[id]);
const QUOTES = { none: '', single: "'", double: '"', backtick: '`' } as const;

function shuffle<T>(items: T[]): T[] {
  const random = new Uint32Array(items.length);
  crypto.getRandomValues(random);
  for (let i = items.length - 1; i > 0; i--) {
    const j = random[i]! % (i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

export function convertList(text: string, o: ListOptions): string {
  const splitOn = separatorOf(o.split, o.splitCustom);
  let items =
    splitOn === ''
      ? [...text]
      : o.split === 'newline'
        ? text.split(/\r?\n/)
        : o.split === 'space'
          ? text.split(/\s+/)
          : text.split(splitOn);
  if (o.trim) items = items.map((item) => item.trim());
  if (o.removeEmpty) items = items.filter((item) => item !== '');
  if (o.letterCase === 'lower') items = items.map((item) => item.toLowerCase());
  if (o.letterCase === 'upper') items = items.map((item) => item.toUpperCase());
  if (o.dedupe) {
    const seen = new Set<string>();
    items = items.filter((item) => {
      const key = o.ignoreCase ? item.toLowerCase() : item;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  const collator = new Intl.Collator(undefined, {
    numeric: o.sort === 'natural',
    sensitivity: o.ignoreCase ? 'base' : 'variant',
  });
  switch (o.sort) {
    case 'asc':
    case 'natural':
      items.sort(collator.compare);
      break;
    case 'desc':
      items.sort((a, b) => collator.compare(b, a));
      break;
    case 'length':
      items.sort((a, b) => a.length - b.length || collator.compare(a, b));
      break;
    case 'random':
      shuffle(items);
      break;
    case 'none':
      break;
  }
  if (o.reverse) items.reverse();
  const q = QUOTES[o.quote];
  return items.map((item) => `${o.prefix}${q}${item}${q}${o.suffix}`).join(separatorOf(o.join, o.joinCustom));
}
