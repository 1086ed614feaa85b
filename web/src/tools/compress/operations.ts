import { z } from 'zod';
import { bytesToBase64 } from '../../engines/crypto/encoding';
import { defineOperation } from '../../operations/operation';
import { compress, decompress, formatLabels, formats } from './compression';

// Compress and decompress bytes (a file, or typed text as UTF-8). Output is bytes (Download saves
// them), or Base64 text to paste somewhere; Base64 input is read the same way.

const utf8 = new TextEncoder();

function fromBase64(bytes: Uint8Array): Uint8Array {
  const text = new TextDecoder().decode(bytes).replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  let binary: string;
  try {
    binary = atob(text.padEnd(Math.ceil(text.length / 4) * 4, '='));
  } catch {
    throw new Error('The input is not Base64 (untick "Input is Base64" for a file or raw bytes)');
  }
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export const compressOperation = defineOperation({
  id: 'compress',
  name: 'Compress',
  description: 'Compress text or a file with gzip, zlib, raw DEFLATE or Brotli, at the level you choose.',
  keywords: ['gzip', 'zlib', 'deflate', 'brotli', 'compress', 'zip', 'br'],
  input: 'bytes',
  output: 'bytes',
  options: z.object({
    format: z.enum(formats).default('gzip').meta({ label: 'Format', choices: formatLabels }),
    level: z
      .number()
      .int()
      .min(0)
      .max(11)
      .default(6)
      .meta({ label: 'Level', description: '0–9 for gzip, zlib and DEFLATE (higher caps at 9); 0–11 for Brotli.' }),
    base64: z.boolean().default(false).meta({ label: 'Output as Base64' }),
  }),
  inputLabel: 'Text or file to compress',
  outputLabel: 'Compressed',
  outputFile: { extension: 'bin', mimeType: 'application/octet-stream' },
  async run(input, { format, level, base64 }, context) {
    const bytes = await compress(input, format, level, context);
    return base64 ? utf8.encode(bytesToBase64(bytes)) : bytes;
  },
  examples: [
    { input: 'hello hello hello hello', options: { base64: true }, output: 'H4sIAAAAAAAAA8tIzcnJV8AgAeNRPY0XAAAA' },
    {
      input: 'hello hello hello hello',
      options: { format: 'brotli', level: 11, base64: true },
      output: 'GxYA+I2Ubt5EVYaWbCBvIU8c4Dg=',
    },
  ],
});

export const decompressOperation = defineOperation({
  id: 'decompress',
  name: 'Decompress',
  description: 'Decompress gzip, zlib, raw DEFLATE or Brotli data (the format is detected when it can be).',
  keywords: ['gunzip', 'inflate', 'brotli', 'decompress', 'unzip'],
  input: 'bytes',
  output: 'bytes',
  options: z.object({
    format: z
      .enum(['auto', ...formats])
      .default('auto')
      .meta({ label: 'Format', choices: { auto: 'Detect', ...formatLabels } }),
    base64: z.boolean().default(false).meta({ label: 'Input is Base64' }),
  }),
  inputLabel: 'Compressed file (or Base64)',
  outputLabel: 'Decompressed',
  outputFile: { extension: 'bin', mimeType: 'application/octet-stream' },
  async run(input, { format, base64 }, context) {
    return (await decompress(base64 ? fromBase64(input) : input, format, context)).bytes;
  },
  examples: [{ input: 'H4sIAAAAAAAAA8tIzcnJV8hAJwHjUT2NFwAAAA==', options: { base64: true }, output: 'hello hello hello hello' }],
});

export const operations = [compressOperation, decompressOperation];
