// Signature verification with `jose` (WebCrypto): HMAC with a shared secret; RSA, RSA-PSS, ECDSA
// and EdDSA with a public key given as PEM (SPKI, PKCS#1 or an X.509 certificate), a JWK or a JWK Set.
import {
  compactVerify,
  createLocalJWKSet,
  errors,
  importJWK,
  importSPKI,
  importX509,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
  type JWSHeaderParameters,
} from 'jose';
import { base64UrlToBytes, decodeJwt } from './decode';

export type SecretEncoding = 'utf8' | 'base64url';

export type KeyKind = 'secret' | 'public-key' | 'none';

/** Which kind of key a token's alg needs: a shared secret (HS*), a public key, or none at all. */
export function keyKindFor({ alg }: { alg: unknown }): KeyKind {
  if (typeof alg !== 'string' || alg === 'none') return 'none';
  return /^HS(256|384|512)$/.test(alg) ? 'secret' : 'public-key';
}

/**
 * Verifies the token's signature with the given key. Resolves true or false (the signature does
 * or does not match); throws a readable message when the key cannot be used at all.
 * Claims (exp, nbf) are deliberately not checked: the screen shows them separately.
 */
export async function verifyJwtSignature({
  token,
  key,
  secretEncoding = 'utf8',
}: {
  token: string;
  key: string;
  secretEncoding?: SecretEncoding;
}): Promise<boolean> {
  const decoded = decodeJwt({ token });
  if (!decoded) throw new Error('Enter a token to verify');
  const alg = decoded.header.alg;
  const kind = keyKindFor({ alg });
  if (kind === 'none') throw new Error('This token is unsigned (alg "none"): there is no signature to verify');
  if (key.trim() === '') throw new Error(kind === 'secret' ? 'Enter the secret' : 'Enter the public key');

  const verificationKey =
    kind === 'secret'
      ? await importSecret({ secret: key, encoding: secretEncoding, alg: alg as string })
      : await importPublicKey({ key, alg: alg as string });
  try {
    await compactVerify(decoded.token, verificationKey, { algorithms: [alg as string] });
    return true;
  } catch (err) {
    if (err instanceof errors.JWSSignatureVerificationFailed) return false;
    throw new Error(`Could not verify: ${describeJoseError(err)}`, { cause: err });
  }
}

type VerificationKey = CryptoKey | Uint8Array | ((header: JWSHeaderParameters) => Promise<CryptoKey>);

async function importSecret({
  secret,
  encoding,
  alg,
}: {
  secret: string;
  encoding: SecretEncoding;
  alg: string;
}): Promise<VerificationKey> {
  const trimmed = secret.trim();
  // A JWK of type "oct" (as in RFC 7515 A.1) carries the secret base64url-encoded in "k".
  if (trimmed.startsWith('{')) {
    const jwk = parseJson(trimmed);
    if (jwk && typeof jwk === 'object' && (jwk as JWK).kty === 'oct') return importJwkOrThrow(jwk as JWK, alg);
  }
  if (encoding === 'base64url') {
    try {
      return base64UrlToBytes({ input: trimmed });
    } catch {
      throw new Error('The secret is not valid base64url');
    }
  }
  // A plain secret is used byte for byte: surrounding spaces may be part of it. Copied into this
  // realm's Uint8Array: jose checks instanceof, and a TextEncoder of another realm (jsdom) fails it.
  return Uint8Array.from(new TextEncoder().encode(secret));
}

async function importPublicKey({ key, alg }: { key: string; alg: string }): Promise<VerificationKey> {
  const text = key.trim();
  if (text.startsWith('{')) {
    const json = parseJson(text);
    if (!json || typeof json !== 'object') throw new Error('The key is not valid JSON');
    if (Array.isArray((json as JSONWebKeySet).keys)) {
      const jwks = createLocalJWKSet(json as JSONWebKeySet);
      return async (header) => {
        try {
          return await jwks(header);
        } catch (err) {
          throw new Error(`No key in the JWK Set matches this token (${describeJoseError(err)})`, { cause: err });
        }
      };
    }
    if ((json as JWK).d !== undefined) throw new Error('This JWK contains a private key: paste only the public part');
    return importJwkOrThrow(json as JWK, alg);
  }
  if (/-----BEGIN (RSA |EC |ENCRYPTED )?PRIVATE KEY-----/.test(text)) {
    throw new Error('This is a private key: paste the public key instead (never share a private key)');
  }
  try {
    if (text.includes('-----BEGIN CERTIFICATE-----')) return await importX509(text, alg);
    if (text.includes('-----BEGIN PUBLIC KEY-----')) return await importSPKI(text, alg);
    if (text.includes('-----BEGIN RSA PUBLIC KEY-----')) return await importSPKI(pkcs1ToSpkiPem({ pem: text }), alg);
  } catch (err) {
    throw new Error(`The public key cannot be used for ${alg}: ${describeJoseError(err)}`, { cause: err });
  }
  throw new Error('The public key must be a PEM (BEGIN PUBLIC KEY or CERTIFICATE), a JWK or a JWK Set');
}

async function importJwkOrThrow(jwk: JWK, alg: string): Promise<CryptoKey | Uint8Array> {
  try {
    return await importJWK(jwk, alg);
  } catch (err) {
    throw new Error(`The JWK cannot be used for ${alg}: ${describeJoseError(err)}`, { cause: err });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describeJoseError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/\.$/, '');
}

/**
 * Wraps a PKCS#1 RSAPublicKey ("BEGIN RSA PUBLIC KEY", common from OpenSSL and older tools) in a
 * SubjectPublicKeyInfo, the only RSA public key format WebCrypto imports.
 */
export function pkcs1ToSpkiPem({ pem }: { pem: string }): string {
  const body = pem.replace(/-----(BEGIN|END) RSA PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const pkcs1 = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  // AlgorithmIdentifier { rsaEncryption (1.2.840.113549.1.1.1), NULL }
  const algorithm = [0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00];
  const bitString = [0x03, ...derLength(pkcs1.length + 1), 0x00, ...pkcs1];
  const content = [...algorithm, ...bitString];
  const spki = Uint8Array.from([0x30, ...derLength(content.length), ...content]);
  let binary = '';
  for (const byte of spki) binary += String.fromCharCode(byte);
  const lines = btoa(binary).match(/.{1,64}/g) ?? [];
  return `-----BEGIN PUBLIC KEY-----\n${lines.join('\n')}\n-----END PUBLIC KEY-----`;
}

function derLength(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let n = length; n > 0; n >>= 8) bytes.unshift(n & 0xff);
  return [0x80 | bytes.length, ...bytes];
}
