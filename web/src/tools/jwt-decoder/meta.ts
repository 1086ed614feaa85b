import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'jwt-decoder',
  name: 'JWT Decoder',
  description: 'Decode JSON Web Tokens, check expiry and verify signatures.',
  category: 'tokens',
  tags: ['jwt', 'auth', 'token'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 92,
  keywords: ['json web token', 'bearer', 'jws', 'claims', 'verify'],
  accepts: ['jwt'],
  load: () => import('./JwtDecoder'),
};
