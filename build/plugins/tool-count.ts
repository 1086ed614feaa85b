import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { alias, projectRoot } from '../paths';

// The pages of the first load (home, footer) state how many tools work. Counting needs every tool's
// meta.ts; the build reads the registry once in Node and replaces web/src/tools/tool-count.ts by its
// numbers, so the first load carries two integers instead of the catalogue. Dev and the unit tests
// run the module as written. The same numbers fill %DEVFORGE_TOOL_COUNT% in index.html.
export function toolCountPlugin(): Plugin {
  const countModule = path.join(projectRoot, 'web/src/tools/tool-count.ts');
  let counts: Promise<{ workingToolCount: number; freeToolCount: number }> | undefined;
  const read = () =>
    (counts ??= runnerImport<{ workingToolCount: number; freeToolCount: number }>(countModule, {
      configFile: false,
      logLevel: 'error',
      root: path.join(projectRoot, 'web'),
      resolve: { alias },
    }).then(({ module }) => ({ workingToolCount: module.workingToolCount, freeToolCount: module.freeToolCount })));
  let building = false;
  return {
    name: 'devforge-tool-count',
    configResolved(config) {
      building = config.command === 'build';
    },
    async load(id) {
      if (!building || id.split('?')[0] !== countModule) return null;
      const { workingToolCount, freeToolCount } = await read();
      return `export const workingToolCount = ${workingToolCount};\nexport const freeToolCount = ${freeToolCount};\n`;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        return html.replaceAll('%DEVFORGE_TOOL_COUNT%', String((await read()).workingToolCount));
      },
    },
  };
}
