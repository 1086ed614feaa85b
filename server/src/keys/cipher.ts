import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class KeyDecryptionError extends Error {}

export type ApiKeyCipher = {
  /** AES-256-GCM; `context` (user and provider) is authenticated, so a value copied to another row fails to decrypt. */
  encrypt(plaintext: string, context: string): string;
  decrypt(stored: string, context: string): string;
};

/**
 * Encryption at rest for users' API keys. The 256-bit key is derived from the secret with HKDF,
 * so any long random string works as AI_KEYS_SECRET. Stored form: v1.<iv>.<tag>.<ciphertext>.
 */
export function createApiKeyCipher({ secret }: { secret: string }): ApiKeyCipher {
  if (secret.length < 32) throw new Error('The API key secret must be at least 32 characters');
  const key = Buffer.from(hkdfSync('sha256', secret, 'devforge', 'user-api-keys v1', 32));
  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
    },
    decrypt(stored, context) {
      const [version, iv, tag, ciphertext] = stored.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new KeyDecryptionError('Unrecognised stored key format');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        // Wrong secret, tampered value or a value moved from another row: never the key in the message.
        throw new KeyDecryptionError('A stored API key could not be decrypted (was AI_KEYS_SECRET changed?)');
      }
    },
  };
}
