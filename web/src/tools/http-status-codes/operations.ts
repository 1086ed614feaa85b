import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { lookupStatus } from './codes';

export const httpStatusLookup = defineOperation({
  id: 'http-status-lookup',
  name: 'Look up',
  description: 'Explain HTTP status codes (by code, class such as 4xx, or word) with their RFC and what to do about them.',
  keywords: ['http status', 'status code', '404', '500', 'rfc 9110', 'iana', 'error code'],
  input: 'text',
  output: 'text',
  options: z.object({
    brief: z.boolean().default(false).meta({ label: 'One line each' }),
  }),
  inputLabel: 'Codes, classes (4xx) or words',
  outputLabel: 'Status codes',
  inputPlaceholder: '404\n5xx\ntimeout',
  run: (text, options) => lookupStatus(text, options),
  examples: [
    {
      input: '429',
      output:
        '429 Too Many Requests — RFC 6585\nRate limited: too many requests in a given time.\nWhat to do: Slow down: wait for Retry-After, and back off exponentially.',
    },
    {
      title: 'A class, one line each',
      input: '3xx',
      options: { brief: true },
      output: [
        '300 Multiple Choices — RFC 9110 §15.4.1',
        '301 Moved Permanently — RFC 9110 §15.4.2',
        '302 Found — RFC 9110 §15.4.3',
        '303 See Other — RFC 9110 §15.4.4',
        '304 Not Modified — RFC 9110 §15.4.5',
        '305 Use Proxy — RFC 9110 §15.4.6 — Deprecated',
        '306 (Unused) — RFC 9110 §15.4.7 — Reserved',
        '307 Temporary Redirect — RFC 9110 §15.4.8',
        '308 Permanent Redirect — RFC 9110 §15.4.9',
      ].join('\n'),
    },
  ],
});

export const operations = [httpStatusLookup];
