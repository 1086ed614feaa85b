import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { toCodePoints, toDecimalEntity, toHtmlEntity } from './emoji-format';

export const emojiToCodePoints = defineOperation({
  id: 'emoji-to-code-points',
  name: 'Emoji to code points',
  description: 'Write an emoji (skin tones and joined sequences included) as its Unicode code points, U+1F44B style.',
  keywords: ['emoji', 'unicode', 'code point', 'codepoint', 'hex', 'U+'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'Emoji',
  outputLabel: 'Code points',
  inputPlaceholder: '👋🏽',
  run: (text) => toCodePoints(text.trim()),
  examples: [
    { input: '👋🏽', output: 'U+1F44B U+1F3FD' },
    { input: '🧑‍💻', output: 'U+1F9D1 U+200D U+1F4BB' },
  ],
});

export const emojiToHtmlEntities = defineOperation({
  id: 'emoji-to-html-entities',
  name: 'Emoji to HTML entities',
  description: 'Write an emoji as HTML character references, hexadecimal (&#x1F680;) or decimal (&#128640;).',
  keywords: ['emoji', 'html entity', 'character reference', 'escape', 'numeric entity'],
  input: 'text',
  output: 'text',
  options: z.object({
    base: z
      .enum(['hex', 'decimal'])
      .default('hex')
      .meta({ label: 'Form', choices: { hex: 'Hexadecimal', decimal: 'Decimal' } }),
  }),
  inputLabel: 'Emoji',
  outputLabel: 'HTML entities',
  inputPlaceholder: '🚀',
  run: (text, { base }) => (base === 'hex' ? toHtmlEntity(text.trim()) : toDecimalEntity(text.trim())),
  examples: [
    { input: '🚀', output: '&#x1F680;' },
    { input: '❤️', options: { base: 'decimal' }, output: '&#10084;&#65039;' },
  ],
});

export const operations = [emojiToCodePoints, emojiToHtmlEntities];
