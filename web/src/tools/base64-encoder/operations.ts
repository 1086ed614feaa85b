import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { decodeBase64, encodeBase64 } from './base64';

// Base64 (RFC 4648): text → Base64 and back. The tool's screen is the generic operation screen.

export const base64Encode = defineOperation({
  id: 'base64-encode',
  name: 'Encode',
  description: 'Encode text (as UTF-8) to Base64, standard or URL-safe.',
  keywords: ['base64', 'btoa', 'encode', 'rfc 4648'],
  input: 'text',
  output: 'text',
  options: z.object({
    urlSafe: z.boolean().default(false).meta({ label: 'URL-safe alphabet (- and _)' }),
    removePadding: z.boolean().default(false).meta({ label: 'Remove padding (=)' }),
  }),
  inputLabel: 'Text to encode',
  outputLabel: 'Base64',
  inputPlaceholder: 'Type or paste text…',
  run: (text, { urlSafe, removePadding }) => encodeBase64({ text, urlSafe, padding: !removePadding }),
  examples: [{ input: 'Hello, 世界', output: 'SGVsbG8sIOS4lueVjA==' }],
});

export const base64Decode = defineOperation({
  id: 'base64-decode',
  name: 'Decode',
  description: 'Decode Base64 (standard or URL-safe, padded or not) back to text.',
  keywords: ['base64', 'atob', 'decode'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'Base64 to decode',
  outputLabel: 'Decoded text',
  inputPlaceholder: 'Paste Base64 (standard or URL-safe)…',
  run: (text) => decodeBase64({ text }),
  examples: [{ input: 'SGVsbG8sIOS4lueVjA==', output: 'Hello, 世界' }],
});

export const operations = [base64Encode, base64Decode];
