// gzip (RFC 1952), zlib (RFC 1950), raw DEFLATE (RFC 1951) with fflate, and Brotli (RFC 7932) with
// brotli-wasm: this Chromium's CompressionStream has no Brotli, and Node's zlib is not in browsers.
// Decompression is streamed with a cap on the output, so a small "bomb" cannot fill the memory.

import type { RunContext } from '../../operations/operation';
import { throwIfAborted } from '../../operations/run';

export const formats = ['gzip', 'zlib', 'deflate', 'brotli'] as const;
export type Format = (typeof formats)[number];
export const formatLabels: Record<Format, string> = { gzip: 'gzip', zlib: 'zlib', deflate: 'Raw DEFLATE', brotli: 'Brotli' };

/** Decompressed output beyond this is refused: far more than a page can show, small enough to survive. */
export const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;
const CHUNK = 1024 * 1024;

type BrotliModule = typeof import('brotli-wasm');
let brotli: Promise<Awaited<BrotliModule['default']>> | undefined;

/**
 * brotli-wasm: its web build in browsers and workers; in Node its own build (the web one fetches its
 * .wasm by URL). Node is told by process.versions.node, not by a missing window: jsdom has a window.
 */
function loadBrotli() {
  brotli ??= (async () => {
    if (typeof process !== 'undefined' && process.versions?.node) {
      const nodeModule = 'node:module';
      const { createRequire } = (await import(/* @vite-ignore */ nodeModule)) as typeof import('node:module');
      return createRequire(import.meta.url)('brotli-wasm') as Awaited<BrotliModule['default']>;
    }
    return (await import('brotli-wasm')).default;
  })();
  return brotli;
}

export async function compress(
  input: Uint8Array,
  format: Format,
  level: number,
  { signal }: RunContext = {},
): Promise<Uint8Array> {
  throwIfAborted(signal);
  if (format === 'brotli') return (await loadBrotli()).compress(input, { quality: Math.min(11, Math.max(0, level)) });
  const fflate = await import('fflate');
  const lvl = Math.min(9, Math.max(0, level)) as 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  if (format === 'gzip') return fflate.gzipSync(input, { level: lvl, mtime: 0 });
  if (format === 'zlib') return fflate.zlibSync(input, { level: lvl });
  return fflate.deflateSync(input, { level: lvl });
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

const tooLarge = (limit: number) =>
  new Error(
    `The decompressed data is larger than ${Math.round(limit / 1024 / 1024)} MB; stopped (a compression bomb, or a file too large for a browser tab)`,
  );

async function inflateWith(
  format: Exclude<Format, 'brotli'>,
  input: Uint8Array,
  { signal, progress }: RunContext,
  limit: number,
): Promise<Uint8Array> {
  const fflate = await import('fflate');
  const chunks: Uint8Array[] = [];
  let total = 0;
  let failure: Error | null = null;
  const ondata = (chunk: Uint8Array) => {
    total += chunk.length;
    if (total > limit) failure ??= tooLarge(limit);
    else chunks.push(chunk);
  };
  const stream =
    format === 'gzip' ? new fflate.Gunzip(ondata) : format === 'zlib' ? new fflate.Unzlib(ondata) : new fflate.Inflate(ondata);
  try {
    for (let at = 0; at < input.length || at === 0; at += CHUNK) {
      throwIfAborted(signal);
      const end = Math.min(input.length, at + CHUNK);
      stream.push(input.subarray(at, end), end >= input.length);
      if (failure) throw failure;
      progress?.(end / Math.max(1, input.length));
      if (input.length === 0) break;
    }
  } catch (err) {
    if (err === failure) throw err;
    throw new Error(`Not valid ${formatLabels[format]} data: ${(err as Error).message}`, { cause: err });
  }
  const out = concat(chunks, total);
  // fflate does not check the trailers; a cut-off or damaged stream can decode partly without an error.
  const problem = trailerProblem(format, input, out);
  if (problem) throw new Error(`Not valid ${formatLabels[format]} data: ${problem}`);
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length;) {
    // 5552 bytes keep the sums below 2^32 before the modulo (zlib's NMAX).
    for (const end = Math.min(bytes.length, i + 5552); i < end; i++) b += a += bytes[i]!;
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** RFC 1952 §2.3.1 (CRC-32 and size of a single-member gzip) and RFC 1950 §2.2 (Adler-32 of zlib). */
function trailerProblem(format: Exclude<Format, 'brotli'>, input: Uint8Array, output: Uint8Array): string | null {
  const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
  if (format === 'gzip') {
    if (input.length < 18) return 'the data ends too early';
    const crc = view.getUint32(input.length - 8, true);
    const size = view.getUint32(input.length - 4, true);
    if (size !== output.length % 2 ** 32 || crc !== crc32(output))
      return 'the data ends too early or is damaged (checksum mismatch)';
  } else if (format === 'zlib') {
    if (input.length < 6 || view.getUint32(input.length - 4, false) !== adler32(output))
      return 'the data ends too early or is damaged (checksum mismatch)';
  }
  return null;
}

async function unbrotli(input: Uint8Array, { signal, progress }: RunContext, limit: number): Promise<Uint8Array> {
  const module = await loadBrotli();
  const stream = new module.DecompressStream();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let offset = 0;
  try {
    for (;;) {
      throwIfAborted(signal);
      const result = stream.decompress(input.subarray(offset), CHUNK);
      offset += result.input_offset;
      chunks.push(result.buf);
      total += result.buf.length;
      if (total > limit) throw tooLarge(limit);
      progress?.(offset / Math.max(1, input.length));
      if (result.code === module.BrotliStreamResultCode.ResultSuccess) break;
      if (result.code === module.BrotliStreamResultCode.NeedsMoreInput && offset >= input.length)
        throw new Error('the data ends too early');
    }
  } catch (err) {
    if ((err as Error).message.startsWith('The decompressed data is larger')) throw err;
    throw new Error(`Not valid Brotli data: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  } finally {
    stream.free();
  }
  return concat(chunks, total);
}

/** The format a compressed buffer starts like: gzip and zlib have headers; DEFLATE and Brotli have none. */
export function sniffFormat(input: Uint8Array): Format | null {
  if (input[0] === 0x1f && input[1] === 0x8b) return 'gzip';
  if (input.length >= 2 && (input[0]! & 0x0f) === 8 && ((input[0]! << 8) | input[1]!) % 31 === 0) return 'zlib';
  return null;
}

export async function decompress(
  input: Uint8Array,
  format: Format | 'auto',
  context: RunContext = {},
  limit = MAX_OUTPUT_BYTES,
): Promise<{ bytes: Uint8Array; format: Format }> {
  const run = (f: Format) => (f === 'brotli' ? unbrotli(input, context, limit) : inflateWith(f, input, context, limit));
  if (format !== 'auto') return { bytes: await run(format), format };
  const sniffed = sniffFormat(input);
  if (sniffed) return { bytes: await run(sniffed), format: sniffed };
  // No header: raw DEFLATE or Brotli. Try DEFLATE first (it fails fast on Brotli data).
  for (const candidate of ['deflate', 'brotli'] as const) {
    try {
      return { bytes: await run(candidate), format: candidate };
    } catch (err) {
      if ((err as Error).message.startsWith('The decompressed data is larger')) throw err;
    }
  }
  throw new Error('This is not gzip, zlib, raw DEFLATE or Brotli data (or it is damaged)');
}
