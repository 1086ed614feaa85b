import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'mac-address-lookup',
  name: 'MAC Address Lookup',
  description:
    'Find the vendor of a MAC address in the IEEE registries (MA-L, MA-M, MA-S), see its unicast/multicast and local/universal bits, and convert its notation.',
  category: 'network',
  tags: ['mac', 'oui', 'vendor', 'network'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 58,
  keywords: ['oui lookup', 'manufacturer', 'ieee', 'ethernet', 'hardware address', 'eui-48', 'eui-64', 'ma-l', 'ma-m', 'ma-s'],
  accepts: ['mac-address'],
  load: () => import('./MacAddressLookup'),
};
