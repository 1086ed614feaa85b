import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'ip-subnet-calculator',
  name: 'IP Subnet Calculator',
  description:
    'IPv4 and IPv6 CIDR: network, netmask, wildcard, broadcast, usable range and host count, in binary too; split a network into subnets and summarise a list.',
  category: 'network',
  tags: ['ip', 'subnet', 'cidr', 'ipv6'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 72,
  keywords: [
    'ipcalc',
    'sipcalc',
    'netmask',
    'subnet mask',
    'wildcard mask',
    'broadcast',
    'hosts',
    'vlsm',
    'supernet',
    'summarize',
    'split',
  ],
  accepts: ['ip-cidr', 'ip-address'],
  load: () => import('./IpSubnetCalculator'),
};
