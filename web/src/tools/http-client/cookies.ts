// Set-Cookie headers read the way a browser reads them (RFC 6265 §5.2, with RFC 6265bis's
// nameless cookies): name, value, domain, path, expiry and flags, for the Cookies tab. Browsers
// hide Set-Cookie from pages, so these come from responses that went through the relay.

export type SameSite = 'Strict' | 'Lax' | 'None';

export type ParsedCookie = {
  name: string;
  value: string;
  /** Lower case, without a leading dot; absent: only the host that set it. */
  domain?: string;
  path?: string;
  /** When it expires (Max-Age wins over Expires); absent: at the end of the session. */
  expires?: Date;
  /** Max-Age in seconds, when given (0 or less: deleted at once). */
  maxAge?: number;
  secure: boolean;
  httpOnly: boolean;
  sameSite?: SameSite;
  partitioned: boolean;
};

function parseMaxAge(value: string): number | undefined {
  return /^-?\d+$/.test(value) ? Number(value) : undefined;
}

function parseExpires(value: string): Date | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time);
}

/**
 * One Set-Cookie header value. `receivedAt` is when the response arrived (Max-Age counts from it).
 * Returns null for a header a browser would ignore (no name and no value).
 */
export function parseSetCookie({ header, receivedAt = new Date() }: { header: string; receivedAt?: Date }): ParsedCookie | null {
  const [pair = '', ...attributes] = header.split(';');
  const eq = pair.indexOf('=');
  const name = (eq === -1 ? '' : pair.slice(0, eq)).trim();
  const value = (eq === -1 ? pair : pair.slice(eq + 1)).trim();
  if (name === '' && value === '') return null;
  const cookie: ParsedCookie = { name, value, secure: false, httpOnly: false, partitioned: false };
  let expiresAttribute: Date | undefined;
  for (const attribute of attributes) {
    const at = attribute.indexOf('=');
    const key = (at === -1 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
    const attributeValue = at === -1 ? '' : attribute.slice(at + 1).trim();
    switch (key) {
      case 'expires':
        expiresAttribute = parseExpires(attributeValue) ?? expiresAttribute;
        break;
      case 'max-age': {
        const seconds = parseMaxAge(attributeValue);
        if (seconds !== undefined) cookie.maxAge = seconds;
        break;
      }
      case 'domain':
        if (attributeValue !== '') cookie.domain = attributeValue.replace(/^\./, '').toLowerCase();
        break;
      case 'path':
        if (attributeValue.startsWith('/')) cookie.path = attributeValue;
        break;
      case 'secure':
        cookie.secure = true;
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'samesite': {
        const lower = attributeValue.toLowerCase();
        if (lower === 'strict') cookie.sameSite = 'Strict';
        else if (lower === 'lax') cookie.sameSite = 'Lax';
        else if (lower === 'none') cookie.sameSite = 'None';
        break;
      }
      case 'partitioned':
        cookie.partitioned = true;
        break;
    }
  }
  if (cookie.maxAge !== undefined) cookie.expires = new Date(receivedAt.getTime() + Math.max(cookie.maxAge, 0) * 1000);
  else if (expiresAttribute) cookie.expires = expiresAttribute;
  return cookie;
}

/** Every cookie the response sets, in order. */
export function cookiesOf({ headers, receivedAt }: { headers: readonly [string, string][]; receivedAt?: Date }): ParsedCookie[] {
  return headers
    .filter(([name]) => name.toLowerCase() === 'set-cookie')
    .map(([, header]) => parseSetCookie({ header, receivedAt }))
    .filter((c): c is ParsedCookie => c !== null);
}
