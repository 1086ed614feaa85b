import { createElement, lazy, useContext, type ComponentType } from 'react';
import { InStaticIsland } from './StaticIsland';

// Prerendered pages are hydrated (main.tsx). React cannot hydrate a lazy component whose code has
// not arrived: it would keep the server's HTML in a suspended boundary, and the first update that
// reaches it (the session arriving) would throw that HTML away for the spinner. So every lazy part
// of the app (pages, the footer, the home page's lower sections) is made with lazyPart: the server
// notes which parts a page rendered, the page lists them on #root, and the browser loads exactly
// those before hydrating; a part that is loaded renders at once, without suspending.

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;
type Part = { load: () => Promise<unknown> };

const parts = new Map<string, Part>();
// Server side: every part rendered, and whether hydrating needs it (not when inside a static island).
let renderedOnServer: Map<string, boolean> | undefined;

/**
 * A lazily loaded component. Its name is the module's path under web/src without the extension
 * (e.g. 'pages/about/AboutPage'): the prerender finds its chunks by it in the build manifest, to
 * preload them, and fails the build when no module has that path.
 */
export function lazyPart<P extends object>(name: string, loader: Loader<P>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () =>
    (loading ??= loader().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed download (offline, a new deployment) may be tried again on the next render.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(load);
  parts.set(name, { load });
  function LazyPart(props: P) {
    const inIsland = useContext(InStaticIsland);
    if (renderedOnServer) renderedOnServer.set(name, (renderedOnServer.get(name) ?? false) || !inIsland);
    return createElement(loaded ?? Lazy, props);
  }
  LazyPart.displayName = `LazyPart(${name})`;
  return LazyPart;
}

/** Starts loading a part's code (e.g. during the session check). */
export function preloadPart(name: string): Promise<unknown> {
  return parts.get(name)?.load() ?? Promise.resolve();
}

/** Loads the named parts; resolves when all are ready to render without suspending. */
export function loadParts(names: string[]): Promise<unknown> {
  return Promise.all(names.map(preloadPart));
}

/**
 * Server side: collects the parts rendered until `stop` is called: all of them (to load before the
 * next pass) and those the browser must load before hydrating (not the ones in a static island).
 */
export function recordRenderedParts(): { all: () => string[]; needed: () => string[]; stop: () => void } {
  const seen = new Map<string, boolean>();
  renderedOnServer = seen;
  return {
    all: () => [...seen.keys()].sort(),
    needed: () => [...seen].filter(([, needed]) => needed).map(([name]) => name).sort(),
    stop: () => {
      renderedOnServer = undefined;
    },
  };
}
