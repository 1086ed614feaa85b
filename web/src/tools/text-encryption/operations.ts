import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { decryptText, encryptionModeLabels, encryptionModes, encryptText, MAX_ITERATIONS } from './encryption';

// Encrypt and decrypt text with a password (or a raw AES key). The tool's screen is the generic
// operation screen; key derivation is slow on purpose, so both always run in a worker.

const options = z.object({
  mode: z.enum(encryptionModes).default('openssl').meta({ label: 'Format', choices: encryptionModeLabels }),
  password: z.string().default('').meta({ label: 'Password or key', sensitive: true }),
  iterations: z
    .number()
    .int()
    .min(0)
    .max(MAX_ITERATIONS)
    .default(0)
    .meta({
      label: 'PBKDF2 iterations',
      description: '0: the format’s default (OpenSSL 10,000 as openssl enc -pbkdf2; GCM 600,000)',
    }),
});

export const textEncrypt = defineOperation({
  id: 'text-encrypt',
  name: 'Encrypt',
  description: 'Encrypt text with a password: OpenSSL enc format (AES-256-CBC, PBKDF2) or AES-256-GCM, written as Base64.',
  keywords: ['encrypt', 'aes', 'aes-256-gcm', 'aes-256-cbc', 'openssl enc', 'pbkdf2', 'password'],
  input: 'text',
  output: 'text',
  options,
  heavy: true,
  sensitiveInput: true,
  inputLabel: 'Text to encrypt',
  outputLabel: 'Encrypted (Base64)',
  inputPlaceholder: 'Type the text to encrypt…',
  run: (text, { mode, password, iterations }) => encryptText({ text, mode, password, iterations }),
  examples: [
    {
      title: 'OpenSSL format (decrypt with openssl enc -d -aes-256-cbc -pbkdf2 -a)',
      input: 'Hello from DevForge!',
      options: { password: 'correct horse battery staple' },
      pattern: '^U2FsdGVkX1[A-Za-z0-9+/]{54}$',
    },
  ],
});

export const textDecrypt = defineOperation({
  id: 'text-decrypt',
  name: 'Decrypt',
  description:
    'Decrypt Base64 text made by openssl enc -aes-256-cbc -pbkdf2 -a, or by this tool’s AES-256-GCM, with its password.',
  keywords: ['decrypt', 'aes', 'openssl enc', 'salted__', 'pbkdf2', 'password'],
  input: 'text',
  output: 'text',
  options,
  heavy: true,
  inputLabel: 'Encrypted text (Base64)',
  outputLabel: 'Decrypted text',
  inputPlaceholder: 'U2FsdGVkX1…',
  run: (text, { mode, password, iterations }) => decryptText({ text, mode, password, iterations }),
  examples: [
    {
      title: 'Made with: printf … | openssl enc -aes-256-cbc -pbkdf2 -a -pass "pass:correct horse battery staple"',
      input: 'U2FsdGVkX1/C8wCUdhSQgFxjenOYhNOQM/hppEgwrtagBvs6Q5gTMgDWaAT5gB6D',
      options: { password: 'correct horse battery staple' },
      output: 'Hello from openssl enc!',
    },
  ],
});

export const operations = [textEncrypt, textDecrypt];
