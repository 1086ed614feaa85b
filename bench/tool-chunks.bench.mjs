// What opening a tool costs on top of the first load, and proof that tools stay out of it.
// A tool's screen is the lazy module its meta.ts loads; its cost is the screen's chunk plus the
// chunks it statically imports that the entry does not already have.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSize } from './lib/build.mjs';
import { check, info, kB } from './lib/rows.mjs';

export const title = 'Tool chunks (gzip) and tool code in the first load';
export const order = 20;

/** Tool ids: the folders of web/src/tools that have a meta.ts (catalogue/ and detect/ are not tools). */
function toolIds(toolsDir) {
  return fs
    .readdirSync(toolsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(toolsDir, d.name, 'meta.ts')))
    .map((d) => d.name);
}

/**
 * The screen modules of each tool: lazy chunks under src/tools/<id>/ loaded from outside that
 * folder (by meta.ts's load()). Lazy chunks a screen loads itself are not screens.
 */
function toolScreens(manifest, ids) {
  const toolOf = (src) => {
    const match = /^src\/tools\/([^/]+)\//.exec(src ?? '');
    return match && ids.has(match[1]) ? match[1] : undefined;
  };
  const lazy = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry && toolOf(chunk.src));
  const screens = lazy.filter(([key, chunk]) =>
    Object.values(manifest).some((importer) => importer.dynamicImports?.includes(key) && toolOf(importer.src) !== toolOf(chunk.src)),
  );
  return (screens.length > 0 ? screens : lazy).map(([key, chunk]) => ({ key, tool: toolOf(chunk.src), src: chunk.src }));
}

/**
 * Modules of the entry's static graph that belong to a tool (anything there but its meta.ts),
 * and the chunks that could not be looked into for want of a source map.
 */
function toolModulesInEntry(build, toolsDir, ids) {
  const found = new Set();
  const unmapped = [];
  for (const key of build.staticClosure([build.entryKey])) {
    if (!build.manifest[key].file.endsWith('.js')) continue;
    const modules = build.chunkModules(key);
    if (!modules) {
      // The entry always has source modules: no map there means the check cannot be made at all.
      if (key === build.entryKey) throw new Error(`no source map for ${build.manifest[key].file}: build with --sourcemap`);
      unmapped.push(path.basename(build.manifest[key].file));
      continue;
    }
    for (const module of modules) {
      const parts = path.relative(toolsDir, module).split(path.sep);
      if (parts[0] === '..' || parts.length < 2 || !ids.has(parts[0])) continue;
      if (parts.length === 2 && parts[1] === 'meta.ts') continue;
      found.add(path.relative(build.webRoot, module));
    }
  }
  return { modules: [...found].sort(), unmapped };
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const { build } = ctx;
  const toolsDir = path.join(build.webRoot, 'src', 'tools');
  const ids = new Set(toolIds(toolsDir));
  const entryChunks = build.staticClosure([build.entryKey]);

  const screens = toolScreens(build.manifest, ids).map((screen) => {
    const chunks = [...build.staticClosure([screen.key])].filter((key) => !entryChunks.has(key));
    const files = chunks.map((key) => ({ file: build.manifest[key].file, gzip: gzipSize(build.fileOf(key)) }));
    return { ...screen, gzip: files.reduce((total, f) => total + f.gzip, 0), files };
  });
  screens.sort((a, b) => b.gzip - a.gzip);
  const largest = screens[0];
  const builtTools = new Set(screens.map((s) => s.tool)).size;

  const { modules: inEntry, unmapped } = toolModulesInEntry(build, toolsDir, ids);
  const checked = `${entryChunks.size} entry chunk(s) checked${unmapped.length > 0 ? ` (no source map: ${unmapped.join(', ')})` : ''}`;
  return [
    largest
      ? info({
          what: `Largest tool chunk (gzip): ${largest.tool}`,
          value: kB(largest.gzip),
          unit: 'kB',
          note: `${largest.src} + ${largest.files.length - 1} chunk(s) not in the entry; ${builtTools} of ${ids.size} tools have a screen`,
          details: { screens: screens.map(({ tool, src, gzip, files }) => ({ tool, src, gzip, files })) },
        })
      : info({ what: 'Largest tool chunk (gzip)', value: null, unit: 'kB', note: `no tool screen in the build yet (0 of ${ids.size} tools reachable)` }),
    check({
      what: 'No tool code in the first load of /',
      ok: inEntry.length === 0,
      value: inEntry.length === 0 ? 'none' : `${inEntry.length} module${inEntry.length === 1 ? '' : 's'}`,
      goal: 'none (meta.ts only)',
      note: inEntry.length === 0 ? checked : inEntry.slice(0, 5).join(', '),
      details: { toolModulesInEntry: inEntry, chunksWithoutSourceMap: unmapped },
    }),
  ];
}
