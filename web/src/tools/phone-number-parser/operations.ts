import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { describePhone, isCountryCode, parsePhone } from './phone';

export const phoneParse = defineOperation({
  id: 'phone-parse',
  name: 'Parse phone number',
  description:
    'Parse and validate phone numbers (one per line): E.164, international, national and RFC 3966 formats, country and type.',
  keywords: ['phone', 'telephone', 'mobile', 'e164', 'libphonenumber', 'tel uri', 'msisdn', 'format'],
  input: 'text',
  output: 'text',
  options: z.object({
    defaultCountry: z.string().default('').meta({
      label: 'Country for numbers without +',
      description: 'Two-letter code (US, GB, FR…) of the country a national number is dialled in.',
      placeholder: 'US',
    }),
  }),
  inputLabel: 'Phone numbers (one per line)',
  outputLabel: 'Report',
  inputPlaceholder: '+44 20 7946 0958',
  run: async (text, { defaultCountry }) => {
    const lib = await import('libphonenumber-js/max');
    const country = defaultCountry.trim().toUpperCase();
    if (country !== '' && !isCountryCode(lib, country))
      throw new Error(`“${defaultCountry}” is not a two-letter country code the phone metadata knows (US, GB, FR…).`);
    const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
    if (lines.length === 0) throw new Error('Enter a phone number, such as +44 20 7946 0958.');
    return lines.map((line) => describePhone(parsePhone(lib, line, country || undefined))).join('\n\n');
  },
  examples: [
    {
      input: '+44 20 7946 0958',
      output: [
        'Valid number: +44 20 7946 0958',
        'E.164          +442079460958',
        'International  +44 20 7946 0958',
        'National       020 7946 0958',
        'RFC 3966       tel:+44-20-7946-0958',
        'Country        United Kingdom (GB), calling code +44',
        'Type           fixed line',
      ].join('\n'),
    },
    {
      input: '06 12 34 56 78',
      options: { defaultCountry: 'FR' },
      output: [
        'Valid number: +33 6 12 34 56 78',
        'E.164          +33612345678',
        'International  +33 6 12 34 56 78',
        'National       06 12 34 56 78',
        'RFC 3966       tel:+33-6-12-34-56-78',
        'Country        France (FR), calling code +33',
        'Type           mobile',
      ].join('\n'),
    },
  ],
});

export const operations = [phoneParse];
