import path from 'node:path';
import type { Plugin } from 'vite';
import { projectRoot } from '../paths';

// Node built-ins that the code-quality engines' libraries import (the TypeScript ESLint parser and the
// TypeScript compiler, the stylistic ESLint rules, jscpd's tokenizer): in worker bundles, and for those
// packages only, they resolve to the small stubs in web/src/engines/code/node-shims/.
export function codeEngineNodeShims(): Plugin {
  const dir = path.join(projectRoot, 'web/src/engines/code/node-shims/');
  const shims: Record<string, string> = {
    path: 'path.ts',
    fs: 'fs.ts',
    os: 'os.ts',
    util: 'util.ts',
    process: 'process.ts',
    module: 'module.ts',
  };
  const packages = /[\\/]node_modules[\\/](?:@typescript-eslint|@stylistic|typescript|tinyglobby|fdir|@jscpd)[\\/]/;
  return {
    name: 'devforge-code-engine-node-shims',
    enforce: 'pre',
    resolveId(id, importer) {
      const file = shims[id.replace(/^node:/, '').replace(/\/$/, '')];
      return file && importer && packages.test(importer) ? path.join(dir, file) : null;
    },
  };
}
