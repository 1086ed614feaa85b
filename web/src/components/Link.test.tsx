import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A build for BASE_PATH=/devforge/ (Vite's BASE_URL), under the router's basename as App.tsx sets it.
async function hrefsUnderSubPath(targets: string[]): Promise<string[]> {
  vi.stubEnv('BASE_URL', '/devforge/');
  vi.resetModules();
  const { MemoryRouter } = await import('react-router');
  const { Link } = await import('./Link');
  const { ROUTER_BASENAME } = await import('@/lib/base-path');
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { basename: ROUTER_BASENAME, initialEntries: ['/devforge/tools'] },
      targets.map((to) => createElement(Link, { key: to, to }, to)),
    ),
  );
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
}

describe('Link under a sub-path', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("links to the app's root as /devforge/ (nginx redirects /devforge), and to other pages under the prefix", async () => {
    expect(await hrefsUnderSubPath(['/', '/?q=1', '/tools', '/about'])).toEqual([
      '/devforge/',
      '/devforge/?q=1',
      '/devforge/tools',
      '/devforge/about',
    ]);
  });
});
