// Installs dependencies when node_modules is missing or older than package-lock.json.
// npm ci is used so a fresh clone gets exactly the locked versions (native packages are
// built because they are approved under allowScripts in package.json).
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';

const stamp = 'node_modules/.devforge-lock-hash';

export function ensureDependencies() {
  const lock = fs.readFileSync('package-lock.json');
  const hash = createHash('sha256').update(lock).update(fs.readFileSync('package.json')).digest('hex');
  const current = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : '';
  if (current === hash && fs.existsSync('node_modules/.bin/vite')) return;
  console.log('Installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  fs.writeFileSync(stamp, hash);
}
