import type { EmojiEntry } from './emoji-data';
import { fullyQualified } from './emoji-format';

// The picker's search, run on every keystroke over ~1,900 emoji: every word of the query must
// start a word of the emoji's name, one of its keywords or shortcodes (or be the emoji itself, or
// its code point); the best matches first, then Unicode's order.

export type SearchIndex = { entry: EmojiEntry; label: string; words: string[] }[];

const split = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s_:,.!?'’“”()-]+/)
    .filter(Boolean);

/** Precomputed lower-cased words, so each keystroke only compares strings. */
export function buildSearchIndex(emojis: readonly EmojiEntry[]): SearchIndex {
  return emojis.map((entry) => ({
    entry,
    label: entry.label.toLowerCase(),
    words: [...new Set([...split(entry.label), ...entry.tags.flatMap(split), ...entry.shortcodes.flatMap(split)])],
  }));
}

const CODE_POINT = /^(?:u\+)?([0-9a-f]{4,6})$/i;
const PICTOGRAPH = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]/u;
// Longer pastes are text to search in, not emoji to look up one by one.
const MAX_RUN = 120;

/** How well one entry matches (0: not at all). */
function score(item: SearchIndex[number], query: string, words: string[]): number {
  if (item.label === query) return 100;
  let total = 0;
  for (const word of words) {
    if (item.label.startsWith(word)) total += 8;
    else if (item.words.includes(word)) total += 6;
    else if (item.words.some((w) => w.startsWith(word))) total += 3;
    else if (word.length >= 3 && item.label.includes(word)) total += 1;
    else return 0;
  }
  return total;
}

/** The entries matching a query, best first (empty query: none). */
export function searchEmoji(index: SearchIndex, query: string): EmojiEntry[] {
  const trimmed = fullyQualified(query.trim());
  if (trimmed === '') return [];
  // A pasted emoji (with or without a skin tone) or its code point finds itself.
  const codePoint = CODE_POINT.exec(trimmed)?.[1]?.toUpperCase();
  const isEmoji = (entry: EmojiEntry, emoji: string) => entry.emoji === emoji || entry.skins.some((skin) => skin.emoji === emoji);
  const exact = index.filter(
    ({ entry }) => isEmoji(entry, trimmed) || (codePoint !== undefined && entry.hexcode.split('-')[0] === codePoint),
  );
  if (exact.length > 0) return exact.map((item) => item.entry);
  // A pasted run of emoji ("🎉🚀", "👍 👍") finds each of them, in its order, once.
  if (PICTOGRAPH.test(trimmed) && trimmed.length <= MAX_RUN) {
    const graphemes = [...new Intl.Segmenter().segment(trimmed)].map((s) => s.segment).filter((g) => g.trim() !== '');
    const found = graphemes.map((g) => index.find(({ entry }) => isEmoji(entry, g))?.entry);
    if (found.every((entry) => entry !== undefined)) return [...new Set(found)];
  }
  const lowered = trimmed.toLowerCase();
  const words = split(lowered);
  if (words.length === 0) return [];
  const scored: { entry: EmojiEntry; score: number }[] = [];
  for (const item of index) {
    const s = score(item, lowered, words);
    if (s > 0) scored.push({ entry: item.entry, score: s });
  }
  scored.sort((a, b) => b.score - a.score || a.entry.order - b.entry.order);
  return scored.map((s) => s.entry);
}
