import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { extensionsForTypes, searchTypes, typesForExtensions } from './mime';

// mime-db is imported inside mime.ts on first use, not here.

export const mimeFromExtension = defineOperation({
  id: 'mime-from-extension',
  name: 'Extension → type',
  description: 'Find the MIME type (Content-Type) of file extensions or file names.',
  keywords: ['mime type', 'content type', 'file extension', 'media type', 'lookup'],
  input: 'text',
  output: 'text',
  options: z.object({
    all: z
      .boolean()
      .default(false)
      .meta({ label: 'Show every registered type', description: 'Some extensions are claimed by several types.' }),
  }),
  inputLabel: 'Extensions or file names (one a line)',
  outputLabel: 'MIME types',
  inputPlaceholder: 'png\nreport.pdf\narchive.tar.gz',
  run: (text, options) => typesForExtensions(text, options),
  examples: [
    {
      input: 'png\nreport.pdf\nsite/app.js\nmovie.mp4',
      output: 'png: image/png\nreport.pdf: application/pdf\nsite/app.js: text/javascript\nmovie.mp4: video/mp4',
    },
    { title: 'Every type', input: 'mp4', options: { all: true }, output: 'mp4: video/mp4, application/mp4' },
  ],
});

export const mimeToExtension = defineOperation({
  id: 'mime-to-extension',
  name: 'Type → extensions',
  description: 'Find the file extensions of MIME types, with their source, charset and whether they compress well.',
  keywords: ['mime type', 'content type', 'extension', 'compressible', 'charset'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'MIME types (one a line)',
  outputLabel: 'Extensions',
  inputPlaceholder: 'image/jpeg\ntext/html; charset=utf-8',
  run: (text) => extensionsForTypes(text),
  examples: [
    {
      input: 'image/jpeg\napplication/json; charset=utf-8',
      output:
        'image/jpeg: .jpg .jpeg .jpe; source: IANA; not compressible\napplication/json: .json .map; source: IANA; charset: UTF-8; compressible',
    },
  ],
});

export const mimeSearch = defineOperation({
  id: 'mime-search',
  name: 'Search',
  description: 'List the MIME types whose name or extensions contain a word.',
  keywords: ['mime type', 'search', 'find'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'Word',
  outputLabel: 'Matching types',
  inputPlaceholder: 'font',
  run: (text) => searchTypes(text),
  examples: [{ input: 'woff', output: 'application/font-woff\nfont/woff  (.woff)\nfont/woff2  (.woff2)' }],
});

export const operations = [mimeFromExtension, mimeToExtension, mimeSearch];
