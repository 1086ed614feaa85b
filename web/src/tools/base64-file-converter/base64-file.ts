import { bytesToBase64 } from '../../engines/crypto/encoding';
import { extensionOf, sniffFileType } from './file-types';

// Files ↔ Base64 (RFC 4648 §4) and data URLs (RFC 2397).

export function encodeFile(
  bytes: Uint8Array,
  { dataUrl = false, mime = '', wrap = 0 }: { dataUrl?: boolean; mime?: string; wrap?: number } = {},
): string {
  const base64 = bytesToBase64(bytes);
  if (dataUrl) return `data:${mime || sniffFileType(bytes).mime};base64,${base64}`;
  return wrap > 0 ? (base64.match(new RegExp(`.{1,${wrap}}`, 'g')) ?? ['']).join('\n') : base64;
}

export type DecodedFile = { bytes: Uint8Array; mime: string; extension: string; fromDataUrl: boolean };

/** Base64 (standard or URL-safe, wrapped or not) or a data URL back to bytes, with the file's type. */
export function decodeFile(text: string): DecodedFile {
  const trimmed = text.trim();
  const dataUrl = /^data:([^,]*?),/i.exec(trimmed);
  let mime = '';
  let body = trimmed;
  let base64 = true;
  if (dataUrl) {
    const params = dataUrl[1]!.split(';');
    base64 = params.some((p) => p.toLowerCase() === 'base64');
    mime = params[0]?.toLowerCase() || 'text/plain';
    body = trimmed.slice(dataUrl[0].length);
  }
  let bytes: Uint8Array;
  if (!base64) {
    try {
      bytes = new TextEncoder().encode(decodeURIComponent(body));
    } catch {
      throw new Error('The data URL has a bad percent-escape');
    }
  } else {
    const compact = body.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
    const bad = /[^A-Za-z0-9+/=]/.exec(compact);
    if (bad) throw new Error(`"${bad[0]}" is not a Base64 character (at ${bad.index + 1})`);
    if (/=[^=]/.test(compact) || compact.replace(/=+$/, '').length % 4 === 1)
      throw new Error('This is not valid Base64: its length or padding is wrong');
    const binary = atob(compact.replace(/=+$/, '').padEnd(Math.ceil(compact.replace(/=+$/, '').length / 4) * 4, '='));
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  }
  const type = mime ? { mime, extension: extensionOf(mime) } : sniffFileType(bytes);
  return { bytes, mime: type.mime, extension: type.extension, fromDataUrl: Boolean(dataUrl) };
}
