// Signing JWTs with jose (WebCrypto): HMAC with a shared secret, RSA (PKCS#1 v1.5 and PSS), ECDSA
// and EdDSA with a private key given as PKCS#8 PEM (or PKCS#1 for RSA) or a private JWK. The header
// and claims are the user's JSON, written compactly in the order typed (as PyJWT writes them).
import { CompactSign, exportPKCS8, exportSPKI, generateKeyPair, importJWK, importPKCS8, type CryptoKey, type JWK } from 'jose';
import { base64ToBytes, bytesToBase64, concatBytes, utf8Bytes } from '../../engines/crypto/encoding';
import { publicJwkOf, spkiOf, type KeyFamily } from '../../engines/crypto/keys';
import { parsePemBlocks, toPem } from '../../engines/crypto/pem';
import { parseJsonText } from '../../engines/json/syntax';

export const signingAlgorithms = [
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
export type SigningAlgorithm = (typeof signingAlgorithms)[number];
export type SecretEncoding = 'utf8' | 'base64url';

export const isSigningAlgorithm = (value: unknown): value is SigningAlgorithm =>
  signingAlgorithms.includes(value as SigningAlgorithm);

export const isHmac = (alg: SigningAlgorithm) => alg.startsWith('HS');

/** The key family an algorithm signs with. */
export function familyFor(alg: SigningAlgorithm): KeyFamily | 'secret' {
  if (isHmac(alg)) return 'secret';
  if (alg.startsWith('RS') || alg.startsWith('PS')) return 'RSA';
  if (alg === 'EdDSA') return 'Ed25519';
  return ({ ES256: 'EC P-256', ES384: 'EC P-384', ES512: 'EC P-521' } as const)[alg as 'ES256' | 'ES384' | 'ES512'];
}

const familyNames: Record<KeyFamily, string> = {
  RSA: 'an RSA key',
  'EC P-256': 'an ECDSA P-256 key',
  'EC P-384': 'an ECDSA P-384 key',
  'EC P-521': 'an ECDSA P-521 key',
  Ed25519: 'an Ed25519 key',
};

const algorithmFor: Record<KeyFamily, string> = {
  RSA: 'RS256 or PS256',
  'EC P-256': 'ES256',
  'EC P-384': 'ES384',
  'EC P-521': 'ES512',
  Ed25519: 'EdDSA',
};

/** Bytes the HMAC algorithms want at least (RFC 7518 §3.2: a key as long as the hash). */
export const minimumSecretBytes = (alg: SigningAlgorithm) => Number(alg.slice(2)) / 8;

/** A JSON object typed by the user; `what` names it in messages ("The payload"). */
export function parseJsonObject(text: string, what: string): Record<string, unknown> {
  if (text.trim() === '') throw new Error(`${what} is empty: it must be a JSON object ({…})`);
  let value: unknown;
  try {
    value = parseJsonText(text);
  } catch (err) {
    const { message, line, column } = err as Error & { line?: number; column?: number };
    throw new Error(
      `${what} is not valid JSON${line ? ` (line ${line}, column ${column})` : ''}: ${message.replace(/^Invalid JSON: /, '')}`,
      {
        cause: err,
      },
    );
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error(
      `${what} must be a JSON object ({…}), not ${Array.isArray(value) ? 'an array' : typeof value === 'string' ? 'a string' : String(value)}`,
    );
  return value as Record<string, unknown>;
}

/** The secret's bytes: text as UTF-8 (byte for byte, spaces included), base64url, or an "oct" JWK. */
export function secretBytes(secret: string, encoding: SecretEncoding): Uint8Array<ArrayBuffer> {
  const trimmed = secret.trim();
  if (trimmed.startsWith('{')) {
    let jwk: JWK | undefined;
    try {
      jwk = JSON.parse(trimmed) as JWK;
    } catch {
      jwk = undefined;
    }
    if (jwk?.kty === 'oct' && typeof jwk.k === 'string') return base64ToBytes(jwk.k, 'The JWK’s "k"');
  }
  if (encoding === 'base64url') return base64ToBytes(trimmed, 'The secret');
  // Copied into this realm's Uint8Array: jose checks instanceof (a TextEncoder of another realm fails it).
  return Uint8Array.from(utf8Bytes(secret));
}

// PKCS#8 PrivateKeyInfo around a PKCS#1 RSAPrivateKey: version 0, rsaEncryption with NULL parameters.
function derLength(length: number): Uint8Array {
  if (length < 0x80) return Uint8Array.of(length);
  const bytes: number[] = [];
  for (let n = length; n > 0; n = Math.floor(n / 256)) bytes.unshift(n & 0xff);
  return Uint8Array.of(0x80 | bytes.length, ...bytes);
}

function pkcs1ToPkcs8(pkcs1: Uint8Array): Uint8Array<ArrayBuffer> {
  const version = Uint8Array.of(0x02, 0x01, 0x00);
  const algorithm = Uint8Array.of(0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00);
  const octets = concatBytes(Uint8Array.of(0x04), derLength(pkcs1.length), pkcs1);
  const body = concatBytes(version, algorithm, octets);
  return concatBytes(Uint8Array.of(0x30), derLength(body.length), body);
}

export type SigningKey = {
  key: CryptoKey | Uint8Array;
  /** The public key that verifies the signatures, as PEM (none for HMAC). */
  publicPem: string | null;
};

function wrongFamily(alg: SigningAlgorithm, found: KeyFamily): Error {
  return new Error(
    `${alg} signs with ${familyNames[familyFor(alg) as KeyFamily]}, and this is ${familyNames[found]}: choose ${algorithmFor[found]}, or paste or generate another key`,
  );
}

/** The private key (or secret) for `alg`, with messages for keys of the wrong kind or form. */
export async function importSigningKey({
  alg,
  key,
  secretEncoding = 'utf8',
}: {
  alg: SigningAlgorithm;
  key: string;
  secretEncoding?: SecretEncoding;
}): Promise<SigningKey> {
  if (isHmac(alg)) {
    if (key === '') throw new Error(`Enter the secret ${alg} signs with`);
    return { key: secretBytes(key, secretEncoding), publicPem: null };
  }
  const text = key.trim();
  if (text === '') throw new Error(`Paste the private key ${alg} signs with (PEM or JWK), or generate one`);

  let pkcs8: Uint8Array<ArrayBuffer>;
  if (text.startsWith('{')) {
    let jwk: JWK;
    try {
      jwk = JSON.parse(text) as JWK;
    } catch {
      throw new Error('The key starts like a JWK but is not valid JSON');
    }
    if (jwk.kty === 'oct')
      throw new Error(`This is a shared secret (kty "oct"): ${alg} needs a private key; HS256 signs with secrets`);
    if (jwk.d === undefined) throw new Error('This JWK is a public key: signing needs the private key (with "d")');
    let imported: CryptoKey;
    try {
      imported = (await importJWK({ ...jwk, alg: undefined, key_ops: undefined, use: undefined }, alg, {
        extractable: true,
      })) as CryptoKey;
    } catch (err) {
      throw new Error(`This JWK cannot sign ${alg}: ${jwkFamilyHint(jwk) ?? (err as Error).message}`, { cause: err });
    }
    pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', imported));
  } else {
    const blocks = parsePemBlocks(text);
    const block = blocks[0];
    if (!block) throw new Error('The key is neither PEM (-----BEGIN PRIVATE KEY-----) nor a JWK ({…})');
    switch (block.label) {
      case 'PRIVATE KEY':
        pkcs8 = block.der;
        break;
      case 'RSA PRIVATE KEY':
        pkcs8 = pkcs1ToPkcs8(block.der);
        break;
      case 'EC PRIVATE KEY':
        throw new Error('This is an SEC 1 "EC PRIVATE KEY": convert it to PKCS#8 first (openssl pkey -in key.pem)');
      case 'ENCRYPTED PRIVATE KEY':
        throw new Error('This private key is encrypted with a passphrase: decrypt it first (openssl pkey -in key.pem)');
      case 'OPENSSH PRIVATE KEY':
        throw new Error('This is an OpenSSH private key: convert it with ssh-keygen -p -m PKCS8 -f key (on a copy)');
      case 'PUBLIC KEY':
      case 'RSA PUBLIC KEY':
      case 'CERTIFICATE':
        throw new Error('This is a public key: it can only verify. Signing needs the private key (-----BEGIN PRIVATE KEY-----)');
      default:
        throw new Error(`A "${block.label}" is not a private key`);
    }
  }

  const found = await publicJwkOf(pkcs8, 'pkcs8');
  if (!found) throw new Error('This private key is not RSA, ECDSA (P-256, P-384, P-521) or Ed25519, or it is damaged');
  if (found.family !== familyFor(alg)) throw wrongFamily(alg, found.family);
  let signingKey: CryptoKey;
  try {
    signingKey = await importPKCS8(toPem('PRIVATE KEY', pkcs8), alg);
  } catch (err) {
    throw new Error(`This key cannot sign ${alg}: ${(err as Error).message}`, { cause: err });
  }
  return { key: signingKey, publicPem: toPem('PUBLIC KEY', await spkiOf(found.jwk)) };
}

function jwkFamilyHint(jwk: JWK): string | null {
  const family: KeyFamily | null =
    jwk.kty === 'RSA'
      ? 'RSA'
      : jwk.kty === 'EC' && (jwk.crv === 'P-256' || jwk.crv === 'P-384' || jwk.crv === 'P-521')
        ? (`EC ${jwk.crv}` as KeyFamily)
        : jwk.kty === 'OKP' && jwk.crv === 'Ed25519'
          ? 'Ed25519'
          : null;
  return family ? `it is ${familyNames[family]} (use ${algorithmFor[family]})` : null;
}

export type SignedJwt = { token: string; header: Record<string, unknown>; publicPem: string | null };

/**
 * Signs the claims with the header given (its "alg" set to `alg`). The JSON is written compactly,
 * members in the order typed.
 */
export async function signJwt({
  alg,
  header = '{"typ":"JWT"}',
  payload,
  key,
  secretEncoding = 'utf8',
}: {
  alg: SigningAlgorithm;
  header?: string;
  payload: string;
  key: string;
  secretEncoding?: SecretEncoding;
}): Promise<SignedJwt> {
  if (!isSigningAlgorithm(alg)) throw new Error(`Unknown algorithm ${String(alg)}`);
  const claims = parseJsonObject(payload, 'The payload');
  const extra = parseJsonObject(header.trim() === '' ? '{}' : header, 'The header');
  // "alg" comes first, as PyJWT and jose write it; the rest keeps its order.
  const { alg: _typed, ...rest } = extra;
  const protectedHeader = { alg, ...rest };
  const signing = await importSigningKey({ alg, key, secretEncoding });
  const token = await new CompactSign(Uint8Array.from(utf8Bytes(JSON.stringify(claims))))
    .setProtectedHeader(protectedHeader)
    .sign(signing.key);
  return { token, header: protectedHeader, publicPem: signing.publicPem };
}

export type GeneratedKey = { key: string; secretEncoding: SecretEncoding; publicPem: string | null };

/** A new key for `alg`: a random secret as long as the hash (base64url) or a key pair (PKCS#8 and SPKI PEM). */
export async function generateSigningKey(alg: SigningAlgorithm): Promise<GeneratedKey> {
  if (isHmac(alg)) {
    const bytes = crypto.getRandomValues(new Uint8Array(minimumSecretBytes(alg)));
    return { key: bytesToBase64(bytes, { urlSafe: true }), secretEncoding: 'base64url', publicPem: null };
  }
  const pair = await generateKeyPair(alg, { extractable: true, ...(alg === 'EdDSA' ? { crv: 'Ed25519' } : {}) });
  return { key: await exportPKCS8(pair.privateKey), secretEncoding: 'utf8', publicPem: `${await exportSPKI(pair.publicKey)}\n` };
}

// ─── Claims given as dates ───────────────────────────────────────────────────────────────

export const timeClaims = ['iat', 'nbf', 'exp'] as const;
export type TimeClaim = (typeof timeClaims)[number];

/**
 * The payload text with a NumericDate claim set (seconds since the epoch) or removed (null),
 * pretty-printed. Null when the payload is not a JSON object (the editor shows why).
 */
export function withTimeClaim(payload: string, claim: TimeClaim, seconds: number | null): string | null {
  let claims: Record<string, unknown>;
  try {
    claims = parseJsonObject(payload.trim() === '' ? '{}' : payload, 'The payload');
  } catch {
    return null;
  }
  if (seconds === null) delete claims[claim];
  else claims[claim] = Math.floor(seconds);
  return JSON.stringify(claims, null, 2);
}
