import { describe, expect, it } from 'vitest';
import { buildPreviewDocument, decodePreviewPayload, encodePreviewPayload, previewUrl } from './preview-document';

const fullHtml = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="UTF-8">
  <title>Café</title>
  <link rel="stylesheet" href="styles.css">
</head>
<body>
  <header><h1>Café</h1></header>
  <script src="script.js"></script>
</body>
</html>`;

describe('buildPreviewDocument', () => {
  it('inlines styles.css and script.js in place of their references', () => {
    const doc = buildPreviewDocument({ html: fullHtml, css: 'h1 { color: red; }', js: 'document.title = "x";' });
    expect(doc).not.toMatch(/href="styles\.css"/);
    expect(doc).not.toMatch(/src="script\.js"/);
    expect(doc).toMatch(/<style>\nh1 \{ color: red; \}\n<\/style>\n<\/head>/);
    expect(doc).toMatch(/<script>document\.title = "x";\n\/\/# sourceURL=script\.js\n<\/script>\n<\/body>/);
    // The header element is not mistaken for head.
    expect(doc.indexOf('<header>')).toBeGreaterThan(doc.indexOf('</head>'));
  });

  it('puts the error bridge first in head, reporting to the parent with its source tag', () => {
    const doc = buildPreviewDocument({ html: fullHtml, css: '', js: '' });
    const head = doc.indexOf('<head>') + '<head>'.length;
    expect(doc.slice(head, head + 8)).toBe('<script>');
    expect(doc).toContain("parent.postMessage({source:'devforge-preview',type:'runtime-error'");
    expect(doc).toContain("addEventListener('unhandledrejection'");
    // One line only: line numbers of the site's own markup stay as they were.
    expect(doc.split('\n')).toHaveLength(fullHtml.split('\n').length);
  });

  it('removes references in other spellings', () => {
    const html =
      `<html><head><link href='./styles.css' rel=stylesheet /><LINK rel="stylesheet" href=styles.css></head>` +
      `<body><script defer type="text/javascript" src='./script.js'></script ><SCRIPT SRC="script.js"></SCRIPT></body></html>`;
    const doc = buildPreviewDocument({ html, css: 'a{}', js: 'x()' });
    expect(doc).not.toMatch(/styles\.css|src=["']?\.?\/?script\.js/i);
    expect(doc.match(/<style>/g)).toHaveLength(1);
  });

  it('keeps other stylesheets and scripts', () => {
    const html = '<html><head><link rel="stylesheet" href="https://cdn.example/x.css"></head><body><script src="https://cdn.example/lib.js"></script></body></html>';
    const doc = buildPreviewDocument({ html, css: '', js: '' });
    expect(doc).toContain('https://cdn.example/x.css');
    expect(doc).toContain('https://cdn.example/lib.js');
  });

  it('wraps a fragment in a document', () => {
    const doc = buildPreviewDocument({ html: '<h1>Hello</h1>', css: 'h1{}', js: 'go()' });
    expect(doc).toMatch(/^<!DOCTYPE html>\n<html lang="en">\n<head><script>/);
    expect(doc).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(doc).toMatch(/<body>\n<h1>Hello<\/h1>\n<script>go\(\)/);
    expect(doc).toMatch(/<\/body>\n<\/html>\n$/);
  });

  it('makes a head when the document has html and body but no head', () => {
    const doc = buildPreviewDocument({ html: '<!doctype html><html><body><p>x</p></body></html>', css: 'p{}', js: '' });
    expect(doc).toMatch(/^<!doctype html><html><head><script>.*<\/script><style>\np\{\}\n<\/style>\n<\/head><body>/s);
  });

  it('handles a body without html or head, and html without body', () => {
    const bodyOnly = buildPreviewDocument({ html: '<body><p>x</p></body>', css: 'p{}', js: 'y()' });
    expect(bodyOnly).toMatch(/^<head><script>.*<style>\np\{\}\n<\/style>\n<\/head><body><p>x<\/p><script>y\(\)/s);
    const noBody = buildPreviewDocument({ html: '<html><head></head><p>x</p></html>', css: '', js: 'z()' });
    expect(noBody).toMatch(/<p>x<\/p><script>z\(\)\n\/\/# sourceURL=script\.js\n<\/script>\n<\/html>$/);
  });

  it('cannot be broken out of by </script> or </style> inside the code', () => {
    const doc = buildPreviewDocument({ html: '<p>x</p>', css: 'a::after{content:"</style><b>"}', js: 'const s = "</script><img src=x onerror=alert(1)>";' });
    expect(doc).toContain('content:"<\\/style><b>"');
    expect(doc).toContain('const s = "<\\/script><img');
    expect(doc.match(/<\/script>/g)).toHaveLength(2); // the bridge's and the site script's own
  });

  it('leaves empty css and js out', () => {
    const doc = buildPreviewDocument({ html: fullHtml, css: '  ', js: '\n' });
    expect(doc).not.toContain('<style>');
    expect(doc.match(/<script>/g)).toHaveLength(1);
  });
});

describe('preview payload', () => {
  it('round-trips through deflate-raw and base64url, unicode included', () => {
    const doc = buildPreviewDocument({ html: '<h1>Crème brûlée 🍮 — ✓</h1>', css: '', js: '' });
    const payload = encodePreviewPayload(doc);
    expect(payload).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePreviewPayload(payload)).toBe(doc);
  });

  it('is much smaller than the document and handles a megabyte', () => {
    const doc = `<p>${'lorem ipsum dolor sit amet '.repeat(40_000)}</p>`;
    const payload = encodePreviewPayload(doc);
    expect(payload.length).toBeLessThan(doc.length / 10);
    expect(decodePreviewPayload(payload)).toBe(doc);
  });

  it('addresses the preview shell with the payload in the fragment', () => {
    expect(previewUrl('<p>x</p>')).toMatch(/^\/builder-preview#[A-Za-z0-9_-]+$/);
  });
});
