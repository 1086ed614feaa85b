import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'ip-range-to-cidr',
  name: 'IP Range to CIDR',
  description: 'Turn IPv4 and IPv6 start–end ranges into the fewest CIDR blocks, and CIDR blocks back into ranges.',
  category: 'network',
  tags: ['ip', 'cidr', 'range', 'subnet'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 42,
  keywords: ['range to cidr', 'cidr to range', 'summarize address range', 'firewall', 'allow list', 'ipv6'],
  accepts: ['ip-cidr'],
  load: () => import('./IpRangeToCidr'),
  screen: 'operations',
};
