import { toUnicode } from 'punycode/punycode.es6.js';

// URLs read and edited as browsers do (the WHATWG URL Standard, through the platform's `URL`).
// The standard's setters silently ignore values they cannot take; here every edit is checked, so
// the user is told why instead.

export type EditablePart = 'protocol' | 'username' | 'password' | 'hostname' | 'port' | 'pathname' | 'hash';

export const partLabels: Record<EditablePart, string> = {
  protocol: 'Protocol',
  username: 'Username',
  password: 'Password',
  hostname: 'Host',
  port: 'Port',
  pathname: 'Path',
  hash: 'Fragment',
};

const defaultPorts: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443', 'ftp:': '21' };
const special = new Set(['http:', 'https:', 'ws:', 'wss:', 'ftp:', 'file:']);

/** Text → URL, with a message that says what is wrong. */
export function readUrl(text: string): URL {
  const trimmed = text.trim();
  if (!trimmed) throw new Error('Enter a URL');
  try {
    return new URL(trimmed);
  } catch {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed))
      throw new Error(`"${trimmed}" has no scheme: write it with one, such as https://${trimmed.replace(/^\/+/, '')}`);
    if (/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*\s/i.test(trimmed)) throw new Error('The host contains a space');
    const port = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*:([^/?#@]*)(?:[/?#]|$)/i.exec(trimmed)?.[1];
    if (port !== undefined && !/^\d{0,5}$/.test(port)) throw new Error(`"${port}" is not a port number`);
    if (port !== undefined && Number(port) > 65535) throw new Error(`Port ${port} is above 65535`);
    throw new Error(
      `"${trimmed}" is not a valid URL (check the host: letters, digits, hyphens and dots, or an IP address in brackets for IPv6)`,
    );
  }
}

/** The part as the editor shows it: the scheme without ":", the fragment without "#". */
export function partValue(url: URL, part: EditablePart): string {
  if (part === 'protocol') return url.protocol.slice(0, -1);
  if (part === 'hash') return url.hash.slice(1);
  return url[part];
}

/** A copy of `url` with one part changed, or an error saying why the standard refuses the value. */
export function withPart(url: URL, part: EditablePart, value: string): URL {
  const next = new URL(url.href);
  if (part === 'protocol') {
    const scheme = value.replace(/:$/, '').toLowerCase();
    if (!/^[a-z][a-z0-9+.-]*$/.test(scheme)) throw new Error('A scheme starts with a letter, then letters, digits, +, - or .');
    next.protocol = scheme;
    if (next.protocol !== `${scheme}:`) {
      throw new Error(
        special.has(url.protocol) !== special.has(`${scheme}:`)
          ? `Browsers will not switch ${url.protocol} to ${scheme}: (one is a web scheme, the other is not): type the whole URL instead`
          : `Cannot change the scheme to ${scheme}:`,
      );
    }
  } else if (part === 'port') {
    if (!/^\d{0,5}$/.test(value) || Number(value) > 65535)
      throw new Error('A port is a number from 0 to 65535 (empty for the default)');
    if (value !== '' && !url.host) throw new Error('This URL has no host, so no port');
    next.port = value;
  } else if (part === 'hostname') {
    if (value === '' && special.has(url.protocol) && url.protocol !== 'file:')
      throw new Error(`A ${url.protocol} URL needs a host`);
    next.hostname = value;
    if (value !== '' && next.hostname === url.hostname && value.toLowerCase() !== url.hostname)
      throw new Error(`"${value}" is not a valid host`);
  } else if (part === 'username' || part === 'password') {
    if (!url.host || url.protocol === 'file:') throw new Error('Only URLs with a host can carry a username or password');
    next[part] = value;
  } else if (part === 'pathname') {
    if (!url.pathname.startsWith('/') && url.pathname !== '')
      throw new Error(`A ${url.protocol} URL's path is opaque: edit the whole URL`);
    next.pathname = value;
  } else {
    next.hash = value;
  }
  return next;
}

/** The query's parameters in order (decoded), as an editable list. */
export const queryPairs = (url: URL): [string, string][] => [...url.searchParams];

/** A copy of `url` whose query is these parameters (form-encoded as browsers send forms). */
export function withQuery(url: URL, pairs: [string, string][]): URL {
  const next = new URL(url.href);
  next.search = new URLSearchParams(pairs).toString();
  return next;
}

/** The host in Unicode if it is an internationalised domain name (xn-- labels), else null. */
export function unicodeHost(url: URL): string | null {
  if (!/(^|\.)xn--/i.test(url.hostname)) return null;
  try {
    return toUnicode(url.hostname);
  } catch {
    return null;
  }
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Everything about a URL, for copying as JSON or sending to another tool. */
export function describeUrl(url: URL) {
  return {
    href: url.href,
    origin: url.origin === 'null' ? null : url.origin,
    protocol: url.protocol.slice(0, -1),
    username: decode(url.username),
    password: decode(url.password),
    hostname: url.hostname,
    hostnameUnicode: unicodeHost(url) ?? url.hostname,
    port: url.port || defaultPorts[url.protocol] || '',
    portIsDefault: url.port === '',
    pathname: url.pathname,
    pathSegments: url.pathname.startsWith('/') ? url.pathname.split('/').slice(1).map(decode) : [],
    query: queryPairs(url).map(([name, value]) => ({ name, value })),
    fragment: decode(url.hash.slice(1)),
  };
}
