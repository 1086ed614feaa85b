// The Markdown that AI answers are written in, read into blocks a screen can render as React
// elements (never as HTML: the text is the model's, not ours). A deliberate subset: headings,
// paragraphs, lists, fenced code (an unclosed fence, a cut-off answer, runs to the end), and
// inline code, bold, italic and links (shown as text).

export type MarkdownInline = { kind: 'text' | 'code' | 'strong' | 'em'; text: string } | { kind: 'link'; text: string; href: string };

export type MarkdownBlock =
  | { kind: 'heading'; level: number; inlines: MarkdownInline[] }
  | { kind: 'paragraph'; inlines: MarkdownInline[] }
  | { kind: 'list'; ordered: boolean; items: MarkdownInline[][] }
  | { kind: 'code'; language: string; code: string; closed: boolean };

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w+#.-]*)\s*$/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

/** Inline code, bold, italic and links; everything else is text. */
export function parseInline(text: string): MarkdownInline[] {
  const out: MarkdownInline[] = [];
  const pattern = /(`+)([\s\S]+?)\1|\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|(?<![\w])_([^_\s][^_]*)_(?![\w])|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[1]) out.push({ kind: 'code', text: match[2]!.trim() });
    else if (match[3] ?? match[4]) out.push({ kind: 'strong', text: (match[3] ?? match[4])! });
    else if (match[5] ?? match[6]) out.push({ kind: 'em', text: (match[5] ?? match[6])! });
    else out.push({ kind: 'link', text: match[7]!, href: match[8]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

export function parseMarkdown(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', inlines: parseInline(paragraph.join(' ')) });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    list = null;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const marker = fence[1]!;
      const code: string[] = [];
      let closed = false;
      for (i++; i < lines.length; i++) {
        const inner = lines[i]!;
        if (inner.trim().startsWith(marker[0]!.repeat(marker.length)) && inner.trim().replace(new RegExp(`^\\${marker[0]}+`), '') === '') {
          closed = true;
          break;
        }
        code.push(inner);
      }
      blocks.push({ kind: 'code', language: fence[2]!.toLowerCase(), code: code.join('\n'), closed });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length, inlines: parseInline(heading[2]!) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    // A wrapped line continues the list item above it, or the paragraph.
    if (list && /^\s+\S/.test(line)) list.items[list.items.length - 1] += ` ${line.trim()}`;
    else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}
