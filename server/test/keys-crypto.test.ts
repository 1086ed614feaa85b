import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApiKeyCipher, KeyDecryptionError } from '../src/keys/cipher';
import { maskApiKey } from '../src/keys/mask';
import { resolveKeysSecret } from '../src/keys/secret';

const secret = 'a-test-secret-that-is-long-enough-0123456789';

describe('API key encryption (AES-256-GCM)', () => {
  const cipher = createApiKeyCipher({ secret });

  it('round-trips a key and never stores it in clear', () => {
    const key = 'sk-proj-abcdefghijklmnopqrstuvwxyz0123456789';
    const stored = cipher.encrypt(key, 'user-1:openai');
    expect(stored).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(Buffer.from(key).toString('base64url'));
    expect(cipher.decrypt(stored, 'user-1:openai')).toBe(key);
  });

  it('uses a fresh IV every time', () => {
    expect(cipher.encrypt('same-key-value', 'u:openai')).not.toBe(cipher.encrypt('same-key-value', 'u:openai'));
  });

  it('refuses a value moved to another user or provider', () => {
    const stored = cipher.encrypt('sk-secret-value-123456', 'user-1:openai');
    expect(() => cipher.decrypt(stored, 'user-2:openai')).toThrow(KeyDecryptionError);
    expect(() => cipher.decrypt(stored, 'user-1:groq')).toThrow(KeyDecryptionError);
  });

  it('refuses a tampered value, a wrong secret and an unknown format, without the key in the message', () => {
    const stored = cipher.encrypt('sk-secret-value-123456', 'u:openai');
    const [v, iv, tag, data] = stored.split('.');
    // A different first character always changes the first ciphertext byte.
    const flipped = `${v}.${iv}.${tag}.${data!.startsWith('A') ? 'B' : 'A'}${data!.slice(1)}`;
    expect(() => cipher.decrypt(flipped, 'u:openai')).toThrow(KeyDecryptionError);
    const other = createApiKeyCipher({ secret: `${secret}-other` });
    expect(() => other.decrypt(stored, 'u:openai')).toThrow(/could not be decrypted/);
    expect(() => cipher.decrypt('plain-text-key', 'u:openai')).toThrow(/Unrecognised/);
  });

  it('insists on a long secret', () => {
    expect(() => createApiKeyCipher({ secret: 'short' })).toThrow(/at least 32/);
  });
});

describe('resolveKeysSecret', () => {
  it('uses AI_KEYS_SECRET when given', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-secret-'));
    expect(resolveKeysSecret({ secret: secret, dataDir })).toBe(secret);
    expect(fs.existsSync(path.join(dataDir, 'ai-keys-secret'))).toBe(false);
  });

  it('generates one secret into the data directory with mode 0600, then reuses it', () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'keys-secret-')), 'nested');
    const first = resolveKeysSecret({ dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'ai-keys-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveKeysSecret({ dataDir })).toBe(first);
  });

  it('refuses a stored secret that is too short instead of replacing it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-secret-'));
    fs.writeFileSync(path.join(dataDir, 'ai-keys-secret'), 'short\n');
    expect(() => resolveKeysSecret({ dataDir })).toThrow(/shorter than 32/);
  });
});

describe('maskApiKey', () => {
  it('shows a short prefix and the last four characters, with a fixed-width middle', () => {
    expect(maskApiKey({ apiKey: 'sk-proj-abcdefghijklmnopqrstuvwxyz0123' })).toBe('sk-p••••••••0123');
    expect(maskApiKey({ apiKey: 'AIzaSyA1234567890abcdefghijklmnopqrs' })).toBe('AIza••••••••pqrs');
  });

  it('gives away less of shorter keys, and nothing of very short ones', () => {
    expect(maskApiKey({ apiKey: '123456789012' })).toBe('12••••••••9012');
    expect(maskApiKey({ apiKey: 'abcdefghijk' })).toBe('••••••••');
    expect(maskApiKey({ apiKey: 'x' })).toBe('••••••••');
  });

  it('does not reveal the length', () => {
    expect(maskApiKey({ apiKey: 'sk-' + 'a'.repeat(20) + 'wxyz' })).toHaveLength(maskApiKey({ apiKey: 'sk-' + 'a'.repeat(90) + 'wxyz' }).length);
  });
});
