// Key pairs with WebCrypto: RSA (2048, 3072, 4096), ECDSA on P-256 and P-384, Ed25519. Written as
// PEM (PKCS#8 private, SPKI public), JWK and an OpenSSH public key line, with the fingerprints
// ssh-keygen, openssl and JOSE use.
import { fingerprintsOf, keyBits, opensshPublicKey, type Fingerprints } from '../../engines/crypto/key-info';
import { toPem } from '../../engines/crypto/pem';

export const keyAlgorithms = ['rsa-2048', 'rsa-3072', 'rsa-4096', 'ec-p256', 'ec-p384', 'ed25519'] as const;
export type KeyAlgorithm = (typeof keyAlgorithms)[number];

export const keyAlgorithmLabels: Record<KeyAlgorithm, string> = {
  'rsa-2048': 'RSA 2048',
  'rsa-3072': 'RSA 3072',
  'rsa-4096': 'RSA 4096',
  'ec-p256': 'ECDSA P-256',
  'ec-p384': 'ECDSA P-384',
  ed25519: 'Ed25519',
};

function generationParams(algorithm: KeyAlgorithm): RsaHashedKeyGenParams | EcKeyGenParams | { name: 'Ed25519' } {
  switch (algorithm) {
    case 'rsa-2048':
    case 'rsa-3072':
    case 'rsa-4096':
      // The hash is WebCrypto's bookkeeping only: the exported key is a plain RSA key.
      return {
        name: 'RSASSA-PKCS1-v1_5',
        modulusLength: Number(algorithm.slice(4)),
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      };
    case 'ec-p256':
      return { name: 'ECDSA', namedCurve: 'P-256' };
    case 'ec-p384':
      return { name: 'ECDSA', namedCurve: 'P-384' };
    case 'ed25519':
      return { name: 'Ed25519' };
  }
}

export type KeyPair = {
  algorithm: KeyAlgorithm;
  /** Key size in bits, as ssh-keygen -l prints it. */
  bits: number;
  privatePem: string;
  publicPem: string;
  privateJwk: JsonWebKey;
  publicJwk: JsonWebKey;
  openssh: string;
  fingerprints: Fingerprints;
};

export async function generateKeyPair({
  algorithm,
  comment = '',
}: {
  algorithm: KeyAlgorithm;
  comment?: string;
}): Promise<KeyPair> {
  if (!keyAlgorithms.includes(algorithm)) throw new Error(`Unknown key type ${String(algorithm)}`);
  let pair: CryptoKeyPair;
  try {
    pair = (await crypto.subtle.generateKey(generationParams(algorithm), true, ['sign', 'verify'])) as CryptoKeyPair;
  } catch (err) {
    if (algorithm === 'ed25519')
      throw new Error('This browser cannot make Ed25519 keys (WebCrypto gained them in Chrome 137, Firefox 129 and Safari 17)', {
        cause: err,
      });
    throw err;
  }
  const [pkcs8, spki, privateJwk, publicJwk] = await Promise.all([
    crypto.subtle.exportKey('pkcs8', pair.privateKey),
    crypto.subtle.exportKey('spki', pair.publicKey),
    crypto.subtle.exportKey('jwk', pair.privateKey),
    crypto.subtle.exportKey('jwk', pair.publicKey),
  ]);
  // WebCrypto adds its own bookkeeping to JWKs (alg for RSA, key_ops, ext): a key file wants only the key.
  const strip = ({ key_ops: _ops, ext: _ext, alg: _alg, ...rest }: JsonWebKey) => rest;
  const spkiBytes = new Uint8Array(spki);
  return {
    algorithm,
    bits: keyBits(publicJwk),
    privatePem: toPem('PRIVATE KEY', new Uint8Array(pkcs8)),
    publicPem: toPem('PUBLIC KEY', spkiBytes),
    privateJwk: strip(privateJwk),
    publicJwk: strip(publicJwk),
    openssh: opensshPublicKey(publicJwk, comment),
    fingerprints: await fingerprintsOf({ publicJwk, spki: spkiBytes }),
  };
}
