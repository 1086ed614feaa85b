import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { parseNetwork } from '../../engines/ip/network';
import { detailsText, splitNetwork, splitPrefix, subnetDetails, summariseText } from './subnet';

// IPv4/IPv6 subnets: a network's details, its split into subnets, a list of networks summarised.

export const subnetInfo = defineOperation({
  id: 'subnet-info',
  name: 'Details',
  description: 'Show a network’s address, netmask, wildcard, broadcast, usable range and host count, IPv4 or IPv6.',
  keywords: ['subnet', 'cidr', 'netmask', 'broadcast', 'hosts', 'ipcalc', 'sipcalc'],
  input: 'text',
  output: 'text',
  options: z.object({
    binary: z.boolean().default(false).meta({ label: 'Include the binary forms' }),
  }),
  inputLabel: 'Network',
  outputLabel: 'Details',
  inputPlaceholder: '192.168.1.0/24',
  run: (text, { binary }) => detailsText(subnetDetails(text), { binary }),
  examples: [
    {
      input: '192.168.1.77/26',
      output: [
        'Address:       192.168.1.77',
        'Network:       192.168.1.64/26',
        'Netmask:       255.255.255.192 (/26)',
        'Wildcard:      0.0.0.63',
        'Broadcast:     192.168.1.127',
        'First usable:  192.168.1.65',
        'Last usable:   192.168.1.126',
        'Addresses:     64',
        'Usable hosts:  62',
        'Type:          Private (RFC 1918)',
        'Class:         C',
        'Reverse DNS:   1.168.192.in-addr.arpa (the /26 is inside it)',
      ].join('\n'),
    },
  ],
});

export const subnetSplit = defineOperation({
  id: 'subnet-split',
  name: 'Split',
  description: 'Split a network into equal subnets, by new prefix length or by how many are needed.',
  keywords: ['subnet', 'split', 'divide', 'vlsm', 'cidr'],
  input: 'text',
  output: 'text',
  options: z.object({
    by: z
      .enum(['prefix', 'count'])
      .default('prefix')
      .meta({ label: 'Split by', choices: { prefix: 'New prefix', count: 'Number of subnets' } }),
    value: z.number().int().min(1).max(1_048_576).default(26).meta({ label: 'New prefix or number of subnets' }),
  }),
  inputLabel: 'Network to split',
  outputLabel: 'Subnets',
  inputPlaceholder: '192.168.1.0/24',
  // Up to 1,048,576 lines (about 20 MB) from a one-line input: never on a page's or the server's event loop.
  heavy: true,
  run: (text, { by, value }) => {
    const { network } = parseNetwork(text);
    return splitNetwork(network, splitPrefix(network, by, value));
  },
  examples: [
    { input: '192.168.1.0/24', output: '192.168.1.0/26\n192.168.1.64/26\n192.168.1.128/26\n192.168.1.192/26' },
    {
      title: 'Into 3 (rounded up to 4)',
      input: '2001:db8::/48',
      options: { by: 'count', value: 3 },
      output: '2001:db8::/50\n2001:db8:0:4000::/50\n2001:db8:0:8000::/50\n2001:db8:0:c000::/50',
    },
  ],
});

export const subnetSummarise = defineOperation({
  id: 'subnet-summarise',
  name: 'Summarise',
  description: 'Merge a list of networks and addresses into the fewest networks that cover exactly the same addresses.',
  keywords: ['summarize', 'aggregate', 'supernet', 'collapse', 'route summarization', 'cidr merge'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'Networks (one a line)',
  outputLabel: 'Summarised',
  inputPlaceholder: '10.0.0.0/24\n10.0.1.0/24',
  run: (text) => summariseText(text),
  examples: [{ input: '10.0.0.0/24\n10.0.1.0/24\n10.0.2.0/23\n192.168.0.5', output: '10.0.0.0/22\n192.168.0.5/32' }],
});

export const operations = [subnetInfo, subnetSplit, subnetSummarise];
