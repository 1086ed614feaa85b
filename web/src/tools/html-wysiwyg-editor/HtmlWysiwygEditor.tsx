import type { Editor } from '@tiptap/core';
import {
  Bold,
  Code,
  Heading1,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Table,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Card } from '@/components/Feedback';
import { TextArea, TextInput } from '@/components/Field';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { cleanHtml, createEditor, editorHtml } from './editor';
import './html-editor.css';

const TOOL_ID = 'html-wysiwyg-editor';
const EXAMPLE = `<h2>Release notes</h2>
<p>This version is <strong>faster</strong> and <em>easier</em> to use. Read <a href="https://example.com/docs">the docs</a>.</p>
<ul><li><p>New export to CSV</p></li><li><p>Fixed <code>--dry-run</code></p></li></ul>
<table><tbody><tr><th><p>Plan</p></th><th><p>Price</p></th></tr><tr><td><p>Free</p></td><td><p>0 €</p></td></tr></tbody></table>`;

type Action = {
  label: string;
  icon: LucideIcon;
  run: (e: Editor) => void;
  active?: (e: Editor) => boolean;
  can?: (e: Editor) => boolean;
};

const chain = (e: Editor) => e.chain().focus();
const actions: Action[][] = [
  [
    { label: 'Undo', icon: Undo2, run: (e) => chain(e).undo().run(), can: (e) => e.can().undo() },
    { label: 'Redo', icon: Redo2, run: (e) => chain(e).redo().run(), can: (e) => e.can().redo() },
  ],
  [
    {
      label: 'Heading 1',
      icon: Heading1,
      run: (e) => chain(e).toggleHeading({ level: 1 }).run(),
      active: (e) => e.isActive('heading', { level: 1 }),
    },
    {
      label: 'Heading 2',
      icon: Heading2,
      run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
      active: (e) => e.isActive('heading', { level: 2 }),
    },
    {
      label: 'Heading 3',
      icon: Heading3,
      run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
      active: (e) => e.isActive('heading', { level: 3 }),
    },
  ],
  [
    { label: 'Bold', icon: Bold, run: (e) => chain(e).toggleBold().run(), active: (e) => e.isActive('bold') },
    { label: 'Italic', icon: Italic, run: (e) => chain(e).toggleItalic().run(), active: (e) => e.isActive('italic') },
    { label: 'Underline', icon: Underline, run: (e) => chain(e).toggleUnderline().run(), active: (e) => e.isActive('underline') },
    {
      label: 'Strikethrough',
      icon: Strikethrough,
      run: (e) => chain(e).toggleStrike().run(),
      active: (e) => e.isActive('strike'),
    },
    { label: 'Inline code', icon: Code, run: (e) => chain(e).toggleCode().run(), active: (e) => e.isActive('code') },
  ],
  [
    {
      label: 'Bulleted list',
      icon: List,
      run: (e) => chain(e).toggleBulletList().run(),
      active: (e) => e.isActive('bulletList'),
    },
    {
      label: 'Numbered list',
      icon: ListOrdered,
      run: (e) => chain(e).toggleOrderedList().run(),
      active: (e) => e.isActive('orderedList'),
    },
    { label: 'Quote', icon: Quote, run: (e) => chain(e).toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
    {
      label: 'Code block',
      icon: SquareCode,
      run: (e) => chain(e).toggleCodeBlock().run(),
      active: (e) => e.isActive('codeBlock'),
    },
    { label: 'Horizontal rule', icon: Minus, run: (e) => chain(e).setHorizontalRule().run() },
    {
      label: 'Insert table',
      icon: Table,
      run: (e) => chain(e).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      can: (e) => !e.isActive('table'),
    },
  ],
];

const tableActions: { label: string; run: (e: Editor) => void }[] = [
  { label: 'Add row', run: (e) => chain(e).addRowAfter().run() },
  { label: 'Add column', run: (e) => chain(e).addColumnAfter().run() },
  { label: 'Delete row', run: (e) => chain(e).deleteRow().run() },
  { label: 'Delete column', run: (e) => chain(e).deleteColumn().run() },
  { label: 'Delete table', run: (e) => chain(e).deleteTable().run() },
];

const HtmlWysiwygEditor: ToolScreen = ({ initialInput }) => {
  const [html, setHtml] = useToolState('html', EXAMPLE, { start: initialInput ? cleanHtml(initialInput) : undefined });
  const [source, setSource] = useState<string | null>(null); // the HTML pane while the user types in it
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const [linkUrl, setLinkUrl] = useState('');
  const [imageUrl, setImageUrl] = useState('');
  const mount = useRef<HTMLDivElement>(null);
  const initial = useRef(html);

  useEffect(() => {
    const created = createEditor({ element: mount.current!, content: initial.current, onChange: (next) => setHtml(next) });
    created.on('transaction', refresh);
    setEditor(created);
    return () => created.destroy();
  }, [setHtml]);

  // A change from outside the editor (a share link, the state restored): load it unless it is already there.
  useEffect(() => {
    if (editor && source === null && editorHtml(editor) !== html)
      editor.commands.setContent(cleanHtml(html), { emitUpdate: false });
  }, [editor, html, source]);

  const loadSource = (text: string) => {
    setSource(text);
    if (editor) {
      editor.commands.setContent(cleanHtml(text), { emitUpdate: false });
      setHtml(editorHtml(editor));
    }
  };

  const inTable = editor?.isActive('table') ?? false;
  const shown = source ?? html;

  return (
    <div className="grid items-start gap-5 xl:grid-cols-2">
      <Card className="flex min-w-0 flex-col gap-3 p-3 sm:p-4">
        <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-1 border-b border-border pb-2">
          {actions.map((group, i) => (
            <div key={i} className="flex items-center gap-0.5 border-r border-border pr-1 last:border-r-0">
              {group.map(({ label, icon: Icon, run, active, can }) => {
                const pressed = editor && active ? active(editor) : undefined;
                return (
                  <button
                    key={label}
                    type="button"
                    title={label}
                    aria-label={label}
                    aria-pressed={active ? Boolean(pressed) : undefined}
                    disabled={!editor || (can ? !can(editor) : false)}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => editor && run(editor)}
                    className={cn(
                      'inline-flex h-8 w-8 items-center justify-center rounded-md text-fg hover:bg-surface-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:opacity-40',
                      pressed && 'bg-primary/15 text-primary',
                    )}
                  >
                    <Icon className="h-4 w-4" aria-hidden="true" />
                  </button>
                );
              })}
            </div>
          ))}
        </div>
        {inTable && (
          <div className="flex flex-wrap gap-1" role="group" aria-label="Table">
            {tableActions.map(({ label, run }) => (
              <Button
                key={label}
                variant="outline"
                size="sm"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => editor && run(editor)}
              >
                {label}
              </Button>
            ))}
          </div>
        )}
        <div
          ref={mount}
          className="rounded-lg border border-border bg-surface px-4 py-3 focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30"
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <form
            className="flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (!editor) return;
              const href = linkUrl.trim();
              if (href === '') chain(editor).extendMarkRange('link').unsetLink().run();
              else chain(editor).extendMarkRange('link').setLink({ href }).run();
              setLinkUrl('');
            }}
          >
            <TextInput
              label="Link on the selection"
              placeholder="https://… (empty removes it)"
              value={linkUrl}
              onChange={(e) => setLinkUrl(e.target.value)}
              wrapperClassName="flex-1"
            />
            <Button type="submit" variant="outline" size="sm" aria-label="Apply link" className="mb-0.5">
              <Link2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </form>
          <form
            className="flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              const src = imageUrl.trim();
              if (!editor || !/^https?:\/\/|^data:image\//i.test(src)) return;
              chain(editor).setImage({ src, alt: '' }).run();
              setImageUrl('');
            }}
          >
            <TextInput
              label="Image URL"
              placeholder="https://example.com/picture.png"
              value={imageUrl}
              onChange={(e) => setImageUrl(e.target.value)}
              wrapperClassName="flex-1"
            />
            <Button type="submit" variant="outline" size="sm" aria-label="Insert image" className="mb-0.5">
              <ImagePlus className="h-4 w-4" aria-hidden="true" />
            </Button>
          </form>
        </div>
      </Card>

      <Card className="flex min-w-0 flex-col gap-3 p-3 sm:p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-sm font-medium text-fg">Clean HTML</h2>
          <div className="flex gap-2">
            <CopyButton value={html} label="Copy HTML" />
            <SendToButton fromToolId={TOOL_ID} value={tag('text', html)} />
          </div>
        </div>
        <TextArea
          label="HTML (edit or paste to load it into the editor)"
          hint="Scripts, event handlers, styles and unknown tags are removed (DOMPurify), then the editor keeps what it can show."
          rows={18}
          value={shown}
          onChange={(e) => loadSource(e.target.value)}
          onBlur={() => setSource(null)}
        />
      </Card>
    </div>
  );
};

export default HtmlWysiwygEditor;
