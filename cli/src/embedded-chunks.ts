import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

// The bundle is one file. What operations import on first use (heavy libraries: `await import()`
// inside `run`) is not parsed at every start: the build (cli/embed-chunks.ts) appends those chunks
// to the file, brotli-compressed, in a trailing comment that the JavaScript parser skips. The first
// run that needs one writes them all to a cache folder named by their hash, once, and imports them
// from there (their imports of the bundle itself point back at this very file).

export const CHUNKS_MARKER = 'DEVFORGE-CHUNKS';
export const ENTRY_PLACEHOLDER = '__DEVFORGE_ENTRY__';
/** The build writes the chunks' hash here: a run finds their folder without reading the file. */
export const HASH_PLACEHOLDER = '__DEVFORGE_CHUNKS_HASH__';
const chunksHash: string = HASH_PLACEHOLDER;

function cacheRoot(): string {
  if (process.env.DEVFORGE_CACHE_DIR) return process.env.DEVFORGE_CACHE_DIR;
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'devforge');
}

let extracted: Promise<string> | null = null;

/** The folder holding this bundle's chunks, written on first use. */
function chunksFolder(): Promise<string> {
  extracted ??= (async () => {
    const self = fileURLToPath(import.meta.url);
    const entryUrl = pathToFileURL(self).href;
    // The chunks import this very file: a copy of the bundle elsewhere gets a folder of its own.
    const name = `chunks-${chunksHash}-${createHash('sha256').update(entryUrl).digest('hex').slice(0, 8)}`;
    const roots = [cacheRoot(), path.join(os.tmpdir(), 'devforge')];
    // Written by an earlier run: found without reading the file (reading and unpacking the
    // payload took about 300 ms, in every run that loaded a part).
    for (const root of roots) {
      const folder = path.join(root, name);
      if (fs.existsSync(path.join(folder, '.complete'))) return folder;
    }
    const text = fs.readFileSync(self, 'latin1');
    const at = text.lastIndexOf(`/*${CHUNKS_MARKER} `);
    if (at === -1) throw new Error('This devforge bundle carries no chunks');
    const [hash, payload] = text.slice(at + CHUNKS_MARKER.length + 3, text.lastIndexOf('*/')).split(' ');
    if (hash !== chunksHash || createHash('sha256').update(payload!).digest('hex').slice(0, 16) !== hash)
      throw new Error('This devforge bundle is damaged (its chunks do not match their hash)');
    const sources = JSON.parse(zlib.brotliDecompressSync(Buffer.from(payload!, 'base64')).toString('utf8')) as Record<
      string,
      string
    >;
    for (const root of roots) {
      const folder = path.join(root, name);
      try {
        fs.mkdirSync(root, { recursive: true });
        // Written aside and renamed: two runs starting at once never see half a folder.
        const temp = fs.mkdtempSync(path.join(root, '.chunks-'));
        for (const [name, code] of Object.entries(sources))
          fs.writeFileSync(path.join(temp, name), code.replaceAll(ENTRY_PLACEHOLDER, entryUrl));
        fs.writeFileSync(path.join(temp, '.complete'), '');
        try {
          fs.renameSync(temp, folder);
        } catch {
          fs.rmSync(temp, { recursive: true, force: true });
          if (!fs.existsSync(path.join(folder, '.complete'))) throw new Error(`could not write ${folder}`);
        }
        return folder;
      } catch {
        // Not writable: try the next place.
      }
    }
    throw new Error(`devforge could not write its libraries to ${cacheRoot()} (set DEVFORGE_CACHE_DIR to a writable folder)`);
  })();
  return extracted;
}

/** What the build puts in place of `import('./chunks/<name>')`. */
export async function importEmbeddedChunk(name: string): Promise<unknown> {
  const folder = await chunksFolder();
  return import(pathToFileURL(path.join(folder, name)).href);
}
