// Numeronyms in the i18n style: the first letter, the number of letters between, the last letter
// (internationalization → i18n). Letters are grapheme clusters; a word of three letters or fewer
// has nothing to abbreviate and stays as it is.

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const letters = (text: string) => Array.from(segmenter.segment(text), (s) => s.segment);

/** The numeronym of one word: "kubernetes" → "k8s". */
export function numeronym(word: string): string {
  const chars = letters(word);
  if (chars.length <= 3) return word;
  return `${chars[0]}${chars.length - 2}${chars[chars.length - 1]}`;
}

// A word: letters, digits and marks, with inner apostrophes or hyphens ("don't", "e-mail").
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

/**
 * Every line of the text abbreviated. `eachWord`: each word on its own, the rest kept as typed
 * ("Andreessen Horowitz" → "A8n H6z"); otherwise the line's letters as one word, spaces and
 * punctuation left out (→ "A16z").
 */
export function numeronyms({ text, eachWord = true }: { text: string; eachWord?: boolean }): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      if (eachWord) return line.replace(WORD, (word) => numeronym(word));
      const joined = (line.match(WORD) ?? []).join('').replace(/['’-]/g, '');
      return numeronym(joined);
    })
    .join('\n');
}
