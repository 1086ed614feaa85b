import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'key-pair-generator',
  name: 'Key Pair Generator',
  description: 'Generate RSA, ECDSA or Ed25519 key pairs in the browser as PEM, JWK and OpenSSH keys, with their fingerprints.',
  category: 'crypto',
  tags: ['keys', 'rsa', 'ssh'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 55,
  keywords: [
    'key pair',
    'rsa',
    'ecdsa',
    'ed25519',
    'ssh-keygen',
    'openssh',
    'pem',
    'pkcs8',
    'spki',
    'jwk',
    'public key',
    'private key',
    'fingerprint',
  ],
  load: () => import('./KeyPairGenerator'),
};
