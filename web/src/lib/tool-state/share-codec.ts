// Share links keep a tool's state in the URL fragment, which browsers never send to a server:
//   #s=<format version>.<codec>.<payload>
// codec `b`: base64url of the state's JSON; `z`: base64url of that JSON compressed with deflate-raw
// (the platform's CompressionStream, no library). The shorter one is used. A link is untrusted data:
// its size is checked before anything is inflated, inflating stops at a cap (a 1 KB bomb must not
// become 1 GB), and the JSON is only ever data (no HTML, no eval).

export const SHARE_FORMAT_VERSION = 1;
/** The largest fragment a Share link may carry (characters after `#`). */
export const MAX_FRAGMENT_CHARS = 64 * 1024;
/** The most a compressed payload may inflate to. */
export const MAX_INFLATED_BYTES = 8 * 1024 * 1024;

/** A tool's state as a link carries it. */
export type SharedState = {
  /** The tool's id. */
  t: string;
  /** The tool's state version (its state schema's version; 1 when absent). */
  v?: number;
  /** The state's fields: only those that differ from the tool's defaults. */
  s: Record<string, unknown>;
};

export class ShareLinkError extends Error {
  override name = 'ShareLinkError';
}

const FRAGMENT = /^s=(\d+)\.([bz])\.([A-Za-z0-9_-]*)$/;

export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlToBytes(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function pipeThrough(bytes: Uint8Array, transform: CompressionStream | DecompressionStream, limit = Infinity): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(transform);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new ShareLinkError('This link is damaged: its content would be larger than any state DevForge shares');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  return pipeThrough(bytes, new CompressionStream('deflate-raw'));
}

export function inflateRaw(bytes: Uint8Array, limit = MAX_INFLATED_BYTES): Promise<Uint8Array> {
  return pipeThrough(bytes, new DecompressionStream('deflate-raw'), limit);
}

/** The fragment (without `#`) for a state: `s=1.b.…` or `s=1.z.…`, whichever is shorter. */
export async function encodeShareFragment(state: SharedState): Promise<{ fragment: string; codec: 'b' | 'z' }> {
  const json = new TextEncoder().encode(JSON.stringify(state));
  const plain = bytesToBase64Url(json);
  const packed = bytesToBase64Url(await deflateRaw(json));
  const codec = packed.length < plain.length ? 'z' : 'b';
  return { fragment: `s=${SHARE_FORMAT_VERSION}.${codec}.${codec === 'z' ? packed : plain}`, codec };
}

/** Whether a URL fragment (with or without `#`) is a share fragment at all (so other #anchors are left alone). */
export function isShareFragment(hash: string): boolean {
  return hash.replace(/^#/, '').startsWith('s=');
}

/** The state in a share fragment. Throws ShareLinkError with a message for the user on anything malformed. */
export async function decodeShareFragment(hash: string): Promise<SharedState> {
  const fragment = hash.replace(/^#/, '');
  if (fragment.length > MAX_FRAGMENT_CHARS) throw new ShareLinkError('This link is too long to be a DevForge share link');
  const match = FRAGMENT.exec(fragment);
  if (!match) throw new ShareLinkError('This link is damaged: its state could not be read');
  const [, version, codec, payload] = match;
  if (Number(version) !== SHARE_FORMAT_VERSION) throw new ShareLinkError('This link comes from a different version of DevForge and cannot be opened here');
  let bytes: Uint8Array;
  try {
    bytes = base64UrlToBytes(payload!);
  } catch {
    throw new ShareLinkError('This link is damaged: its state could not be read');
  }
  if (codec === 'z') {
    try {
      bytes = await inflateRaw(bytes);
    } catch (err) {
      if (err instanceof ShareLinkError) throw err;
      throw new ShareLinkError('This link is damaged: its state could not be unpacked');
    }
  }
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ShareLinkError('This link is damaged: its state could not be read');
  }
  return checkSharedState(value);
}

/** A parsed value that claims to be a SharedState, checked field by field. */
export function checkSharedState(value: unknown): SharedState {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ShareLinkError('This link is damaged: its state could not be read');
  const { t, v, s } = value as Record<string, unknown>;
  if (typeof t !== 'string' || !/^[a-z][a-z0-9-]{0,63}$/.test(t)) throw new ShareLinkError('This link does not say which tool it is for');
  if (v !== undefined && (!Number.isInteger(v) || (v as number) < 1)) throw new ShareLinkError('This link is damaged: its state has an unknown version');
  if (typeof s !== 'object' || s === null || Array.isArray(s)) throw new ShareLinkError('This link is damaged: its state could not be read');
  return { t, v: v as number | undefined, s: s as Record<string, unknown> };
}
