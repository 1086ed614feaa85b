import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { fromRoman, toRoman } from './roman';

// Numbers ↔ Roman numerals (1–3999); one per line converts a list.

const eachLine = (text: string, convert: (line: string) => string) =>
  text
    .split(/\r?\n/)
    .map((line, i, lines) => {
      if (line.trim() === '') return '';
      try {
        return convert(line.trim());
      } catch (err) {
        throw new Error(lines.length > 1 ? `Line ${i + 1}: ${(err as Error).message}` : (err as Error).message, { cause: err });
      }
    })
    .join('\n');

export const numberToRoman = defineOperation({
  id: 'number-to-roman',
  name: 'Number to Roman',
  description: 'Write whole numbers from 1 to 3999 as Roman numerals.',
  keywords: ['roman', 'numerals', 'convert'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'Numbers (one per line)',
  outputLabel: 'Roman numerals',
  inputPlaceholder: '1994',
  run: (text) =>
    eachLine(text, (line) => {
      if (!/^[+-]?\d+$/.test(line)) throw new Error(`"${line}" is not a whole number`);
      return toRoman(Number(line));
    }),
  examples: [{ input: '1994\n2024\n3999', output: 'MCMXCIV\nMMXXIV\nMMMCMXCIX' }],
});

export const romanToNumber = defineOperation({
  id: 'roman-to-number',
  name: 'Roman to number',
  description: 'Read Roman numerals (standard form, I to MMMCMXCIX) as numbers.',
  keywords: ['roman', 'numerals', 'parse', 'convert'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'Roman numerals (one per line)',
  outputLabel: 'Numbers',
  inputPlaceholder: 'MCMXCIV',
  run: (text) => eachLine(text, (line) => String(fromRoman(line))),
  examples: [{ input: 'MCMXCIV\nxlii', output: '1994\n42' }],
});

export const operations = [numberToRoman, romanToNumber];
