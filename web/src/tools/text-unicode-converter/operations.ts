import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import {
  describeCharacters,
  escapeStyleLabels,
  escapeStyles,
  fromCodePoints,
  fromEscapes,
  loadNames,
  toCodePoints,
  toEscapes,
} from './unicode';

export const textToCodePoints = defineOperation({
  id: 'text-to-code-points',
  name: 'Text to code points',
  description: 'List the Unicode code points of text (U+0048 U+00E9 U+1F600).',
  keywords: ['unicode', 'code point', 'u+', 'codepoint'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'Text',
  outputLabel: 'Code points',
  inputPlaceholder: 'Héllo 😀',
  run: (text) => toCodePoints(text),
  examples: [{ input: 'Hé😀', output: 'U+0048 U+00E9 U+1F600' }],
});

export const codePointsToText = defineOperation({
  id: 'code-points-to-text',
  name: 'Code points to text',
  description: 'Turn code points (U+00E9, 0xE9, E9, &#233;) back into text.',
  keywords: ['unicode', 'code point', 'u+', 'decode'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'Code points',
  outputLabel: 'Text',
  inputPlaceholder: 'U+0048 U+00E9 U+1F600',
  run: (text) => fromCodePoints(text),
  examples: [{ input: 'U+0048 0xE9 1F600', output: 'Hé😀' }],
});

export const textToEscapes = defineOperation({
  id: 'text-to-unicode-escapes',
  name: 'Text to escapes',
  description: 'Write non-ASCII characters as Unicode escapes: \\uXXXX, \\u{X}, Python, HTML or CSS style.',
  keywords: ['unicode', 'escape', '\\u', 'utf-16', 'surrogate'],
  input: 'text',
  output: 'text',
  options: z.object({
    style: z.enum(escapeStyles).default('js').meta({ label: 'Style', choices: escapeStyleLabels }),
    all: z.boolean().default(false).meta({ label: 'Escape ASCII too' }),
  }),
  inputLabel: 'Text',
  outputLabel: 'Escaped',
  run: (text, { style, all }) => toEscapes(text, style, { all }),
  examples: [
    { input: 'café 😀', output: 'caf\\u00E9 \\uD83D\\uDE00' },
    { input: 'café 😀', options: { style: 'es6' }, output: 'caf\\u{E9} \\u{1F600}' },
  ],
});

export const escapesToText = defineOperation({
  id: 'unicode-escapes-to-text',
  name: 'Escapes to text',
  description: 'Read Unicode escapes of any common style (\\uXXXX, \\u{X}, \\xXX, \\UXXXXXXXX, &#x…;, CSS) back as text.',
  keywords: ['unicode', 'unescape', '\\u', 'decode'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'Escaped',
  outputLabel: 'Text',
  run: (text) => fromEscapes(text),
  examples: [{ input: 'caf\\u00e9 \\uD83D\\uDE00 \\u{2764} &#x1F44D;', output: 'café 😀 ❤ 👍' }],
});

export const describeText = defineOperation({
  id: 'unicode-describe',
  name: 'Character names',
  description: 'Describe each character: code point, Unicode name, UTF-8 bytes and UTF-16 code units.',
  keywords: ['unicode', 'character name', 'utf-8', 'utf-16', 'inspect', 'invisible characters'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'Text',
  outputLabel: 'Characters',
  inputPlaceholder: 'Paste text with odd characters: zero-width spaces, look-alikes, emoji…',
  async run(text) {
    if ([...text].length > 100_000) throw new Error('Describe at most 100,000 characters at a time');
    return describeCharacters(text, await loadNames());
  },
  examples: [
    {
      input: 'é\u200b😀',
      output:
        'U+00E9\té\tLATIN SMALL LETTER E WITH ACUTE\tUTF-8: C3 A9\tUTF-16: 00E9\nU+200B\t\u200b\tZERO WIDTH SPACE\tUTF-8: E2 80 8B\tUTF-16: 200B\nU+1F600\t😀\tGRINNING FACE\tUTF-8: F0 9F 98 80\tUTF-16: D83D DE00',
    },
  ],
});

export const operations = [textToCodePoints, codePointsToText, textToEscapes, escapesToText, describeText];
