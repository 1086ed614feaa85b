import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'ip-address-converter',
  name: 'IP Address Converter',
  description:
    'Convert IPv4 and IPv6 addresses to decimal, hex, binary, IPv4-mapped IPv6 and reverse DNS names, and numbers back to addresses.',
  category: 'network',
  tags: ['ip', 'ipv4', 'ipv6', 'convert'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 55,
  keywords: ['ip to decimal', 'ip to integer', 'ip to hex', 'ip to binary', 'ptr', 'in-addr.arpa', 'ip6.arpa', 'ipv4-mapped'],
  accepts: ['ip-address'],
  load: () => import('./IpAddressConverter'),
  screen: 'operations',
};
