import { Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { snippetLanguageLabels, type Snippet } from '@common/snippets';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Badge, Card } from '@/components/Feedback';
import { tag as tagged } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import { highlightCode } from './highlight';

/** Lines shown before "Show all": highlighting 100 KB for every card would stall the list. */
const PREVIEW_LINES = 16;

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

type SnippetCardProps = {
  snippet: Snippet;
  onEdit: () => void;
  onDelete: () => void;
  onTag: (tag: string) => void;
};

export function SnippetCard({ snippet, onEdit, onDelete, onTag }: SnippetCardProps) {
  const [expanded, setExpanded] = useState(false);
  const lines = useMemo(() => snippet.code.split('\n'), [snippet.code]);
  const shownCode = expanded || lines.length <= PREVIEW_LINES ? snippet.code : lines.slice(0, PREVIEW_LINES).join('\n');
  const html = useMemo(() => highlightCode({ code: shownCode, language: snippet.language }), [shownCode, snippet.language]);
  const headingId = `snippet-${snippet.id}`;

  return (
    <Card className="flex min-w-0 flex-col">
      <article aria-labelledby={headingId} className="flex h-full min-w-0 flex-col">
        <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2 px-4 pt-3.5 pb-3">
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="truncate text-sm font-semibold text-fg" title={snippet.title}>
              {snippet.title}
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted">
              <Badge>{snippetLanguageLabels[snippet.language]}</Badge>
              <span>
                {formatDate(snippet.createdAt)}
                {snippet.updatedAt !== snippet.createdAt && ` · edited ${formatDate(snippet.updatedAt)}`}
              </span>
            </p>
          </div>
          <div className="flex items-center gap-1">
            <SendToButton
              value={tagged('text', snippet.code)}
              fromToolId="snippet-library"
              variant="ghost"
              iconOnly
              label={`Send ${snippet.title} to…`}
            />
            <CopyButton value={snippet.code} variant="ghost" iconOnly label={`Copy ${snippet.title}`} />
            <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${snippet.title}`}>
              <Pencil className="h-4 w-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              onClick={onDelete}
              aria-label={`Delete ${snippet.title}`}
              className="hover:text-danger"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        </header>
        <pre
          className="snippet-code mx-4 max-h-96 overflow-auto rounded-lg border border-border bg-surface-2 p-3 font-mono text-[12.5px] leading-relaxed text-fg"
          tabIndex={0}
          aria-label={`Code of ${snippet.title}`}
        >
          <code dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
        <footer className="mt-auto flex flex-wrap items-center justify-between gap-2 px-4 pt-2.5 pb-3.5">
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {snippet.tags.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  onClick={() => onTag(tag)}
                  className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-fg hover:bg-primary/20"
                  aria-label={`Show snippets tagged ${tag}`}
                >
                  #{tag}
                </button>
              </li>
            ))}
          </ul>
          {lines.length > PREVIEW_LINES && (
            <Button variant="ghost" size="sm" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
              {expanded ? 'Show less' : `Show all ${lines.length} lines`}
            </Button>
          )}
        </footer>
      </article>
    </Card>
  );
}
