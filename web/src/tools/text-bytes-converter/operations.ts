import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { byteFormats, bytesToText, separators, textToBytes } from './text-bytes';

const format = z
  .enum(byteFormats)
  .default('hex')
  .meta({ label: 'Numbers in', choices: { hex: 'Hex', binary: 'Binary', octal: 'Octal', decimal: 'Decimal' } });

export const textToBytesOperation = defineOperation({
  id: 'text-to-bytes',
  name: 'Text to bytes',
  description: 'Write the UTF-8 bytes of text as hex, binary, octal or decimal numbers.',
  keywords: ['utf-8', 'bytes', 'hex', 'binary', 'octal', 'decimal', 'ascii', 'text to binary'],
  input: 'text',
  output: 'text',
  options: z.object({
    format,
    separator: z
      .enum(Object.keys(separators) as [keyof typeof separators, ...(keyof typeof separators)[]])
      .default('space')
      .meta({ label: 'Separator', choices: { space: 'Space', none: 'None', comma: 'Comma', newline: 'New line' } }),
    prefix: z.boolean().default(false).meta({ label: 'Prefix (0x, 0b, 0o)' }),
    uppercase: z.boolean().default(false).meta({ label: 'Upper-case hex' }),
  }),
  inputLabel: 'Text',
  outputLabel: 'Bytes',
  inputPlaceholder: 'Hello, 世界',
  run: (text, options) => textToBytes(text, options),
  examples: [
    { input: 'Hi é', output: '48 69 20 c3 a9' },
    { input: 'Hi', options: { format: 'binary' }, output: '01001000 01101001' },
  ],
});

export const bytesToTextOperation = defineOperation({
  id: 'bytes-to-text',
  name: 'Bytes to text',
  description: 'Read bytes written as hex, binary, octal or decimal numbers and decode them as UTF-8 text.',
  keywords: ['utf-8', 'bytes', 'hex to text', 'binary to text', 'decode'],
  input: 'text',
  output: 'text',
  options: z.object({ format }),
  inputLabel: 'Bytes',
  outputLabel: 'Text',
  inputPlaceholder: '48 65 6c 6c 6f',
  run: (text, options) => bytesToText(text, options),
  examples: [
    { input: '48 69 20 c3 a9', output: 'Hi é' },
    { input: '72, 105, 33', options: { format: 'decimal' }, output: 'Hi!' },
  ],
});

export const operations = [textToBytesOperation, bytesToTextOperation];
