// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import full from 'emojibase-data/en/data.json';
import { buildEmojiSet, loadEmojiSet, withSkinTone, type EmojiSet } from './emoji-data';
import { buildSearchIndex, searchEmoji } from './emoji-search';

// The oracle: Unicode's emoji-test.txt as Debian ships it (package unicode-data, Emoji 15.0). The
// picker's data (emojibase-data 17.0) is newer, so it must hold every fully-qualified emoji of 15.0
// under Unicode's name and group, and all it holds beyond is what emojibase dates after 15.0.
const EMOJI_TEST = '/usr/share/unicode/emoji/emoji-test.txt';

type TestLine = { codePoints: string[]; status: string; emoji: string; version: number; name: string; group: string };

function readEmojiTest() {
  const text = fs.readFileSync(EMOJI_TEST, 'utf8');
  const lines: TestLine[] = [];
  const counts: Record<string, number> = {};
  let group = '';
  for (const line of text.split('\n')) {
    const groupMatch = /^# group: (.+)$/.exec(line);
    if (groupMatch) group = groupMatch[1]!;
    const countMatch = /^# (fully-qualified|minimally-qualified|unqualified|component) : (\d+)$/.exec(line);
    if (countMatch) counts[countMatch[1]!] = Number(countMatch[2]);
    const m = /^([0-9A-F ]+?)\s*; ([a-z-]+)\s*# (\S+) E(\d+\.\d+) (.+)$/.exec(line);
    if (m) lines.push({ codePoints: m[1]!.split(' '), status: m[2]!, emoji: m[3]!, version: Number(m[4]), name: m[5]!, group });
  }
  const version = /^# Version: (.+)$/m.exec(text)![1]!;
  return { lines, counts, version };
}

const oracle = readEmojiTest();
let set: EmojiSet;

describe('the emoji set against Unicode emoji-test.txt', () => {
  it('loads through the dynamic imports the screen uses', async () => {
    set = await loadEmojiSet();
    expect(set.emojis.length).toBeGreaterThan(1800);
  });

  it('reads the oracle whole: its own totals match its lines', () => {
    expect(oracle.version).toBe('15.0');
    for (const status of ['fully-qualified', 'minimally-qualified', 'unqualified', 'component']) {
      expect(oracle.lines.filter((l) => l.status === status)).toHaveLength(oracle.counts[status]!);
    }
    expect(oracle.counts['fully-qualified']).toBe(3655);
  });

  it('holds every fully-qualified emoji of Emoji 15.0, in its Unicode group', () => {
    const fullyQualified = oracle.lines.filter((l) => l.status === 'fully-qualified');
    const missing = fullyQualified.filter((l) => !set.byEmoji.has(l.emoji)).map((l) => `${l.emoji} ${l.name}`);
    expect(missing).toEqual([]);
    const groupNames = new Map(set.groups.map((g) => [g.id, g.name.toLowerCase()]));
    const wrongGroup = set.emojis
      .map((e) => ({ e, line: fullyQualified.find((l) => l.emoji === e.emoji) }))
      .filter(({ e, line }) => line && groupNames.get(e.group) !== line.group.toLowerCase())
      .map(({ e, line }) => `${e.emoji} ${groupNames.get(e.group)} ≠ ${line!.group}`);
    // Unicode moved the food-marine subgroup (crab, lobster, shrimp, squid, oyster) to Animals & Nature after 15.0.
    expect(wrongGroup).toEqual(['🦀', '🦞', '🦐', '🦑', '🦪'].map((e) => `${e} animals & nature ≠ Food & Drink`));
  });

  it('counts exactly the 15.0 emoji plus those emojibase dates after 15.0, components left out', () => {
    const held = set.emojis.length + set.emojis.reduce((n, e) => n + e.skins.length, 0);
    const after15 = full
      .flatMap((e) => [e, ...(e.skins ?? [])])
      .filter((e) => e.version > 15 && e.group !== 2 && e.group !== undefined);
    const components = oracle.lines.filter((l) => l.status === 'component').length;
    // emojibase lists the 9 components (skin tones, hair) as emoji; the picker leaves them out.
    expect(components).toBe(9);
    expect(held).toBe(oracle.counts['fully-qualified']! + after15.length);
    // None of the newer ones is in 15.0's file under any status.
    const inOracle = new Set(oracle.lines.map((l) => l.emoji.replace(/\uFE0F/g, '')));
    expect(after15.filter((e) => inOracle.has(e.emoji.replace(/\uFE0F/g, '')))).toEqual([]);
  });

  it('names emoji as Unicode does (CLDR may have renamed a few since 15.0: at most 1 in 100)', () => {
    const named = oracle.lines.filter((l) => l.status === 'fully-qualified');
    const renamed = named.filter((l) => {
      const entry = set.byEmoji.get(l.emoji)!;
      return entry.label.toLowerCase() !== l.name.toLowerCase();
    });
    expect(renamed.length).toBeLessThan(named.length / 100);
    expect(set.byEmoji.get('👋')!.label).toBe('waving hand');
    expect(set.byEmoji.get('🧑🏽‍💻')!.label).toBe('technologist: medium skin tone');
  });

  it('keeps each skin tone variant under its tone, mixed tones apart', () => {
    const wave = set.emojis.find((e) => e.emoji === '👋')!;
    expect([1, 2, 3, 4, 5].map((tone) => withSkinTone(wave, tone).emoji)).toEqual(['👋🏻', '👋🏼', '👋🏽', '👋🏾', '👋🏿']);
    expect(withSkinTone(wave, 0).emoji).toBe('👋');
    // Two people holding hands: tone 4 is both people in medium-dark, not a mixed pair.
    const pair = set.emojis.find((e) => e.label === 'people holding hands')!;
    expect(withSkinTone(pair, 4).emoji).toBe('🧑🏾‍🤝‍🧑🏾');
    // An emoji with no tones stays itself.
    const rocket = set.emojis.find((e) => e.emoji === '🚀')!;
    expect(withSkinTone(rocket, 3)).toBe(rocket);
  });

  it('gives GitHub shortcodes first', () => {
    expect(set.byEmoji.get('👋')!.shortcodes[0]).toBe('wave');
    expect(set.byEmoji.get('🚀')!.shortcodes[0]).toBe('rocket');
    expect(set.byEmoji.get('👍')!.shortcodes).toContain('+1');
  });

  it('has the nine groups of emoji-test.txt but components, in its order', () => {
    const oracleGroups = [...new Set(oracle.lines.map((l) => l.group))].filter((g) => g !== 'Component');
    expect(set.groups.map((g) => g.name.toLowerCase())).toEqual(oracleGroups.map((g) => g.toLowerCase()));
  });
});

describe('search', () => {
  it('finds by name, keyword, shortcode, pasted emoji and code point', () => {
    const index = buildSearchIndex(set.emojis);
    const first = (q: string) => searchEmoji(index, q)[0]?.emoji;
    expect(first('waving hand')).toBe('👋');
    expect(first('rocket')).toBe('🚀');
    expect(first(':+1:')).toBe('👍');
    expect(first('thumbs up')).toBe('👍');
    expect(searchEmoji(index, 'heart').length).toBeGreaterThan(20);
    expect(searchEmoji(index, 'lol').map((e) => e.emoji)).toContain('😂');
    expect(first('👋🏽')).toBe('👋');
    expect(first('U+1F680')).toBe('🚀');
    expect(first('1f680')).toBe('🚀');
    // A run of emoji, as smart paste hands it over: each once, in its order (skin tones to their base).
    expect(searchEmoji(index, '🎉🚀 🎉 👋🏽🇫🇷').map((e) => e.emoji)).toEqual(['🎉', '🚀', '👋', '🇫🇷']);
    expect(searchEmoji(index, 'zzzqqq')).toEqual([]);
    expect(searchEmoji(index, '   ')).toEqual([]);
  });

  it('ranks a name that starts with the query before a keyword match', () => {
    const index = buildSearchIndex(set.emojis);
    const cats = searchEmoji(index, 'cat')
      .slice(0, 3)
      .map((e) => e.label);
    expect(cats[0]).toBe('cat');
  });

  it('builds from the raw datasets without the component group', () => {
    const tiny = buildEmojiSet(
      [
        { unicode: '🏻', label: 'light skin tone', hexcode: '1F3FB', group: 2, order: 1 },
        { unicode: '🇦', label: 'regional indicator A', hexcode: '1F1E6' },
        { unicode: '😀', label: 'grinning face', hexcode: '1F600', group: 0, order: 2, tags: ['face'] },
      ],
      { '1F600': 'grinning' },
      { '1F600': ['grinning_face', 'grinning'] },
      {
        groups: [
          { key: 'smileys-emotion', message: 'smileys & emotion', order: 0 },
          { key: 'component', message: 'components', order: 2 },
        ],
      },
    );
    expect(tiny.emojis.map((e) => e.emoji)).toEqual(['😀']);
    expect(tiny.emojis[0]!.shortcodes).toEqual(['grinning', 'grinning_face']);
    expect(tiny.groups).toEqual([{ id: 0, key: 'smileys-emotion', name: 'Smileys & emotion' }]);
  });
});
