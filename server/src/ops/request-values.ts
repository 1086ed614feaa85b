import { tag, type Value } from '../../../web/src/operations/kinds';
import type { AnyOperation } from '../../../web/src/operations/operation';
import { HttpError } from '../http/errors';

// What an API call's body becomes for the operation: a tagged value (the operation's own kind is
// reached by the one converter in kinds.ts, as everywhere else).

const BASE64 = /^[A-Za-z0-9+/\-_]*={0,2}$/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The JSON body's `input` (with its `inputEncoding`) as a value. */
export function valueFromJson(operation: AnyOperation, input: unknown, encoding: 'utf8' | 'base64'): Value {
  if (operation.input === 'none') return tag('none', undefined);
  if (input === undefined) throw new HttpError(400, 'invalid_input', `${operation.id} needs an input: send it as "input"`);
  if (encoding === 'base64') {
    if (typeof input !== 'string')
      throw new HttpError(400, 'invalid_input', 'With inputEncoding "base64", input must be a string of Base64');
    const compact = input.replace(/\s+/g, '');
    if (!BASE64.test(compact) || compact.length % 4 === 1) throw new HttpError(400, 'invalid_input', 'input is not valid Base64');
    const bytes = Buffer.from(compact, compact.includes('-') || compact.includes('_') ? 'base64url' : 'base64');
    return tag('bytes', new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
  return typeof input === 'string' ? tag('text', input) : tag('json', input);
}

/** A raw body: application/octet-stream is bytes, text/plain is UTF-8 text. */
export function valueFromRaw(operation: AnyOperation, body: Buffer, contentType: string | undefined): Value {
  if (operation.input === 'none') return tag('none', undefined);
  const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  if (!contentType?.toLowerCase().startsWith('text/plain')) return tag('bytes', bytes);
  try {
    return tag('text', strictUtf8.decode(bytes));
  } catch {
    throw new HttpError(400, 'invalid_input', 'The text/plain body is not valid UTF-8; send bytes as application/octet-stream');
  }
}
