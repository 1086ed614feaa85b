import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { appUrl } from '@/lib/base-path';

// The preview of a generated site (DESIGN.md §4.2, issue 5). It runs in
// <iframe sandbox="allow-scripts allow-forms allow-modals" src="/builder-preview#PAYLOAD">: the
// server's shell inflates PAYLOAD and document.write()s it, under a CSP `sandbox` header, so the
// site's scripts run in an opaque origin and never as the signed-in user. (srcdoc would inherit
// our page's CSP, script-src 'self', and block the site's own scripts.)

export const PREVIEW_PATH = '/builder-preview';
export const PREVIEW_MESSAGE_SOURCE = 'devforge-preview';
/** The sandbox of the preview frame. Never add allow-same-origin: with allow-scripts it undoes the sandbox. */
export const PREVIEW_SANDBOX = 'allow-scripts allow-forms allow-modals';

/**
 * Reports the page's uncaught errors and unhandled rejections to the builder. It is the first
 * script of the document, so it sees errors of every script after it. One line: it must not shift
 * the line numbers of what follows. At most 50 reports, so an error in an animation loop cannot flood.
 */
const ERROR_BRIDGE =
  `<script>(function(){var n=0;function send(m,f,l,c){if(n++>=50)return;try{parent.postMessage({source:'${PREVIEW_MESSAGE_SOURCE}',type:'runtime-error',` +
  `message:String(m).slice(0,500),file:String(f||'').slice(0,200),line:+l||0,column:+c||0},'*')}catch(e){}}` +
  `addEventListener('error',function(e){send(e.message||(e.error&&e.error.message)||'Script error',e.filename,e.lineno,e.colno)});` +
  `addEventListener('unhandledrejection',function(e){var r=e.reason;send('Unhandled promise rejection: '+(r&&r.message?r.message:r))})})()</script>`;

// <link … href="styles.css"> and <script src="script.js"></script>, in any attribute order or quoting.
const STYLES_LINK = /<link\b[^>]*\bhref\s*=\s*(["']?)(?:\.\/)?styles\.css\1[^>]*>/gi;
const SCRIPT_TAG = /<script\b[^>]*\bsrc\s*=\s*(["']?)(?:\.\/)?script\.js\1[^>]*>\s*<\/script\s*>/gi;
const HEAD_OPEN = /<head(?=[\s>])[^>]*>/i;
const HTML_OPEN = /<html(?=[\s>])[^>]*>/i;
const DOCTYPE = /^\s*<!doctype[^>]*>/i;

/** Text inside <style> or <script> ends at the first `</style` or `</script`: escape those. */
function escapeRawText(text: string, tag: 'style' | 'script'): string {
  return text.replace(new RegExp(`</(${tag})`, 'gi'), '<\\/$1');
}

function insertAt(text: string, index: number, insert: string): string {
  return text.slice(0, index) + insert + text.slice(index);
}

function lastIndexOfTag(text: string, closingTag: string): number {
  return text.toLowerCase().lastIndexOf(closingTag);
}

/**
 * The preview document: the site's html with its styles.css and script.js inlined (css in a
 * <style> at the end of head, js in a <script> at the end of body), and the error bridge first
 * in head. A fragment without html, head or body is wrapped in a document first.
 */
export function buildPreviewDocument({ html, css, js }: { html: string; css: string; js: string }): string {
  let doc = html.replace(STYLES_LINK, '').replace(SCRIPT_TAG, '');
  const isFragment = !HTML_OPEN.test(doc) && !HEAD_OPEN.test(doc) && !/<body(?=[\s>])/i.test(doc);
  if (isFragment) {
    doc = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n</head>\n<body>\n${doc}\n</body>\n</html>\n`;
  }

  // 1. The bridge, first thing in head (a head is made when there is none).
  const head = HEAD_OPEN.exec(doc);
  if (head) {
    doc = insertAt(doc, head.index + head[0].length, ERROR_BRIDGE);
  } else {
    const htmlOpen = HTML_OPEN.exec(doc);
    const doctype = DOCTYPE.exec(doc);
    const at = htmlOpen ? htmlOpen.index + htmlOpen[0].length : doctype ? doctype[0].length : 0;
    doc = insertAt(doc, at, `<head>${ERROR_BRIDGE}</head>`);
  }

  // 2. The styles, last in head, so they win over anything the html put there.
  if (css.trim()) {
    const style = `<style>\n${escapeRawText(css, 'style')}\n</style>\n`;
    doc = insertAt(doc, lastIndexOfTag(doc, '</head>'), style);
  }

  // 3. The script, last in body, where script.js was: the DOM above it exists when it runs.
  // sourceURL makes errors in it report script.js and its own line numbers (so js starts right after the tag).
  if (js.trim()) {
    const script = `<script>${escapeRawText(js, 'script')}\n//# sourceURL=script.js\n</script>\n`;
    const bodyEnd = lastIndexOfTag(doc, '</body>');
    const htmlEnd = lastIndexOfTag(doc, '</html>');
    doc = bodyEnd !== -1 ? insertAt(doc, bodyEnd, script) : htmlEnd !== -1 ? insertAt(doc, htmlEnd, script) : doc + script;
  }
  return doc;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode with a million arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** PAYLOAD = base64url(deflate-raw(UTF-8 of the document)). */
export function encodePreviewPayload(document: string): string {
  return toBase64Url(deflateSync(strToU8(document), { level: 6 }));
}

/** The inverse of encodePreviewPayload (what the /builder-preview shell does). */
export function decodePreviewPayload(payload: string): string {
  return strFromU8(inflateSync(fromBase64Url(payload)));
}

/** The frame's (and Open in new tab's) address for a document. */
export function previewUrl(document: string): string {
  return `${appUrl(PREVIEW_PATH)}#${encodePreviewPayload(document)}`;
}
