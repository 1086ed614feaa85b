// A file's type from its first bytes ("magic numbers"), for data URLs, previews and downloads.

export type FileType = { mime: string; extension: string };

const SIGNATURES: { bytes: (number | null)[]; offset?: number; type: FileType }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: { mime: 'image/png', extension: 'png' } },
  { bytes: [0xff, 0xd8, 0xff], type: { mime: 'image/jpeg', extension: 'jpg' } },
  { bytes: [0x47, 0x49, 0x46, 0x38], type: { mime: 'image/gif', extension: 'gif' } },
  {
    bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
    type: { mime: 'image/webp', extension: 'webp' },
  },
  {
    bytes: [0x00, 0x00, 0x00, null, 0x66, 0x74, 0x79, 0x70, 0x61, 0x76, 0x69, 0x66],
    type: { mime: 'image/avif', extension: 'avif' },
  },
  { bytes: [0x42, 0x4d], type: { mime: 'image/bmp', extension: 'bmp' } },
  { bytes: [0x00, 0x00, 0x01, 0x00], type: { mime: 'image/x-icon', extension: 'ico' } },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], type: { mime: 'application/pdf', extension: 'pdf' } },
  { bytes: [0x50, 0x4b, 0x03, 0x04], type: { mime: 'application/zip', extension: 'zip' } },
  { bytes: [0x1f, 0x8b], type: { mime: 'application/gzip', extension: 'gz' } },
  {
    bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x41, 0x56, 0x45],
    type: { mime: 'audio/wav', extension: 'wav' },
  },
  { bytes: [0x49, 0x44, 0x33], type: { mime: 'audio/mpeg', extension: 'mp3' } },
  { bytes: [0x4f, 0x67, 0x67, 0x53], type: { mime: 'audio/ogg', extension: 'ogg' } },
  { bytes: [0x00, 0x00, 0x00, null, 0x66, 0x74, 0x79, 0x70], type: { mime: 'video/mp4', extension: 'mp4' } },
  { bytes: [0x1a, 0x45, 0xdf, 0xa3], type: { mime: 'video/webm', extension: 'webm' } },
  { bytes: [0x77, 0x4f, 0x46, 0x32], type: { mime: 'font/woff2', extension: 'woff2' } },
  { bytes: [0x77, 0x4f, 0x46, 0x46], type: { mime: 'font/woff', extension: 'woff' } },
  { bytes: [0x00, 0x61, 0x73, 0x6d], type: { mime: 'application/wasm', extension: 'wasm' } },
];

export const OCTET_STREAM: FileType = { mime: 'application/octet-stream', extension: 'bin' };

export function sniffFileType(bytes: Uint8Array): FileType {
  for (const { bytes: signature, type } of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((b, i) => b === null || bytes[i] === b)) return type;
  }
  // Text formats: look at the start as text.
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return { mime: 'image/svg+xml', extension: 'svg' };
  if (/^<!doctype html|^<html[\s>]/i.test(head)) return { mime: 'text/html', extension: 'html' };
  if (/^[{[]/.test(head) && !head.includes('\uFFFD')) return { mime: 'application/json', extension: 'json' };
  // eslint-disable-next-line no-control-regex -- binary data has control characters; text does not
  if (bytes.length > 0 && !head.includes('\uFFFD') && !/[\u0000-\u0008\u000e-\u001f]/.test(head))
    return { mime: 'text/plain', extension: 'txt' };
  return OCTET_STREAM;
}

const EXTENSIONS: Record<string, string> = Object.fromEntries(SIGNATURES.map((s) => [s.type.mime, s.type.extension]));

export function extensionOf(mime: string): string {
  return (
    EXTENSIONS[mime] ??
    {
      'image/svg+xml': 'svg',
      'text/html': 'html',
      'application/json': 'json',
      'text/plain': 'txt',
      'text/css': 'css',
      'text/javascript': 'js',
      'text/csv': 'csv',
    }[mime] ??
    'bin'
  );
}

export const isImage = (mime: string) => /^image\/(?:png|jpeg|gif|webp|avif|bmp|x-icon|svg\+xml)$/.test(mime);
