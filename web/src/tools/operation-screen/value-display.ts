import { convert, type Value } from '@/operations/kinds';

// How an output shows on screen. The whole value is what Copy, Download and Send to take; the
// screen shows at most the first MAX_SHOWN_CHARS characters, and bytes that are not text as a hex
// dump of at most as many characters. Chromium lays out a text area's whole value in one task when
// it is set (appending in parts lays it all out again each time), in time linear in its length: on
// a slow day of this 2-core machine, idle, 32 KB of formatted JSON took 40–55 ms of layout (66–120
// ms as the recipe builder's longest task, goal 50), 16 KB 17–26 ms and 8 KB 11 ms. 16 KB is still
// about 500 lines to read.

export const MAX_SHOWN_CHARS = 16 * 1024;
/** MAX_SHOWN_CHARS as the screens say it. */
export const SHOWN_LIMIT_LABEL = '16 KB';
/** A hex dump line is 77 characters for 16 bytes: 3 KB of bytes is 192 lines, about 15 KB of text. */
const HEX_SHOWN_BYTES = 3 * 1024;
/** HEX_SHOWN_BYTES as the screens say it. */
export const HEX_SHOWN_LABEL = '3 KB';

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

// A large text output of the worker comes to the page as its UTF-8 bytes, transferred (no copy, no
// pass over 20 MB on the page): it is decoded only when something asks for the text (Copy, Swap,
// Send to), and Download saves the bytes as they are.
const utf8Sources = new WeakMap<object, { bytes: Uint8Array; text: () => string }>();
const utf8 = new TextDecoder();

/** A text (or JSON) value held as UTF-8 bytes, decoded on first read of its text. */
export function valueFromUtf8(bytes: Uint8Array, kind: 'text' | 'json'): Value {
  let text: string | undefined;
  const read = () => (text ??= utf8.decode(bytes));
  let parsed: { value: unknown } | undefined;
  const value: Value =
    kind === 'text'
      ? {
          kind: 'text',
          get value(): string {
            return read();
          },
        }
      : {
          kind: 'json',
          get value(): unknown {
            return (parsed ??= { value: JSON.parse(read()) as unknown }).value;
          },
        };
  utf8Sources.set(value, { bytes, text: read });
  return value;
}

/** The UTF-8 bytes a value was received as (see valueFromUtf8), for saving it without decoding. */
export function utf8BytesOf(value: Value): Uint8Array | undefined {
  return utf8Sources.get(value)?.bytes;
}

/** The full text form of a value (what Copy takes); bytes that are not text have none. */
export function fullText(value: Value): string | null {
  const received = utf8Sources.get(value);
  if (received) return received.text();
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
  return displayText(text);
}

/** What the screen shows of a text: its first MAX_SHOWN_CHARS characters. */
export function displayText(text: string): Display {
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
