import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { describeUrl, readUrl } from './url';

export const urlParse = defineOperation({
  id: 'url-parse',
  name: 'Parse URL',
  description:
    'Split a URL into protocol, user, password, host (ASCII and Unicode), port, path, query parameters and fragment, as browsers read it.',
  keywords: ['url', 'parse', 'query string', 'parameters', 'host', 'punycode', 'whatwg'],
  input: 'text',
  output: 'json',
  options: z.object({}),
  inputLabel: 'URL',
  outputLabel: 'Parts',
  inputPlaceholder: 'https://user:pass@example.com:8080/path?q=1#top',
  run: (text) => describeUrl(readUrl(text)),
  examples: [
    {
      input: 'https://ann:s3cret@xn--mnchen-3ya.example:8443/a%20b/c?q=caf%C3%A9&tag=x&tag=y#intro',
      output: JSON.stringify(
        {
          href: 'https://ann:s3cret@xn--mnchen-3ya.example:8443/a%20b/c?q=caf%C3%A9&tag=x&tag=y#intro',
          origin: 'https://xn--mnchen-3ya.example:8443',
          protocol: 'https',
          username: 'ann',
          password: 's3cret',
          hostname: 'xn--mnchen-3ya.example',
          hostnameUnicode: 'münchen.example',
          port: '8443',
          portIsDefault: false,
          pathname: '/a%20b/c',
          pathSegments: ['a b', 'c'],
          query: [
            { name: 'q', value: 'café' },
            { name: 'tag', value: 'x' },
            { name: 'tag', value: 'y' },
          ],
          fragment: 'intro',
        },
        null,
        2,
      ),
    },
  ],
});

export const operations = [urlParse];
