import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'random-port-generator',
  name: 'Random Port Generator',
  description:
    'Pick random ports for a new service, away from well-known, registered-in-use and ephemeral ports, and look up what a port is used for.',
  category: 'network',
  tags: ['port', 'random', 'generator'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 38,
  keywords: ['free port', 'dev server port', 'tcp port', 'udp port', 'iana', 'etc services', 'ephemeral'],
  load: () => import('./RandomPortGenerator'),
  screen: 'operations',
};
