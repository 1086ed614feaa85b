// Where the project and the web app are, and the import aliases the app's code uses; shared by the
// Vite config and the plugins that run a build or an import of their own (prerender, tool count).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
export const webRoot = path.join(projectRoot, 'web');

export const alias = [
  { find: '@/', replacement: path.join(projectRoot, 'web/src/') },
  { find: '@common/', replacement: path.join(projectRoot, 'common/') },
  // zod without its eval probe (web/src/lib/zod.ts); only the bare specifier, so that module's own
  // `zod/v4` import is the real one.
  { find: /^zod$/, replacement: path.join(projectRoot, 'web/src/lib/zod.ts') },
];
