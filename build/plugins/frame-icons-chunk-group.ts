import path from 'node:path';
import type { Rolldown } from 'vite';
import { webRoot } from '../paths';

/**
 * One chunk for lucide's icon machinery and the icons of what every page loads right after its
 * first render (the footer and its feedback form, the update prompt) and of the home page's lower
 * sections. Left to itself, the bundler gives each icon that some tool also draws a chunk of its
 * own: about 20 requests after hydration on the home page, and Vite's preload helper adds a
 * <link rel="modulepreload"> for each, about 1 ms of main thread apiece on a phone, inside the
 * tasks that hydrate the page. Only icons: a page that draws any lucide icon loads this chunk (a
 * few kB), but grouping the app's own shared modules too made every page wait for the footer's code.
 */
export function frameIconsChunkGroup(): Rolldown.CodeSplittingGroup {
  const src = (file: string) => path.join(webRoot, 'src', file);
  const parts = ['app/Footer.tsx', 'app/update/service-worker.tsx', 'pages/home/HomeSections.tsx'].map(src);
  const lucide = /[\\/]node_modules[\\/]lucide-react[\\/]/;
  const lucideIndex = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
  let members: Set<string> | undefined;
  let iconFiles: Map<string, string> | undefined;

  /** The icon modules that `code` imports by name from lucide's index (at `indexId`). */
  function importedIcons(code: string, indexId: string, ctx: Rolldown.ChunkingContext): string[] {
    if (!iconFiles) {
      // The index reads `export { default as X, default as XIcon, … } from './icons/x.mjs';`.
      iconFiles = new Map();
      const index = ctx.getModuleInfo(indexId)?.code ?? '';
      for (const m of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*["'](\.\/icons\/[^"']+)["']/g))
        for (const name of m[1].matchAll(/default as (\w+)/g)) iconFiles.set(name[1], path.join(path.dirname(indexId), m[2]));
    }
    const names = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].flatMap((m) =>
      m[1].split(',').map((name) => name.trim().split(/\s+as\s+/)[0]),
    );
    return names.flatMap((name) => iconFiles?.get(name) ?? []);
  }

  // The modules `roots` import statically, all the way down. Through lucide's index (which imports
  // every icon), only to the icons the importing module names.
  function closure(roots: string[], ctx: Rolldown.ChunkingContext): Set<string> {
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id)) return;
      const info = ctx.getModuleInfo(id);
      if (!info) return;
      found.add(id);
      for (const next of info.importedIds) {
        if (!lucideIndex.test(next)) visit(next);
        else for (const icon of importedIcons(info.code ?? '', next, ctx)) visit(icon);
      }
    };
    roots.forEach(visit);
    return found;
  }

  return {
    debugName: 'frame-icons',
    // The members are lucide's modules the frame reaches, with everything they import: the bundler
    // must not also pull in their dependencies, which would move the entry's own modules (React) here.
    includeDependenciesRecursively: false,
    name(id, ctx) {
      if (!members) {
        const initial = closure([src('main.tsx')], ctx);
        members = new Set([...closure(parts, ctx)].filter((module) => lucide.test(module) && !initial.has(module)));
      }
      return members.has(id) ? 'icons' : null;
    },
  };
}
