// Extension ↔ MIME type lookups on mime-db (the database behind the `mime-types` package and
// Express: IANA's media-type registry merged with Apache's and nginx's lists). The database is
// 24 KB gzipped, so it is imported on first use only.

export type MimeEntry = { source?: string; extensions?: string[]; compressible?: boolean; charset?: string };
export type MimeIndex = { types: Record<string, MimeEntry>; byExtension: Map<string, string[]> };

let index: Promise<MimeIndex> | undefined;

// When several types claim an extension, the best one first: a standard tree before vnd. before
// x- (RFC 6838), then IANA before Apache before nginx, then a media type (video/mp4, text/xml)
// before its application/ twin.
function score(type: string, entry: MimeEntry): number {
  const subtype = type.slice(type.indexOf('/') + 1);
  const facet = /^(x-|x\.)/.test(subtype) ? 1 : /^(vnd\.|prs\.)/.test(subtype) ? 2 : 3;
  const source = entry.source === 'iana' ? 3 : entry.source === 'nginx' ? 1 : 2;
  return facet * 100 + source * 10 + (type.startsWith('application/') ? 0 : 1);
}

export function mimeIndex(): Promise<MimeIndex> {
  index ??= import('mime-db').then((mod) => {
    const types = ((mod as { default?: unknown }).default ?? mod) as Record<string, MimeEntry>;
    const byExtension = new Map<string, string[]>();
    for (const [type, entry] of Object.entries(types))
      for (const ext of entry.extensions ?? []) byExtension.set(ext, [...(byExtension.get(ext) ?? []), type]);
    for (const list of byExtension.values()) list.sort((a, b) => score(b, types[b]!) - score(a, types[a]!));
    return { types, byExtension };
  });
  return index;
}

const lines = (text: string, what: string) => {
  const list = text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) throw new Error(`Enter ${what}, one a line`);
  return list;
};

/** "report.PDF", ".tar.gz", "/img/a.webp?x=1" or "svg" → the extension to look up. */
export function extensionOf(text: string): string {
  const name = text
    .replace(/[?#].*$/, '')
    .split(/[\\/]/)
    .pop()!;
  const dot = name.lastIndexOf('.');
  return (dot >= 0 ? name.slice(dot + 1) : name).toLowerCase();
}

/** Extensions or file names → their MIME types (the usual one first, others after it). */
export async function typesForExtensions(text: string, { all = false } = {}): Promise<string> {
  const { byExtension } = await mimeIndex();
  return lines(text, 'file extensions or names')
    .map((item) => {
      const ext = extensionOf(item);
      const found = byExtension.get(ext);
      if (!found) return `${item}: no registered type (use application/octet-stream)`;
      return `${item}: ${all ? found.join(', ') : found[0]}`;
    })
    .join('\n');
}

/** MIME types (parameters allowed) → their extensions, source, charset and compressibility. */
export async function extensionsForTypes(text: string): Promise<string> {
  const { types } = await mimeIndex();
  return lines(text, 'MIME types')
    .map((item) => {
      const type = item.split(';')[0]!.trim().toLowerCase();
      if (!/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(type)) return `${item}: not a MIME type (type/subtype)`;
      const entry = types[type];
      if (!entry) return `${item}: not in the database`;
      const facts = [
        entry.extensions?.length ? entry.extensions.map((e) => `.${e}`).join(' ') : 'no extension',
        entry.source ? `source: ${entry.source === 'iana' ? 'IANA' : entry.source}` : 'source: common use',
        ...(entry.charset ? [`charset: ${entry.charset}`] : []),
        ...(entry.compressible !== undefined ? [entry.compressible ? 'compressible' : 'not compressible'] : []),
      ];
      return `${type}: ${facts.join('; ')}`;
    })
    .join('\n');
}

/** Types whose name or extensions contain a word, at most `limit`. */
export async function searchTypes(text: string, limit = 200): Promise<string> {
  const { types } = await mimeIndex();
  const word = text.trim().toLowerCase().replace(/^\./, '');
  if (word.length < 2) throw new Error('Enter at least two characters to search for');
  const hits = Object.entries(types).filter(
    ([type, entry]) => type.includes(word) || entry.extensions?.some((e) => e.includes(word)),
  );
  if (hits.length === 0) throw new Error(`No MIME type or extension contains "${word}"`);
  const shown = hits
    .slice(0, limit)
    .map(([type, entry]) => `${type}${entry.extensions?.length ? `  (.${entry.extensions.join(' .')})` : ''}`);
  if (hits.length > limit) shown.push(`… and ${hits.length - limit} more: refine the search`);
  return shown.join('\n');
}
