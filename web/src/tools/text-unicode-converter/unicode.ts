// Text ↔ Unicode code points and escapes, and a description of each character (name, UTF-8 and
// UTF-16). Names come from a table generated from Python's unicodedata, loaded on first use.

const hex = (n: number, width = 4) => n.toString(16).toUpperCase().padStart(width, '0');

export function toCodePoints(text: string): string {
  return Array.from(text, (ch) => `U+${hex(ch.codePointAt(0)!)}`).join(' ');
}

function fromCodePoint(value: number, token: string): string {
  if (!Number.isInteger(value) || value < 0 || value > 0x10ffff)
    throw new Error(`${token} is beyond U+10FFFF, the last code point`);
  return String.fromCodePoint(value);
}

/** Reads code points written as U+XXXX, 0xXXXX, \u{…}, &#x…;, &#…; or bare hex, separated by anything else. */
export function fromCodePoints(text: string): string {
  const tokens = text.match(/U\+[0-9a-f]+|0x[0-9a-f]+|\\u\{[0-9a-f]+\}|&#x[0-9a-f]+;?|&#\d+;?|[0-9a-f]+|\S/gi) ?? [];
  return tokens
    .map((token) => {
      const m = /^(?:U\+|0x|\\u\{|&#x)?([0-9a-f]+)\}?;?$/i.exec(token);
      if (token.startsWith('&#') && !token.startsWith('&#x')) return fromCodePoint(parseInt(token.slice(2), 10), token);
      if (!m) throw new Error(`"${token}" is not a code point (write U+00E9, 0xE9 or E9)`);
      return fromCodePoint(parseInt(m[1]!, 16), token);
    })
    .join('');
}

export const escapeStyles = ['js', 'es6', 'python', 'html', 'css'] as const;
export type EscapeStyle = (typeof escapeStyles)[number];
export const escapeStyleLabels: Record<EscapeStyle, string> = {
  js: '\\uXXXX (JavaScript, JSON, Java)',
  es6: '\\u{X} (JavaScript ES6, Rust, Swift)',
  python: '\\xXX \\uXXXX \\UXXXXXXXX (Python, C)',
  html: '&#xX; (HTML, XML)',
  css: '\\X (CSS)',
};

function escapeOne(ch: string, style: EscapeStyle): string {
  const cp = ch.codePointAt(0)!;
  switch (style) {
    case 'js':
      return Array.from({ length: ch.length }, (_, i) => `\\u${hex(ch.charCodeAt(i))}`).join('');
    case 'es6':
      return `\\u{${hex(cp, 1)}}`;
    case 'python':
      return cp <= 0xff
        ? `\\x${hex(cp, 2).toLowerCase()}`
        : cp <= 0xffff
          ? `\\u${hex(cp).toLowerCase()}`
          : `\\U${hex(cp, 8).toLowerCase()}`;
    case 'html':
      return `&#x${hex(cp, 1)};`;
    case 'css':
      // CSS Syntax §4.3.7: up to six hex digits, then a space ends the escape.
      return `\\${hex(cp, 1)} `;
  }
}

/** Escapes non-ASCII characters (and, when asked, every character) in the chosen style. */
export function toEscapes(text: string, style: EscapeStyle, { all = false }: { all?: boolean } = {}): string {
  return Array.from(text, (ch) =>
    all || ch.codePointAt(0)! > 0x7e || ch.codePointAt(0)! < 0x20 ? escapeOne(ch, style) : ch,
  ).join('');
}

/** Reads every escape style back (surrogate pairs written as two \u escapes become one character). */
export function fromEscapes(text: string): string {
  return text.replace(
    /\\u\{([0-9a-fA-F]{1,6})\}|\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})|\\x([0-9a-fA-F]{2})|&#x([0-9a-fA-F]{1,6});|&#(\d{1,7});|\\([0-9a-fA-F]{1,6}) ?/g,
    (all, braced?: string, u4?: string, u8?: string, x2?: string, html?: string, dec?: string, css?: string) => {
      const digits = braced ?? u4 ?? u8 ?? x2 ?? html ?? css;
      const value = dec !== undefined ? parseInt(dec, 10) : parseInt(digits!, 16);
      // \uD83D\uDE00: UTF-16 halves stay code units and pair up in the resulting string.
      if (u4 !== undefined) return String.fromCharCode(value);
      return fromCodePoint(value, all.trim());
    },
  );
}

// ─── Names ────────────────────────────────────────────────────────────────────────────────

export type NameTable = { names: Map<number, string>; ranges: [number, number, string][] };

let table: Promise<NameTable> | undefined;

/** The names table, parsed once (about 33,000 names, ~130 KB gzip). */
export function loadNames(): Promise<NameTable> {
  table ??= import('./unicode-names.data').then(({ default: data, algorithmicRanges }) => {
    const names = new Map<number, string>();
    let cp = -1;
    for (const line of data.split('\n')) {
      const at = line.indexOf(';');
      cp += (at === 0 ? 0 : parseInt(line.slice(0, at), 16)) + 1;
      names.set(cp, line.slice(at + 1));
    }
    return { names, ranges: algorithmicRanges };
  });
  return table;
}

// Unicode §3.12 (Conjoining Jamo Behavior): Hangul syllable names are made from their parts.
const JAMO_L = ['G', 'GG', 'N', 'D', 'DD', 'R', 'M', 'B', 'BB', 'S', 'SS', '', 'J', 'JJ', 'C', 'K', 'T', 'P', 'H'];
const JAMO_V = [
  'A',
  'AE',
  'YA',
  'YAE',
  'EO',
  'E',
  'YEO',
  'YE',
  'O',
  'WA',
  'WAE',
  'OE',
  'YO',
  'U',
  'WEO',
  'WE',
  'WI',
  'YU',
  'EU',
  'YI',
  'I',
];
const JAMO_T = [
  '',
  'G',
  'GG',
  'GS',
  'N',
  'NJ',
  'NH',
  'D',
  'L',
  'LG',
  'LM',
  'LB',
  'LS',
  'LT',
  'LP',
  'LH',
  'M',
  'B',
  'BS',
  'S',
  'SS',
  'NG',
  'J',
  'C',
  'K',
  'T',
  'P',
  'H',
];

/** The character's Unicode name, or null for unnamed code points (controls, private use, unassigned). */
export function nameOf(cp: number, { names, ranges }: NameTable): string | null {
  const listed = names.get(cp);
  if (listed) return listed;
  if (cp >= 0xac00 && cp <= 0xd7a3) {
    const s = cp - 0xac00;
    return `HANGUL SYLLABLE ${JAMO_L[Math.floor(s / 588)]}${JAMO_V[Math.floor((s % 588) / 28)]}${JAMO_T[s % 28]}`;
  }
  for (const [start, end, prefix] of ranges) if (cp >= start && cp <= end) return `${prefix}${hex(cp)}`;
  return null;
}

/** Unicode's label for an unnamed code point (§4.8: <control-000A>, <private-use-E000>…). */
function labelOf(cp: number): string {
  const kind =
    cp < 0x20 || (cp >= 0x7f && cp < 0xa0)
      ? 'control'
      : (cp >= 0xe000 && cp <= 0xf8ff) || cp >= 0xf0000
        ? 'private-use'
        : cp >= 0xd800 && cp <= 0xdfff
          ? 'surrogate'
          : (cp & 0xfffe) === 0xfffe || (cp >= 0xfdd0 && cp <= 0xfdef)
            ? 'noncharacter'
            : 'reserved';
  return `<${kind}-${hex(cp)}>`;
}

/** One line a character: code point, the character, its name, UTF-8 bytes and UTF-16 code units. */
export function describeCharacters(text: string, names: NameTable): string {
  const encoder = new TextEncoder();
  return Array.from(text, (ch) => {
    const cp = ch.codePointAt(0)!;
    const utf8 = Array.from(encoder.encode(ch), (b) => hex(b, 2)).join(' ');
    const utf16 = Array.from({ length: ch.length }, (_, i) => hex(ch.charCodeAt(i))).join(' ');
    const shown = cp < 0x20 || (cp >= 0x7f && cp < 0xa0) ? ' ' : ch;
    return `U+${hex(cp)}\t${shown}\t${nameOf(cp, names) ?? labelOf(cp)}\tUTF-8: ${utf8}\tUTF-16: ${utf16}`;
  }).join('\n');
}
