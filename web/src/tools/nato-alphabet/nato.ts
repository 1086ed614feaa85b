// The ICAO/NATO radiotelephony spelling alphabet (ICAO Annex 10, Vol. II, §5.2.1.3: letters and
// digits). Words are written with ICAO's spellings (Alfa, Juliett); reading also accepts the
// common variants (Alpha, Juliet, Xray) and ICAO's digit pronunciations (Tree, Fife, Niner).

export const NATO_WORDS: Record<string, string> = {
  A: 'Alfa',
  B: 'Bravo',
  C: 'Charlie',
  D: 'Delta',
  E: 'Echo',
  F: 'Foxtrot',
  G: 'Golf',
  H: 'Hotel',
  I: 'India',
  J: 'Juliett',
  K: 'Kilo',
  L: 'Lima',
  M: 'Mike',
  N: 'November',
  O: 'Oscar',
  P: 'Papa',
  Q: 'Quebec',
  R: 'Romeo',
  S: 'Sierra',
  T: 'Tango',
  U: 'Uniform',
  V: 'Victor',
  W: 'Whiskey',
  X: 'X-ray',
  Y: 'Yankee',
  Z: 'Zulu',
  '0': 'Zero',
  '1': 'One',
  '2': 'Two',
  '3': 'Three',
  '4': 'Four',
  '5': 'Five',
  '6': 'Six',
  '7': 'Seven',
  '8': 'Eight',
  '9': 'Nine',
  // ICAO's words for the decimal point and the hundreds/thousands are not characters; '.' is "Decimal" by convention.
  '.': 'Decimal',
};

const VARIANTS: Record<string, string> = {
  ALPHA: 'A',
  JULIET: 'J',
  XRAY: 'X',
  WHISKY: 'W',
  TREE: '3',
  FIFE: '5',
  NINER: '9',
  FOWER: '4',
  POINT: '.',
  STOP: '.',
};

const READ = new Map<string, string>([
  ...Object.entries(NATO_WORDS).map(([ch, word]) => [word.toUpperCase().replace('-', ''), ch] as const),
  ...Object.entries(VARIANTS),
]);

/** Each letter and digit as its code word, separated by spaces; a space between words becomes " / ". Other characters are kept as they are. */
export function toNato(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((word) => Array.from(word, (ch) => NATO_WORDS[ch.toUpperCase()] ?? ch).join(' '))
    .join(' / ');
}

/** Code words back to characters (case-insensitive); " / " (or a line break) separates words. */
export function fromNato(text: string): string {
  return text
    .trim()
    .split(/\s*(?:\/|\r?\n)\s*/)
    .filter((w) => w !== '')
    .map((group) =>
      group
        .split(/\s+/)
        .map((token) => {
          const ch = READ.get(token.toUpperCase().replace(/-/g, ''));
          if (ch !== undefined) return ch;
          if ([...token].length === 1) return token;
          throw new Error(`"${token}" is not a spelling-alphabet word`);
        })
        .join(''),
    )
    .join(' ');
}
