import { z } from 'zod';
import { defineOperation } from '../../operations/operation';

// Signing JWTs. The key is a secret (left out of links unless asked); jose loads inside run.

const algorithms = [
  'HS256',
  'HS384',
  'HS512',
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
] as const;

export const jwtSign = defineOperation({
  id: 'jwt-sign',
  name: 'Sign JWT',
  description:
    'Sign JSON claims as a JWT: HS256/384/512 with a secret, RS/PS/ES256-512 or EdDSA with a private key (PKCS#8 PEM or JWK).',
  keywords: ['jwt', 'json web token', 'sign', 'create', 'build', 'hs256', 'rs256', 'es256', 'eddsa', 'jose', 'jws'],
  input: 'text',
  output: 'text',
  options: z.object({
    alg: z
      .enum(algorithms)
      .default('HS256')
      .meta({ label: 'Algorithm', choices: Object.fromEntries(algorithms.map((a) => [a, a])) }),
    key: z.string().default('').meta({
      label: 'Secret or private key',
      sensitive: true,
      placeholder: 'your-256-bit-secret, or -----BEGIN PRIVATE KEY-----',
    }),
    secretEncoding: z
      .enum(['utf8', 'base64url'])
      .default('utf8')
      .meta({ label: 'Secret encoding', choices: { utf8: 'Text', base64url: 'base64url' } }),
    header: z.string().default('{"typ":"JWT"}').meta({ label: 'Header (JSON, alg is set for you)' }),
  }),
  inputLabel: 'Payload (JSON claims)',
  outputLabel: 'JWT',
  inputPlaceholder: '{"sub": "1234567890", "iat": 1516239022}',
  run: async (payload, options) => (await (await import('./sign')).signJwt({ ...options, payload })).token,
  examples: [
    {
      title: 'HS256, as PyJWT signs it',
      input: '{\n  "sub": "1234567890",\n  "name": "Ada Lovelace",\n  "iat": 1516239022\n}',
      options: { key: 'devforge-example-secret' },
      output:
        'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkFkYSBMb3ZlbGFjZSIsImlhdCI6MTUxNjIzOTAyMn0.Of4-EOtLjBJSoPKNkb3r3L-0TOHeuOiaRcDvt6nvW5k',
    },
  ],
});

export const operations = [jwtSign];
