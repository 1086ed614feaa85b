import { Editor } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import DOMPurify from 'dompurify';

// The editor (Tiptap 3 on ProseMirror) and the HTML it gives: headings, paragraphs, bold, italic,
// underline, strike, inline code, links, lists, quotes, code blocks, rules, tables, images by URL.
// Whatever comes in (typed, pasted HTML, a link) passes DOMPurify first, and the schema keeps only
// what it knows, so the HTML out is clean.

export const editorExtensions = () => [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
    },
  }),
  Image.configure({ inline: false }),
  TableKit.configure({ table: { resizable: false } }),
];

/** HTML with scripts, event handlers, styles and javascript: URLs removed (DOMPurify). */
export function cleanHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_ATTR: ['style', 'class'],
    FORBID_TAGS: ['style', 'form', 'input'],
  });
}

export function createEditor({
  element,
  content,
  onChange,
}: {
  element?: HTMLElement;
  content: string;
  onChange?: (html: string) => void;
}): Editor {
  return new Editor({
    element,
    extensions: editorExtensions(),
    content: cleanHtml(content),
    editorProps: {
      attributes: { 'aria-label': 'Rich text editor', 'aria-multiline': 'true', role: 'textbox', class: 'wysiwyg-content' },
      transformPastedHTML: cleanHtml,
    },
    onUpdate: ({ editor }) => onChange?.(editorHtml(editor)),
  });
}

/** The editor's document as HTML, one block a line so it reads and diffs well. */
export function editorHtml(editor: Editor): string {
  return editor.getHTML().replace(/(<\/(?:p|h[1-6]|ul|ol|blockquote|pre|table|li|tr)>|<hr>|<img[^>]*>)(?=<)/g, '$1\n');
}
