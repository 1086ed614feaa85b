/** Line count and UTF-8 size of a text, as the output box's hint shows them. */
export type TextStats = { lines: number; bytes: number };

const NON_ASCII_RUN = /[\u0080-\uffff]+/g;

/**
 * UTF-8 length without encoding (TextEncoder allocates the whole result: hundreds of ms for 30 MB).
 * A regex skips the ASCII stretches natively; only non-ASCII characters are looked at one by one.
 */
export function utf8Length(text: string): number {
  let bytes = text.length;
  NON_ASCII_RUN.lastIndex = 0;
  for (let match = NON_ASCII_RUN.exec(text); match; match = NON_ASCII_RUN.exec(text)) {
    const run = match[0];
    for (let i = 0; i < run.length; i++) {
      const c = run.charCodeAt(i);
      if (c < 0x800) bytes += 1;
      else if (c >= 0xd800 && c <= 0xdbff && (run.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        // A surrogate pair: two UTF-16 units, four bytes.
        bytes += 2;
        i++;
      } else bytes += 2; // three bytes, lone surrogates too (encoded as U+FFFD)
    }
  }
  return bytes;
}

export function countLines(text: string): number {
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}

export function textStats(text: string): TextStats {
  return { lines: countLines(text), bytes: utf8Length(text) };
}
