// HTTP Basic authentication credentials (RFC 7617): "Basic " + Base64(user-id ":" password), in UTF-8.
import { base64ToBytes, bytesToBase64, utf8Bytes } from '../../engines/crypto/encoding';

// RFC 7617 §2: the user-id cannot contain a colon, and neither part may contain control characters.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

export type BasicAuthFormat = 'header' | 'value' | 'token';

export function encodeBasicAuth({
  username,
  password,
  format = 'header',
}: {
  username: string;
  password: string;
  format?: BasicAuthFormat;
}): string {
  if (username.includes(':')) throw new Error('A user name cannot contain a colon (RFC 7617): the server would split it there');
  if (CONTROL.test(username))
    throw new Error('The user name contains a control character (a line break or tab), which a header cannot carry');
  if (CONTROL.test(password))
    throw new Error('The password contains a control character (a line break or tab), which a header cannot carry');
  const token = bytesToBase64(utf8Bytes(`${username}:${password}`));
  if (format === 'token') return token;
  return format === 'value' ? `Basic ${token}` : `Authorization: Basic ${token}`;
}

export type BasicCredentials = { username: string; password: string };

/** Reads "Authorization: Basic …", "Basic …" or the bare Base64 token back into the user name and password. */
export function decodeBasicAuth({ header }: { header: string }): BasicCredentials {
  let text = header.trim();
  if (text === '') throw new Error('Paste an Authorization header, "Basic …" or its Base64 token');
  text = text.replace(/^(?:proxy-)?authorization\s*:\s*/i, '');
  const scheme = /^(\S+)\s+(\S+)$/.exec(text);
  if (scheme) {
    if (scheme[1]!.toLowerCase() !== 'basic') throw new Error(`This is a "${scheme[1]}" credential, not Basic authentication`);
    text = scheme[2]!;
  }
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(text);
  } catch {
    throw new Error('The credentials are not valid Base64');
  }
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Error('The credentials are not UTF-8 text (RFC 7617 asks for UTF-8; an old client may have used Latin-1)');
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new Error('The decoded credentials have no colon: Basic authentication is "user:password"');
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
