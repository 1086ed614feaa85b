// Installs dependencies when node_modules is missing or older than package-lock.json.
// npm ci is used so a fresh clone gets exactly the locked versions (native packages are
// built because they are approved under allowScripts in package.json).
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `dir` is the project root by default; the bench passes `bench`, whose own package.json holds
 * what only the bench needs (Lighthouse), so that `npm start` and `npm test` do not install it.
 */
export function ensureDependencies(dir = '.', { check = 'node_modules/.bin/vite' } = {}) {
  const stamp = path.join(dir, 'node_modules/.devforge-lock-hash');
  const lock = fs.readFileSync(path.join(dir, 'package-lock.json'));
  const hash = createHash('sha256').update(lock).update(fs.readFileSync(path.join(dir, 'package.json'))).digest('hex');
  const current = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : '';
  if (current === hash && fs.existsSync(path.join(dir, check))) return;
  console.log(`Installing dependencies${dir === '.' ? '' : ` in ${dir}`} (npm ci)…`);
  execSync('npm ci --no-audit --no-fund', {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  fs.writeFileSync(stamp, hash);
}
