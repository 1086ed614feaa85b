import { TrendingUp } from 'lucide-react';
import { memo, type MouseEvent, type ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { categoryLabels, type ToolMeta } from '../types';
import { CategoryIcon } from './CategoryIcon';
import { FavoriteButton } from './FavoriteButton';
import { ToolBadges } from './ToolBadges';

/**
 * What a link to a tool page carries in its history state: the catalogue search to go back to,
 * smart paste's text, a Send to handoff's id, the operation (mode) a search result chose.
 */
export type ToolLinkState = { catalogueSearch?: string; input?: string; handoff?: string; operation?: string };

// The whole card is clickable through the name link stretched over it (::after), so the card is
// one real link (middle-click, copy link, keyboard) while the star stays a separate button.
const stretchedLink = 'after:absolute after:inset-0 after:rounded-xl after:content-[""] focus-visible:outline-none';
const cardFrame =
  'group relative rounded-xl border border-border bg-surface shadow-sm transition hover:border-primary/40 hover:shadow-md ' +
  'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring';
// The catalogue's cards below the screen are laid out only when scrolled near: the whole grid at
// once was an 85 ms layout on a throttled phone as the catalogue appeared. `auto` keeps a card's
// real height once it has been drawn.
const offscreenGridCard = '[content-visibility:auto] [contain-intrinsic-size:auto_10.5rem]';
const offscreenListRow = '[content-visibility:auto] [contain-intrinsic-size:auto_4.5rem]';

/**
 * A link from the catalogue to a tool page. Its history state is made when it is clicked: the
 * catalogue's address then (to go Back to), so the cards do not re-render at every keystroke of
 * the search, whose text is in the address.
 */
export function CatalogueToolLink({
  toolId,
  state,
  ...props
}: { toolId: string; state?: Omit<ToolLinkState, 'catalogueSearch'>; className?: string; title?: string; children: ReactNode }) {
  const to = `/tools/${toolId}`;
  const href = useHref(to);
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // As a router link does: a plain left click navigates in place; modified clicks open tabs.
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || event.defaultPrevented) return;
    event.preventDefault();
    navigate(to, { state: { ...state, catalogueSearch: window.location.search } satisfies ToolLinkState });
  };
  return <a {...props} href={href} onClick={onClick} />;
}

function Popularity({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted" title={`${value}% popularity`}>
      <TrendingUp className="h-3.5 w-3.5" aria-hidden />
      {value}%<span className="sr-only"> popularity</span>
    </span>
  );
}

/** A tool in the catalogue's grid or list. Memoized: a search or filter change re-renders only the cards that change. */
export const ToolCard = memo(function ToolCard({ tool, view }: { tool: ToolMeta; view: 'grid' | 'list' }) {
  const link = (
    <CatalogueToolLink toolId={tool.id} className={stretchedLink}>
      {tool.name}
    </CatalogueToolLink>
  );

  if (view === 'list') {
    return (
      <li className={cn(cardFrame, offscreenListRow, 'flex items-center gap-3 px-4 py-3')} data-tool-id={tool.id}>
        <CategoryIcon category={tool.category} size="sm" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="font-semibold text-fg">{link}</h3>
            <ToolBadges tool={tool} />
          </div>
          <p className="mt-0.5 truncate text-sm text-muted">{tool.description}</p>
        </div>
        <span className="hidden w-28 shrink-0 text-xs text-muted md:block">{categoryLabels[tool.category]}</span>
        <span className="hidden shrink-0 sm:block">
          <Popularity value={tool.popularity} />
        </span>
        <FavoriteButton tool={tool} className="relative z-10" />
      </li>
    );
  }

  return (
    <li className={cn(cardFrame, offscreenGridCard, 'flex flex-col p-4')} data-tool-id={tool.id}>
      <div className="flex items-start gap-3">
        <CategoryIcon category={tool.category} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold leading-snug text-fg">{link}</h3>
          <ToolBadges tool={tool} className="mt-1.5" />
        </div>
        <FavoriteButton tool={tool} className="relative z-10 -mr-1.5 -mt-1.5" />
      </div>
      <p className="mt-3 line-clamp-2 flex-1 text-sm text-muted">{tool.description}</p>
      <div className="mt-3 flex items-center justify-between gap-2 border-t border-border pt-3 text-xs text-muted">
        <span className="flex min-w-0 gap-1 overflow-hidden" title={tool.tags.join(', ')}>
          <span className="sr-only">Tags: </span>
          {tool.tags.slice(0, 3).map((tag) => (
            <span key={tag} className="truncate rounded bg-surface-2 px-1.5 py-0.5">
              {tag}
            </span>
          ))}
        </span>
        <Popularity value={tool.popularity} />
      </div>
    </li>
  );
});

/** A compact row of links (Favorite Tools, Recently Used). */
export function ToolStrip({
  title,
  icon,
  tools,
  action,
}: {
  title: string;
  icon: ReactNode;
  tools: ToolMeta[];
  /** A control beside the title (the favorites' Reorder). */
  action?: ReactNode;
}) {
  const id = `strip-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted">
          {icon}
          {title}
        </h2>
        {action}
      </div>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {tools.map((tool) => (
          <li key={tool.id} className={cn(cardFrame, 'flex min-w-0 items-center gap-2.5 px-3 py-2.5')}>
            <CategoryIcon category={tool.category} size="sm" />
            <CatalogueToolLink toolId={tool.id} className={cn(stretchedLink, 'min-w-0 truncate text-sm font-medium text-fg')} title={tool.name}>
              {tool.name}
            </CatalogueToolLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
