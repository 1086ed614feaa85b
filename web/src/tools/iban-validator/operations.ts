import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { analyseIban, describeIban } from './iban';

export const ibanValidate = defineOperation({
  id: 'iban-validate',
  name: 'Validate IBAN',
  description: 'Check IBANs (one per line): validity with the reason, print format, country, bank and account parts.',
  keywords: ['iban', 'bank account', 'bban', 'sepa', 'swift', 'check digits', 'mod 97'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'IBANs (one per line)',
  outputLabel: 'Report',
  inputPlaceholder: 'GB82 WEST 1234 5698 7654 32',
  run: async (text) => {
    const lib = await import('ibantools');
    const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
    if (lines.length === 0) throw new Error('Enter an IBAN, such as GB82 WEST 1234 5698 7654 32.');
    return lines.map((line) => describeIban(analyseIban(lib, line))).join('\n\n');
  },
  examples: [
    {
      input: 'gb82 west 1234 5698 7654 32',
      output: [
        'Valid IBAN: GB82 WEST 1234 5698 7654 32',
        'Electronic     GB82WEST12345698765432',
        'Country        United Kingdom (GB), SEPA',
        'Check digits   82',
        'BBAN           WEST12345698765432',
        'Bank           WEST',
        'Branch         123456',
        'Structure      GB2!n4!a14!n, 22 characters',
      ].join('\n'),
    },
    {
      input: 'DE89 3704 0044 0532 0130 01',
      output: [
        'Not a valid IBAN: DE89 3704 0044 0532 0130 01',
        '  The check digits are wrong: 89, but this account number needs 62. A character is probably mistyped.',
        'Electronic     DE89370400440532013001',
        'Country        Germany (DE), SEPA',
        'Check digits   89 (should be 62)',
        'BBAN           370400440532013001',
        'Structure      DE2!n18!n, 22 characters',
      ].join('\n'),
    },
  ],
});

export const operations = [ibanValidate];
