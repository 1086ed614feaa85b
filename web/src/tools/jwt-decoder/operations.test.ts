// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '../../operations/kinds';
import { runOperation } from '../../operations/run';
import { jwtDecodeHeader, jwtDecodePayload, jwtVerify } from './operations';

// The outside oracle: PyJWT (Debian's python3-jwt) with cryptography signs tokens with HMAC, RSA,
// RSA-PSS, ECDSA and EdDSA keys and decodes them; our operations must read the same header and
// payload and accept the signature with the right key only.

const SIGN = `
import json, sys, jwt
from cryptography.hazmat.primitives.asymmetric import rsa, ec, ed25519
from cryptography.hazmat.primitives import serialization
claims = {'sub': 'user-42', 'name': 'Zoë 😀', 'roles': ['admin'], 'iat': 1700000000, 'exp': 4102444800, 'nested': {'a': [1, 2.5, None]}}
out = []
def pem(private):
    return private.public_key().public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo).decode()
for alg in ['HS256', 'HS384', 'HS512']:
    out.append({'alg': alg, 'token': jwt.encode(claims, 'a secret of ' + alg, algorithm=alg, headers={'kid': 'k-' + alg}), 'key': 'a secret of ' + alg})
rsa_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
for alg in ['RS256', 'PS384']:
    out.append({'alg': alg, 'token': jwt.encode(claims, rsa_key, algorithm=alg), 'key': pem(rsa_key)})
ec_key = ec.generate_private_key(ec.SECP256R1())
out.append({'alg': 'ES256', 'token': jwt.encode(claims, ec_key, algorithm='ES256'), 'key': pem(ec_key)})
ed_key = ed25519.Ed25519PrivateKey.generate()
out.append({'alg': 'EdDSA', 'token': jwt.encode(claims, ed_key, algorithm='EdDSA'), 'key': pem(ed_key)})
for item in out:
    item['header'] = jwt.get_unverified_header(item['token'])
    item['payload'] = jwt.decode(item['token'], options={'verify_signature': False})
print(json.dumps(out))
`;

type Signed = { alg: string; token: string; key: string; header: unknown; payload: unknown };
const signed = JSON.parse(execFileSync('/usr/bin/python3', ['-c', SIGN], { encoding: 'utf8' })) as Signed[];

describe('JWT operations against PyJWT', () => {
  it.each(signed.map((s) => [s.alg, s] as const))(
    '%s: header and payload are what PyJWT reads',
    async (_alg, { token, header, payload }) => {
      expect((await runOperation(jwtDecodeHeader, tag('text', token))).value).toEqual(header);
      expect((await runOperation(jwtDecodePayload, tag('text', `Bearer ${token}\n`))).value).toEqual(payload);
    },
  );

  it.each(signed.map((s) => [s.alg, s] as const))(
    '%s: the signature verifies with its key, not with another',
    async (alg, { token, key }) => {
      expect((await runOperation(jwtVerify, tag('text', token), { options: { key } })).value).toBe(
        `Signature verified (${alg}).`,
      );
      const other = signed.find((s) => s.alg !== alg && s.alg.slice(0, 2) === alg.slice(0, 2) && s.key !== key);
      if (other)
        await expect(runOperation(jwtVerify, tag('text', token), { options: { key: other.key } })).rejects.toThrow(
          /Invalid signature|cannot be used/,
        );
    },
  );

  it('a base64url secret is read as bytes', async () => {
    const { token, key } = JSON.parse(
      execFileSync(
        '/usr/bin/python3',
        [
          '-c',
          'import json, jwt, base64\nk = bytes(range(32))\nprint(json.dumps({"token": jwt.encode({"a": 1}, k, algorithm="HS256"), "key": base64.urlsafe_b64encode(k).decode().rstrip("=")}))',
        ],
        {
          encoding: 'utf8',
        },
      ),
    ) as { token: string; key: string };
    expect((await runOperation(jwtVerify, tag('text', token), { options: { key, secretEncoding: 'base64url' } })).value).toBe(
      'Signature verified (HS256).',
    );
  });

  it('malformed tokens fail with the tool’s messages', async () => {
    await expect(runOperation(jwtDecodePayload, tag('text', 'abc.def'))).rejects.toThrow(
      'JWT must have three parts separated by dots',
    );
    await expect(runOperation(jwtDecodeHeader, tag('text', 'e30.!!!.x'))).rejects.toThrow(
      'Invalid JWT: the payload is not valid base64url-encoded UTF-8',
    );
    await expect(runOperation(jwtDecodeHeader, tag('text', '  '))).rejects.toThrow('Paste a token first');
  });

  it('the key is a secret option', () => {
    expect(jwtVerify.options.shape.key.meta()?.sensitive).toBe(true);
  });
});
