import type { Connect, Plugin } from 'vite';

// Under BASE_PATH=/devforge/, the dev server (and `vite preview`) answers /devforge with a 404 that
// names /devforge/; React Router navigates to '/' as /devforge, so a reload there lost the page.
// nginx and the server redirect it: here too, before Vite's base check.
export function subPathRootRedirect(base: string): Plugin {
  const root = base.slice(0, -1);
  const redirect: Connect.NextHandleFunction = (request, response, next) => {
    const url = request.url ?? '';
    if (base === '/' || !(url === root || url.startsWith(`${root}?`))) return next();
    response.statusCode = 301;
    response.setHeader('Location', `${base}${url.slice(root.length)}`);
    response.end();
  };
  return {
    name: 'devforge:sub-path-root-redirect',
    configureServer: (server) => void server.middlewares.use(redirect),
    configurePreviewServer: (server) => void server.middlewares.use(redirect),
  };
}
