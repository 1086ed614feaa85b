import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { cidrsToRanges, rangesToCidrs } from './ranges';

// IP ranges (start – end) ↔ CIDR blocks, IPv4 and IPv6.

export const ipRangeToCidr = defineOperation({
  id: 'ip-range-to-cidr',
  name: 'Range → CIDR',
  description: 'Turn IPv4 or IPv6 start–end ranges into the fewest CIDR blocks that cover them exactly.',
  keywords: ['ip range', 'cidr', 'summarize', 'netmask', 'subnet', 'firewall', 'allow list'],
  input: 'text',
  output: 'text',
  options: z.object({
    merge: z
      .boolean()
      .default(true)
      .meta({ label: 'Merge overlapping ranges', description: 'Cover all ranges together with the fewest blocks.' }),
  }),
  inputLabel: 'Ranges (one a line)',
  outputLabel: 'CIDR blocks',
  inputPlaceholder: '192.168.1.10 - 192.168.1.200\n2001:db8:: - 2001:db8::1:ffff',
  run: (text, { merge }) => rangesToCidrs(text, { merge }),
  examples: [
    {
      input: '192.168.1.10 - 192.168.1.200',
      output: [
        '192.168.1.10/31',
        '192.168.1.12/30',
        '192.168.1.16/28',
        '192.168.1.32/27',
        '192.168.1.64/26',
        '192.168.1.128/26',
        '192.168.1.192/29',
        '192.168.1.200/32',
      ].join('\n'),
    },
    { title: 'IPv6', input: '2001:db8:: - 2001:db8::1:ffff', output: '2001:db8::/111' },
  ],
});

export const cidrToIpRange = defineOperation({
  id: 'cidr-to-ip-range',
  name: 'CIDR → Range',
  description: 'Turn CIDR blocks into their first and last addresses.',
  keywords: ['cidr', 'ip range', 'first address', 'last address', 'network'],
  input: 'text',
  output: 'text',
  options: z.object({
    withCount: z.boolean().default(false).meta({ label: 'Show the address count' }),
  }),
  inputLabel: 'CIDR blocks (one a line)',
  outputLabel: 'Ranges',
  inputPlaceholder: '10.0.0.0/22\n2001:db8::/64',
  run: (text, { withCount }) => cidrsToRanges(text, { withCount }),
  examples: [
    { input: '10.0.0.0/22\n2001:db8::/64', output: '10.0.0.0 - 10.0.3.255\n2001:db8:: - 2001:db8::ffff:ffff:ffff:ffff' },
    {
      title: 'With counts',
      input: '10.0.0.0/22',
      options: { withCount: true },
      output: '10.0.0.0 - 10.0.3.255 (1,024 addresses)',
    },
  ],
});

export const operations = [ipRangeToCidr, cidrToIpRange];
