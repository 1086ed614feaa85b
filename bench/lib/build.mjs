// Builds the web app for the bench and answers questions about the build: what the first load
// of `/` fetches, which chunks a lazy module pulls in, and which source modules are in a chunk.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Production build into outDir, with Vite's manifest (chunk graph) and source maps (the modules
 * inside each chunk) switched on from the command line, so the project config needs neither.
 * BENCH_BUILD_TIMEOUT_MS changes the default 5 minutes (the build takes about 2 on this 2-core machine, with 47 pages to prerender).
 */
export async function buildWeb({ root, outDir, processes, timeoutMs = Number(process.env.BENCH_BUILD_TIMEOUT_MS) || 300_000 }) {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  try {
    await processes.run({
      name: 'vite build',
      args: [vite, 'build', '--manifest', '--sourcemap', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1' },
      timeoutMs,
    });
  } catch (error) {
    const reason = error.output ? firstBuildError(error.output) : undefined;
    if (reason) error.message += `: ${reason}`;
    throw error;
  }
  return readBuild({ distDir: outDir, webRoot: path.join(root, 'web') });
}

/** The first error of a failed build with where it is, e.g. `Expected a semicolon (web/src/x.ts:27:8)`. */
function firstBuildError(output) {
  const lines = output.split('\n').map((line) => line.replace(/[│╭╮╯╰─]/g, ' ').trim());
  const location = (line) => /^\[?\s*(\S+\.\w+:\d+(?::\d+)?)\s*\]?$/.exec(line)?.[1];
  const at = lines.findIndex(location);
  if (at > 0) return `${lines[at - 1]} (${location(lines[at])})`;
  return lines.find((line) => /error/i.test(line) && !/^error during build:?$/i.test(line));
}

/** Bytes of a file after gzip at level 9 (what a server precompressing assets would send). */
export function gzipSize(file) {
  return gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** Attributes of every `<tag ...>` in an HTML string, e.g. htmlTags(html, 'script'). */
function htmlTags(html, tag) {
  const tags = [];
  for (const [, attrs] of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const found = {};
    for (const [, name, , dq, sq, bare] of attrs.matchAll(/([\w:-]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      found[name.toLowerCase()] = dq ?? sq ?? bare ?? '';
    }
    tags.push(found);
  }
  return tags;
}

const isLocal = (url) => Boolean(url) && !/^(?:[a-z]+:)?\/\//i.test(url) && !url.startsWith('data:');

/** A built app: the parsed index.html, the manifest, and helpers over its chunk graph. */
export function readBuild({ distDir, webRoot }) {
  // What `/` is served: its prerendered page when the build made one (build/plugins/prerender.ts), else the shell.
  const homePage = path.join(distDir, 'prerendered', 'index.html');
  const indexHtml = fs.readFileSync(fs.existsSync(homePage) ? homePage : path.join(distDir, 'index.html'), 'utf8');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && manifest[key].src === 'index.html');
  if (!entryKey) throw new Error(`${manifestFile} has no entry for index.html`);

  const toFile = (url) => path.join(distDir, url.replace(/^\//, '').split(/[?#]/)[0]);
  const scripts = htmlTags(indexHtml, 'script').filter((t) => isLocal(t.src));
  const links = htmlTags(indexHtml, 'link');
  // A prerendered page lists its module scripts on a meta that boot.js reads after first paint
  // (build/plugins/prerender.ts): the entry first, then the chunks it modulepreloads.
  const [entryUrl, ...preloadUrls] = (htmlTags(indexHtml, 'meta').find((t) => t.name === 'devforge:app-scripts')?.content ?? '')
    .split(' ')
    .filter(isLocal);
  const firstLoad = {
    /** Every script the page runs: classic scripts such as boot.js, and the module entry. */
    scripts: [
      ...scripts.map((t) => ({ url: t.src, file: toFile(t.src), module: t.type === 'module' })),
      ...(entryUrl ? [{ url: entryUrl, file: toFile(entryUrl), module: true }] : []),
    ],
    /** Chunks the browser fetches up front because the page modulepreloads them. */
    modulepreloads: [...links.filter((t) => t.rel === 'modulepreload' && isLocal(t.href)).map((t) => t.href), ...preloadUrls].map(
      (url) => ({ url, file: toFile(url) }),
    ),
    stylesheets: links
      .filter((t) => t.rel === 'stylesheet' && isLocal(t.href))
      .map((t) => ({ url: t.href, file: toFile(t.href) })),
  };

  /** Manifest keys reachable from `keys` through static imports, `keys` included. */
  function staticClosure(keys) {
    const seen = new Set();
    const stack = [...keys];
    while (stack.length > 0) {
      const key = stack.pop();
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    return seen;
  }

  /**
   * Absolute paths of the source modules bundled into a chunk, read from its source map;
   * undefined for a chunk without one (the bundler's own runtime chunk has none).
   */
  function chunkModules(key) {
    const mapFile = path.join(distDir, `${manifest[key].file}.map`);
    if (!fs.existsSync(mapFile)) return undefined;
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
    const base = path.resolve(path.dirname(mapFile), map.sourceRoot ?? '');
    return map.sources.map((source) => path.resolve(base, source));
  }

  return {
    distDir,
    webRoot,
    indexHtml,
    manifest,
    entryKey,
    firstLoad,
    staticClosure,
    chunkModules,
    /** Path of a manifest key's output file. */
    fileOf: (key) => path.join(distDir, manifest[key].file),
  };
}
