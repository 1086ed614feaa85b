// Link wrappers that rewrite a URL so clicks go through a scanner first, and how each carries the
// target. The formats are those the vendors produce (and their own decoders read):
// - Microsoft Defender for Office 365 Safe Links: *.safelinks.protection.outlook.com/?url=<percent-encoded>
// - Google redirects: www.google.com/url?q=<target> (or url=), also from Gmail and Docs
// - Proofpoint URL Defense v1 (?u=<percent-encoded>), v2 (?u= with "-" for "%" and "_" for "/"),
//   v3 (/v3/__<url>__;<base64url of the characters replaced by *>!…), as Proofpoint's published
//   urldecoder.py reads them
// - Barracuda LinkProtect (linkprotect.cudasvc.com/url?a=), Facebook (l.facebook.com/l.php?u=)

export type Unwrapped = { url: string; wrappers: string[] };

type Wrapper = { name: string; matches: (url: URL) => boolean; decode: (url: URL, text: string) => string };

const param = (url: URL, ...names: string[]): string => {
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value) return value;
  }
  throw new Error(`the link has no "${names[0]}" parameter to decode`);
};

const htmlEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
const unescapeHtml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => htmlEntities[name]!);

// Run lengths of Proofpoint v3's "**x" tokens: A–Z, a–z, 0–9, -, _ stand for 2 to 65 characters.
const RUN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function base64UrlToText(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

function decodeProofpointV3(text: string): string {
  const m = /\/v3\/__(.+?)__;([A-Za-z0-9_-]*)!/.exec(text);
  if (!m) throw new Error('the Proofpoint v3 link is cut short (no "__;…!" after the address)');
  // Characters, not UTF-16 units: a replaced character may be outside the BMP.
  const replaced = [...base64UrlToText(m[2]!)];
  let at = 0;
  const url = decodeURIComponent(m[1]!).replace(/\*(\*.)?/g, (token) => {
    const length = token.length === 1 ? 1 : RUN_CHARS.indexOf(token[2]!) + 2;
    if (length < 2 && token.length > 1) throw new Error(`unknown Proofpoint run "${token}"`);
    const run = replaced.slice(at, at + length).join('');
    at += length;
    return run;
  });
  if (at > replaced.length) throw new Error('the Proofpoint v3 link is damaged (fewer replaced characters than markers)');
  return url;
}

const wrappers: Wrapper[] = [
  {
    name: 'Microsoft Safe Links',
    matches: (u) =>
      /(^|\.)safelinks\.protection\.outlook\.com$/.test(u.hostname) ||
      /(^|\.)safelinks\.protection\.office365\.us$/.test(u.hostname),
    decode: (u) => param(u, 'url'),
  },
  {
    name: 'Google redirect',
    matches: (u) => /^(www\.)?google\.[a-z.]+$/.test(u.hostname) && u.pathname === '/url',
    decode: (u) => param(u, 'q', 'url'),
  },
  {
    name: 'Proofpoint URL Defense v3',
    matches: (u) => /^urldefense(\.proofpoint)?\.(com|us)$/.test(u.hostname) && u.pathname.startsWith('/v3/'),
    decode: (_u, text) => decodeProofpointV3(text),
  },
  {
    name: 'Proofpoint URL Defense v2',
    matches: (u) => /^urldefense(\.proofpoint)?\.(com|us)$/.test(u.hostname) && u.pathname.startsWith('/v2/'),
    decode: (u) => unescapeHtml(decodeURIComponent(param(u, 'u').replace(/-/g, '%').replace(/_/g, '/'))),
  },
  {
    name: 'Proofpoint URL Defense v1',
    matches: (u) => /^urldefense(\.proofpoint)?\.(com|us)$/.test(u.hostname) && u.pathname.startsWith('/v1/'),
    decode: (u) => unescapeHtml(param(u, 'u')),
  },
  { name: 'Barracuda LinkProtect', matches: (u) => u.hostname === 'linkprotect.cudasvc.com', decode: (u) => param(u, 'a') },
  {
    name: 'Facebook redirect',
    matches: (u) => /^l\.(facebook|messenger|instagram)\.com$/.test(u.hostname),
    decode: (u) => param(u, 'u'),
  },
];

export const wrapperNames = wrappers.map((w) => w.name);

/** One wrapped link → its target, unwrapping nested wrappers (a Safe Link around a Proofpoint link). */
export function unwrapLink(text: string): Unwrapped {
  let current = text.trim();
  const found: string[] = [];
  for (let depth = 0; depth < 8; depth++) {
    let url: URL;
    try {
      url = new URL(current);
    } catch {
      if (depth === 0) throw new Error(`"${current}" is not a URL`);
      break;
    }
    const wrapper = wrappers.find((w) => w.matches(url));
    if (!wrapper) break;
    try {
      current = wrapper.decode(url, current).trim();
    } catch (err) {
      throw new Error(`${wrapper.name}: ${(err as Error).message}`, { cause: err });
    }
    found.push(wrapper.name);
  }
  if (found.length === 0)
    throw new Error(`"${current}" is not a Safe Links, Google, Proofpoint, Barracuda or Facebook wrapped link`);
  return { url: current, wrappers: found };
}

/** Wrapped links, one a line → their targets, one a line (with the wrappers named if asked). */
export function unwrapLinks(text: string, { showWrapper = false } = {}): string {
  const lines = text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (lines.length === 0) throw new Error('Paste a wrapped link (one a line)');
  return lines
    .map((line, i) => {
      try {
        const { url, wrappers: found } = unwrapLink(line);
        return showWrapper ? `${url}  (${found.join(' → ')})` : url;
      } catch (err) {
        throw new Error(lines.length > 1 ? `Line ${i + 1}: ${(err as Error).message}` : (err as Error).message, { cause: err });
      }
    })
    .join('\n');
}
