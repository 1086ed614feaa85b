import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { markdownToHtml } from './markdown';

// Markdown → HTML. "HTML" is marked's output as it is (raw HTML in the Markdown passes through, as
// CommonMark says); "Sanitised HTML" also runs DOMPurify, which needs a DOM, so it runs on the page.
// The screen's preview always shows the sanitised form.

const options = z.object({
  gfm: z
    .boolean()
    .default(true)
    .meta({ label: 'GitHub Flavored Markdown', description: 'Tables, task lists, ~~strikethrough~~ and bare-URL links.' }),
  breaks: z
    .boolean()
    .default(false)
    .meta({ label: 'Line breaks as <br>', description: 'As GitHub comments do; CommonMark joins lines.' }),
});

export const markdownToHtmlOperation = defineOperation({
  id: 'markdown-to-html',
  name: 'HTML',
  description: 'Convert Markdown (CommonMark with GitHub tables and task lists) to HTML source.',
  keywords: ['markdown', 'md', 'html', 'commonmark', 'gfm', 'render'],
  input: 'text',
  output: 'text',
  options,
  inputLabel: 'Markdown',
  outputLabel: 'HTML source',
  inputPlaceholder: '# Title\n\n- [x] done\n- [ ] to do\n\n| a | b |\n|---|---|\n| 1 | 2 |',
  outputFile: { extension: 'html', mimeType: 'text/html' },
  outputLanguage: 'html',
  run: (text, o) => markdownToHtml(text, o),
  examples: [
    {
      input: '# Release notes\n\n- [x] **Tables**\n- [ ] ~~Charts~~\n\n| Tool | Size |\n| --- | ---: |\n| yaml | 31 KB |\n',
      output:
        '<h1>Release notes</h1>\n<ul>\n<li><input checked="" disabled="" type="checkbox"> <strong>Tables</strong></li>\n<li><input disabled="" type="checkbox"> <del>Charts</del></li>\n</ul>\n<table>\n<thead>\n<tr>\n<th>Tool</th>\n<th align="right">Size</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>yaml</td>\n<td align="right">31 KB</td>\n</tr>\n</tbody></table>\n',
    },
  ],
});

export const markdownToSafeHtml = defineOperation({
  id: 'markdown-to-safe-html',
  name: 'Sanitised HTML',
  description: 'Convert Markdown to HTML and remove scripts, event handlers and javascript: links (DOMPurify).',
  keywords: ['markdown', 'html', 'sanitize', 'dompurify', 'xss', 'safe'],
  input: 'text',
  output: 'text',
  needs: 'dom',
  options,
  inputLabel: 'Markdown',
  outputLabel: 'Sanitised HTML source',
  outputFile: { extension: 'html', mimeType: 'text/html' },
  outputLanguage: 'html',
  async run(text, o) {
    const { sanitizeHtml } = await import('./sanitize');
    return sanitizeHtml(await markdownToHtml(text, o));
  },
  examples: [
    {
      input: 'Hello <img src=x onerror="alert(1)"> [click](javascript:alert(2)) <script>alert(3)</script>',
      output: '<p>Hello <img src="x"> <a>click</a> </p>\n',
    },
  ],
});

export const operations = [markdownToHtmlOperation, markdownToSafeHtml];
