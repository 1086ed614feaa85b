// Masks a string but its first and last characters, as it-tools' string obfuscator does (for a
// token or an e-mail address shown in a screenshot or a log). Characters are grapheme clusters, so
// an emoji or a letter with a combining accent is masked by one mask character, not two.

export type ObfuscateOptions = {
  text: string;
  /** Characters kept at the start. */
  keepFirst?: number;
  /** Characters kept at the end. */
  keepLast?: number;
  /** Leave spaces (and other whitespace) as they are, so the words' shape stays visible. */
  keepSpaces?: boolean;
  /** What each hidden character becomes. */
  maskWith?: string;
};

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

export function obfuscate({ text, keepFirst = 4, keepLast = 0, keepSpaces = true, maskWith = '*' }: ObfuscateOptions): string {
  if (!Number.isInteger(keepFirst) || keepFirst < 0)
    throw new Error('Characters kept at the start must be a whole number, 0 or more');
  if (!Number.isInteger(keepLast) || keepLast < 0)
    throw new Error('Characters kept at the end must be a whole number, 0 or more');
  if (graphemes(maskWith).length !== 1) throw new Error('The mask must be exactly one character');
  const chars = graphemes(text);
  const lastStart = chars.length - keepLast;
  return chars
    .map((char, i) => {
      if (i < keepFirst || i >= lastStart) return char;
      if (keepSpaces && /^\s+$/u.test(char)) return char;
      return maskWith;
    })
    .join('');
}
