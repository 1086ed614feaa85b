import { ArrowRight, WandSparkles, X } from 'lucide-react';
import { Badge } from '@/components/Feedback';
import { Link } from '@/components/Link';
import { cn } from '@/lib/cn';
import { pasteKindLabels, pasteKindPhrases, type Detection, type ToolRecommendation } from '../detect/detect';
import { CategoryIcon } from './CategoryIcon';
import { ToolBadges } from './ToolBadges';
import type { ToolLinkState } from './ToolCard';

const MAX_SHOWN = 6;
const PREVIEW_CHARS = 160;

function preview(text: string): string {
  const oneLine = text.trim().replace(/\s*\n\s*/g, ' ⏎ ');
  return oneLine.length > PREVIEW_CHARS ? `${oneLine.slice(0, PREVIEW_CHARS)}…` : oneLine;
}

type Props = {
  text: string;
  detections: Detection[];
  recommendations: ToolRecommendation[];
  catalogueSearch: string;
  onDismiss: () => void;
};

/** "Looks like a JWT": the tools that can open what was pasted, best first; opening one hands the text over. */
export function PasteRecommendations({ text, detections, recommendations, catalogueSearch, onDismiss }: Props) {
  const [top, ...others] = detections;
  const linkState: ToolLinkState = { input: text, catalogueSearch };
  const chars = text.length.toLocaleString('en-US');
  return (
    <section aria-labelledby="paste-suggestion-title" className="rounded-xl border border-primary/30 bg-primary/5 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <span
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-fg"
          aria-hidden
        >
          <WandSparkles className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="paste-suggestion-title" className="text-lg font-semibold text-fg">
            Looks like {pasteKindPhrases[top.kind]}
          </h2>
          <p className="text-sm text-muted">
            {others.length > 0 && <>It could also be {others.map((d) => pasteKindLabels[d.kind]).join(' or ')}. </>}
            Open it in {recommendations.length === 1 ? 'this tool' : 'one of these tools'}, with your text already filled in.
          </p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss suggestion"
          className="-mr-1 -mt-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>

      <p className="mt-3 flex min-w-0 items-baseline gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-xs">
        <span className="shrink-0 font-medium text-muted">{chars} chars</span>
        <code className="min-w-0 truncate font-mono text-fg" title={text.length <= 2000 ? text : undefined}>
          {preview(text)}
        </code>
      </p>

      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Suggested tools">
        {recommendations.slice(0, MAX_SHOWN).map(({ tool, kind }, i) => (
          <li
            key={tool.id}
            className={cn(
              'relative flex items-center gap-3 rounded-lg border bg-surface px-3 py-2.5 shadow-sm transition hover:border-primary/50',
              'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring',
              i === 0 ? 'border-primary/50' : 'border-border',
            )}
          >
            <CategoryIcon category={tool.category} size="sm" />
            <div className="min-w-0 flex-1">
              <Link
                to={`/tools/${tool.id}`}
                state={linkState}
                className="block truncate font-medium text-fg after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:outline-none"
              >
                {tool.name}
              </Link>
              <span className="flex flex-wrap items-center gap-1.5 pt-0.5 text-xs text-muted">
                {i === 0 ? <Badge tone="new">Best match</Badge> : <span>Accepts {pasteKindLabels[kind]}</span>}
                <ToolBadges tool={tool} />
              </span>
            </div>
            <ArrowRight className="h-4 w-4 shrink-0 text-muted" aria-hidden />
          </li>
        ))}
      </ul>
    </section>
  );
}
