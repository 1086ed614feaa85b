import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { hmac, hmacAlgorithmLabels, hmacAlgorithms } from './hmac';

// HMAC of text or a file: the tool's screen is the generic operation screen.

export const hmacGenerate = defineOperation({
  id: 'hmac-generate',
  name: 'HMAC',
  description: 'Compute the HMAC (RFC 2104) of text or a file with SHA-256, SHA-384, SHA-512, SHA-1 or MD5.',
  keywords: ['hmac', 'mac', 'signature', 'sha256', 'sha512', 'md5', 'webhook', 'rfc 2104', 'rfc 4231'],
  input: 'bytes',
  output: 'text',
  options: z.object({
    algorithm: z.enum(hmacAlgorithms).default('sha256').meta({ label: 'Algorithm', choices: hmacAlgorithmLabels }),
    key: z.string().default('').meta({ label: 'Secret key', sensitive: true, placeholder: 'The shared secret' }),
    keyEncoding: z
      .enum(['text', 'hex', 'base64'])
      .default('text')
      .meta({ label: 'Key is', choices: { text: 'Text', hex: 'Hex', base64: 'Base64' } }),
    outputEncoding: z
      .enum(['hex', 'base64'])
      .default('hex')
      .meta({ label: 'Output', choices: { hex: 'Hex', base64: 'Base64' } }),
  }),
  inputLabel: 'Message to authenticate',
  outputLabel: 'HMAC',
  inputPlaceholder: 'Type the message, or drop a file…',
  run: (message, { algorithm, key, keyEncoding, outputEncoding }) =>
    hmac({ algorithm, key, keyEncoding, message, outputEncoding }),
  examples: [
    {
      title: 'RFC 4231 test case 2 (HMAC-SHA-256)',
      input: 'what do ya want for nothing?',
      options: { key: 'Jefe' },
      output: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    },
    {
      title: 'RFC 2202 test case 2 (HMAC-MD5)',
      input: 'what do ya want for nothing?',
      options: { algorithm: 'md5', key: 'Jefe' },
      output: '750c783e6ab0b503eaa86e310a5db738',
    },
    {
      title: 'A hex key, Base64 output (a webhook signature)',
      input: '{"event":"ping"}',
      options: { key: '0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b', keyEncoding: 'hex', outputEncoding: 'base64' },
      output: '9BcLQce0aVV2gKhDpzflwRiYz7ZMChQEfZhVm0lEIdY=',
    },
  ],
});

export const operations = [hmacGenerate];
