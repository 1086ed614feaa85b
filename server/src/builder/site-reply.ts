import { z } from 'zod';
import { BUILDER_FILE_MAX, generatedWebsiteSchema, websiteDefaults, type GeneratedWebsite } from '../../../common/builder';
import { InvalidJsonReplyError, parseJsonReply } from '../ai/json-reply';

const file = (key: string) =>
  z
    .string({ error: `"${key}" is missing` })
    .refine((v) => v.trim().length > 0, `"${key}" is empty`)
    .refine((v) => v.length <= BUILDER_FILE_MAX, `"${key}" is too long`);

// Only the three files are required (spec §5); a malformed detail falls back to its default
// instead of costing a retry.
const optionalText = z.string().nullish().catch(undefined);
const optionalList = z.array(z.string()).nullish().catch(undefined);

/** The reply the model is asked for (spec §3 Expected AI reply). */
export const websiteReplySchema = z.object({
  html: file('html'),
  css: file('css'),
  js: file('js'),
  name: optionalText,
  description: optionalText,
  features: optionalList,
  technologies: optionalList,
});

/** What fills the details the model left out: spec §3 defaults, or for a refinement the current site's. */
export type WebsiteDefaults = Pick<GeneratedWebsite, 'name' | 'description' | 'features' | 'technologies'>;

export function generateDefaults(prompt: string): WebsiteDefaults {
  return { name: websiteDefaults.name, description: prompt.trim(), features: [], technologies: [...websiteDefaults.technologies] };
}

const STYLESHEET_LINK = /<link\b[^>]*\bhref\s*=\s*["']?(?:\.\/)?styles\.css(?:[?#][^"'\s>]*)?["'\s>]/i;
const SCRIPT_TAG = /<script\b[^>]*\bsrc\s*=\s*["']?(?:\.\/)?script\.js(?:[?#][^"'\s>]*)?["'\s>]/i;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

function insertBefore(html: string, pattern: RegExp, insert: string): string | undefined {
  const match = pattern.exec(html);
  return match ? `${html.slice(0, match.index)}${insert}${html.slice(match.index)}` : undefined;
}

/**
 * Makes index.html a full document that links styles.css and script.js, so the unzipped site
 * works from disk: a fragment is wrapped in a document, and a missing link or script tag is added.
 */
export function linkSiteFiles({ html, title }: { html: string; title: string }): string {
  let page = html.trim();
  if (!/<html[\s>]/i.test(page) && !/<body[\s>]/i.test(page)) {
    page = [
      '<!DOCTYPE html>',
      '<html lang="en">',
      '<head>',
      '  <meta charset="UTF-8">',
      '  <meta name="viewport" content="width=device-width, initial-scale=1.0">',
      `  <title>${escapeHtml(title)}</title>`,
      '</head>',
      '<body>',
      page,
      '</body>',
      '</html>',
    ].join('\n');
  }
  if (!STYLESHEET_LINK.test(page)) {
    const link = '<link rel="stylesheet" href="styles.css">\n';
    page = insertBefore(page, /<\/head\s*>/i, link) ?? insertBefore(page, /<body[\s>]/i, link) ?? `${link}${page}`;
  }
  if (!SCRIPT_TAG.test(page)) {
    const script = '<script src="script.js"></script>\n';
    const bodyEnd = page.search(/<\/body\s*>(?![\s\S]*<\/body\s*>)/i);
    page = bodyEnd !== -1 ? `${page.slice(0, bodyEnd)}${script}${page.slice(bodyEnd)}` : (insertBefore(page, /<\/html\s*>/i, script) ?? `${page}\n${script}`);
  }
  return page;
}

function cleanList(values: string[] | null | undefined, { max, length }: { max: number; length: number }): string[] | undefined {
  if (!values) return undefined;
  return values
    .map((v) => v.trim())
    .filter(Boolean)
    .slice(0, max)
    .map((v) => v.slice(0, length));
}

/**
 * Reads a website from the model's reply: code fences stripped, prose around the object
 * tolerated, validated; html, css and js required (spec §5); defaults for the rest (spec §3).
 * Throws InvalidJsonReplyError naming the first problem.
 */
export function parseWebsiteReply({ text, defaults }: { text: string; defaults: WebsiteDefaults }): GeneratedWebsite {
  const reply = parseJsonReply({ text, schema: websiteReplySchema });
  const name = (reply.name?.trim() || defaults.name).slice(0, 200);
  const technologies = cleanList(reply.technologies, { max: 50, length: 100 });
  const site: GeneratedWebsite = {
    html: linkSiteFiles({ html: reply.html, title: name }),
    css: reply.css,
    js: reply.js,
    name,
    description: (reply.description?.trim() || defaults.description).slice(0, generatedWebsiteSchema.shape.description.maxLength ?? undefined),
    features: cleanList(reply.features, { max: 50, length: 300 }) ?? defaults.features,
    technologies: technologies?.length ? technologies : defaults.technologies,
  };
  const checked = generatedWebsiteSchema.safeParse(site);
  if (!checked.success) throw new InvalidJsonReplyError(`the site is not usable: ${checked.error.issues[0]?.message}`);
  return checked.data;
}
