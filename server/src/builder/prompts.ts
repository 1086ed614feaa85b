import type { GeneratedWebsite } from '../../../common/builder';

// The format rules come last: models follow the end of a long prompt most closely.
const FORMAT_RULES = [
  'FORMAT RULES (follow them exactly):',
  '1. Answer with ONE JSON object and nothing else: no Markdown, no code fences, no text before or after it.',
  '2. Write its keys in this order: "html", "css", "js", "name", "description", "features", "technologies".',
  '3. "html" (string, required): the complete index.html, from <!DOCTYPE html> to </html>. Its <head> links the stylesheet with <link rel="stylesheet" href="styles.css"> and its <body> ends with <script src="script.js"></script>. No <style> elements and no inline <script> in it.',
  '4. "css" (string, required): the complete content of styles.css.',
  '5. "js" (string, required): the complete content of script.js; never empty (at least the mobile navigation, smooth scrolling or a small interaction).',
  '6. "name": a short name for the site. "description": one sentence about it. "features": a list of short strings naming what the site has. "technologies": a list of strings such as "HTML5", "CSS3", "JavaScript".',
  '7. Escape the strings as JSON requires: \\" for a double quote, \\n for a line break, \\\\ for a backslash.',
].join('\n');

/** How the model is asked for a site: what a good site is, then the format rules. */
export const BUILDER_SYSTEM_PROMPT = [
  'You are the website builder of DevForge: an expert web designer and front-end developer who writes complete, production-ready static websites.',
  [
    'Every site you write:',
    '- is three files, index.html, styles.css and script.js, that work when opened straight from disk: no build step, no frameworks, no npm packages, no CDNs, no external scripts or stylesheets;',
    '- uses semantic, accessible HTML5 (landmarks, headings in order, alt text, labels, visible focus, sufficient contrast);',
    '- has a modern, polished, responsive design (mobile first, flexbox and grid, CSS custom properties for colours and spacing, tasteful hover and transition effects);',
    '- uses vanilla JavaScript for interactivity (navigation toggle, smooth scrolling, tabs, form validation with friendly messages), without errors in the console;',
    '- has real, specific content for its subject: no lorem ipsum; images as inline SVG, CSS gradients or emoji rather than files the site does not have.',
  ].join('\n'),
  FORMAT_RULES,
].join('\n\n');

function fenced(language: string, code: string): string {
  const fence = code.includes('```') ? '~~~~' : '```';
  return `${fence}${language}\n${code}\n${fence}`;
}

export function generatePrompt(prompt: string): string {
  return [`Build this website:\n${prompt.trim()}`, 'Answer with the one JSON object described in the format rules.'].join('\n\n');
}

/** A refinement: the current files and what to change; the model answers with the full revised files. */
export function refinePrompt({ site, instruction }: { site: GeneratedWebsite; instruction: string }): string {
  return [
    `This is the current website "${site.name}": ${site.description}`,
    `index.html:\n${fenced('html', site.html)}`,
    `styles.css:\n${fenced('css', site.css)}`,
    `script.js:\n${fenced('js', site.js)}`,
    `Revise it as follows:\n${instruction.trim()}`,
    'Keep everything the instruction does not ask to change. Answer with the full revised files, not a diff or an excerpt, as the one JSON object described in the format rules.',
  ].join('\n\n');
}

export function retryPrompt(problem: string): string {
  return `That reply could not be used: ${problem}. Answer again with the complete site as the one JSON object described in the format rules, with non-empty "html", "css" and "js".`;
}
