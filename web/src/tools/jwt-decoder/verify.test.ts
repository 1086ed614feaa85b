// @vitest-environment node
import { exportJWK, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { keyKindFor, pkcs1ToSpkiPem, verifyJwtSignature } from './verify';

const PAYLOAD_B64 = 'eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ';

// RFC 7515 Appendix A.1: HS256 with a JWK "oct" key.
const A1_TOKEN = `eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.${PAYLOAD_B64}.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk`;
const A1_JWK = { kty: 'oct', k: 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow' };

// RFC 7515 Appendix A.2: RS256; public key (n, e) of the example.
const A2_TOKEN =
  `eyJhbGciOiJSUzI1NiJ9.${PAYLOAD_B64}.` +
  'cC4hiUPoj9Eetdgtv3hF80EGrhuB__dzERat0XF9g2VtQgr9PJbu3XOiZj5RZmh7AAuHIm4Bh-0Qc_lF5YKt_O8W2Fp5jujGbds9uJdbF9CUAr7t1dnZcAcQjbKBYN' +
  'X4BAynRFdiuB--f_nZLgrnbyTyWzO75vRK5h6xBArLIARNPvkSjtQBMHlb1L07Qe7K0GarZRmB_eSN9383LcOLn6_dO--xi12jzDwusC-eOkHWEsqtFZESc6BfI7no' +
  'OPqvhJ1phCnvWh6IeYI2w9QOYEUipUTI8np6LbgGY9Fs98rqVt5AXLIhWkWywlVmtVrBp0igcN_IoypGlUPQGe77Rw';
const A2_JWK = {
  kty: 'RSA',
  n:
    'ofgWCuLjybRlzo0tZWJjNiuSfb4p4fAkd_wWJcyQoTbji9k0l8W26mPddxHmfHQp-Vaw-4qPCJrcS2mJPMEzP1Pt0Bm4d4QlL-yRT-SFd2lZS-pCgNMs' +
    'D1W_YpRPEwOWvG6b32690r2jZ47soMZo9wGzjb_7OMg0LOL-bSf63kpaSHSXndS5z5rexMdbBYUsLA9e-KXBdQOS-UTo7WTBEMa2R2CapHg665xsmtdV' +
    'MTBQY4uDZlxvb3qCo5ZwKh9kG4LT6_I5IhlJH7aGhyxXFvUK-DWNmoudF8NAco9_h9iaGNj8q2ethFkMLs91kzk2PAcDTW9gb54h4FRWyuXpoQ',
  e: 'AQAB',
};

// RFC 7515 Appendix A.3: ES256 with a P-256 public key.
const A3_TOKEN = `eyJhbGciOiJFUzI1NiJ9.${PAYLOAD_B64}.DtEhU3ljbEg8L38VWAfUAqOyKAM6-Xx-F4GawxaepmXFCgfTjDxw5djxLa8ISlSApmWQxfKTUJqPP3-Kg6NU1Q`;
const A3_JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
  y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
};

function tamper(token: string): string {
  const [h, p, s] = token.split('.');
  const last = s.at(-2) === 'A' ? 'B' : 'A';
  return [h, p, s.slice(0, -2) + last + s.slice(-1)].join('.');
}

describe('verifyJwtSignature: RFC 7515 examples', () => {
  it('A.1 HS256 verifies with its JWK key, and fails with a wrong secret', async () => {
    expect(await verifyJwtSignature({ token: A1_TOKEN, key: JSON.stringify(A1_JWK) })).toBe(true);
    expect(await verifyJwtSignature({ token: A1_TOKEN, key: 'not the secret' })).toBe(false);
  });

  it('A.1 HS256 verifies with the same key given as a base64url secret', async () => {
    expect(await verifyJwtSignature({ token: A1_TOKEN, key: A1_JWK.k, secretEncoding: 'base64url' })).toBe(true);
    // The same characters taken as UTF-8 text are a different key.
    expect(await verifyJwtSignature({ token: A1_TOKEN, key: A1_JWK.k })).toBe(false);
  });

  it('A.2 RS256 verifies with its public JWK and not after tampering', async () => {
    expect(await verifyJwtSignature({ token: A2_TOKEN, key: JSON.stringify(A2_JWK) })).toBe(true);
    expect(await verifyJwtSignature({ token: tamper(A2_TOKEN), key: JSON.stringify(A2_JWK) })).toBe(false);
  });

  it('A.2 RS256 verifies with the key in a JWK Set', async () => {
    expect(await verifyJwtSignature({ token: A2_TOKEN, key: JSON.stringify({ keys: [A3_JWK, A2_JWK] }) })).toBe(true);
  });

  it('A.3 ES256 verifies with its public JWK', async () => {
    expect(await verifyJwtSignature({ token: A3_TOKEN, key: JSON.stringify(A3_JWK) })).toBe(true);
    expect(await verifyJwtSignature({ token: tamper(A3_TOKEN), key: JSON.stringify(A3_JWK) })).toBe(false);
  });
});

describe('verifyJwtSignature: key formats and algorithms', () => {
  it.each(['HS256', 'HS384', 'HS512'] as const)('%s with a text secret', async (alg) => {
    const secret = 'a-string-secret-at-least-256-bits-long';
    const token = await new SignJWT({ sub: '1' }).setProtectedHeader({ alg }).sign(new TextEncoder().encode(secret));
    expect(await verifyJwtSignature({ token, key: secret })).toBe(true);
    expect(await verifyJwtSignature({ token, key: `${secret}!` })).toBe(false);
  });

  it.each(['RS256', 'RS512', 'PS256', 'PS384', 'ES256', 'ES384', 'ES512', 'EdDSA'] as const)(
    '%s with a PEM public key and a JWK',
    async (alg) => {
      const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
      const token = await new SignJWT({ sub: '1' }).setProtectedHeader({ alg }).sign(privateKey);
      expect(await verifyJwtSignature({ token, key: await exportSPKI(publicKey) })).toBe(true);
      expect(await verifyJwtSignature({ token, key: JSON.stringify(await exportJWK(publicKey)) })).toBe(true);
      const other = await generateKeyPair(alg, { extractable: true });
      expect(await verifyJwtSignature({ token, key: await exportSPKI(other.publicKey) })).toBe(false);
    },
  );

  it('accepts a PKCS#1 "RSA PUBLIC KEY" PEM', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    const spki = await exportSPKI(publicKey);
    // SPKI wraps PKCS#1 in a fixed 24-byte prefix for 2048-bit keys: strip it to get PKCS#1 back.
    const der = Buffer.from(spki.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    const pkcs1Pem = `-----BEGIN RSA PUBLIC KEY-----\n${der.subarray(24).toString('base64')}\n-----END RSA PUBLIC KEY-----`;
    expect(pkcs1ToSpkiPem({ pem: pkcs1Pem }).replace(/\s/g, '')).toBe(spki.replace(/\s/g, ''));
    expect(await verifyJwtSignature({ token, key: pkcs1Pem })).toBe(true);
  });

  it('refuses private keys, garbage keys, unsigned tokens and a missing key with clear messages', async () => {
    await expect(
      verifyJwtSignature({ token: A2_TOKEN, key: '-----BEGIN PRIVATE KEY-----\nMII\n-----END PRIVATE KEY-----' }),
    ).rejects.toThrow(/private key/);
    await expect(verifyJwtSignature({ token: A2_TOKEN, key: JSON.stringify({ ...A3_JWK, d: 'x' }) })).rejects.toThrow(
      /private key/,
    );
    await expect(verifyJwtSignature({ token: A2_TOKEN, key: 'hello' })).rejects.toThrow(/must be a PEM/);
    await expect(verifyJwtSignature({ token: A2_TOKEN, key: JSON.stringify(A3_JWK) })).rejects.toThrow(
      /cannot be used for RS256/,
    );
    await expect(verifyJwtSignature({ token: A2_TOKEN, key: JSON.stringify({ keys: [A3_JWK] }) })).rejects.toThrow(
      /No key in the JWK Set/,
    );
    await expect(verifyJwtSignature({ token: `eyJhbGciOiJub25lIn0.${PAYLOAD_B64}.`, key: 'x' })).rejects.toThrow(/unsigned/);
    await expect(verifyJwtSignature({ token: A1_TOKEN, key: '  ' })).rejects.toThrow('Enter the secret');
    await expect(verifyJwtSignature({ token: A1_TOKEN, key: '***', secretEncoding: 'base64url' })).rejects.toThrow(
      'The secret is not valid base64url',
    );
  });
});

describe('keyKindFor', () => {
  it('maps algorithms to the key they need', () => {
    expect(keyKindFor({ alg: 'HS384' })).toBe('secret');
    expect(keyKindFor({ alg: 'ES256' })).toBe('public-key');
    expect(keyKindFor({ alg: 'none' })).toBe('none');
    expect(keyKindFor({ alg: undefined })).toBe('none');
  });
});
