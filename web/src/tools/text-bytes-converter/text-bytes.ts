// Text ↔ its UTF-8 bytes written as hex, binary, octal or decimal numbers.

export const byteFormats = ['hex', 'binary', 'octal', 'decimal'] as const;
export type ByteFormat = (typeof byteFormats)[number];

const RADIX: Record<ByteFormat, number> = { hex: 16, binary: 2, octal: 8, decimal: 10 };
const WIDTH: Record<ByteFormat, number> = { hex: 2, binary: 8, octal: 3, decimal: 0 };
const PREFIX: Record<ByteFormat, string> = { hex: '0x', binary: '0b', octal: '0o', decimal: '' };

export const separators = { space: ' ', none: '', comma: ', ', newline: '\n' } as const;
export type SeparatorId = keyof typeof separators;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function textToBytes(
  text: string,
  {
    format,
    separator,
    prefix = false,
    uppercase = false,
  }: { format: ByteFormat; separator: SeparatorId; prefix?: boolean; uppercase?: boolean },
): string {
  if (LONE_SURROGATE.test(text)) throw new Error('The text has a lone UTF-16 surrogate, which has no UTF-8 form');
  const bytes = new TextEncoder().encode(text);
  const out: string[] = new Array<string>(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    let digits = bytes[i]!.toString(RADIX[format]).padStart(WIDTH[format], '0');
    if (uppercase) digits = digits.toUpperCase();
    out[i] = (prefix ? PREFIX[format] : '') + digits;
  }
  return out.join(separators[separator]);
}

/** Reads bytes written as numbers (any separators, optional 0x/0b/0o prefixes) and decodes them as UTF-8. */
export function bytesToText(input: string, { format }: { format: ByteFormat }): string {
  const radix = RADIX[format];
  const digit = { 16: '[0-9a-fA-F]', 2: '[01]', 8: '[0-7]', 10: '[0-9]' }[radix]!;
  const compact = input.replace(/\b0[xbo](?=[0-9a-fA-F])/gi, ' ').trim();
  if (compact === '') return '';
  let tokens = compact.split(/[\s,;:|-]+/).filter((t) => t !== '');
  // Runs of hex pairs ("4869", xxd -p's wrapped lines, "48:69") or of whole bytes of bits read two
  // digits (eight bits) at a time; otherwise each token is one byte ("a b c", "1 10 11").
  const run = format === 'hex' ? 2 : format === 'binary' ? 8 : 0;
  if (run > 0 && tokens.every((t) => t.length % run === 0) && tokens.some((t) => t.length > run)) {
    const joined = tokens.join('');
    tokens = joined.match(new RegExp(`.{1,${run}}`, 'g')) ?? [];
  } else if (run > 0 && tokens.length === 1 && tokens[0]!.length > run) {
    throw new Error(
      format === 'hex'
        ? 'An odd number of hex digits: each byte needs two'
        : 'The bits are not a whole number of bytes (8 bits each)',
    );
  }
  const bytes = new Uint8Array(tokens.length);
  tokens.forEach((token, i) => {
    if (!new RegExp(`^${digit}+$`).test(token)) throw new Error(`"${token}" (byte ${i + 1}) is not a ${format} number`);
    const value = parseInt(token, radix);
    if (value > 255) throw new Error(`"${token}" (byte ${i + 1}) is more than 255, so not a byte`);
    bytes[i] = value;
  });
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new Error(`The bytes are not valid UTF-8 text (first bad sequence near byte ${firstInvalidUtf8(bytes) + 1})`);
  }
}

/** Index of the first byte that starts an invalid UTF-8 sequence (RFC 3629 §4). */
function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    const length = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0) return i;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(i, i + length));
    } catch {
      return i;
    }
    i += length;
  }
  return bytes.length - 1;
}
