import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { decodeUrl, encodeUrl } from './url';

// Percent-encoding (RFC 3986): text → encoded and back, for one component or a whole URL. The
// tool's screen is the generic operation screen.

const scope = z
  .enum(['component', 'full'])
  .default('component')
  .meta({
    label: 'Scope',
    description:
      'Component escapes every reserved character (a query value, a path segment); Full URL keeps : / ? # & = so the URL still works.',
    choices: { component: 'Component', full: 'Full URL' },
  });

export const urlEncode = defineOperation({
  id: 'url-encode',
  name: 'Encode',
  description: 'Percent-encode text as UTF-8, as a URL component (encodeURIComponent) or a full URL (encodeURI).',
  keywords: ['url', 'percent encoding', 'encodeURIComponent', 'encodeURI', 'escape', 'rfc 3986'],
  input: 'text',
  output: 'text',
  options: z.object({
    scope,
    formEncoding: z.boolean().default(false).meta({ label: 'Spaces as + (form encoding)' }),
  }),
  inputLabel: 'Text to encode',
  outputLabel: 'Encoded',
  inputPlaceholder: 'Type or paste text or a URL…',
  run: (input, options) => encodeUrl({ input, scope: options.scope, formEncoding: options.formEncoding }),
  examples: [
    { input: 'café au lait & more', output: 'caf%C3%A9%20au%20lait%20%26%20more' },
    {
      title: 'A full URL keeps its structure',
      input: 'https://example.com/a b?q=ä&x=1#top',
      options: { scope: 'full' },
      output: 'https://example.com/a%20b?q=%C3%A4&x=1#top',
    },
  ],
});

export const urlDecode = defineOperation({
  id: 'url-decode',
  name: 'Decode',
  description: 'Decode percent-escapes back to text, as a URL component (decodeURIComponent) or a full URL (decodeURI).',
  keywords: ['url', 'percent decoding', 'decodeURIComponent', 'decodeURI', 'unescape'],
  input: 'text',
  output: 'text',
  options: z.object({
    scope,
    formEncoding: z.boolean().default(false).meta({ label: 'Read + as a space (form encoding)' }),
  }),
  inputLabel: 'Encoded URL to decode',
  outputLabel: 'Decoded text',
  inputPlaceholder: 'Paste percent-encoded text, e.g. caf%C3%A9%20au%20lait',
  run: (input, options) => decodeUrl({ input, scope: options.scope, formEncoding: options.formEncoding }),
  examples: [
    { input: 'caf%C3%A9%20au%20lait', output: 'café au lait' },
    { title: 'Form encoding', input: 'q=a+b%2Bc', options: { formEncoding: true }, output: 'q=a b+c' },
  ],
});

export const operations = [urlEncode, urlDecode];
