import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { parseMarkdown, type MarkdownInline } from './ai-markdown';

function Inlines({ inlines }: { inlines: MarkdownInline[] }) {
  return (
    <>
      {inlines.map((part, i) => {
        switch (part.kind) {
          case 'code':
            return (
              <code key={i} className="rounded bg-surface-2 px-1 py-0.5 font-mono text-[0.9em] text-fg">
                {part.text}
              </code>
            );
          case 'strong':
            return (
              <strong key={i} className="font-semibold">
                {part.text}
              </strong>
            );
          case 'em':
            return <em key={i}>{part.text}</em>;
          case 'link':
            // The model's links are shown, not followed from here.
            return (
              <span key={i}>
                {part.text} <span className="break-all text-muted">({part.href})</span>
              </span>
            );
          default:
            return <span key={i}>{part.text}</span>;
        }
      })}
    </>
  );
}

/** An AI answer's Markdown as React elements (no HTML from the model is ever inserted). */
export function AiMarkdown({ text, className }: { text: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <div className={cn('flex flex-col gap-3 text-sm leading-relaxed text-fg', className)}>
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'heading':
            return (
              <p key={i} role="heading" aria-level={Math.min(6, block.level + 2)} className="font-semibold text-fg">
                <Inlines inlines={block.inlines} />
              </p>
            );
          case 'paragraph':
            return (
              <p key={i}>
                <Inlines inlines={block.inlines} />
              </p>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={i} className={cn('flex flex-col gap-1 pl-5', block.ordered ? 'list-decimal' : 'list-disc')}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <Inlines inlines={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'code':
            return (
              <pre key={i} className="overflow-auto rounded-lg border border-border bg-surface-2 p-3 font-mono text-[13px] leading-relaxed text-fg">
                {block.code}
              </pre>
            );
        }
      })}
    </div>
  );
}
