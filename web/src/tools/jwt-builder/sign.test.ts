// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { verifyJwtSignature } from '../jwt-decoder/verify';
import { jwtSign } from './operations';
import { generateSigningKey, signJwt, signingAlgorithms, withTimeClaim } from './sign';

// The oracle: PyJWT (Debian python3-jwt, with python3-cryptography) verifies every token made
// here, signs the same claims to the same bytes where the algorithm is deterministic (HMAC,
// Ed25519), and makes the JWKs; openssl makes PEM keys in the forms people paste.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jwtbuilder-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');

const PY = `
import base64, json, sys, jwt
from cryptography.hazmat.primitives import serialization as s
r = json.load(sys.stdin)
def secret(k, enc):
    return base64.urlsafe_b64decode(k + "=" * (-len(k) % 4)) if enc == "base64url" else k.encode()
if r["op"] == "decode":
    key = secret(r["key"], r.get("enc")) if r["alg"].startswith("HS") else r["key"]
    claims = jwt.decode(r["token"], key, algorithms=[r["alg"]], options={"verify_exp": False, "verify_nbf": False, "verify_iat": False, "verify_aud": False})
    print(json.dumps({"claims": claims, "header": jwt.get_unverified_header(r["token"])}))
elif r["op"] == "encode":
    key = secret(r["key"], r.get("enc")) if r["alg"].startswith("HS") else r["key"]
    print(json.dumps(jwt.encode(r["claims"], key, algorithm=r["alg"], headers=r.get("headers"))))
elif r["op"] == "jwk":
    k = s.load_pem_private_key(r["pem"].encode(), None)
    algo = {"RSA": jwt.algorithms.RSAAlgorithm, "EC": jwt.algorithms.ECAlgorithm, "OKP": jwt.algorithms.OKPAlgorithm}[r["kty"]]
    print(json.dumps({"private": json.loads(algo.to_jwk(k)), "public": json.loads(algo.to_jwk(k.public_key()))}))
`;
const py = <T>(request: Record<string, unknown>): T =>
  JSON.parse(execFileSync('/usr/bin/python3', ['-c', PY], { input: JSON.stringify(request) }).toString()) as T;

const claims = { sub: 'user-42', name: 'Zoë Ünïcode', admin: true, roles: ['a', 'b'], iat: 1_700_000_000, exp: 1_900_000_000 };
const payload = JSON.stringify(claims, null, 2);

describe.each(signingAlgorithms.map((a) => [a] as const))('%s', (alg) => {
  it(
    'PyJWT verifies the token signed with a generated key and reads the same claims and header',
    { timeout: 60_000 },
    async () => {
      const generated = await generateSigningKey(alg);
      const signed = await signJwt({
        alg,
        payload,
        key: generated.key,
        secretEncoding: generated.secretEncoding,
        header: '{"typ":"JWT","kid":"k1"}',
      });
      const checked = py<{ claims: unknown; header: unknown }>({
        op: 'decode',
        alg,
        token: signed.token,
        key: generated.publicPem ?? generated.key,
        enc: generated.secretEncoding,
      });
      expect(checked.claims).toEqual(claims);
      expect(checked.header).toEqual({ alg, typ: 'JWT', kid: 'k1' });
      // The public key shown beside the token verifies it too (the JWT decoder's check).
      if (signed.publicPem) {
        expect(signed.publicPem).toBe(generated.publicPem);
        expect(await verifyJwtSignature({ token: signed.token, key: signed.publicPem })).toBe(true);
      }
    },
  );
});

// PyJWT escapes non-ASCII characters (\u00eb) where we write UTF-8: both are the same JSON, but
// only ASCII claims give the same bytes.
const asciiClaims = { sub: 'user-42', name: 'Ada', admin: true, roles: ['a', 'b'], iat: 1_700_000_000 };
const asciiPayload = JSON.stringify(asciiClaims, null, 2);

describe('the same bytes as PyJWT where signing is deterministic', { timeout: 30_000 }, () => {
  it.each(['HS256', 'HS384', 'HS512'] as const)('%s with a text secret', async (alg) => {
    const key = 'a secret with spaces and ünïcode, long enough for HS512 and then some more bytes';
    const ours = await signJwt({ alg, payload: asciiPayload, key });
    expect(ours.token).toBe(py<string>({ op: 'encode', alg, claims: asciiClaims, key }));
  });

  it('HS256 with a base64url secret', async () => {
    const key = 'c2VjcmV0LWJ5dGVzLf_-AAEC';
    const ours = await signJwt({ alg: 'HS256', payload: asciiPayload, key, secretEncoding: 'base64url' });
    expect(ours.token).toBe(py<string>({ op: 'encode', alg: 'HS256', claims: asciiClaims, key, enc: 'base64url' }));
  });

  it('EdDSA with a key openssl made', async () => {
    openssl('genpkey', '-algorithm', 'ed25519', '-out', 'ed.pem');
    const ours = await signJwt({ alg: 'EdDSA', payload: asciiPayload, key: read('ed.pem') });
    expect(ours.token).toBe(py<string>({ op: 'encode', alg: 'EdDSA', claims: asciiClaims, key: read('ed.pem') }));
    expect(ours.publicPem).toBe(openssl('pkey', '-in', 'ed.pem', '-pubout'));
  });
});

describe('keys in the forms people paste', { timeout: 30_000 }, () => {
  it('PKCS#1 "RSA PRIVATE KEY" (openssl genrsa -traditional) signs RS256 and PS384', async () => {
    openssl('genrsa', '-traditional', '-out', 'rsa1.pem', '2048');
    expect(read('rsa1.pem')).toContain('BEGIN RSA PRIVATE KEY');
    const publicPem = openssl('rsa', '-in', 'rsa1.pem', '-pubout');
    for (const alg of ['RS256', 'PS384'] as const) {
      const signed = await signJwt({ alg, payload, key: read('rsa1.pem') });
      expect(signed.publicPem).toBe(publicPem);
      expect(py<{ claims: unknown }>({ op: 'decode', alg, token: signed.token, key: publicPem }).claims).toEqual(claims);
    }
  });

  it.each([
    ['RS256', 'RSA', ['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048']],
    ['ES256', 'EC', ['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256']],
    ['ES512', 'EC', ['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-521']],
    ['EdDSA', 'OKP', ['genpkey', '-algorithm', 'ed25519']],
  ] as const)('%s: a private JWK PyJWT wrote signs, its public JWK verifies', async (alg, kty, args) => {
    openssl(...args, '-out', `${alg}.pem`);
    const jwk = py<{ private: unknown; public: unknown }>({ op: 'jwk', pem: read(`${alg}.pem`), kty });
    const signed = await signJwt({ alg, payload, key: JSON.stringify(jwk.private) });
    expect(signed.publicPem).toBe(openssl('pkey', '-in', `${alg}.pem`, '-pubout'));
    expect(py<{ claims: unknown }>({ op: 'decode', alg, token: signed.token, key: signed.publicPem }).claims).toEqual(claims);
    expect(await verifyJwtSignature({ token: signed.token, key: JSON.stringify(jwk.public) })).toBe(true);
  });
});

describe('messages', { timeout: 30_000 }, () => {
  const sign = (options: Partial<Parameters<typeof signJwt>[0]>) =>
    signJwt({ alg: 'HS256', payload, key: 'secret', ...options } as Parameters<typeof signJwt>[0]);

  it('a key of the wrong kind for the algorithm says which algorithm fits', async () => {
    openssl('genpkey', '-algorithm', 'ed25519', '-out', 'wrong.pem');
    await expect(sign({ alg: 'ES256', key: read('wrong.pem') })).rejects.toThrow(
      'ES256 signs with an ECDSA P-256 key, and this is an Ed25519 key: choose EdDSA',
    );
    openssl('genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-384', '-out', 'p384.pem');
    await expect(sign({ alg: 'ES256', key: read('p384.pem') })).rejects.toThrow('this is an ECDSA P-384 key: choose ES384');
    await expect(sign({ alg: 'RS256', key: read('p384.pem') })).rejects.toThrow('RS256 signs with an RSA key');
  });

  it('public keys, SEC 1 and encrypted keys, secrets for RSA', async () => {
    openssl('pkey', '-in', 'p384.pem', '-pubout', '-out', 'p384.pub');
    await expect(sign({ alg: 'ES384', key: read('p384.pub') })).rejects.toThrow('This is a public key: it can only verify');
    openssl('ec', '-in', 'p384.pem', '-out', 'sec1.pem');
    await expect(sign({ alg: 'ES384', key: read('sec1.pem') })).rejects.toThrow('SEC 1 "EC PRIVATE KEY"');
    openssl('pkey', '-in', 'p384.pem', '-aes256', '-passout', 'pass:pw', '-out', 'enc.pem');
    await expect(sign({ alg: 'ES384', key: read('enc.pem') })).rejects.toThrow('encrypted with a passphrase');
    await expect(sign({ alg: 'RS256', key: 'just a secret' })).rejects.toThrow('neither PEM');
    await expect(sign({ alg: 'RS256', key: '' })).rejects.toThrow('Paste the private key RS256 signs with');
    await expect(sign({ key: '' })).rejects.toThrow('Enter the secret HS256 signs with');
    openssl('genrsa', '-out', 'small.pem', '1024');
    await expect(sign({ alg: 'RS256', key: read('small.pem') })).rejects.toThrow(/2048/);
  });

  it('bad JSON says where; the payload must be an object', async () => {
    await expect(sign({ payload: '{\n  "sub": "x",\n  "iat": 12,,\n}' })).rejects.toThrow(
      /^The payload is not valid JSON \(line 3, column \d+\)/,
    );
    await expect(sign({ payload: '[1, 2]' })).rejects.toThrow('The payload must be a JSON object ({…}), not an array');
    await expect(sign({ header: '{"kid": }' })).rejects.toThrow(/^The header is not valid JSON/);
    await expect(sign({ payload: '' })).rejects.toThrow('The payload is empty');
  });

  it('the header’s own "alg" is replaced by the one chosen', async () => {
    const signed = await sign({ header: '{"alg":"none","typ":"JWT","cty":"x"}' });
    expect(signed.header).toEqual({ alg: 'HS256', typ: 'JWT', cty: 'x' });
    expect(py<{ header: unknown }>({ op: 'decode', alg: 'HS256', token: signed.token, key: 'secret' }).header).toEqual(
      signed.header,
    );
  });
});

describe('time claims from dates', { timeout: 30_000 }, () => {
  it('sets and removes NumericDate claims, keeping the others', () => {
    const set = withTimeClaim('{"sub":"x"}', 'exp', Date.UTC(2030, 0, 1) / 1000 + 0.9);
    expect(JSON.parse(set!)).toEqual({ sub: 'x', exp: 1893456000 });
    expect(JSON.parse(withTimeClaim(set!, 'exp', null)!)).toEqual({ sub: 'x' });
    expect(withTimeClaim('[1]', 'iat', 1)).toBeNull();
    // Python's datetime agrees on the number.
    expect(
      execFileSync('/usr/bin/python3', [
        '-c',
        'import datetime; print(int(datetime.datetime(2030,1,1,tzinfo=datetime.timezone.utc).timestamp()))',
      ])
        .toString()
        .trim(),
    ).toBe('1893456000');
  });
});

describe('the operation', { timeout: 30_000 }, () => {
  it('signs the example as PyJWT did', async () => {
    const example = jwtSign.examples![0]!;
    const token = (await runOperation(jwtSign, tag('text', example.input!), { options: example.options })).value;
    expect(token).toBe(
      py<string>({ op: 'encode', alg: 'HS256', claims: JSON.parse(example.input!), key: 'devforge-example-secret' }),
    );
  });
});
