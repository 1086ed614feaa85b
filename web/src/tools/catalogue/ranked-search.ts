// The one search of the catalogue and the command palette: every word of the query must match a
// word of the record (AND); a match in the name outweighs one in the keywords, which outweighs one
// in the description; each word of the query may carry a typo. Pure and dependency-free, so the
// palette and the catalogue share it without a search library.
//
// Fast over a few hundred records: the words of all records form one vocabulary, and each query
// word is compared with each vocabulary word once (not once per record that holds it).

/** How much a match in each field counts: a name beats keywords beats the category beats the description. */
export const fieldWeights = { name: 3, context: 2, keywords: 2, category: 1.5, description: 1 } as const;
export type SearchField = keyof typeof fieldWeights;

export type SearchRecord<T> = {
  item: T;
  /** Text per field (a list for several phrases, e.g. keywords). */
  fields: Partial<Record<SearchField, string | readonly string[]>>;
  /** A small tie-breaker added to the score (popularity / 500: at most 0.2, less than any field's match). */
  boost?: number;
};

export type SearchHit<T> = { item: T; score: number; /** fields in which some query word matched */ matched: Set<SearchField> };

// How well one query word matches one word of a record.
const EXACT = 1;
const PREFIX = 0.8;
const INSIDE = 0.5;
const ONE_TYPO = 0.45;
const ONE_TYPO_PREFIX = 0.35;
const TWO_TYPOS = 0.3;

/** Lower case, accents dropped, split on anything that is not a letter or digit. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions: "jsno" is one edit
 * from "json"), or max + 1 as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1);
      row.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** How well the query word `q` matches the record word `w` (0: not at all). */
export function wordMatch(q: string, w: string): number {
  if (w === q) return EXACT;
  if (w.startsWith(q)) return q.length === 1 ? PREFIX * 0.75 : PREFIX;
  if (q.length < 3) return 0;
  if (w.includes(q)) return INSIDE;
  if (w.length < 3) return 0;
  // Short words allow one typo, against the whole word only (a prefix with a typo is noise at
  // that length); from eight letters on, two.
  const max = q.length >= 8 ? 2 : 1;
  const whole = editDistance(q, w, max);
  if (whole === 1) return ONE_TYPO;
  if (q.length >= 4 && w.length > q.length && editDistance(q, w.slice(0, q.length), 1) === 1) return ONE_TYPO_PREFIX;
  if (max === 2 && whole === 2) return TWO_TYPOS;
  return 0;
}

type IndexedRecord<T> = { item: T; boost: number; fields: [SearchField, Uint32Array][]; name: string };

export type SearchIndex<T> = { records: IndexedRecord<T>[]; vocabulary: string[] };

/** Builds the index once per list of records (the catalogue's is built once per page). */
export function buildSearchIndex<T>(records: readonly SearchRecord<T>[]): SearchIndex<T> {
  const ids = new Map<string, number>();
  const vocabulary: string[] = [];
  const idOf = (word: string) => {
    let id = ids.get(word);
    if (id === undefined) {
      id = vocabulary.length;
      vocabulary.push(word);
      ids.set(word, id);
    }
    return id;
  };
  return {
    vocabulary,
    records: records.map((record) => ({
      item: record.item,
      boost: record.boost ?? 0,
      name: wordsOf(String(record.fields.name ?? '')).join(' '),
      fields: (Object.entries(record.fields) as [SearchField, string | readonly string[]][]).map(([field, text]) => {
        const words = (typeof text === 'string' ? [text] : text).flatMap(wordsOf);
        return [field, Uint32Array.from(new Set(words.map(idOf)))];
      }),
    })),
  };
}

// Bonus when the whole query is the start of the name, or the name itself ("json formatter").
const NAME_PREFIX_BONUS = 0.5;
const NAME_EXACT_BONUS = 1;

/**
 * Every record that matches all the query's words, best first: the mean over the query's words of
 * their best weighted match, plus the name bonus and the record's boost. Records scoring below
 * `keep` × the best score are left out (a short query like "git" loosely matches many words).
 */
export function rankedSearch<T>(
  index: SearchIndex<T>,
  query: string,
  {
    keep = 0.45,
    limitWords = 8,
    bonus,
  }: { keep?: number; limitWords?: number; /** added to a hit's score, e.g. for the fields it matched in */ bonus?: (hit: SearchHit<T>) => number } = {},
): SearchHit<T>[] {
  const queryWords = [...new Set(wordsOf(query))].slice(0, limitWords);
  if (queryWords.length === 0) return [];
  // Per query word, how well it matches each vocabulary word (computed once, shared by all records).
  const quality = queryWords.map((q) => {
    const row = new Float32Array(index.vocabulary.length);
    for (let i = 0; i < index.vocabulary.length; i++) row[i] = wordMatch(q, index.vocabulary[i]!);
    return row;
  });
  const phrase = queryWords.join(' ');
  const hits: SearchHit<T>[] = [];
  for (const record of index.records) {
    let total = 0;
    const matched = new Set<SearchField>();
    let all = true;
    for (const row of quality) {
      let best = 0;
      let bestField: SearchField | null = null;
      for (const [field, words] of record.fields) {
        let fieldBest = 0;
        for (let k = 0; k < words.length; k++) {
          const q = row[words[k]!]!;
          if (q > fieldBest) fieldBest = q;
        }
        const weighted = fieldBest * fieldWeights[field];
        if (weighted > best) {
          best = weighted;
          bestField = field;
        }
      }
      if (bestField === null) {
        all = false;
        break;
      }
      matched.add(bestField);
      total += best;
    }
    if (!all) continue;
    let score = total / quality.length + record.boost;
    if (record.name === phrase) score += NAME_EXACT_BONUS;
    else if (record.name.startsWith(phrase)) score += NAME_PREFIX_BONUS;
    const hit = { item: record.item, score, matched };
    if (bonus) hit.score += bonus(hit);
    hits.push(hit);
  }
  if (hits.length === 0) return hits;
  hits.sort((a, b) => b.score - a.score);
  const cutoff = hits[0]!.score * keep;
  return hits.filter((hit) => hit.score >= cutoff);
}
