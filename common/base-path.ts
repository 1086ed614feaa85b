// The sub-path the app is served under (BASE_PATH, e.g. /devforge/ behind a reverse proxy at
// https://host/devforge/). One form everywhere: '/' or '/name/' with both slashes. The build
// (Vite's `base`), the server (config.ts) and the browser (web/src/lib/base-path.ts) all read it
// through these functions, so an address is turned into a served one in one place.

const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * BASE_PATH as given ('devforge', '/devforge', '/devforge/', '/a/b', '' or unset for the root) in
 * its one form ('/devforge/', '/a/b/', '/'). Throws on anything that is not a plain path: a URL,
 * a query, '..', characters that need escaping.
 */
export function normalizeBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  if (trimmed === '' || trimmed === '/') return '/';
  const segments = trimmed.split('/').filter(Boolean);
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..')
      throw new Error(`BASE_PATH must be a path such as /devforge/ (letters, digits, . _ ~ -), not ${JSON.stringify(value)}`);
  }
  return `/${segments.join('/')}/`;
}

/**
 * An address of the app ('/api/health', '/tools/x?y', 'assets/a.js') as served under `base`
 * ('/devforge/api/health'). Absolute URLs ('https://…', '//host/…', 'data:', 'blob:') and
 * addresses already under `base` are returned unchanged.
 */
export function withBasePath(base: string, address: string): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(address)) return address;
  if (base === '/') return address.startsWith('/') ? address : `/${address}`;
  if (address === base.slice(0, -1) || address.startsWith(base)) return address;
  return `${base}${address.replace(/^\/+/, '')}`;
}

/**
 * A served pathname without `base` ('/devforge/tools/x' → '/tools/x', '/devforge' → '/'), or
 * undefined when it is not under `base` at all.
 */
export function withoutBasePath(base: string, pathname: string): string | undefined {
  if (base === '/') return pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (pathname === base.slice(0, -1)) return '/';
  if (!pathname.startsWith(base)) return undefined;
  return `/${pathname.slice(base.length)}`;
}

/** React Router's `basename` for `base`: '/devforge' (no trailing slash), undefined at the root. */
export function routerBasename(base: string): string | undefined {
  return base === '/' ? undefined : base.slice(0, -1);
}

/**
 * An href the router wrote under `base`, with the root of a sub-path given its slash: React Router
 * joins the basename '/devforge' and '/' into '/devforge', which nginx answers with a redirect to
 * '/devforge/' (a round trip, and a Location header naming the upstream when the proxy is not told
 * the public host). '/devforge?x' and '/devforge#x' get it too; every other href is unchanged.
 */
export function withRootSlash(base: string, href: string): string {
  if (base === '/') return href;
  const root = base.slice(0, -1);
  if (href === root || href.startsWith(`${root}?`) || href.startsWith(`${root}#`)) return `${base}${href.slice(root.length)}`;
  return href;
}
