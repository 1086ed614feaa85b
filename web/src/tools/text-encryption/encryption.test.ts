// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { decryptText, encryptText } from './encryption';
import { textDecrypt, textEncrypt } from './operations';

// Oracles: openssl enc -aes-256-cbc -pbkdf2 in both directions, and Python's `cryptography`
// (AESGCM, PBKDF2HMAC) for the GCM format.

const samples = ['Hello, world', '', 'Grüße, 世界 🔐\nsecond line\n', 'x'.repeat(16), 'y'.repeat(5000)];
const passwords = ['correct horse battery staple', 'pässwörd 🔑', 'p'];

// The password goes through the environment, not the command line.
function opensslDecrypt(base64: string, password: string, iter?: number): string {
  const args = ['enc', '-d', '-aes-256-cbc', '-pbkdf2', '-a', '-pass', 'env:PASS'];
  if (iter) args.push('-iter', String(iter));
  return execFileSync('openssl', args, { input: base64, env: { ...process.env, PASS: password } }).toString('utf8');
}

function opensslEncrypt(text: string, password: string, iter?: number): string {
  const args = ['enc', '-aes-256-cbc', '-pbkdf2', '-a', '-pass', 'env:PASS'];
  if (iter) args.push('-iter', String(iter));
  return execFileSync('openssl', args, { input: text, env: { ...process.env, PASS: password } }).toString('utf8');
}

describe('OpenSSL enc format against openssl', () => {
  it.each(passwords)('what we encrypt, openssl decrypts (password %j)', async (password) => {
    for (const text of samples) {
      const encrypted = await encryptText({ text, mode: 'openssl', password });
      expect(encrypted.split('\n').every((line) => line.length <= 64)).toBe(true);
      expect(opensslDecrypt(encrypted + '\n', password)).toBe(text);
    }
  });

  it.each(passwords)('what openssl encrypts, we decrypt (password %j)', async (password) => {
    for (const text of samples)
      expect(await decryptText({ text: opensslEncrypt(text, password), mode: 'openssl', password })).toBe(text);
  });

  it('honours -iter both ways', async () => {
    const encrypted = await encryptText({ text: 'iterations', mode: 'openssl', password: 'pw', iterations: 123_456 });
    expect(opensslDecrypt(encrypted + '\n', 'pw', 123_456)).toBe('iterations');
    expect(
      await decryptText({ text: opensslEncrypt('back', 'pw', 54_321), mode: 'openssl', password: 'pw', iterations: 54_321 }),
    ).toBe('back');
  });

  it('a wrong password or wrong iterations get a clear message, never garbage', async () => {
    const encrypted = opensslEncrypt('secret text', 'right');
    await expect(decryptText({ text: encrypted, mode: 'openssl', password: 'wrong' })).rejects.toThrow(/^Wrong password/);
    await expect(decryptText({ text: encrypted, mode: 'openssl', password: 'right', iterations: 20_000 })).rejects.toThrow(
      '-iter 20000',
    );
    // Many wrong passwords: whatever the padding does by chance, never a "successful" decryption.
    for (let i = 0; i < 300; i++)
      await expect(decryptText({ text: encrypted, mode: 'openssl', password: `guess ${i}` })).rejects.toThrow(/^Wrong password/);
  });

  it('explains input that is not OpenSSL enc output', async () => {
    await expect(decryptText({ text: '', mode: 'openssl', password: 'x' })).rejects.toThrow('Paste the encrypted text');
    await expect(decryptText({ text: 'not base64!', mode: 'openssl', password: 'x' })).rejects.toThrow('is not Base64');
    await expect(
      decryptText({ text: Buffer.from('no magic here at all').toString('base64'), mode: 'openssl', password: 'x' }),
    ).rejects.toThrow('Salted__');
    const cut = opensslEncrypt('some text that is long enough', 'x').replace(/\s/g, '').slice(0, -8);
    await expect(decryptText({ text: cut, mode: 'openssl', password: 'x' })).rejects.toThrow('cut short');
    await expect(encryptText({ text: 'x', mode: 'openssl', password: '' })).rejects.toThrow('Enter a password');
  });
});

const GCM_PY = `
import base64, json, sys
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.pbkdf2 import PBKDF2HMAC
from cryptography.hazmat.primitives import hashes
req = json.load(sys.stdin)
def key_for(salt):
    if req["raw"]:
        return bytes.fromhex(req["key"])
    return PBKDF2HMAC(algorithm=hashes.SHA256(), length=32, salt=salt, iterations=req["iterations"]).derive(req["key"].encode())
if req["op"] == "decrypt":
    data = base64.b64decode(req["data"])
    s = 0 if req["raw"] else 16
    print(json.dumps(AESGCM(key_for(data[:s])).decrypt(data[s:s+12], data[s+12:], None).decode()))
else:
    import os
    salt = b"" if req["raw"] else os.urandom(16)
    iv = os.urandom(12)
    print(json.dumps(base64.b64encode(salt + iv + AESGCM(key_for(salt)).encrypt(iv, req["data"].encode(), None)).decode()))
`;

function python(request: Record<string, unknown>): string {
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', GCM_PY], { input: JSON.stringify(request) }).toString()) as string;
}

describe('AES-256-GCM against Python cryptography', () => {
  it('with a password: Python decrypts ours and we decrypt Python’s', async () => {
    for (const text of samples.slice(0, 3)) {
      const ours = await encryptText({ text, mode: 'gcm-password', password: 'pässwörd', iterations: 50_000 });
      expect(python({ op: 'decrypt', raw: false, key: 'pässwörd', iterations: 50_000, data: ours })).toBe(text);
      const theirs = python({ op: 'encrypt', raw: false, key: 'pässwörd', iterations: 50_000, data: text });
      expect(await decryptText({ text: theirs, mode: 'gcm-password', password: 'pässwörd', iterations: 50_000 })).toBe(text);
    }
  });

  it('the default is 600,000 iterations', async () => {
    const ours = await encryptText({ text: 'default iterations', mode: 'gcm-password', password: 'pw' });
    expect(python({ op: 'decrypt', raw: false, key: 'pw', iterations: 600_000, data: ours })).toBe('default iterations');
  });

  it('with a raw key in hex or Base64', async () => {
    const key = randomBytes(32);
    const ours = await encryptText({ text: 'raw key', mode: 'gcm-key', password: key.toString('hex') });
    expect(python({ op: 'decrypt', raw: true, key: key.toString('hex'), data: ours })).toBe('raw key');
    const theirs = python({ op: 'encrypt', raw: true, key: key.toString('hex'), data: 'from python' });
    expect(await decryptText({ text: theirs, mode: 'gcm-key', password: key.toString('base64') })).toBe('from python');
  });

  it('a wrong password, a changed byte, a bad key: clear messages', async () => {
    const ours = await encryptText({ text: 'tamper', mode: 'gcm-password', password: 'pw', iterations: 1000 });
    await expect(decryptText({ text: ours, mode: 'gcm-password', password: 'nope', iterations: 1000 })).rejects.toThrow(
      /^Wrong password/,
    );
    const bytes = Buffer.from(ours, 'base64');
    bytes[bytes.length - 20]! ^= 1;
    await expect(
      decryptText({ text: bytes.toString('base64'), mode: 'gcm-password', password: 'pw', iterations: 1000 }),
    ).rejects.toThrow('was changed');
    await expect(encryptText({ text: 'x', mode: 'gcm-key', password: 'abcd' })).rejects.toThrow('AES-256 needs 32');
    await expect(decryptText({ text: opensslEncrypt('x', 'pw'), mode: 'gcm-password', password: 'pw' })).rejects.toThrow(
      'choose the OpenSSL format',
    );
  });
});

describe('the operations', () => {
  it('encrypt then decrypt round-trips through the operation runner', async () => {
    const options = { mode: 'gcm-password', password: 'pw', iterations: 1000 };
    const encrypted = await runOperation(textEncrypt, tag('text', 'round trip'), { options });
    expect((await runOperation(textDecrypt, encrypted, { options })).value).toBe('round trip');
  });
});
