import { fromHexcode, fullyQualified, skinTonesOf } from './emoji-format';

// The emoji set the picker shows, built from emojibase-data's English compact dataset, its GitHub
// and emojibase shortcodes and its group names. The data (~100 KB gzip) is imported on first use
// only, so it is a chunk of its own, never in the first load nor in another tool's chunk.

/** One skin-toned variant of an emoji. */
export type EmojiSkin = { emoji: string; label: string; hexcode: string; tones: number[]; shortcodes: string[] };

export type EmojiEntry = {
  emoji: string;
  /** CLDR's short name, e.g. "waving hand". */
  label: string;
  hexcode: string;
  group: number;
  order: number;
  /** CLDR keywords. */
  tags: string[];
  /** GitHub's shortcode first, then emojibase's, without colons. */
  shortcodes: string[];
  emoticon?: string;
  skins: EmojiSkin[];
};

export type EmojiGroup = { id: number; key: string; name: string };

export type EmojiSet = {
  emojis: EmojiEntry[];
  groups: EmojiGroup[];
  /** Every emoji and skin-toned variant by its text. */
  byEmoji: Map<string, EmojiEntry | EmojiSkin>;
  /** The emoji each variant (and each emoji itself) belongs to. */
  entryOf: Map<string, EmojiEntry>;
};

type CompactEmoji = {
  unicode: string;
  label: string;
  hexcode: string;
  group?: number;
  order?: number;
  tags?: string[];
  emoticon?: string | string[];
  skins?: CompactEmoji[];
};
type Shortcodes = Record<string, string | string[]>;
type Messages = { groups: { key: string; message: string; order: number }[] };

/** The group of skin tone swatches and hair components: parts of sequences, not emoji to pick. */
const COMPONENT_GROUP = 'component';

const list = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function shortcodesOf(hexcode: string, github: Shortcodes, emojibase: Shortcodes): string[] {
  return [...new Set([...list(github[hexcode]), ...list(emojibase[hexcode])])];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The picker's set from emojibase's datasets (pure: tests build it from the same files). */
export function buildEmojiSet(compact: CompactEmoji[], github: Shortcodes, emojibase: Shortcodes, messages: Messages): EmojiSet {
  const componentGroup = messages.groups.find((g) => g.key === COMPONENT_GROUP)?.order;
  const groups = messages.groups
    .filter((g) => g.order !== componentGroup)
    .sort((a, b) => a.order - b.order)
    .map((g) => ({ id: g.order, key: g.key, name: capitalise(g.message) }));
  const emojis: EmojiEntry[] = [];
  const byEmoji = new Map<string, EmojiEntry | EmojiSkin>();
  const entryOf = new Map<string, EmojiEntry>();
  for (const item of compact) {
    // Regional indicator letters have no group: they only make flags in pairs.
    if (item.group === undefined || item.group === componentGroup) continue;
    const skins = (item.skins ?? []).map((skin) => ({
      emoji: fullyQualified(skin.unicode),
      label: skin.label,
      hexcode: skin.hexcode,
      tones: skinTonesOf(fromHexcode(skin.hexcode)),
      shortcodes: shortcodesOf(skin.hexcode, github, emojibase),
    }));
    const entry: EmojiEntry = {
      emoji: fullyQualified(item.unicode),
      label: item.label,
      hexcode: item.hexcode,
      group: item.group,
      order: item.order ?? Number.MAX_SAFE_INTEGER,
      tags: item.tags ?? [],
      shortcodes: shortcodesOf(item.hexcode, github, emojibase),
      emoticon: list(item.emoticon)[0],
      skins,
    };
    emojis.push(entry);
    byEmoji.set(entry.emoji, entry);
    entryOf.set(entry.emoji, entry);
    for (const skin of skins) {
      byEmoji.set(skin.emoji, skin);
      entryOf.set(skin.emoji, entry);
    }
  }
  emojis.sort((a, b) => a.order - b.order);
  return { emojis, groups, byEmoji, entryOf };
}

let loading: Promise<EmojiSet> | null = null;

/** The emoji set, loaded once (its own chunk) on first use. */
export function loadEmojiSet(): Promise<EmojiSet> {
  loading ??= Promise.all([
    import('emojibase-data/en/compact.json'),
    import('emojibase-data/en/shortcodes/github.json'),
    import('emojibase-data/en/shortcodes/emojibase.json'),
    import('emojibase-data/en/messages.json'),
  ]).then(([compact, github, emojibase, messages]) =>
    buildEmojiSet(
      compact.default as CompactEmoji[],
      github.default as Shortcodes,
      emojibase.default as Shortcodes,
      messages.default as Messages,
    ),
  );
  loading.catch(() => (loading = null));
  return loading;
}

/** The variant of an emoji in a skin tone (0: the default yellow), or the emoji itself when it has none. */
export function withSkinTone(entry: EmojiEntry, tone: number): EmojiEntry | EmojiSkin {
  if (tone === 0) return entry;
  return entry.skins.find((skin) => skin.tones.length > 0 && skin.tones.every((t) => t === tone)) ?? entry;
}
