// PEM (RFC 7468): a label and Base64 of DER between BEGIN and END lines.
import { base64ToBytes, bytesToBase64 } from './encoding';

export function toPem(label: string, der: Uint8Array): string {
  const body = bytesToBase64(der)
    .replace(/(.{64})/g, '$1\n')
    .replace(/\n$/, '');
  return `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`;
}

export type PemBlock = { label: string; der: Uint8Array<ArrayBuffer>; /** 1-based line of the BEGIN line. */ line: number };

const BEGIN = /-----BEGIN ([A-Z0-9][A-Z0-9 ]*?)-----/g;

/**
 * Every PEM block in the text, in order (a chain, a key and its certificate…), with messages that
 * say what is wrong with one: a missing END line, a mismatched label, a broken body.
 */
export function parsePemBlocks(text: string): PemBlock[] {
  const blocks: PemBlock[] = [];
  BEGIN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = BEGIN.exec(text))) {
    const label = match[1]!;
    const line = text.slice(0, match.index).split('\n').length;
    const bodyStart = match.index + match[0].length;
    const endMarker = `-----END ${label}-----`;
    const end = text.indexOf(endMarker, bodyStart);
    const nextBegin = text.indexOf('-----BEGIN ', bodyStart);
    if (end < 0 || (nextBegin >= 0 && nextBegin < end)) {
      const otherEnd = /-----END ([A-Z0-9 ]+)-----/.exec(text.slice(bodyStart));
      if (otherEnd && (nextBegin < 0 || bodyStart + otherEnd.index < nextBegin)) {
        throw new Error(`The block "${label}" starting on line ${line} ends with "END ${otherEnd[1]}": the labels must match`);
      }
      throw new Error(`The block "${label}" starting on line ${line} has no "${endMarker}" line: it was cut short when copied`);
    }
    // Headers such as "Proc-Type:" (old encrypted keys) sit before a blank line.
    let body = text.slice(bodyStart, end);
    if (/^\s*[A-Za-z-]+:/.test(body)) body = body.slice(body.search(/\n\s*\n/) + 1);
    const compact = body.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact))
      throw new Error(`The block "${label}" starting on line ${line} has characters that are not Base64`);
    if (compact.length % 4 !== 0)
      throw new Error(
        `The block "${label}" starting on line ${line} is damaged: its Base64 length is not a multiple of 4 (a line was lost?)`,
      );
    blocks.push({ label, der: base64ToBytes(compact), line });
    BEGIN.lastIndex = end + endMarker.length;
  }
  return blocks;
}
