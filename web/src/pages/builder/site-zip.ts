import { strToU8, zipSync } from 'fflate';
import { websiteZipName, type GeneratedWebsite } from '@common/builder';

// Download ZIP (spec platform.md §3 ZIP contents): index.html, styles.css, script.js and a
// README.md; the archive is named websiteZipName(name).

export const SITE_FILES = { html: 'index.html', css: 'styles.css', js: 'script.js' } as const;

/**
 * index.html as it should be on disk: linked to styles.css and script.js. The server asks the
 * model for these links; a reply (or an old history entry) without them still works unzipped.
 */
export function linkedIndexHtml(html: string): string {
  let out = html;
  if (!/href\s*=\s*["']?(?:\.\/)?styles\.css/i.test(out)) {
    const link = '<link rel="stylesheet" href="styles.css">';
    const headEnd = out.toLowerCase().indexOf('</head>');
    out = headEnd !== -1 ? `${out.slice(0, headEnd)}  ${link}\n${out.slice(headEnd)}` : `${link}\n${out}`;
  }
  if (!/src\s*=\s*["']?(?:\.\/)?script\.js/i.test(out)) {
    const script = '<script src="script.js"></script>';
    const bodyEnd = out.toLowerCase().lastIndexOf('</body>');
    out = bodyEnd !== -1 ? `${out.slice(0, bodyEnd)}  ${script}\n${out.slice(bodyEnd)}` : `${out}\n${script}\n`;
  }
  return out;
}

function bulletList(items: readonly string[], none: string): string {
  const clean = items.map((i) => i.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return clean.length > 0 ? clean.map((i) => `- ${i}`).join('\n') : none;
}

/** README.md: the name as title, the description, Features, Technologies Used, getting started, and the credit line last. */
export function siteReadme(site: Pick<GeneratedWebsite, 'name' | 'description' | 'features' | 'technologies'>): string {
  const name = site.name.replace(/\s+/g, ' ').trim() || 'Generated Website';
  return [
    `# ${name}`,
    '',
    site.description.trim(),
    '',
    '## Features',
    '',
    bulletList(site.features, '_No features were listed._'),
    '',
    '## Technologies Used',
    '',
    bulletList(site.technologies, '- HTML5\n- CSS3\n- JavaScript'),
    '',
    '## Getting Started',
    '',
    '1. Unzip the archive into a folder.',
    '2. Open `index.html` in your web browser. No build step or server is needed.',
    '3. Edit `index.html` (content), `styles.css` (look) and `script.js` (behaviour) to make the site your own.',
    '4. To publish it, upload the three files to any static host, such as GitHub Pages, Netlify or Vercel.',
    '',
    '## Files',
    '',
    '- `index.html`: the page markup',
    '- `styles.css`: the styles',
    '- `script.js`: the interactivity',
    '',
    '---',
    '',
    "Generated with DevForge's AI Website Builder.",
    '',
  ].join('\n');
}

/** The four files, zipped. Level 1: code shrinks about 10x already; level 6 saves ~13 % more at twice the time (bench/builder-zip). */
export function siteZip(site: GeneratedWebsite, { mtime = new Date() }: { mtime?: Date } = {}): Uint8Array {
  return zipSync(
    {
      [SITE_FILES.html]: strToU8(linkedIndexHtml(site.html)),
      [SITE_FILES.css]: strToU8(site.css),
      [SITE_FILES.js]: strToU8(site.js),
      'README.md': strToU8(siteReadme(site)),
    },
    { level: 1, mtime },
  );
}

/** The archive and its file name, ready for downloadFile. */
export function siteZipDownload(site: GeneratedWebsite): { fileName: string; blob: Blob } {
  const bytes = siteZip(site);
  return { fileName: websiteZipName(site.name), blob: new Blob([bytes as BlobPart], { type: 'application/zip' }) };
}
