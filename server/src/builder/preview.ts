/**
 * The path of the preview shell. Not under /api: the browser navigates to it, in the preview
 * iframe and in "Open in new tab".
 */
export const BUILDER_PREVIEW_PATH = '/builder-preview';

// Generated sites need inline scripts, which the SPA's CSP (and any srcdoc frame, which inherits
// it) forbids. This page gets its own policy instead: the CSP sandbox makes it an opaque origin
// even when opened top-level, so generated code never runs as the signed-in user (DESIGN §4.2),
// and only our own pages may frame it.
export const builderPreviewCsp =
  "sandbox allow-scripts allow-forms allow-modals; default-src * data: blob: 'unsafe-inline' 'unsafe-eval'; frame-ancestors 'self'";

/**
 * The shell: the document to show travels in the URL fragment (never sent to the server) as
 * base64url(deflate-raw(UTF-8 HTML)); the page inflates it with the browser's own
 * DecompressionStream and writes it over itself. Without a readable fragment it says so.
 */
export const builderPreviewPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Website preview</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;color:#64748b;background:#fff}</style>
</head>
<body>
<p id="preview-message"></p>
<script>
(async () => {
  const nothing = () => { document.getElementById('preview-message').textContent = 'Nothing to preview'; };
  try {
    const encoded = location.hash.slice(1);
    if (!encoded) return nothing();
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const html = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'))).text();
    if (!html.trim()) return nothing();
    document.open();
    document.write(html);
    document.close();
  } catch {
    nothing();
  }
})();
</script>
</body>
</html>
`;
