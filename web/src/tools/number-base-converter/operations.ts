import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { formatInBase, groupDigits, parseInBase } from './bases';

const base = (label: string, fallback: number) =>
  z
    .number()
    .int()
    .min(2)
    .max(64)
    .refine((b) => b <= 36 || b === 64, 'Bases go from 2 to 36, and 64')
    .default(fallback)
    .meta({ label });

export const allBases = defineOperation({
  id: 'base-all',
  name: 'All bases',
  description: 'Show a whole number of any size in binary, octal, decimal, hexadecimal, base 36 and base 64 side by side.',
  keywords: ['binary', 'octal', 'decimal', 'hex', 'hexadecimal', 'base', 'radix', 'bigint'],
  input: 'text',
  output: 'text',
  options: z.object({
    from: base('Input base', 10),
    group: z.boolean().default(false).meta({ label: 'Group digits (1111 0000)' }),
  }),
  inputLabel: 'Number (0x, 0o and 0b prefixes are read)',
  outputLabel: 'In every base',
  inputPlaceholder: '255 or 0xFF or 0b11111111',
  run(text, { from, group }) {
    const { value } = parseInBase(text, from);
    const g = (digits: string, size: number) => (group ? groupDigits(digits, size) : digits);
    return [
      `Binary: ${g(formatInBase(value, 2), 4)}`,
      `Octal: ${g(formatInBase(value, 8), 3)}`,
      `Decimal: ${group ? groupDigits(formatInBase(value, 10), 3, ',') : formatInBase(value, 10)}`,
      `Hexadecimal: ${g(formatInBase(value, 16), 4)}`,
      `Base 36: ${formatInBase(value, 36)}`,
      `Base 64: ${formatInBase(value, 64)}`,
    ].join('\n');
  },
  examples: [
    { input: '0xFF', output: 'Binary: 11111111\nOctal: 377\nDecimal: 255\nHexadecimal: ff\nBase 36: 73\nBase 64: D/' },
    {
      input: '1000000',
      options: { group: true },
      output:
        'Binary: 1111 0100 0010 0100 0000\nOctal: 3 641 100\nDecimal: 1,000,000\nHexadecimal: f 4240\nBase 36: lfls\nBase 64: D0JA',
    },
  ],
});

export const convertBase = defineOperation({
  id: 'base-convert',
  name: 'Convert',
  description: 'Convert whole numbers (one per line, any size) from one base to another, 2 to 36 or 64.',
  keywords: ['base', 'radix', 'convert', 'binary', 'hex'],
  input: 'text',
  output: 'text',
  options: z.object({
    from: base('From base', 10),
    to: base('To base', 16),
    uppercase: z.boolean().default(false).meta({ label: 'Upper-case letters' }),
  }),
  inputLabel: 'Numbers (one per line)',
  outputLabel: 'Converted',
  run: (text, { from, to, uppercase }) =>
    text
      .split(/\r?\n/)
      .map((line, i, lines) => {
        if (line.trim() === '') return '';
        try {
          const out = formatInBase(parseInBase(line, from).value, to);
          return uppercase && to <= 36 ? out.toUpperCase() : out;
        } catch (err) {
          throw new Error(lines.length > 1 ? `Line ${i + 1}: ${(err as Error).message}` : (err as Error).message, { cause: err });
        }
      })
      .join('\n'),
  examples: [{ input: '255\n4096\n-10', options: { from: 10, to: 2 }, output: '11111111\n1000000000000\n-1010' }],
});

export const operations = [allBases, convertBase];
