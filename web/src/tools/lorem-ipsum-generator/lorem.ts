// Placeholder text, generated locally. Pure functions: the screen passes a seeded random source
// so the text only changes when an option changes or the user asks for new text.

export const LOREM_COUNT_MIN = 1;
export const LOREM_COUNT_MAX = 50;
export const LOREM_COUNT_DEFAULT = 3;

export const loremModes = ['paragraphs', 'sentences', 'words'] as const;
export type LoremMode = (typeof loremModes)[number];

/** The classic opening, used when "Start with Lorem ipsum…" is on. */
export const LOREM_OPENING = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';

const VOCABULARY = (
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore ' +
  'magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo ' +
  'consequat duis aute irure in reprehenderit voluptate velit esse cillum eu fugiat nulla pariatur excepteur ' +
  'sint occaecat cupidatat non proident sunt culpa qui officia deserunt mollit anim id est laborum curabitur ' +
  'pretium tincidunt lacus nunc vitae dignissim leo sagittis felis nec porttitor augue mauris vel orci ' +
  'vestibulum ante primis faucibus luctus ultrices posuere cubilia praesent blandit laoreet nibh fusce ' +
  'egestas quam pellentesque habitant morbi tristique senectus netus malesuada fames ac turpis integer ' +
  'ornare odio suspendisse potenti viverra maecenas accumsan lectus mattis vulputate semper ligula erat ' +
  'volutpat gravida arcu feugiat varius sapien phasellus rhoncus aliquam neque eros placerat donec'
).split(' ');

export type RandomSource = () => number;

export type LoremCount = { count: number; adjusted: boolean };

/**
 * Reads the count field. Spec (tools.md §5): "Lorem count: 1..50, falling back to 1" —
 * non-numbers become 1, numbers outside the range are clamped into it.
 */
export function parseLoremCount(raw: string | number): LoremCount {
  const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
  if (String(raw).trim() === '' || !Number.isFinite(value)) return { count: 1, adjusted: true };
  const whole = Math.trunc(value);
  const count = Math.min(LOREM_COUNT_MAX, Math.max(LOREM_COUNT_MIN, whole));
  return { count, adjusted: count !== value };
}

/** A small seeded generator (mulberry32): the same seed gives the same text. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function pickWords(random: RandomSource, count: number): string[] {
  const words: string[] = [];
  while (words.length < count) {
    const word = VOCABULARY[Math.floor(random() * VOCABULARY.length)];
    // Avoid the same word twice in a row: it reads like a typo.
    if (word !== words[words.length - 1]) words.push(word);
  }
  return words;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function makeSentence(random: RandomSource): string {
  const words = pickWords(random, between(random, 6, 14));
  // A comma in about half of the longer sentences makes the rhythm look like prose.
  if (words.length > 8 && random() < 0.5) {
    const at = between(random, 3, words.length - 4);
    words[at] += ',';
  }
  return `${capitalize(words.join(' '))}.`;
}

function makeSentences(random: RandomSource, count: number, startWithLorem: boolean): string[] {
  const sentences = Array.from({ length: count }, () => makeSentence(random));
  if (startWithLorem && count > 0) sentences[0] = LOREM_OPENING;
  return sentences;
}

function makeWords(random: RandomSource, count: number, startWithLorem: boolean): string[] {
  if (!startWithLorem) return pickWords(random, count);
  const opening = LOREM_OPENING.replace(/[.,]/g, '').toLowerCase().split(' ');
  return [...opening.slice(0, count), ...pickWords(random, Math.max(0, count - opening.length))];
}

export type LoremOptions = {
  mode?: LoremMode;
  count?: number;
  startWithLorem?: boolean;
  /** Wrap each paragraph in <p>…</p> (paragraph mode only). */
  html?: boolean;
  random?: RandomSource;
};

/** Generates `count` paragraphs, sentences or words of placeholder text. */
export function generateLorem({
  mode = 'paragraphs',
  count = LOREM_COUNT_DEFAULT,
  startWithLorem = true,
  html = false,
  random = Math.random,
}: LoremOptions = {}): string {
  if (!loremModes.includes(mode)) throw new Error(`Unknown mode "${mode}": use paragraphs, sentences or words`);
  const n = parseLoremCount(count).count;

  if (mode === 'words') return capitalize(makeWords(random, n, startWithLorem).join(' '));
  if (mode === 'sentences') return makeSentences(random, n, startWithLorem).join(' ');

  const paragraphs = Array.from({ length: n }, (_, i) =>
    makeSentences(random, between(random, 4, 7), startWithLorem && i === 0).join(' '),
  );
  return html ? paragraphs.map((p) => `<p>${p}</p>`).join('\n') : paragraphs.join('\n\n');
}

/** Word and character counts shown under the output. */
export function textStats(text: string): { words: number; characters: number } {
  const trimmed = text.trim();
  return { words: trimmed === '' ? 0 : trimmed.split(/\s+/).length, characters: text.length };
}
