import { z } from 'zod';
import { defineOperation } from '../../operations/operation';

// Key pairs. Generation is slow for RSA 4096 and always runs in a worker.

const algorithms = ['rsa-2048', 'rsa-3072', 'rsa-4096', 'ec-p256', 'ec-p384', 'ed25519'] as const;
const algorithmChoices = {
  'rsa-2048': 'RSA 2048',
  'rsa-3072': 'RSA 3072',
  'rsa-4096': 'RSA 4096',
  'ec-p256': 'ECDSA P-256',
  'ec-p384': 'ECDSA P-384',
  ed25519: 'Ed25519',
};

/** The public JWK of a pasted public key (SPKI) or private key (PKCS#8). */
async function publicKeyOfPem(text: string) {
  const { parsePemBlocks } = await import('../../engines/crypto/pem');
  const { publicJwkOf, spkiOf } = await import('../../engines/crypto/keys');
  if (text.trim() === '')
    throw new Error('Paste a public key (-----BEGIN PUBLIC KEY-----) or a private key (-----BEGIN PRIVATE KEY-----)');
  const blocks = parsePemBlocks(text);
  const block = blocks.find((b) => b.label === 'PUBLIC KEY' || b.label === 'PRIVATE KEY');
  if (!block) {
    const label = blocks[0]?.label;
    if (!label)
      throw new Error('No PEM block found: a key starts with -----BEGIN PUBLIC KEY----- or -----BEGIN PRIVATE KEY-----');
    if (label === 'RSA PUBLIC KEY' || label === 'RSA PRIVATE KEY' || label === 'EC PRIVATE KEY')
      throw new Error(
        `This is a "${label}" (the older OpenSSL form): convert it with openssl pkey -in key.pem${label.includes('PUBLIC') ? ' -pubin' : ''} -pubout`,
      );
    if (label === 'ENCRYPTED PRIVATE KEY')
      throw new Error('This private key is encrypted: paste its public key (openssl pkey -in key.pem -pubout)');
    if (label === 'OPENSSH PRIVATE KEY')
      throw new Error('This is an OpenSSH private key: its public key is in the .pub file beside it');
    throw new Error(`This is a "${label}", not a key. For a certificate, use the Certificate Decoder`);
  }
  const found = await publicJwkOf(block.der, block.label === 'PUBLIC KEY' ? 'spki' : 'pkcs8');
  if (!found) throw new Error('This key is not RSA, ECDSA (P-256, P-384, P-521) or Ed25519, or its DER is damaged');
  return { ...found, spki: await spkiOf(found.jwk) };
}

export const keyPairGenerate = defineOperation({
  id: 'key-pair-generate',
  name: 'Generate key pair',
  description: 'Generate an RSA, ECDSA or Ed25519 key pair as PEM, JWK and an OpenSSH public key, with fingerprints.',
  keywords: ['key pair', 'rsa', 'ecdsa', 'ed25519', 'pem', 'pkcs8', 'spki', 'jwk', 'ssh key', 'openssh', 'generate'],
  input: 'none',
  output: 'json',
  options: z.object({
    algorithm: z.enum(algorithms).default('ed25519').meta({ label: 'Key type', choices: algorithmChoices }),
    comment: z.string().default('').meta({ label: 'Comment (OpenSSH)', placeholder: 'you@laptop' }),
  }),
  heavy: true,
  outputLabel: 'Key pair',
  run: async (_input, options) => (await import('./keypair')).generateKeyPair(options),
  examples: [{ title: 'An Ed25519 pair', pattern: '"openssh": "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI[A-Za-z0-9+/]{43}"' }],
});

export const publicKeyToOpenssh = defineOperation({
  id: 'public-key-to-openssh',
  name: 'PEM to OpenSSH',
  description: 'Write a PEM public key (or the public half of a PKCS#8 private key) as an OpenSSH authorized_keys line.',
  keywords: ['openssh', 'ssh-rsa', 'ssh-ed25519', 'authorized_keys', 'pem', 'convert'],
  input: 'text',
  output: 'text',
  options: z.object({ comment: z.string().default('').meta({ label: 'Comment' }) }),
  inputLabel: 'PEM key',
  outputLabel: 'OpenSSH public key',
  run: async (pem, { comment }) => {
    const { opensshPublicKey } = await import('../../engines/crypto/key-info');
    return opensshPublicKey((await publicKeyOfPem(pem)).jwk, comment);
  },
  examples: [
    {
      input: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAtPcoWtNruxiIcl73snbNudts11mlMNIurmOjGOHAzYo=\n-----END PUBLIC KEY-----',
      output: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILT3KFrTa7sYiHJe97J2zbnbbNdZpTDSLq5joxjhwM2K',
    },
  ],
});

export const publicKeyFingerprints = defineOperation({
  id: 'public-key-fingerprints',
  name: 'Fingerprints',
  description: 'The fingerprints of a PEM key: OpenSSH SHA-256 and MD5, SHA-256 of the SPKI, and the JWK thumbprint.',
  keywords: ['fingerprint', 'ssh-keygen -l', 'thumbprint', 'rfc 7638', 'spki', 'pin'],
  input: 'text',
  output: 'json',
  options: z.object({}),
  inputLabel: 'PEM key',
  outputLabel: 'Fingerprints',
  run: async (pem) => {
    const { fingerprintsOf, keyBits } = await import('../../engines/crypto/key-info');
    const { family, jwk, spki } = await publicKeyOfPem(pem);
    return { type: family, bits: keyBits(jwk), ...(await fingerprintsOf({ publicJwk: jwk, spki })) };
  },
  examples: [
    {
      input: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAtPcoWtNruxiIcl73snbNudts11mlMNIurmOjGOHAzYo=\n-----END PUBLIC KEY-----',
      output:
        '{\n  "type": "Ed25519",\n  "bits": 256,\n  "sshSha256": "SHA256:Gsu5LPSUofUjgeS+0hdzpI2JyKQurDGaOlXs5P9pV8w",\n  "sshMd5": "MD5:90:98:f1:1c:47:be:08:08:a9:a6:86:c5:ba:67:0a:4b",\n  "spkiSha256": "08:1e:6e:a3:b3:89:e7:c3:33:9d:b0:d1:f9:7a:cc:89:38:cc:71:70:68:23:34:3e:b5:83:04:e1:ec:89:db:5c",\n  "jwkThumbprint": "kPGhkGE89SVj8ByLtVE2BP1lYFOlTO83OZbHlfLOX-k"\n}',
    },
  ],
});

export const operations = [keyPairGenerate, publicKeyToOpenssh, publicKeyFingerprints];
