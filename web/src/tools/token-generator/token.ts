// Random tokens (API keys, session ids, invite codes): characters drawn uniformly from the chosen
// alphabet with crypto.getRandomValues, by rejection sampling so no character is favoured.

export const characterClasses = {
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  digits: '0123456789',
  symbols: '!#$%&()*+,-./:;<=>?@[]^_{|}~',
} as const;
export type CharacterClass = keyof typeof characterClasses;

/** Characters people misread for each other in many fonts. */
export const LOOK_ALIKES = 'Il1O0o';
export const MIN_LENGTH = 1;
export const MAX_LENGTH = 1024;
export const MAX_COUNT = 1000;

export type TokenOptions = {
  length: number;
  count: number;
  uppercase: boolean;
  lowercase: boolean;
  digits: boolean;
  symbols: boolean;
  excludeLookAlikes: boolean;
  /** When not empty, the alphabet is exactly these characters (the boxes are ignored). */
  custom: string;
};

export const defaultTokenOptions: TokenOptions = {
  length: 32,
  count: 5,
  uppercase: true,
  lowercase: true,
  digits: true,
  symbols: false,
  excludeLookAlikes: false,
  custom: '',
};

/** The distinct characters tokens are drawn from, in a stable order. */
export function alphabetOf(options: Pick<TokenOptions, CharacterClass | 'excludeLookAlikes' | 'custom'>): string[] {
  const source =
    options.custom !== ''
      ? options.custom
      : (Object.keys(characterClasses) as CharacterClass[])
          .filter((c) => options[c])
          .map((c) => characterClasses[c])
          .join('');
  let characters = [...new Set([...source])];
  if (options.excludeLookAlikes) characters = characters.filter((c) => !LOOK_ALIKES.includes(c));
  return characters;
}

/** Bits of entropy of one token: length × log2(alphabet size). */
export function entropyBits({ length, alphabetSize }: { length: number; alphabetSize: number }): number {
  return alphabetSize <= 1 ? 0 : length * Math.log2(alphabetSize);
}

export function strengthOf(bits: number): 'weak' | 'fair' | 'strong' | 'very strong' {
  if (bits < 64) return 'weak';
  if (bits < 80) return 'fair';
  if (bits < 128) return 'strong';
  return 'very strong';
}

/** Uniform indexes below `size`, as many as `count`. */
export function randomIndexes(size: number, count: number): Uint32Array {
  const out = new Uint32Array(count);
  // The largest multiple of size that fits in 32 bits: values above it would favour the low indexes.
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  const batch = new Uint32Array(Math.min(16384, Math.max(64, count + (count >> 3))));
  let filled = 0;
  while (filled < count) {
    crypto.getRandomValues(batch);
    for (let i = 0; i < batch.length && filled < count; i++) {
      if (batch[i]! < limit) out[filled++] = batch[i]! % size;
    }
  }
  return out;
}

export function generateTokens(options: TokenOptions): string[] {
  const { length, count } = options;
  if (!Number.isInteger(length) || length < MIN_LENGTH || length > MAX_LENGTH)
    throw new Error(`The length must be ${MIN_LENGTH} to ${MAX_LENGTH}`);
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) throw new Error(`The count must be 1 to ${MAX_COUNT}`);
  const alphabet = alphabetOf(options);
  if (alphabet.length < 2)
    throw new Error(options.custom !== '' ? 'Give at least two different characters' : 'Choose at least one set of characters');
  const indexes = randomIndexes(alphabet.length, length * count);
  const tokens: string[] = [];
  for (let t = 0; t < count; t++) {
    let token = '';
    for (let i = 0; i < length; i++) token += alphabet[indexes[t * length + i]!];
    tokens.push(token);
  }
  return tokens;
}
