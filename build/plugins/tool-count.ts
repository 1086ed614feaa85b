import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { alias, projectRoot } from '../paths';

// The pages of the first load (home, footer) state how many tools work. Counting needs every tool's
// meta.ts; the build reads the registry once in Node and replaces web/src/tools/tool-count.ts by its
// numbers, so the first load carries two integers instead of the catalogue; the same for the home
// page's tools per category (web/src/tools/category-count.ts). Dev and the unit tests run the
// modules as written. The same numbers fill %DEVFORGE_TOOL_COUNT% in index.html.
export function toolCountPlugin(): Plugin {
  const countModule = path.join(projectRoot, 'web/src/tools/tool-count.ts');
  const categoryModule = path.join(projectRoot, 'web/src/tools/category-count.ts');
  type Counts = { workingToolCount: number; freeToolCount: number; categoryToolCounts: Record<string, number> };
  let counts: Promise<Counts> | undefined;
  const importModule = <T>(file: string) =>
    runnerImport<T>(file, {
      configFile: false,
      logLevel: 'error',
      root: path.join(projectRoot, 'web'),
      resolve: { alias },
    }).then(({ module }) => module);
  const read = () =>
    (counts ??= Promise.all([
      importModule<{ workingToolCount: number; freeToolCount: number }>(countModule),
      importModule<{ categoryToolCounts: Record<string, number> }>(categoryModule),
    ]).then(([total, perCategory]) => ({
      workingToolCount: total.workingToolCount,
      freeToolCount: total.freeToolCount,
      categoryToolCounts: perCategory.categoryToolCounts,
    })));
  let building = false;
  return {
    name: 'devforge-tool-count',
    configResolved(config) {
      building = config.command === 'build';
    },
    async load(id) {
      const file = id.split('?')[0];
      if (!building || (file !== countModule && file !== categoryModule)) return null;
      const { workingToolCount, freeToolCount, categoryToolCounts } = await read();
      if (file === categoryModule) return `export const categoryToolCounts = ${JSON.stringify(categoryToolCounts)};\n`;
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
