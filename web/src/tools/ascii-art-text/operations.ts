import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { alignments, fonts, renderFiglet } from './figlet-render';

export const asciiArtText = defineOperation({
  id: 'ascii-art-text',
  name: 'ASCII art text',
  description: 'Write text in big letters made of characters (FIGlet fonts), wrapped to a width and aligned.',
  keywords: ['figlet', 'ascii art', 'banner', 'big text', 'text art', 'toilet'],
  input: 'text',
  output: 'text',
  options: z.object({
    font: z.enum(fonts).default('Standard').meta({ label: 'Font' }),
    width: z.number().int().min(20).max(400).default(80).meta({ label: 'Width (columns)' }),
    align: z
      .enum(alignments)
      .default('left')
      .meta({ label: 'Alignment', choices: { left: 'Left', center: 'Centre', right: 'Right' } }),
  }),
  inputLabel: 'Text',
  outputLabel: 'ASCII art',
  inputPlaceholder: 'Hello',
  outputFile: { extension: 'txt', mimeType: 'text/plain' },
  run: async (text, { font, width, align }) => {
    if (text.trim() === '') throw new Error('Enter the text to draw.');
    // figlet fonts have the printable ASCII and Latin-1 letters; anything else would silently vanish.
    const missing = [
      ...new Set(
        [...text].filter((c) => c !== '\n' && c !== '\r' && c !== '\t' && (c < ' ' || c > 'ÿ' || (c > '~' && c < '\u00a0'))),
      ),
    ];
    if (missing.length > 0)
      throw new Error(
        `FIGlet fonts have no ${missing
          .slice(0, 5)
          .map((c) => `“${c}”`)
          .join(', ')}: use ASCII or Latin-1 letters.`,
      );
    return renderFiglet(text, font, width, align);
  },
  examples: [
    {
      input: 'Hi!',
      output: [' _   _ _ _ ', '| | | (_) |', '| |_| | | |', '|  _  | |_|', '|_| |_|_(_)', '           '].join('\n'),
    },
    {
      input: 'OK',
      options: { font: 'Small', width: 30, align: 'center' },
      output: [
        '           ___  _  __',
        '          / _ \\| |/ /',
        "         | (_) | ' < ",
        '          \\___/|_|\\_\\',
        '                     ',
      ].join('\n'),
    },
  ],
});

export const operations = [asciiArtText];
