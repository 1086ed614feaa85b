import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'bip39-mnemonic',
  name: 'BIP39 Mnemonic',
  description:
    'Generate and check BIP39 recovery phrases (12-24 words), convert words and entropy, and derive the seed and BIP32 root key.',
  category: 'crypto',
  tags: ['bip39', 'mnemonic', 'wallet'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 38,
  keywords: [
    'seed phrase',
    'recovery phrase',
    'mnemonic code',
    'bitcoin',
    'crypto wallet',
    'bip32',
    'xprv',
    'entropy',
    'checksum',
  ],
  load: () => import('./Bip39Mnemonic'),
};
