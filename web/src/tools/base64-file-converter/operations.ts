import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { decodeFile, encodeFile } from './base64-file';

export const fileToBase64 = defineOperation({
  id: 'file-to-base64',
  name: 'File to Base64',
  description: 'Encode a file (any bytes) as Base64 or as a data URL with its type detected.',
  keywords: ['base64', 'data url', 'data uri', 'file', 'image', 'encode', 'embed'],
  input: 'bytes',
  output: 'text',
  options: z.object({
    dataUrl: z.boolean().default(false).meta({ label: 'As a data URL (data:…;base64,)' }),
    mime: z.string().max(100).default('').meta({ label: 'Type for the data URL', placeholder: 'detected (image/png…)' }),
    wrap: z
      .number()
      .int()
      .min(0)
      .max(1000)
      .default(0)
      .meta({ label: 'Wrap lines at', description: '0: one line; 76 as in MIME mail.' }),
  }),
  inputLabel: 'File (or text)',
  outputLabel: 'Base64',
  run: (bytes, o) => encodeFile(bytes, o),
  examples: [
    { input: 'Hello, file!', output: 'SGVsbG8sIGZpbGUh' },
    {
      input: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      options: { dataUrl: true },
      output: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
    },
  ],
});

export const base64ToFile = defineOperation({
  id: 'base64-to-file',
  name: 'Base64 to file',
  description: 'Decode Base64 or a data URL back into the file, with its type for preview and download.',
  keywords: ['base64', 'data url', 'decode', 'file', 'image', 'download'],
  input: 'text',
  output: 'bytes',
  options: z.object({}),
  inputLabel: 'Base64 or data URL',
  outputLabel: 'File',
  inputPlaceholder: 'data:image/png;base64,iVBORw0KGgo… or plain Base64',
  run: (text) => decodeFile(text).bytes,
  examples: [{ input: 'data:text/plain;base64,SGVsbG8sIGZpbGUh', output: 'Hello, file!' }],
});

export const operations = [fileToBase64, base64ToFile];
