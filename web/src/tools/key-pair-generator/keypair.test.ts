// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { fingerprintsOf } from '../../engines/crypto/key-info';
import { generateKeyPair, keyAlgorithms, type KeyAlgorithm } from './keypair';
import { publicKeyFingerprints, publicKeyToOpenssh } from './operations';

// Oracles: openssl pkey (-check, -pubout), ssh-keygen -l (SHA-256 and MD5 fingerprints, bits),
// Python's cryptography (DER of the public key, JWK members via PyJWT), RFC 7638 and RFC 8037's
// thumbprint examples.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keypair-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text, { mode: 0o600 });
  return file;
};
const run = (cmd: string, args: string[], input?: string) =>
  execFileSync(cmd, args, { input, stdio: ['pipe', 'pipe', 'pipe'] }).toString();

const sshType: Record<KeyAlgorithm, string> = {
  'rsa-2048': 'RSA',
  'rsa-3072': 'RSA',
  'rsa-4096': 'RSA',
  'ec-p256': 'ECDSA',
  'ec-p384': 'ECDSA',
  ed25519: 'ED25519',
};

const PY_JWK = `
import json, sys, jwt
from cryptography.hazmat.primitives import serialization as s
r = json.load(sys.stdin)
algo = {"RSA": jwt.algorithms.RSAAlgorithm, "EC": jwt.algorithms.ECAlgorithm, "OKP": jwt.algorithms.OKPAlgorithm}[r["jwk"]["kty"]]
from_jwk = algo.from_jwk(json.dumps(r["jwk"]))
from_pem = s.load_pem_private_key(r["pem"].encode(), None)
pub = lambda k: k.public_key().public_bytes(s.Encoding.DER, s.PublicFormat.SubjectPublicKeyInfo).hex()
print(json.dumps(pub(from_jwk) == pub(from_pem)))
`;

describe.each(keyAlgorithms.map((a) => [a] as const))('%s key pairs against openssl, ssh-keygen and Python', (algorithm) => {
  it(
    'the private key checks out, the public key is its public half, fingerprints and JWK agree',
    { timeout: 240_000 },
    async () => {
      const pair = await generateKeyPair({ algorithm, comment: 'test@devforge' });
      const privateFile = write(`${algorithm}.pem`, pair.privatePem);
      expect(pair.privatePem).toMatch(/^-----BEGIN PRIVATE KEY-----\n(?:[A-Za-z0-9+/=]{1,64}\n)+-----END PRIVATE KEY-----\n$/);

      // openssl: the key is consistent (RSA: primes, CRT values; EC: the point on the curve).
      if (algorithm !== 'ed25519')
        expect(run('openssl', ['pkey', '-in', privateFile, '-check', '-noout'])).toContain('Key is valid');
      else run('openssl', ['pkey', '-in', privateFile, '-noout']);
      expect(run('openssl', ['pkey', '-in', privateFile, '-pubout'])).toBe(pair.publicPem);

      // ssh-keygen reads the OpenSSH line and prints the same fingerprints and size.
      const sshFile = write(`${algorithm}.pub`, `${pair.openssh}\n`);
      expect(pair.openssh.endsWith(' test@devforge')).toBe(true);
      expect(run('ssh-keygen', ['-l', '-f', sshFile]).trim()).toBe(
        `${pair.bits} ${pair.fingerprints.sshSha256} test@devforge (${sshType[algorithm]})`,
      );
      expect(run('ssh-keygen', ['-l', '-E', 'md5', '-f', sshFile]).trim()).toBe(
        `${pair.bits} ${pair.fingerprints.sshMd5} test@devforge (${sshType[algorithm]})`,
      );
      // ssh-keygen also reads the PKCS#8 private key and derives the same public key.
      if (algorithm !== 'ed25519')
        expect(run('ssh-keygen', ['-y', '-f', privateFile]).trim()).toBe(pair.openssh.replace(/ test@devforge$/, ''));

      // SHA-256 of the DER SubjectPublicKeyInfo, as openssl writes it.
      const der = execFileSync('openssl', ['pkey', '-in', privateFile, '-pubout', '-outform', 'DER']);
      expect(pair.fingerprints.spkiSha256.replace(/:/g, '')).toBe(
        execFileSync('sha256sum', { input: der }).toString().split(' ')[0],
      );

      // The private JWK is the same key as the PEM (PyJWT reads it, cryptography compares).
      expect(
        JSON.parse(
          execFileSync('/usr/bin/python3', ['-c', PY_JWK], {
            input: JSON.stringify({ jwk: pair.privateJwk, pem: pair.privatePem }),
          }).toString(),
        ),
      ).toBe(true);
      expect(pair.publicJwk).not.toHaveProperty('d');
      expect(Object.keys(pair.publicJwk).sort()).toEqual(
        pair.publicJwk.kty === 'RSA'
          ? ['e', 'kty', 'n']
          : pair.publicJwk.kty === 'EC'
            ? ['crv', 'kty', 'x', 'y']
            : ['crv', 'kty', 'x'],
      );

      // The operations read the keys back to the same line and fingerprints.
      expect(
        (await runOperation(publicKeyToOpenssh, tag('text', pair.publicPem), { options: { comment: 'test@devforge' } })).value,
      ).toBe(pair.openssh);
      expect((await runOperation(publicKeyToOpenssh, tag('text', pair.privatePem))).value).toBe(
        pair.openssh.replace(/ test@devforge$/, ''),
      );
      expect((await runOperation(publicKeyFingerprints, tag('text', pair.publicPem))).value).toMatchObject({
        bits: pair.bits,
        ...pair.fingerprints,
      });
    },
  );
});

describe('JWK thumbprints (RFC 7638 §3.1, RFC 8037 Appendix A.3)', { timeout: 30_000 }, () => {
  it('match the RFCs’ examples', async () => {
    const rsa = {
      kty: 'RSA',
      n: '0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw',
      e: 'AQAB',
    };
    const ed = { kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' };
    expect((await fingerprintsOf({ publicJwk: rsa, spki: new Uint8Array() })).jwkThumbprint).toBe(
      'NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs',
    );
    expect((await fingerprintsOf({ publicJwk: ed, spki: new Uint8Array() })).jwkThumbprint).toBe(
      'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k',
    );
  });
});

describe('messages', { timeout: 30_000 }, () => {
  it('explain keys the tool cannot read', async () => {
    const fail = (pem: string) => runOperation(publicKeyToOpenssh, tag('text', pem));
    await expect(fail('')).rejects.toThrow('Paste a public key');
    await expect(fail('hello')).rejects.toThrow('No PEM block found');
    await expect(
      fail('-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAtPcoWtNruxiIcl73snbNudts11mlMNIurmOjGOHAzYo=\n'),
    ).rejects.toThrow('has no "-----END PUBLIC KEY-----" line: it was cut short');
    await expect(fail('-----BEGIN RSA PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY-----')).rejects.toThrow(
      'the older OpenSSL form',
    );
    await expect(fail('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----')).rejects.toThrow(
      'use the Certificate Decoder',
    );
    await expect(
      fail('-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAtPcoWtNruxiIcl73snbNudts11mlMNIurmOjGOHAzY==\n-----END PUBLIC KEY-----'),
    ).rejects.toThrow('damaged');
  });
});
