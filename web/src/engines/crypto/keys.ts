// Importing a key whose type is not known in advance: WebCrypto asks for the algorithm up front,
// so each family is tried in turn (the DER says which one fits).
export type KeyFamily = 'RSA' | 'EC P-256' | 'EC P-384' | 'EC P-521' | 'Ed25519';

const candidates: {
  family: KeyFamily;
  params: RsaHashedImportParams | EcKeyImportParams | { name: 'Ed25519' };
  usages: KeyUsage[];
}[] = [
  { family: 'RSA', params: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, usages: ['verify'] },
  { family: 'EC P-256', params: { name: 'ECDSA', namedCurve: 'P-256' }, usages: ['verify'] },
  { family: 'EC P-384', params: { name: 'ECDSA', namedCurve: 'P-384' }, usages: ['verify'] },
  { family: 'EC P-521', params: { name: 'ECDSA', namedCurve: 'P-521' }, usages: ['verify'] },
  { family: 'Ed25519', params: { name: 'Ed25519' }, usages: ['verify'] },
];

/** The public JWK of a DER SubjectPublicKeyInfo or PKCS#8 private key, or null when no supported family reads it. */
export async function publicJwkOf(
  der: Uint8Array,
  format: 'spki' | 'pkcs8',
): Promise<{ family: KeyFamily; jwk: JsonWebKey } | null> {
  for (const { family, params, usages } of candidates) {
    try {
      const key = await crypto.subtle.importKey(
        format,
        der as Uint8Array<ArrayBuffer>,
        params,
        true,
        format === 'pkcs8' ? (usages.map(() => 'sign') as KeyUsage[]) : usages,
      );
      const jwk = await crypto.subtle.exportKey('jwk', key);
      // A private JWK holds the public members too: keep only those.
      const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, key_ops: _ops, ext: _ext, alg: _alg, ...publicJwk } = jwk;
      return { family, jwk: publicJwk };
    } catch {
      // Not this family: try the next.
    }
  }
  return null;
}

/** SubjectPublicKeyInfo DER of a public JWK (RSA, EC or Ed25519). */
export async function spkiOf(jwk: JsonWebKey): Promise<Uint8Array> {
  const params =
    jwk.kty === 'RSA'
      ? { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }
      : jwk.kty === 'EC'
        ? { name: 'ECDSA', namedCurve: jwk.crv! }
        : { name: 'Ed25519' };
  const key = await crypto.subtle.importKey('jwk', { ...jwk, key_ops: undefined, ext: true, alg: undefined }, params, true, [
    'verify',
  ]);
  return new Uint8Array(await crypto.subtle.exportKey('spki', key));
}

