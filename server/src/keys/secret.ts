import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'ai-keys-secret';

/**
 * The secret that encrypts users' stored API keys: AI_KEYS_SECRET when given, else one generated
 * on first start into dataDir with mode 0600. Losing it makes the stored keys unreadable, and
 * several instances must share it: set AI_KEYS_SECRET for them (docs/OPERATIONS.md).
 */
export function resolveKeysSecret({ secret, dataDir }: { secret?: string; dataDir: string }): string {
  if (secret) return secret;
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
    throw new Error(`${file} holds a secret shorter than 32 characters; delete it only if no API keys are stored yet`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(32).toString('base64url');
  // 'wx' never overwrites: if another process won the race, use what it wrote.
  try {
    fs.writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    return generated;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw err;
  }
}
