import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { MAX_SUBNETS, ulaReport } from './ula';

export const ipv6UlaGenerate = defineOperation({
  id: 'ipv6-ula-generate',
  name: 'Generate',
  description: 'Generate an IPv6 unique local address prefix (fd00::/8) with the RFC 4193 algorithm, and its /64 subnets.',
  keywords: ['ula', 'rfc 4193', 'unique local', 'fd00', 'ipv6 prefix', 'private ipv6', 'global id'],
  input: 'none',
  output: 'text',
  options: z.object({
    mac: z
      .string()
      .default('')
      .meta({
        label: 'MAC address',
        placeholder: '00:1a:2b:3c:4d:5e',
        description: 'This system’s MAC, made into the EUI-64 the RFC asks for (empty: random bits).',
      }),
    time: z
      .string()
      .default('')
      .meta({ label: 'Time', placeholder: '2024-05-01T12:00:00Z', description: 'The time of day hashed with it (empty: now).' }),
    subnets: z.number().int().min(0).max(MAX_SUBNETS).default(4).meta({ label: 'Subnets to list' }),
    firstSubnet: z.number().int().min(0).max(65535).default(0).meta({ label: 'First subnet ID' }),
  }),
  outputLabel: 'Unique local prefix',
  run: (_input, options) => ulaReport(options),
  examples: [
    {
      title: 'Random (the default)',
      pattern: '^Prefix: {5}fd[0-9a-f]{2}(:[0-9a-f]{1,4}){0,2}::/48\\n',
    },
    {
      title: 'From a MAC and a time, reproducibly',
      options: { mac: '00:1a:2b:3c:4d:5e', time: '2024-05-01T12:00:00.250Z', subnets: 2 },
      output: [
        'Prefix:     fd07:91f5:ac15::/48',
        'Global ID:  0791f5ac15',
        'Time:       2024-05-01T12:00:00.250Z',
        'Identifier: EUI-64 00-1a-2b-ff-fe-3c-4d-5e (from MAC 00:1a:2b:3c:4d:5e)',
        '',
        'Subnets (/64, IDs 0–1 of 65,536):',
        'fd07:91f5:ac15::/64',
        'fd07:91f5:ac15:1::/64',
      ].join('\n'),
    },
  ],
});

export const operations = [ipv6UlaGenerate];
