import fs from 'node:fs/promises';
import { main, type CliIo } from './cli';
import { importEmbeddedChunk } from './embedded-chunks';

// The bundle's entry (dist/cli/devforge.mjs): main() on the real process. The exit code is set,
// not forced with process.exit(), so that piped output is written out in full first.

const io: CliIo = {
  stdin: {
    isTTY: Boolean(process.stdin.isTTY),
    async read() {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      const all = Buffer.concat(chunks);
      return new Uint8Array(all.buffer, all.byteOffset, all.byteLength);
    },
  },
  readFile: async (path) => new Uint8Array(await fs.readFile(path)),
  stdout: {
    isTTY: Boolean(process.stdout.isTTY),
    write: (data) => new Promise<void>((resolve, reject) => process.stdout.write(data, (err) => (err ? reject(err) : resolve()))),
  },
  stderr: (text) => process.stderr.write(text),
};

// The build turns the bundle's dynamic imports into calls of this (embed-chunks.ts).
(globalThis as { __devforgeChunk?: typeof importEmbeddedChunk }).__devforgeChunk = importEmbeddedChunk;

// A reader that stops early (`devforge … | head`) is not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw err;
});

// Not a top-level await: a lazily loaded part that imports this module would wait for it forever.
void main(process.argv.slice(2), io).then((code) => {
  process.exitCode = code;
});
