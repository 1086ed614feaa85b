/** The badge generator's logic: shields.io static badge URLs and their Markdown, HTML and reStructuredText (spec tools.md §7, §9). */
export const badgeColours = ['blue', 'green', 'red', 'yellow', 'orange', 'purple'] as const;
export const badgeStyles = ['flat', 'flat-square', 'plastic', 'for-the-badge'] as const;
export type BadgeStyle = (typeof badgeStyles)[number];

export type BadgeOptions = {
  label: string;
  message: string;
  /** One of the six names, a CSS colour name, or a hex colour (#rgb or #rrggbb). */
  color: string;
  style: BadgeStyle;
  /** A Simple Icons slug (https://simpleicons.org), drawn by shields.io. */
  logo: string;
  link: string;
};

export const defaultBadge: BadgeOptions = {
  label: 'build',
  message: 'passing',
  color: 'green',
  style: 'flat',
  logo: '',
  link: '',
};

export const SHIELDS_BASE = 'https://img.shields.io/badge/';

/** The colour as shields.io and badge-maker take it: a name, or hex without the #. */
export function normalizeColour(color: string): string {
  const value = color.trim();
  if (/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) return value.replace(/^#/, '').toLowerCase();
  if (/^[a-z]+$/i.test(value)) return value.toLowerCase();
  throw new Error('Colour: a name (blue, green…) or a hex colour like #4c1 or #44cc11');
}

/**
 * One part of the /badge/ path, escaped as shields.io documents it: a dash is written `--`, an
 * underscore `__`, a space `_`; everything else is percent-encoded.
 */
export function escapeBadgePart(text: string): string {
  return encodeURIComponent(text.replace(/-/g, '--').replace(/_/g, '__').replace(/ /g, '_'));
}

export function checkBadge(options: BadgeOptions): BadgeOptions {
  if (!options.message.trim()) throw new Error('Status: enter the text on the right of the badge, like passing');
  if (options.logo.trim() && !/^[a-z0-9][a-z0-9.+-]*$/i.test(options.logo.trim()))
    throw new Error('Logo: a Simple Icons name like github or docker');
  if (options.link.trim()) {
    let url: URL;
    try {
      url = new URL(options.link.trim());
    } catch {
      throw new Error('Link: a full URL like https://example.com');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('Link: an http or https URL');
  }
  normalizeColour(options.color);
  return options;
}

/** The shields.io static badge URL. */
export function badgeUrl(options: BadgeOptions): string {
  checkBadge(options);
  const parts = [options.label, options.message].filter((part) => part !== '').map(escapeBadgePart);
  const query = new URLSearchParams();
  if (options.style !== 'flat') query.set('style', options.style);
  if (options.logo.trim()) query.set('logo', options.logo.trim().toLowerCase());
  const search = query.toString();
  return `${SHIELDS_BASE}${[...parts, normalizeColour(options.color)].join('-')}${search ? `?${search}` : ''}`;
}

const altText = (o: BadgeOptions) => (o.label ? `${o.label}: ${o.message}` : o.message);

const html = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Markdown, HTML and reStructuredText for a README. */
export function badgeSnippets(options: BadgeOptions): { url: string; markdown: string; html: string; rst: string } {
  const url = badgeUrl(options);
  const alt = altText(options);
  const link = options.link.trim();
  const mdAlt = alt.replace(/([\\[\]])/g, '\\$1');
  const image = `![${mdAlt}](${url})`;
  const img = `<img alt="${html(alt)}" src="${html(url)}">`;
  return {
    url,
    markdown: link ? `[${image}](${link.replace(/[()]/g, (c) => encodeURIComponent(c))})` : image,
    html: link ? `<a href="${html(link)}">${img}</a>` : img,
    rst: [`.. image:: ${url}`, `   :alt: ${alt}`, ...(link ? [`   :target: ${link}`] : [])].join('\n'),
  };
}

/** badge-maker's input for the local SVG (the same renderer shields.io runs). The logo is left to shields.io. */
export function badgeMakerFormat(options: BadgeOptions) {
  checkBadge(options);
  return {
    label: options.label,
    message: options.message,
    color: /^[0-9a-f]+$/.test(normalizeColour(options.color))
      ? `#${normalizeColour(options.color)}`
      : normalizeColour(options.color),
    style: options.style,
    ...(options.link.trim() ? { links: [options.link.trim()] } : {}),
  };
}

/**
 * badge-maker's SVG made fit to sit in the page itself, where the preview draws it at once (an
 * <img> of a data: URL makes the browser build a new image document on every keystroke): drawn
 * `scale` times larger through a viewBox, its ids made unique to this copy (the page shows the
 * badge twice), without its link (the preview is a picture, not a link) nor its own accessible name.
 */
export function inlineBadgeSvg(svg: string, { idPrefix, scale = 1 }: { idPrefix: string; scale?: number }): string {
  const size = /^<svg([^>]*?)\swidth="([\d.]+)"\sheight="([\d.]+)"/;
  if (!size.test(svg)) throw new Error('Not a badge-maker SVG');
  return (
    svg
      .replace(size, (_, before: string, width: string, height: string) => {
        const [w, h] = [Number(width), Number(height)];
        return `<svg${before} width="${w * scale}" height="${h * scale}" viewBox="0 0 ${w} ${h}"`;
      })
      // The page names the picture (its wrapper has role="img"); the copy's own name would be read again.
      .replace(/^(<svg[^>]*?)\srole="img"/, '$1')
      .replace(/^(<svg[^>]*?)\saria-label="[^"]*"/, '$1')
      .replace(/<a\s[^>]*>|<\/a>/g, '')
      .replace(/\sid="([^"]+)"/g, ` id="${idPrefix}$1"`)
      .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}$1)`)
  );
}
