// Page metadata → the <head> tags search engines and link previews read: HTML's <title>, meta
// description and canonical link, the Open Graph protocol (ogp.me: og:title, og:type, og:image…)
// and Twitter/X cards (summary, summary_large_image). Values are escaped for attributes and text.

import { z } from 'zod';

export const metaFieldsSchema = z.object({
  title: z.string().default(''),
  description: z.string().default(''),
  url: z.string().default(''),
  image: z.string().default(''),
  imageAlt: z.string().default(''),
  siteName: z.string().default(''),
  type: z.enum(['website', 'article', 'profile', 'book', 'video.movie', 'music.song']).default('website'),
  locale: z.string().default(''),
  twitterCard: z.enum(['summary_large_image', 'summary']).default('summary_large_image'),
  twitterSite: z.string().default(''),
  twitterCreator: z.string().default(''),
  themeColor: z.string().default(''),
});
export type MetaFields = z.output<typeof metaFieldsSchema>;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const handle = (text: string) => (text.trim() === '' ? '' : `@${text.trim().replace(/^@/, '')}`);

/** The tags, one a line, for the fields that are filled in. */
export function metaTags(fields: MetaFields): string {
  const f = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as MetaFields;
  if (!f.title) throw new Error('Give the page a title: every preview starts with it');
  const lines: string[] = [];
  const meta = (attr: 'name' | 'property', key: string, value: string) => {
    if (value) lines.push(`<meta ${attr}="${key}" content="${escapeAttribute(value)}" />`);
  };
  lines.push(`<title>${escapeText(f.title)}</title>`);
  meta('name', 'description', f.description);
  if (f.url) lines.push(`<link rel="canonical" href="${escapeAttribute(f.url)}" />`);
  meta('name', 'theme-color', f.themeColor);
  lines.push('', '<!-- Open Graph -->');
  meta('property', 'og:type', f.type);
  meta('property', 'og:title', f.title);
  meta('property', 'og:description', f.description);
  meta('property', 'og:url', f.url);
  meta('property', 'og:site_name', f.siteName);
  meta('property', 'og:locale', f.locale);
  meta('property', 'og:image', f.image);
  meta('property', 'og:image:alt', f.image ? f.imageAlt : '');
  lines.push('', '<!-- Twitter / X -->');
  meta('name', 'twitter:card', f.twitterCard);
  meta('name', 'twitter:site', handle(f.twitterSite));
  meta('name', 'twitter:creator', handle(f.twitterCreator));
  meta('name', 'twitter:title', f.title);
  meta('name', 'twitter:description', f.description);
  meta('name', 'twitter:image', f.image);
  meta('name', 'twitter:image:alt', f.image ? f.imageAlt : '');
  return lines.join('\n');
}

export type Advice = { field: keyof MetaFields; message: string };

/** What previews will cut or miss, as the big consumers document or behave (lengths are approximate). */
export function metaAdvice(fields: MetaFields): Advice[] {
  const out: Advice[] = [];
  const title = fields.title.trim();
  const description = fields.description.trim();
  if (title.length > 60)
    out.push({ field: 'title', message: `The title is ${title.length} characters: search results show about 60.` });
  if (!description)
    out.push({ field: 'description', message: 'Without a description, search engines and cards pick text from the page.' });
  else if (description.length > 160)
    out.push({
      field: 'description',
      message: `The description is ${description.length} characters: search results show about 160.`,
    });
  for (const key of ['url', 'image'] as const) {
    const value = fields[key].trim();
    if (value && !/^https?:\/\/[^/\s]+/i.test(value))
      out.push({ field: key, message: 'Open Graph needs an absolute URL (https://…).' });
  }
  if (!fields.image.trim())
    out.push({
      field: 'image',
      message: 'Without an image, social cards show as a plain link (1200 × 630 px suits every network).',
    });
  else if (!fields.imageAlt.trim())
    out.push({ field: 'imageAlt', message: 'Describe the image for people using screen readers.' });
  if (fields.themeColor.trim() && !/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(fields.themeColor.trim()))
    out.push({ field: 'themeColor', message: 'Write the colour as #rgb or #rrggbb.' });
  return out;
}

/** "https://www.example.com/blog/post?x" → "example.com", as previews show the site. */
export function displayDomain(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** Cut at a word near `max` characters, with an ellipsis, as search results do. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
