import fs from 'node:fs';
import path from 'node:path';
import { minify, type Plugin } from 'vite';

// web/public/boot.js is written to be read (commented ES5) and copied as it is; every page runs it
// before its first paint, so the build minifies the copy (in place, before the service worker's
// precache list and the compressed copies are made from it): 1.5 kB gzip as written, 0.9 minified.
export function minifyBootScript(): Plugin {
  return {
    name: 'devforge-minify-boot-script',
    apply: 'build',
    async writeBundle({ dir }) {
      const file = path.join(dir ?? '', 'boot.js');
      if (!fs.existsSync(file)) return;
      const { code, errors } = await minify('boot.js', fs.readFileSync(file, 'utf8'), {
        compress: { target: 'es2015' },
        mangle: true,
      });
      if (errors.length > 0) throw new Error(`boot.js: ${errors.map((e) => e.message).join('; ')}`);
      fs.writeFileSync(file, code);
    },
  };
}
