import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'safelink-decoder',
  name: 'Safelink Decoder',
  description:
    'Decode Outlook Safe Links and Google, Proofpoint, Barracuda and Facebook redirect links to the address they hide.',
  category: 'web',
  tags: ['url', 'safelinks', 'decode'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 30,
  keywords: [
    'outlook safelinks',
    'defender',
    'proofpoint',
    'urldefense',
    'unwrap link',
    'google redirect',
    'barracuda linkprotect',
  ],
  load: () => import('./SafelinkDecoder'),
  screen: 'operations',
};
