// Markdown → HTML with marked (CommonMark plus GitHub's tables, task lists, strikethrough and
// autolinks). The HTML source is marked's output; anything shown as a page is sanitised first
// (DOMPurify, which needs a DOM: see preview.ts).

export type MarkdownOptions = { gfm?: boolean; breaks?: boolean };

export async function markdownToHtml(markdown: string, { gfm = true, breaks = false }: MarkdownOptions = {}): Promise<string> {
  const { Marked } = await import('marked');
  // A fresh instance: options and extensions never leak between calls (or tools).
  const marked = new Marked({ gfm, breaks, async: false });
  return marked.parse(markdown) as string;
}
