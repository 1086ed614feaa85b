// What a public key is and how tools name it: the OpenSSH public key line (RFC 4253 §6.6,
// RFC 5656, RFC 8709), its size, and the fingerprints ssh-keygen, openssl and JOSE print.
import { base64ToBytes, bytesToBase64, bytesToHex, concatBytes, utf8Bytes } from './encoding';

export type Fingerprints = {
  /** OpenSSH's default: SHA256:<Base64 without padding> of the SSH public key blob. */
  sshSha256: string;
  /** OpenSSH's old form: MD5:aa:bb:… */
  sshMd5: string;
  /** SHA-256 of the DER SubjectPublicKeyInfo (what pinning and `openssl pkey -pubout -outform DER | sha256sum` use). */
  spkiSha256: string;
  /** RFC 7638 JWK thumbprint (SHA-256, base64url). */
  jwkThumbprint: string;
};

// ─── OpenSSH wire format (RFC 4253 §6.6, RFC 5656, RFC 8709) ────────────────────────────────

function sshString(bytes: Uint8Array): Uint8Array {
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, bytes.length);
  return concatBytes(length, bytes);
}

/** An mpint: big-endian two's complement, a leading zero byte when the top bit is set. */
function sshMpint(unsigned: Uint8Array): Uint8Array {
  let start = 0;
  while (start < unsigned.length - 1 && unsigned[start] === 0) start++;
  const trimmed = unsigned.subarray(start);
  return sshString(trimmed[0]! & 0x80 ? concatBytes(new Uint8Array(1), trimmed) : trimmed);
}

const sshCurve: Record<string, { name: string; id: string }> = {
  'P-256': { name: 'ecdsa-sha2-nistp256', id: 'nistp256' },
  'P-384': { name: 'ecdsa-sha2-nistp384', id: 'nistp384' },
  'P-521': { name: 'ecdsa-sha2-nistp521', id: 'nistp521' },
};

/** The SSH key type and public key blob of a public JWK. */
export function sshPublicBlob(jwk: JsonWebKey): { type: string; blob: Uint8Array } {
  if (jwk.kty === 'RSA') {
    const type = 'ssh-rsa';
    return {
      type,
      blob: concatBytes(sshString(utf8Bytes(type)), sshMpint(base64ToBytes(jwk.e!)), sshMpint(base64ToBytes(jwk.n!))),
    };
  }
  if (jwk.kty === 'EC') {
    const curve = sshCurve[jwk.crv!];
    if (!curve) throw new Error(`OpenSSH has no key type for the curve ${jwk.crv}`);
    const point = concatBytes(new Uint8Array([4]), base64ToBytes(jwk.x!), base64ToBytes(jwk.y!));
    return {
      type: curve.name,
      blob: concatBytes(sshString(utf8Bytes(curve.name)), sshString(utf8Bytes(curve.id)), sshString(point)),
    };
  }
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') {
    const type = 'ssh-ed25519';
    return { type, blob: concatBytes(sshString(utf8Bytes(type)), sshString(base64ToBytes(jwk.x!))) };
  }
  throw new Error(`OpenSSH has no key type for ${jwk.kty}${jwk.crv ? ` ${jwk.crv}` : ''} keys`);
}

/** "ssh-ed25519 AAAA… comment", as in authorized_keys. */
export function opensshPublicKey(jwk: JsonWebKey, comment = ''): string {
  const { type, blob } = sshPublicBlob(jwk);
  const clean = comment.replace(/[\r\n]+/g, ' ').trim();
  return `${type} ${bytesToBase64(blob)}${clean ? ` ${clean}` : ''}`;
}

async function digest(algorithm: 'SHA-256', data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest(algorithm, data as Uint8Array<ArrayBuffer>));
}

async function md5(data: Uint8Array): Promise<Uint8Array> {
  const { md5: hashMd5 } = await import('hash-wasm');
  const hex = await hashMd5(data);
  return Uint8Array.from(hex.match(/../g)!, (h) => parseInt(h, 16));
}

/** The public JWK members RFC 7638 hashes, in lexicographic order. */
function thumbprintInput(jwk: JsonWebKey): string {
  const members: Record<string, string[]> = { RSA: ['e', 'kty', 'n'], EC: ['crv', 'kty', 'x', 'y'], OKP: ['crv', 'kty', 'x'] };
  const keys = members[jwk.kty!];
  if (!keys) throw new Error(`No JWK thumbprint for kty ${jwk.kty}`);
  return `{${keys.map((k) => `"${k}":"${(jwk as Record<string, string>)[k]}"`).join(',')}}`;
}

export async function fingerprintsOf({ publicJwk, spki }: { publicJwk: JsonWebKey; spki: Uint8Array }): Promise<Fingerprints> {
  const { blob } = sshPublicBlob(publicJwk);
  return {
    sshSha256: `SHA256:${bytesToBase64(await digest('SHA-256', blob), { padding: false })}`,
    sshMd5: `MD5:${bytesToHex(await md5(blob), ':')}`,
    spkiSha256: bytesToHex(await digest('SHA-256', spki), ':'),
    jwkThumbprint: bytesToBase64(await digest('SHA-256', utf8Bytes(thumbprintInput(publicJwk))), { urlSafe: true }),
  };
}

/** Bits of a public key as ssh-keygen reports them: the modulus for RSA, the curve for EC. */
export function keyBits(jwk: JsonWebKey): number {
  if (jwk.kty === 'RSA') {
    const n = base64ToBytes(jwk.n!);
    let bits = n.length * 8;
    for (let i = 0; i < n.length && n[i] === 0; i++) bits -= 8;
    const top = n.find((b) => b !== 0) ?? 0;
    return bits - (8 - top.toString(2).length);
  }
  if (jwk.kty === 'EC') return { 'P-256': 256, 'P-384': 384, 'P-521': 521 }[jwk.crv!] ?? 0;
  return 256;
}
