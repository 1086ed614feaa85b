import { z } from 'zod';
import { defineOperation } from '../../operations/operation';

// HTML entities with the `entities` library (the parser htmlparser2 and cheerio use), loaded on first use.

const escapeChoices = {
  special: 'Only & < > " \'',
  'non-ascii': 'Also non-ASCII (named)',
  numeric: 'Also non-ASCII (numeric)',
};

/** &, <, >, " and ' and every non-ASCII character as hexadecimal references (&#x…;). */
function encodeNumeric(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    out += code > 0x7e || '&<>"\''.includes(ch) ? `&#x${code.toString(16).toUpperCase()};` : ch;
  }
  return out;
}

export const encodeEntities = defineOperation({
  id: 'html-entities-encode',
  name: 'Encode',
  description: 'Escape text for HTML: the five special characters, and optionally every non-ASCII character.',
  keywords: ['html', 'entities', 'escape', 'encode', '&amp;'],
  input: 'text',
  output: 'text',
  options: z.object({
    escape: z.enum(['special', 'non-ascii', 'numeric']).default('special').meta({ label: 'Escape', choices: escapeChoices }),
  }),
  inputLabel: 'Text',
  outputLabel: 'HTML-escaped text',
  inputPlaceholder: '<p class="x">Café & crème</p>',
  async run(text, { escape }) {
    if (escape === 'numeric') return encodeNumeric(text);
    const { encode, EncodingMode, EntityLevel } = await import('entities');
    return encode(text, { level: EntityLevel.HTML, mode: escape === 'special' ? EncodingMode.UTF8 : EncodingMode.ASCII });
  },
  examples: [
    { input: '<p class="note">Fish & chips</p>', output: '&lt;p class=&quot;note&quot;&gt;Fish &amp; chips&lt;/p&gt;' },
    { input: 'Café © 2024 😀', options: { escape: 'non-ascii' }, output: 'Caf&eacute; &copy; 2024 &#128512;' },
  ],
});

export const decodeEntities = defineOperation({
  id: 'html-entities-decode',
  name: 'Decode',
  description:
    'Turn named (&eacute;), decimal (&#233;) and hexadecimal (&#xE9;) references back into characters, as browsers do.',
  keywords: ['html', 'entities', 'unescape', 'decode'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'HTML-escaped text',
  outputLabel: 'Text',
  inputPlaceholder: 'Caf&eacute; &amp; cr&#232;me',
  async run(text) {
    const { decode, DecodingMode, EntityLevel } = await import('entities');
    // Legacy mode: like a browser in text, `&copy` without a semicolon still decodes.
    return decode(text, { level: EntityLevel.HTML, mode: DecodingMode.Legacy });
  },
  examples: [{ input: '&lt;b&gt;Caf&eacute; &amp; cr&#232;me &#x1F600;&lt;/b&gt;', output: '<b>Café & crème 😀</b>' }],
});

export const operations = [encodeEntities, decodeEntities];
