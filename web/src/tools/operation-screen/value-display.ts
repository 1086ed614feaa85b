import { convert, type Value } from '@/operations/kinds';

// How an output shows on screen. The whole value is what Copy, Download and Send to take; the
// screen shows at most the first MAX_SHOWN_CHARS characters, and bytes that are not text as a hex
// dump. Chromium lays out a text area's whole value in one task when it is set: 1 MB of YAML
// (50,000 lines) was a 260 ms task on a quiet machine and over a second on a busy one; 128 KB is a
// few thousand lines to read, and a fraction of that.

export const MAX_SHOWN_CHARS = 128 * 1024;
/** MAX_SHOWN_CHARS as the screens say it. */
export const SHOWN_LIMIT_LABEL = '128 KB';
const HEX_SHOWN_BYTES = 64 * 1024;

export type Display = { text: string; truncated: boolean; binary: boolean; totalChars: number };

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Bytes as text when they are UTF-8 without control characters other than whitespace; else null. */
export function bytesAsText(bytes: Uint8Array): string | null {
  try {
    const text = strictUtf8.decode(bytes);
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u0008\u000e-\u001f\u007f]/.test(text) ? null : text;
  } catch {
    return null;
  }
}

/** A classic hex dump: offset, 16 bytes in hex, and their printable ASCII. */
export function hexDump(bytes: Uint8Array, limit = HEX_SHOWN_BYTES): string {
  const lines: string[] = [];
  const end = Math.min(bytes.length, limit);
  for (let offset = 0; offset < end; offset += 16) {
    const row = bytes.subarray(offset, Math.min(offset + 16, end));
    const hex = Array.from(row, (b) => b.toString(16).padStart(2, '0')).join(' ');
    const ascii = Array.from(row, (b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.')).join('');
    lines.push(`${offset.toString(16).padStart(8, '0')}  ${hex.padEnd(47)}  ${ascii}`);
  }
  return lines.join('\n');
}

/** The full text form of a value (what Copy takes); bytes that are not text have none. */
export function fullText(value: Value): string | null {
  switch (value.kind) {
    case 'text':
      return value.value;
    case 'json':
      return convert(value, 'text');
    case 'bytes':
      return bytesAsText(value.value);
    case 'none':
      return '';
  }
}

export function display(value: Value): Display {
  const text = fullText(value);
  if (text === null) {
    const bytes = (value as { value: Uint8Array }).value;
    return { text: hexDump(bytes), truncated: bytes.length > HEX_SHOWN_BYTES, binary: true, totalChars: bytes.length };
  }
  return {
    text: text.length > MAX_SHOWN_CHARS ? text.slice(0, MAX_SHOWN_CHARS) : text,
    truncated: text.length > MAX_SHOWN_CHARS,
    binary: false,
    totalChars: text.length,
  };
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(n < 10 * 1024 ? 1 : 0)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
