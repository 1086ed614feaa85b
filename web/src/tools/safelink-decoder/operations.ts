import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { unwrapLinks } from './safelinks';

export const safelinkDecode = defineOperation({
  id: 'safelink-decode',
  name: 'Decode',
  description:
    'Decode Outlook Safe Links and Google, Proofpoint, Barracuda and Facebook redirect wrappers to the link they point to.',
  keywords: [
    'safelinks',
    'safe links',
    'outlook',
    'defender',
    'proofpoint',
    'urldefense',
    'google redirect',
    'unwrap',
    'barracuda',
  ],
  input: 'text',
  output: 'text',
  options: z.object({
    showWrapper: z.boolean().default(false).meta({ label: 'Name the wrappers found' }),
  }),
  inputLabel: 'Wrapped links (one a line)',
  outputLabel: 'Target links',
  inputPlaceholder: 'https://eur02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fexample.com%2F&data=…',
  run: (text, options) => unwrapLinks(text, options),
  examples: [
    {
      input:
        'https://eur02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fexample.com%2Fdocs%3Fq%3D1%26lang%3Den&data=05%7C02%7C&sdata=abc%3D&reserved=0',
      output: 'https://example.com/docs?q=1&lang=en',
    },
    {
      title: 'Proofpoint v2 and v3, named',
      input:
        'https://urldefense.proofpoint.com/v2/url?u=https-3A__www.example.com_path-3Fa-3D1&d=DwMFaQ&c=x&r=y&m=z&s=w&e=\nhttps://urldefense.com/v3/__https://example.com/a*b__;Kw!!ABC$',
      options: { showWrapper: true },
      output:
        'https://www.example.com/path?a=1  (Proofpoint URL Defense v2)\nhttps://example.com/a+b  (Proofpoint URL Defense v3)',
    },
  ],
});

export const operations = [safelinkDecode];
