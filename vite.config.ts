import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { normalizeBasePath } from './common/base-path';
import { alias, projectRoot, webRoot } from './build/paths';
import { badgeMakerNodeStubs } from './build/plugins/badge-maker-node-stubs';
import { buildStampPlugin } from './build/plugins/build-stamp';
import { codeEngineNodeShims } from './build/plugins/code-engine-node-shims';
import { frameIconsChunkGroup } from './build/plugins/frame-icons-chunk-group';
import { operationReferencePlugin } from './build/plugins/operation-reference';
import { minifyBootScript } from './build/plugins/minify-boot-script';
import { precompress } from './build/plugins/precompress';
import { prerenderPlugin } from './build/plugins/prerender';
import { pwaPlugins } from './build/plugins/pwa';
import { reactRouterTreeShaking } from './build/plugins/react-router-tree-shaking';
import { subPathRootRedirect } from './build/plugins/sub-path-root-redirect';
import { toolCountPlugin } from './build/plugins/tool-count';

// Each plugin is in build/plugins/, with its reason in the comment at its top.
const apiPort = Number(process.env.PORT ?? 8787);
// BASE_PATH (e.g. /devforge/) builds the app for a sub-path behind a reverse proxy; the server is
// started with the same BASE_PATH. Unset: the root, as always.
const base = normalizeBasePath(process.env.BASE_PATH);

// The web app lives in web/; its build goes to dist/web, which the server serves.
export default defineConfig({
  root: webRoot,
  base,
  publicDir: path.join(webRoot, 'public'),
  plugins: [
    react(),
    tailwindcss(),
    reactRouterTreeShaking(),
    badgeMakerNodeStubs(),
    toolCountPlugin(),
    operationReferencePlugin(),
    buildStampPlugin(),
    minifyBootScript(),
    prerenderPlugin(),
    ...pwaPlugins(base),
    subPathRootRedirect(base),
    precompress(),
  ],
  resolve: { alias },
  build: {
    outDir: path.join(projectRoot, 'dist/web'),
    emptyOutDir: true,
    // The prerender and the service worker read the chunk graph from .vite/manifest.json.
    manifest: true,
    sourcemap: true,
    // Every browser the app supports has <link rel="modulepreload">: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [frameIconsChunkGroup()] } } },
    chunkSizeWarningLimit: 800,
  },
  worker: { format: 'es', plugins: () => [codeEngineNodeShims()] },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      [`${base}api`]: { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      // The builder's sandboxed preview shell is served by the API server with its own CSP.
      [`${base}builder-preview`]: { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
