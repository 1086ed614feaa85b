import { routerBasename, withBasePath, withoutBasePath, withRootSlash } from '../../../common/base-path';

// The sub-path this build is served under: Vite's `base` ('/' or '/devforge/', from BASE_PATH at
// build time, see vite.config.ts). Every address the app writes by hand (API calls, the service
// worker, links outside the router) goes through appUrl; the router's own links get the basename.

/** '/' or '/devforge/'. */
// `?.`: Node (the server, the CLI, tests) may load a module that imports this one, and has no import.meta.env.
export const BASE_PATH: string = import.meta.env?.BASE_URL ?? '/';

/** '/api/health' → '/devforge/api/health' under a sub-path; unchanged at the root. */
export const appUrl = (address: string): string => withBasePath(BASE_PATH, address);

/** The address inside the app of a served pathname ('/devforge/tools' → '/tools'). */
export const appPathname = (pathname: string): string => withoutBasePath(BASE_PATH, pathname) ?? pathname;

/** React Router's basename: undefined at the root. */
export const ROUTER_BASENAME: string | undefined = routerBasename(BASE_PATH);

/** A router-made href with the sub-path's root as '/devforge/', never the '/devforge' nginx redirects. */
export const servedHref = (href: string): string => withRootSlash(BASE_PATH, href);
