import { describe, expect, it } from 'vitest';
import { normalizeBasePath, routerBasename, withBasePath, withoutBasePath, withRootSlash } from './base-path';

// The oracle: the URL standard's own resolution (WHATWG URL, as the browser resolves a relative
// link on a page under the sub-path). An app address '/x' served under /devforge/ is the relative
// reference 'x' resolved against https://host/devforge/.
const resolvedUnder = (base: string, address: string) => {
  const url = new URL(address.replace(/^\/+/, ''), `https://host${base}`);
  return `${url.pathname}${url.search}${url.hash}`;
};

describe('normalizeBasePath', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['  ', '/'],
    ['devforge', '/devforge/'],
    ['/devforge', '/devforge/'],
    ['/devforge/', '/devforge/'],
    ['//devforge//', '/devforge/'],
    ['/apps/dev-forge_1.0~x/', '/apps/dev-forge_1.0~x/'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeBasePath(input)).toBe(expected);
  });

  it.each(['https://host/devforge', '/devforge?x=1', '/a/../b', '/dev forge', '/dévforge', '/devforge#x', '/./x'])(
    'refuses %j with a message naming the setting',
    (input) => {
      expect(() => normalizeBasePath(input)).toThrow(/BASE_PATH must be a path such as \/devforge\//);
    },
  );
});

describe('withBasePath', () => {
  const addresses = [
    '/',
    '/api/health',
    '/tools/json-formatter?x=1#y',
    '/assets/a-123.js',
    'sw.js',
    'prerendered/index.html',
    '/api/auth/sign-in/email',
  ];

  it.each(['/devforge/', '/a/b/'])('resolves every address under %s as the URL standard does', (base) => {
    for (const address of addresses) expect(withBasePath(base, address)).toBe(resolvedUnder(base, address));
  });

  it('leaves the root deployment unchanged (relative addresses become absolute)', () => {
    for (const address of addresses) expect(withBasePath('/', address)).toBe(resolvedUnder('/', address));
    expect(withBasePath('/', '/api/health')).toBe('/api/health');
  });

  it('leaves absolute URLs and addresses already under the base alone', () => {
    for (const url of [
      'https://example.com/api',
      '//cdn.example.com/x.js',
      'data:text/plain,hi',
      'blob:https://host/1234',
      'mailto:a@b.c',
    ])
      expect(withBasePath('/devforge/', url)).toBe(url);
    expect(withBasePath('/devforge/', '/devforge/api/health')).toBe('/devforge/api/health');
    expect(withBasePath('/devforge/', '/devforge')).toBe('/devforge');
  });

  it('does not take a look-alike prefix for the base', () => {
    expect(withBasePath('/devforge/', '/devforgery/x')).toBe('/devforge/devforgery/x');
  });
});

describe('withoutBasePath', () => {
  it('is the inverse of withBasePath for every address of the app', () => {
    for (const base of ['/', '/devforge/', '/a/b/'])
      for (const path of ['/', '/tools', '/tools/json-formatter', '/api/health'])
        expect(withoutBasePath(base, new URL(withBasePath(base, path), 'https://host').pathname)).toBe(path);
  });

  it('takes the base without its trailing slash for the home page', () => {
    expect(withoutBasePath('/devforge/', '/devforge')).toBe('/');
  });

  it('says when a pathname is outside the base', () => {
    expect(withoutBasePath('/devforge/', '/api/health')).toBeUndefined();
    expect(withoutBasePath('/devforge/', '/devforgery/x')).toBeUndefined();
  });
});

describe('routerBasename', () => {
  it('is the base without its trailing slash, and none at the root', () => {
    expect(routerBasename('/devforge/')).toBe('/devforge');
    expect(routerBasename('/a/b/')).toBe('/a/b');
    expect(routerBasename('/')).toBeUndefined();
  });
});

describe('withRootSlash', () => {
  // React Router's hrefs under the basename '/devforge': the root alone loses its slash.
  it.each([
    ['/', '/devforge'],
    ['/?q=1', '/devforge?q=1'],
    ['/#top', '/devforge#top'],
    ['/tools', '/devforge/tools'],
    ['/tools/x?y#z', '/devforge/tools/x?y#z'],
  ])("the router's href for %j is served as the URL standard resolves the address under the sub-path", (address, routerHref) => {
    expect(withRootSlash('/devforge/', routerHref)).toBe(resolvedUnder('/devforge/', address));
  });

  it('leaves the root of a site, and paths that only start like the sub-path, alone', () => {
    expect(withRootSlash('/', '/')).toBe('/');
    expect(withRootSlash('/', '/tools')).toBe('/tools');
    expect(withRootSlash('/devforge/', '/devforgery')).toBe('/devforgery');
    expect(withRootSlash('/a/b/', '/a/b')).toBe('/a/b/');
  });
});
