import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { decodeJwt, type DecodedJwt } from './decode';

// The JWT decoder's transforms (issue 28): a token's header and payload as JSON, and its signature
// checked with a key. The key is a secret (sensitive: left out of links unless asked). jose is
// imported inside run.

function decoded(token: string): DecodedJwt {
  const result = decodeJwt({ token });
  if (!result) throw new Error('Paste a token first (three base64url parts separated by dots).');
  return result;
}

// HS256 with the secret "devforge-example-secret", as PyJWT writes it.
const EXAMPLE =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkFkYSBMb3ZlbGFjZSIsImlhdCI6MTUxNjIzOTAyMn0.Of4-EOtLjBJSoPKNkb3r3L-0TOHeuOiaRcDvt6nvW5k';

export const jwtDecodePayload = defineOperation({
  id: 'jwt-decode-payload',
  name: 'Decode payload',
  description: 'Decode a JWT’s payload (its claims) to JSON, without checking the signature.',
  keywords: ['jwt', 'json web token', 'claims', 'payload', 'decode', 'bearer'],
  input: 'text',
  output: 'json',
  options: z.object({}),
  inputLabel: 'JWT token',
  outputLabel: 'Payload JSON',
  inputPlaceholder: 'Paste a token: eyJhbGciOi…',
  outputLanguage: 'json',
  run: (token) => decoded(token).payload,
  examples: [{ input: EXAMPLE, output: '{\n  "sub": "1234567890",\n  "name": "Ada Lovelace",\n  "iat": 1516239022\n}' }],
});

export const jwtDecodeHeader = defineOperation({
  id: 'jwt-decode-header',
  name: 'Decode header',
  description: 'Decode a JWT’s header (its algorithm, type and key id) to JSON.',
  keywords: ['jwt', 'json web token', 'header', 'alg', 'kid', 'decode'],
  input: 'text',
  output: 'json',
  options: z.object({}),
  inputLabel: 'JWT token',
  outputLabel: 'Header JSON',
  inputPlaceholder: 'Paste a token: eyJhbGciOi…',
  outputLanguage: 'json',
  run: (token) => decoded(token).header,
  examples: [{ input: EXAMPLE, output: '{\n  "alg": "HS256",\n  "typ": "JWT"\n}' }],
});

export const jwtVerify = defineOperation({
  id: 'jwt-verify',
  name: 'Verify signature',
  description:
    'Check a JWT’s signature with the HMAC secret or the issuer’s public key (PEM, JWK or JWK Set); expiry is not checked.',
  keywords: ['jwt', 'verify', 'signature', 'hs256', 'rs256', 'es256', 'jwk', 'jose'],
  input: 'text',
  output: 'text',
  options: z.object({
    key: z
      .string()
      .default('')
      .meta({
        label: 'Secret or public key',
        sensitive: true,
        placeholder: 'your-256-bit-secret, or -----BEGIN PUBLIC KEY-----',
      }),
    secretEncoding: z
      .enum(['utf8', 'base64url'])
      .default('utf8')
      .meta({ label: 'Secret encoding', choices: { utf8: 'Text', base64url: 'base64url' } }),
  }),
  inputLabel: 'JWT token',
  outputLabel: 'Verification',
  async run(token, { key, secretEncoding }) {
    const { verifyJwtSignature } = await import('./verify');
    const alg = String(decoded(token).header.alg);
    if (!(await verifyJwtSignature({ token, key, secretEncoding })))
      throw new Error(`Invalid signature: the token was not signed with this key (${alg}).`);
    return `Signature verified (${alg}).`;
  },
  examples: [{ input: EXAMPLE, options: { key: 'devforge-example-secret' }, output: 'Signature verified (HS256).' }],
});

export const operations = [jwtDecodePayload, jwtDecodeHeader, jwtVerify];
