import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The secret that signs session cookies and tokens: AUTH_SECRET when given, else one generated
 * on first start into dataDir (mode 0600) so sessions survive restarts. Several instances must
 * share it: set AUTH_SECRET for them (docs/OPERATIONS.md).
 */
export function resolveAuthSecret({ secret, dataDir }: { secret?: string; dataDir: string }): string {
  if (secret) return secret;
  const file = path.join(dataDir, 'auth-secret');
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
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
