import { afterEach, describe, expect, it } from 'vitest';
import { cleanHtml, createEditor, editorHtml } from './editor';
import type { Editor } from '@tiptap/core';

// The oracle: the browser's HTML parser (DOMParser). The HTML the editor gives, parsed and loaded
// back into a fresh editor, must give the same HTML and the same DOM: nothing is lost on the way.

const editors: Editor[] = [];
const load = (html: string) => {
  const editor = createEditor({ content: html });
  editors.push(editor);
  return editor;
};
afterEach(() => editors.splice(0).forEach((e) => e.destroy()));

const dom = (html: string) => new DOMParser().parseFromString(`<body>${html.replace(/\n/g, '')}</body>`, 'text/html').body;

const rich = `
<h1>Release notes</h1>
<p>Some <strong>bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s> and <code>inline code</code>, with <a href="https://example.com/docs">a link</a>.</p>
<h2>Changes</h2>
<ul><li><p>First</p></li><li><p>Second with <strong>weight</strong></p></li></ul>
<ol><li><p>One</p></li><li><p>Two</p></li></ol>
<blockquote><p>A quote &amp; an ampersand &lt;tag&gt;</p></blockquote>
<pre><code class="language-js">const x = 1 &lt; 2;</code></pre>
<hr>
<img src="https://example.com/logo.png" alt="Logo">
<table><tbody><tr><th><p>Name</p></th><th><p>Value</p></th></tr><tr><td><p>a</p></td><td><p>1</p></td></tr></tbody></table>
`;

describe('HTML editor round trip', () => {
  it('gives back HTML that loads into the same document', () => {
    const first = editorHtml(load(rich));
    const second = editorHtml(load(first));
    expect(second).toBe(first);
    expect(dom(second).isEqualNode(dom(first))).toBe(true);
    // What a reader sees survives: every kind of block and mark.
    const body = dom(first);
    for (const selector of [
      'h1',
      'h2',
      'strong',
      'em',
      'u',
      's',
      'code',
      'a[href="https://example.com/docs"]',
      'ul li',
      'ol li',
      'blockquote',
      'pre code',
      'hr',
      'img[src="https://example.com/logo.png"][alt="Logo"]',
      'table th',
      'table td',
    ])
      expect(body.querySelector(selector), selector).not.toBeNull();
    expect(body.querySelector('blockquote')!.textContent).toBe('A quote & an ampersand <tag>');
  }, 30_000);

  it('removes scripts, handlers, styles and javascript: links from what comes in', () => {
    const html = editorHtml(
      load(
        '<p onclick="alert(1)" style="color:red">Hi <a href="javascript:alert(1)">bad</a> <img src=x onerror="alert(1)"></p><script>alert(1)</script><iframe src="https://evil.example"></iframe>',
      ),
    );
    const body = dom(html);
    expect(body.querySelector('script, iframe, [onclick], [onerror], [style]')).toBeNull();
    expect(html).not.toMatch(/javascript:/i);
    expect(body.textContent).toContain('Hi bad');
    expect(cleanHtml('<b onmouseover="x()">b</b><style>p{}</style>')).toBe('<b>b</b>');
  });

  it('keeps plain text safe', () => {
    expect(editorHtml(load('1 < 2 & 3 > 2'))).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
  });
});
