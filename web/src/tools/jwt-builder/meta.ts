import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'jwt-builder',
  name: 'JWT Builder',
  description:
    'Build and sign JSON Web Tokens: header and claims (iat, nbf, exp from dates), HS256-512, RS/PS/ES256-512 or EdDSA with your key, checked as it is signed.',
  category: 'crypto',
  tags: ['jwt', 'sign', 'token'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 70,
  keywords: [
    'json web token',
    'jwt generator',
    'jwt encoder',
    'create jwt',
    'sign jwt',
    'jws',
    'hs256',
    'rs256',
    'es256',
    'eddsa',
    'claims',
    'bearer token',
  ],
  load: () => import('./JwtBuilder'),
};
