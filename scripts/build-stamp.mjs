// Whether the built web app (dist/web) was built from the sources as they are now: a SHA-256 of
// every file the build reads (web/, common/, the build and TypeScript configs, package.json and the
// lockfile), written beside the build. `npm start` skips the two-minute build when it matches.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INPUT_DIRS = ['web', 'common'];
const INPUT_FILES = ['vite.config.ts', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.web.json', 'tsconfig.sw.json', 'package.json', 'package-lock.json'];
// Beside the build, not in it: the server serves dist/web.
const stampOf = (outDir) => `${outDir.replace(/\/+$/, '')}.inputs-sha256`;

function walk(root, dir, hash) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    // Paths relative to the root: the same sources hash the same wherever the clone is.
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(root, file, hash);
    else if (entry.isFile()) hash.update(`${file}\0`).update(fs.readFileSync(path.join(root, file))).update('\0');
  }
}

/** The hash of the build's inputs, plus anything that changes what is built (BASE_PATH). */
export function buildInputsHash(root = '.') {
  const hash = createHash('sha256');
  for (const dir of INPUT_DIRS) walk(root, dir, hash);
  for (const file of INPUT_FILES) {
    const full = path.join(root, file);
    if (fs.existsSync(full)) hash.update(`${file}\0`).update(fs.readFileSync(full)).update('\0');
  }
  hash.update(`BASE_PATH=${process.env.BASE_PATH ?? ''}`);
  return hash.digest('hex');
}

export function isBuildCurrent(outDir, hash) {
  try {
    return fs.readFileSync(stampOf(outDir), 'utf8') === hash && fs.existsSync(path.join(outDir, 'index.html'));
  } catch {
    return false;
  }
}

export function writeBuildStamp(outDir, hash) {
  fs.writeFileSync(stampOf(outDir), hash);
}
