// The ways an emoji is copied: the character itself, its code points, an HTML entity, a shortcode.
// Pure functions over the text (a whole sequence: skin tone modifiers, ZWJ and variation selectors
// are code points like any other), shared by the screen and the tool's operations.

const codePointsOf = (text: string): number[] => Array.from(text, (char) => char.codePointAt(0)!);

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** "U+1F44B U+1F3FB" for 👋🏻. */
export function toCodePoints(text: string): string {
  return codePointsOf(text)
    .map((cp) => `U+${hex(cp)}`)
    .join(' ');
}

/** "&#x1F44B;&#x1F3FB;" for 👋🏻: hexadecimal character references, valid in HTML and XML. */
export function toHtmlEntity(text: string): string {
  return codePointsOf(text)
    .map((cp) => `&#x${hex(cp)};`)
    .join('');
}

/** "&#128075;&#127995;" for 👋🏻: the decimal form some editors and CMSs want. */
export function toDecimalEntity(text: string): string {
  return codePointsOf(text)
    .map((cp) => `&#${cp};`)
    .join('');
}

/** ":wave:" for the shortcode "wave"; empty when the emoji has none. */
export function toShortcode(shortcode: string | undefined): string {
  return shortcode ? `:${shortcode}:` : '';
}

/** An emojibase hexcode ("1F44B-1F3FB") as the text it stands for. */
export function fromHexcode(hexcode: string): string {
  return String.fromCodePoint(...hexcode.split('-').map((part) => parseInt(part, 16)));
}

const SKIN_TONE_MODIFIERS = [0x1f3fb, 0x1f3fc, 0x1f3fd, 0x1f3fe, 0x1f3ff];

/** The skin tones (1 light … 5 dark, Fitzpatrick 1-2 … 6) an emoji's text carries, in order. */
export function skinTonesOf(text: string): number[] {
  return codePointsOf(text)
    .map((cp) => SKIN_TONE_MODIFIERS.indexOf(cp) + 1)
    .filter((tone) => tone > 0);
}

/**
 * The fully-qualified form Unicode's emoji-test.txt lists: emojibase 17 writes a variation selector
 * (U+FE0F) after characters that are emoji by default too (👍️), which only adds a code point.
 */
export function fullyQualified(text: string): string {
  return text.replace(/(\p{Emoji_Presentation})\uFE0F/gu, '$1');
}
