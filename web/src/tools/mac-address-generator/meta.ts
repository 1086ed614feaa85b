import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'mac-address-generator',
  name: 'MAC Address Generator',
  description:
    'Generate random MAC addresses, locally administered or under a vendor prefix, unicast or multicast, in any notation.',
  category: 'network',
  tags: ['mac', 'random', 'generator'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 40,
  keywords: ['random mac', 'locally administered', 'virtual machine mac', 'test data', 'eui-48'],
  load: () => import('./MacAddressGenerator'),
  screen: 'operations',
};
