import type { Plugin } from 'vite';

// badge-maker's text-width tables (char-width-table-consumer) require `fs` and `util` for a file
// loader the browser never calls. That one package gets empty stand-ins; every other import of
// `fs` or `util` resolves as before. Its width tables (anafanafo) include bold 11px Helvetica, used
// only by the "social" style the badge generator does not offer: left out (70 kB gzip of 290).
export function badgeMakerNodeStubs(): Plugin {
  const stubs: Record<string, string> = {
    fs: 'export default {};',
    util: 'export function promisify() { return () => Promise.reject(new Error("not available in the browser")); }\nexport default { promisify };',
    // JSON (the id ends in .json, so Vite's JSON plugin reads it): a one-entry table, enough for the
    // table's constructor; measuring with it gives no width, so a "social" badge could not pass unnoticed.
    './data/helvetica-11px-bold.json': '[[0, 0, 0]]',
  };
  const prefix = '\0devforge-node-stub:';
  const stubbedFor = (source: string, importer: string) =>
    source === './data/helvetica-11px-bold.json'
      ? importer.includes('/node_modules/anafanafo/')
      : importer.includes('/node_modules/char-width-table-consumer/');
  return {
    name: 'devforge-badge-maker-node-stubs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source in stubs && importer && stubbedFor(source, importer.replace(/\\/g, '/'))) return prefix + source;
      return null;
    },
    load(id) {
      return id.startsWith(prefix) ? stubs[id.slice(prefix.length)] : null;
    },
  };
}
