import { z } from 'zod';
import { formatMac, parseMac } from '../../engines/mac/mac';
import { defineOperation } from '../../operations/operation';
import { loadOuiData, lookupText } from './registry';

// MAC addresses: the vendor from the IEEE registry (loaded inside run: 5.4 MB), and notations.

export const macAddressLookup = defineOperation({
  id: 'mac-address-lookup',
  name: 'Vendor lookup',
  description: 'Find the vendor of MAC addresses in the IEEE MA-L, MA-M and MA-S registries.',
  keywords: ['mac', 'oui', 'vendor', 'manufacturer', 'ieee', 'ma-l', 'ma-m', 'ma-s'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  // The registry is a 5.4 MB JSON: parsed off the page's thread.
  heavy: true,
  inputLabel: 'MAC addresses (one a line)',
  outputLabel: 'Vendors',
  inputPlaceholder: '00:1A:11:00:00:01',
  run: async (text) => lookupText(await loadOuiData(), text),
  examples: [
    {
      input: 'B8:27:EB:12:34:56\n02:42:ac:11:00:02',
      output:
        'B8:27:EB:12:34:56  Raspberry Pi Foundation (United States) [MA-L B8:27:EB/24]\n02:42:AC:11:00:02  Locally administered (no vendor)',
    },
  ],
});

export const macAddressFormat = defineOperation({
  id: 'mac-address-format',
  name: 'Format',
  description: 'Rewrite MAC addresses with colons, dashes, Cisco dots or no separator, in upper or lower case.',
  keywords: ['mac', 'format', 'normalize', 'colon', 'dash', 'cisco'],
  input: 'text',
  output: 'text',
  options: z.object({
    format: z
      .enum(['colon', 'dash', 'dot', 'bare'])
      .default('colon')
      .meta({ label: 'Notation', choices: { colon: '00:1a:2b…', dash: '00-1a-2b…', dot: '001a.2b3c…', bare: '001a2b…' } }),
    letterCase: z
      .enum(['lower', 'upper'])
      .default('lower')
      .meta({ label: 'Letters', choices: { lower: 'Lower case', upper: 'Upper case' } }),
  }),
  inputLabel: 'MAC addresses (one a line)',
  outputLabel: 'Formatted',
  inputPlaceholder: '00-1A-2B-3C-4D-5E',
  run: (text, { format, letterCase }) => {
    const lines = text.split(/\r?\n/).filter((l) => l.trim());
    if (lines.length === 0) throw new Error('Enter a MAC address, one a line');
    return lines
      .map((line, i) => {
        try {
          return formatMac(parseMac(line), format, letterCase);
        } catch (err) {
          throw new Error(lines.length > 1 ? `Line ${i + 1}: ${(err as Error).message}` : (err as Error).message, { cause: err });
        }
      })
      .join('\n');
  },
  examples: [
    { input: '00-1A-2B-3C-4D-5E\n001a.2b3c.4d5f', output: '00:1a:2b:3c:4d:5e\n00:1a:2b:3c:4d:5f' },
    { title: 'Cisco notation', input: '00:1A:2B:3C:4D:5E', options: { format: 'dot' }, output: '001a.2b3c.4d5e' },
  ],
});

export const operations = [macAddressLookup, macAddressFormat];
