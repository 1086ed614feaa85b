import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ToolMeta } from '../web/src/tools/types';

// The catalogue as the app sees it, read from every tools/<id>/meta.ts (what registry.ts globs in
// the browser): specs derive their expectations from it, so a tool that lands later is covered
// without editing them.
const toolsDir = path.resolve(import.meta.dirname, '../web/src/tools');

export async function readToolRegistry(): Promise<ToolMeta[]> {
  const ids = fs.readdirSync(toolsDir).filter((id) => fs.existsSync(path.join(toolsDir, id, 'meta.ts')));
  const metas = await Promise.all(
    ids.map(async (id) => ((await import(pathToFileURL(path.join(toolsDir, id, 'meta.ts')).href)) as { meta: ToolMeta }).meta),
  );
  return metas.sort((a, b) => a.id.localeCompare(b.id));
}

/** Tools that are built (the count the pages state). */
export async function workingTools(): Promise<ToolMeta[]> {
  return (await readToolRegistry()).filter((tool) => !tool.comingSoon);
}
