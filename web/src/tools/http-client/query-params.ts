// The Params table and the URL's query string, kept in step both ways. The URL is text the user
// is typing (it may hold `{{variables}}` or be half-written), so it is split by hand rather than
// with new URL(). Values are shown decoded and written back encoded, `{{variables}}` untouched.
import { VARIABLE } from './environment';

import { rowId, type KeyValueRow } from '@/components/KeyValueEditor';

export type ParamRow = KeyValueRow;
export { rowId };

/** The URL cut into what comes before the query, the query (without '?') and the fragment (with '#'). */
export function splitUrl(url: string): { base: string; query: string | null; hash: string } {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return { base: beforeHash, query: null, hash };
  return { base: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt + 1), hash };
}

/** Form-style decoding ('+' is a space), leaving a malformed escape as it was typed. */
export function decodeQueryPart(text: string): string {
  const spaced = text.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced.replace(/%[0-9A-Fa-f]{2}/g, (escape) => {
      try {
        return decodeURIComponent(escape);
      } catch {
        return escape;
      }
    });
  }
}

// Left readable when writing a query back: they mean nothing special inside a key or value.
const KEPT = /%(2F|3A|2C|40|24|21|27|28|29|2A|3B|3F|7B|7D)/gi;

/** Encodes a key or value for the query, keeping `{{variables}}` and harmless punctuation as typed. */
export function encodeQueryPart(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(VARIABLE)) {
    out += encodeURIComponent(text.slice(last, match.index)).replace(KEPT, decodeURIComponent);
    out += match[0];
    last = match.index + match[0].length;
  }
  return out + encodeURIComponent(text.slice(last)).replace(KEPT, decodeURIComponent);
}

/** The query's parameters as rows (all enabled), in order, repeated keys kept. */
export function paramsFromQuery(query: string | null): { key: string; value: string }[] {
  if (!query) return [];
  return query
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq === -1
        ? { key: decodeQueryPart(part), value: '' }
        : { key: decodeQueryPart(part.slice(0, eq)), value: decodeQueryPart(part.slice(eq + 1)) };
    });
}

/**
 * The table after the user edited the URL: the query's parameters, reusing the ids of rows that
 * match so focus and React keys survive, with the disabled rows kept at the end (they are not in
 * the URL, but the user switched them off, not away).
 */
export function syncParamsFromUrl({ url, rows }: { url: string; rows: ParamRow[] }): ParamRow[] {
  const parsed = paramsFromQuery(splitUrl(url).query);
  const enabled = rows.filter((r) => r.enabled);
  const next: ParamRow[] = parsed.map(({ key, value }, index) => {
    const same = enabled[index];
    return { id: same?.id ?? rowId(), key, value, enabled: true };
  });
  return [...next, ...rows.filter((r) => !r.enabled)];
}

/** The URL after the user edited the table: its query rebuilt from the enabled rows with a key or value. */
export function urlWithParams({ url, rows }: { url: string; rows: ParamRow[] }): string {
  const { base, hash } = splitUrl(url);
  const parts = rows
    .filter((r) => r.enabled && (r.key !== '' || r.value !== ''))
    .map((r) =>
      r.value === '' && r.key !== '' ? encodeQueryPart(r.key) : `${encodeQueryPart(r.key)}=${encodeQueryPart(r.value)}`,
    );
  return parts.length === 0 ? `${base}${hash}` : `${base}?${parts.join('&')}${hash}`;
}
