// Percent-encoding (RFC 3986 §2.1) with the two JavaScript flavours: a component (query value,
// path segment) escapes every reserved character; a full URL keeps its structure (: / ? # & =).

export type UrlScope = 'component' | 'full';

export const ENCODE_ERROR = 'Error encoding URL';
export const DECODE_ERROR = 'Error decoding URL - input may not be properly encoded';

/**
 * Encodes text as UTF-8 percent-escapes. `formEncoding` writes spaces as "+" as HTML forms do
 * (application/x-www-form-urlencoded), so a literal "+" becomes %2B.
 */
export function encodeUrl({
  input,
  scope = 'component',
  formEncoding = false,
}: {
  input: string;
  scope?: UrlScope;
  formEncoding?: boolean;
}): string {
  let encoded: string;
  try {
    // encodeURI predates RFC 3986 and escapes "[" and "]", which RFC 3986 reserves for IPv6 hosts.
    encoded = scope === 'component' ? encodeURIComponent(input) : encodeURI(input).replace(/%5B/g, '[').replace(/%5D/g, ']');
  } catch (err) {
    // Only a lone UTF-16 surrogate cannot be encoded (it has no UTF-8 form).
    throw new Error(ENCODE_ERROR, { cause: err });
  }
  if (!formEncoding) return encoded;
  return (scope === 'full' ? encoded.replace(/\+/g, '%2B') : encoded).replace(/%20/g, '+');
}

/** Decodes percent-escapes; with `formEncoding` a "+" is a space. Malformed escapes throw. */
export function decodeUrl({
  input,
  scope = 'component',
  formEncoding = false,
}: {
  input: string;
  scope?: UrlScope;
  formEncoding?: boolean;
}): string {
  const text = formEncoding ? input.replace(/\+/g, ' ') : input;
  try {
    return scope === 'component' ? decodeURIComponent(text) : decodeURI(text);
  } catch (err) {
    throw new Error(DECODE_ERROR, { cause: err });
  }
}

/** True when text carries percent-escapes that decode to something else (smart paste starts in decode mode). */
export function looksUrlEncoded({ text }: { text: string }): boolean {
  if (!/%[0-9A-Fa-f]{2}/.test(text)) return false;
  try {
    return decodeURIComponent(text) !== text;
  } catch {
    return false;
  }
}
