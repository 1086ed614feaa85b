import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { lookupPorts, MAX_PORTS, randomPorts } from './ports';

export const randomPortGenerate = defineOperation({
  id: 'random-port-generate',
  name: 'Random ports',
  description: 'Pick random TCP/UDP ports above the well-known range that common services do not use.',
  keywords: ['port', 'random', 'free port', 'dev server', 'ephemeral', 'iana'],
  input: 'none',
  output: 'text',
  options: z.object({
    count: z.number().int().min(1).max(MAX_PORTS).default(5).meta({ label: 'How many' }),
    min: z.number().int().min(1024).max(65535).default(1024).meta({ label: 'Lowest port' }),
    max: z.number().int().min(1024).max(65535).default(49151).meta({ label: 'Highest port' }),
    avoidNamed: z.boolean().default(true).meta({ label: 'Avoid ports of common services' }),
    avoidEphemeral: z
      .boolean()
      .default(true)
      .meta({
        label: 'Avoid ephemeral ranges (32768–65535)',
        description: 'Where the system picks ports for outgoing connections.',
      }),
  }),
  outputLabel: 'Ports',
  run: (_input, options) => randomPorts(options).join('\n'),
  examples: [
    { title: 'Five ports (the default)', pattern: '^(\\d{4,5}\\n){4}\\d{4,5}$' },
    { title: 'One port in the 8000s', options: { count: 1, min: 8000, max: 8999 }, pattern: '^8\\d{3}$' },
  ],
});

export const portLookup = defineOperation({
  id: 'port-lookup',
  name: 'What uses this port?',
  description: 'Name the service that commonly listens on each port number.',
  keywords: ['port', 'service', 'lookup', 'etc services', 'well-known port'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'Port numbers',
  outputLabel: 'Services',
  inputPlaceholder: '5432, 6379, 8080',
  run: (text) => lookupPorts(text),
  examples: [
    {
      input: '5432 6379 27017 41234',
      output: [
        '5432  postgresql (registered; IANA registry, as Debian netbase 6.4 lists it (2021))',
        '6379  redis (registered; IANA registry, as Debian netbase 6.4 lists it (2021))',
        '27017  MongoDB (registered; common default (not in netbase))',
        '41234  not in the list (registered range)',
      ].join('\n'),
    },
  ],
});

export const operations = [randomPortGenerate, portLookup];
