// What a response body is and how to show it: pretty JSON (the JSON formatter's exact-number
// printer), text, an image or an HTML page to preview. Runs in the transport worker, so a 10 MB
// body is decoded and formatted off the main thread; the page gets only what it shows.
import { formatJson } from '@/engines/json/format';
import { countLines } from '@/engines/json/text-stats';

export type BodyKind = 'empty' | 'json' | 'html' | 'xml' | 'text' | 'image' | 'binary';

/** A text as the page shows it, cut at a line end when long (see PREVIEW); lines count the whole. */
export type TextPreview = { preview: string; length: number; lines: number };

/**
 * How much of a body the page lays out. Plain text is one text node (the JSON formatter's 100 KB
 * whole / 20 KB head, see output-preview.ts); coloured JSON is a node per token, ~150 per KB, so it
 * gets less: a busy machine spent over 200 ms laying out 20 KB of it. Copy and Download use all.
 */
export const PREVIEW = { plain: { whole: 100_000, head: 20_000 }, coloured: { whole: 32_000, head: 16_000 } } as const;

function cut(text: string, { whole, head }: { whole: number; head: number }): string {
  if (text.length <= whole) return text;
  const lineEnd = text.lastIndexOf('\n', head);
  return text.slice(0, lineEnd > 0 ? lineEnd : head);
}

export type BodyView = {
  kind: BodyKind;
  /** The content type's essence ("application/json"), '' when none was sent. */
  mime: string;
  /** JSON pretty-printed; absent for other kinds. */
  pretty?: TextPreview;
  /** The body as text (absent for images and binary data). */
  raw?: TextPreview;
  /** JSON that does not parse: why (the raw text is shown instead). */
  jsonError?: string;
  /** HTML to preview in a sandboxed frame (up to 2 MB). */
  html?: string;
  /** Image bytes for an <img> (blob: URL on the page). */
  image?: Blob;
};

/** The full texts behind the previews, kept in the worker for Copy and Download. */
export type BodyTexts = { pretty?: string; raw?: string };

export const HTML_PREVIEW_MAX = 2 * 1024 * 1024;

export function mimeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

function charsetOf(contentType: string | undefined): string {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match ? match[1]!.toLowerCase() : 'utf-8';
}

export function isJsonMime(mime: string): boolean {
  return (
    mime === 'application/json' ||
    mime === 'text/json' ||
    mime.endsWith('+json') ||
    mime === 'application/x-ndjson' ||
    mime === 'application/jsonl'
  );
}

function kindOf(mime: string, bytes: Uint8Array): BodyKind {
  if (bytes.length === 0) return 'empty';
  if (isJsonMime(mime)) return 'json';
  if (mime === 'text/html' || mime === 'application/xhtml+xml') return 'html';
  if (mime.startsWith('image/')) return 'image';
  if (mime === 'application/xml' || mime === 'text/xml' || mime.endsWith('+xml')) return 'xml';
  if (
    mime.startsWith('text/') ||
    /^application\/(javascript|ecmascript|x-www-form-urlencoded|graphql|yaml|x-yaml|toml|sql|csv)$/.test(mime)
  )
    return 'text';
  // No type or a generic one: look at the bytes. JSON first (APIs that forget the header), then any UTF-8 text.
  const first = bytes.find((b) => b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09);
  if (first === 0x7b || first === 0x5b) return 'json';
  return looksLikeText(bytes) ? 'text' : 'binary';
}

/** No NUL bytes and valid UTF-8 in the first 4 KB. */
function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.length < bytes.length ? head.subarray(0, head.length - 4) : head);
    return true;
  } catch {
    return false;
  }
}

function decode(bytes: Uint8Array, contentType: string | undefined): string {
  try {
    return new TextDecoder(charsetOf(contentType)).decode(bytes);
  } catch {
    return new TextDecoder().decode(bytes); // an unknown charset label
  }
}

export function textPreview(text: string, size: { whole: number; head: number } = PREVIEW.plain): TextPreview {
  return { preview: cut(text, size), length: text.length, lines: countLines(text) };
}

/** Works out how to show a body. `texts` are the full strings the previews were cut from. */
export function describeBody(bytes: Uint8Array, contentType: string | undefined): { view: BodyView; texts: BodyTexts } {
  const mime = mimeOf(contentType);
  const kind = kindOf(mime, bytes);
  if (kind === 'empty') return { view: { kind, mime }, texts: {} };
  if (kind === 'image') return { view: { kind, mime, image: new Blob([bytes.slice()], { type: mime }) }, texts: {} };
  if (kind === 'binary') return { view: { kind, mime }, texts: {} };
  const raw = decode(bytes, contentType);
  const view: BodyView = { kind, mime, raw: textPreview(raw) };
  const texts: BodyTexts = { raw };
  if (kind === 'json') {
    try {
      texts.pretty = formatJson({ raw });
      view.pretty = textPreview(texts.pretty, PREVIEW.coloured);
    } catch (error) {
      // Sniffed JSON that is not JSON is plain text; declared JSON that is not says so.
      if (!isJsonMime(mime)) view.kind = 'text';
      else view.jsonError = (error as Error).message;
    }
  }
  if (kind === 'html' && raw.length <= HTML_PREVIEW_MAX) view.html = raw;
  return { view, texts };
}
