import { createHash } from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { CHUNKS_MARKER, ENTRY_PLACEHOLDER, HASH_PLACEHOLDER } from './src/embedded-chunks.ts';

/**
 * Makes the build ONE file: the chunks that dynamic imports load (chunkFileNames
 * `chunks/[name]-[hash].mjs`) go into a brotli-compressed trailing comment of the entry, and each
 * `import('./chunks/x.mjs')` of the entry becomes `globalThis.__devforgeChunk('x.mjs')`, which
 * cli/src/embedded-chunks.ts answers. A chunk's imports of the entry are marked for that module to
 * point at the running file.
 */
export function embedChunks({ entryFileName }: { entryFileName: string }): Plugin {
  return {
    name: 'devforge-embed-chunks',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const entry = bundle[entryFileName];
      if (!entry || entry.type !== 'chunk') throw new Error(`embed-chunks: no entry ${entryFileName}`);
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk' && file !== entry);
      if (chunks.length === 0) return;
      const sources: Record<string, string> = {};
      const entryImport = new RegExp(`(["'])(?:\\.\\.?/)+${entryFileName.replace('.', '\\.')}\\1`, 'g');
      for (const chunk of chunks) {
        if (chunk.type !== 'chunk' || path.dirname(chunk.fileName) !== 'chunks')
          throw new Error(`embed-chunks: unexpected file ${chunk.fileName}`);
        sources[path.basename(chunk.fileName)] = chunk.code.replace(entryImport, `"${ENTRY_PLACEHOLDER}"`);
        delete bundle[chunk.fileName];
      }
      let rewritten = 0;
      entry.code = entry.code.replace(/import\((["'`])\.\/chunks\/([^"'`]+)\1\)/g, (_match, quote: string, name: string) => {
        rewritten++;
        return `globalThis.__devforgeChunk(${quote}${name}${quote})`;
      });
      if (rewritten === 0 || entry.code.includes('./chunks/'))
        throw new Error('embed-chunks: the entry loads chunks in a way this build does not rewrite');
      const payload = zlib
        .brotliCompressSync(Buffer.from(JSON.stringify(sources)), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
        .toString('base64');
      const hash = createHash('sha256').update(payload).digest('hex').slice(0, 16);
      // The placeholder is the value of a string constant (cli/src/embedded-chunks.ts).
      if (!entry.code.includes(HASH_PLACEHOLDER)) throw new Error('embed-chunks: the entry has no place for the chunks hash');
      const withHash = entry.code.replaceAll(HASH_PLACEHOLDER, hash);
      entry.code = `${withHash}\n/*${CHUNKS_MARKER} ${hash} ${payload}*/\n`;
    },
  };
}
