// Sanitising HTML for showing it: DOMPurify needs a DOM (the page, or jsdom in tests), so what uses
// this runs on the page only (needs: 'dom'); in Node or a worker there is no document to clean with.

export async function sanitizeHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  // The default profile keeps HTML's formatting and drops scripts, event handlers, javascript: URLs
  // and <style>/<form>-based tricks; checkboxes of task lists survive (type and checked are allowed).
  // Inline styles go too: they cannot run script in today's browsers, but can overlay and disguise the page.
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] });
}
