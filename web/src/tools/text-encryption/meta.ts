import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'text-encryption',
  name: 'Encrypt / Decrypt Text',
  description:
    'Encrypt and decrypt text with a password: AES-256-GCM, or the OpenSSL enc format that openssl can read and write.',
  category: 'crypto',
  tags: ['encryption', 'aes', 'openssl'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 58,
  keywords: ['encrypt', 'decrypt', 'aes-256-gcm', 'aes-256-cbc', 'openssl enc', 'pbkdf2', 'cipher', 'salted__'],
  load: () => import('./TextEncryption'),
  screen: 'operations',
};
