import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'ipv6-ula-generator',
  name: 'IPv6 ULA Generator',
  description: 'Generate an IPv6 unique local address prefix (fd00::/8) with the RFC 4193 algorithm, and list its /64 subnets.',
  category: 'network',
  tags: ['ipv6', 'ula', 'rfc 4193', 'generator'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 35,
  keywords: ['unique local address', 'fd00', 'private ipv6', 'global id', 'ipv6 prefix', 'home lab'],
  load: () => import('./Ipv6UlaGenerator'),
  screen: 'operations',
};
