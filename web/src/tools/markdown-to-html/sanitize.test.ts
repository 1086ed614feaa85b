import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { markdownToSafeHtml } from './operations';
import { sanitizeHtml } from './sanitize';

// In a DOM (jsdom here, the page in the app): the XSS vectors of OWASP's filter-evasion cheat sheet
// that Markdown lets through as raw HTML or links come out harmless.
const vectors = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '[x](javascript:alert(1))',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
];

describe('sanitised Markdown HTML', () => {
  it.each(vectors)('%j leaves no script, handler or javascript: URL', async (md) => {
    const html = (await runOperation(markdownToSafeHtml, tag('text', md))).value as string;
    expect(html).not.toMatch(/<script|<iframe|\son\w+=|javascript:/i);
  });

  it('keeps formatting, links, images, tables and task-list checkboxes', async () => {
    const html = await sanitizeHtml(
      '<h1>t</h1><p><a href="https://x.dev">l</a><img src="a.png" alt="a"></p><table><tr><td>1</td></tr></table><input type="checkbox" checked disabled>',
    );
    expect(html).toContain('<a href="https://x.dev">l</a>');
    expect(html).toContain('<img src="a.png" alt="a">');
    expect(html).toContain('<td>1</td>');
    expect(html).toMatch(/<input[^>]*type="checkbox"/);
  });

  it('the worked example gives its output', async () => {
    const example = markdownToSafeHtml.examples![0]!;
    expect((await runOperation(markdownToSafeHtml, tag('text', example.input!))).value).toBe(example.output);
  });
});
