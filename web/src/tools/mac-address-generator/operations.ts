import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { generateMacs, MAX_COUNT } from './generate';

export const macAddressGenerate = defineOperation({
  id: 'mac-address-generate',
  name: 'Generate',
  description:
    'Generate random MAC addresses with the unicast/multicast and local/universal bits set correctly, optionally under a prefix.',
  keywords: ['mac', 'random', 'generate', 'locally administered', 'virtual machine', 'test data'],
  input: 'none',
  output: 'text',
  options: z.object({
    count: z.number().int().min(1).max(MAX_COUNT).default(5).meta({ label: 'How many' }),
    prefix: z
      .string()
      .default('')
      .meta({ label: 'Prefix', placeholder: '02:00:5E', description: 'Hex digits every address starts with (empty: random).' }),
    administration: z
      .enum(['local', 'universal'])
      .default('local')
      .meta({
        label: 'Administration',
        choices: { local: 'Locally administered', universal: 'Universal (with a vendor prefix)' },
      }),
    cast: z
      .enum(['unicast', 'multicast'])
      .default('unicast')
      .meta({ label: 'Cast', choices: { unicast: 'Unicast', multicast: 'Multicast' } }),
    format: z
      .enum(['colon', 'dash', 'dot', 'bare'])
      .default('colon')
      .meta({ label: 'Notation', choices: { colon: '00:1a:2b…', dash: '00-1a-2b…', dot: '001a.2b3c…', bare: '001a2b…' } }),
    letterCase: z
      .enum(['lower', 'upper'])
      .default('lower')
      .meta({ label: 'Letters', choices: { lower: 'Lower case', upper: 'Upper case' } }),
  }),
  outputLabel: 'MAC addresses',
  run: (_input, options) => generateMacs(options).join('\n'),
  examples: [
    {
      title: 'Locally administered unicast (the default)',
      pattern: '^([0-9a-f][26ae](:[0-9a-f]{2}){5}\\n){4}[0-9a-f][26ae](:[0-9a-f]{2}){5}$',
    },
    {
      title: 'Under a vendor prefix',
      options: { count: 1, prefix: '00:1A:2B', administration: 'universal', letterCase: 'upper' },
      pattern: '^00:1A:2B(:[0-9A-F]{2}){3}$',
    },
  ],
});

export const operations = [macAddressGenerate];
