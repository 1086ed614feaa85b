import type { Plugin } from 'vite';

// The id of this build: its time first, so ids sort by age (web/src/lib/deployment.ts compares the
// page's with the server's). DEVFORGE_BUILD_ID sets it (a release pipeline, a test).
const buildId = process.env.DEVFORGE_BUILD_ID ?? new Date().toISOString();

/** Stamps the build id on <html data-build>, where the page and the server read it. */
export function buildStampPlugin(): Plugin {
  return {
    name: 'devforge-build-stamp',
    apply: 'build',
    transformIndexHtml: (html) => html.replace('<html lang="en">', `<html lang="en" data-build="${buildId}">`),
  };
}
