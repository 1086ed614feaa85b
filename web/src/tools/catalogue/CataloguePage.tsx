import { ClipboardPaste, History, LayoutGrid, List, Search, SearchX, Star, X } from 'lucide-react';
import { useDeferredValue, useMemo, useState, type ClipboardEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { canUseCommandPalette, openCommandPalette, paletteShortcutLabel } from '@/app/command-palette/palette-access';
import { useHydrated } from '@/app/render/use-hydrated';
import { useSession } from '@/app/session';
import { Button } from '@/components/Button';
import { inputClasses } from '@/components/Field';
import { cn } from '@/lib/cn';
import { storageKeys } from '@/lib/storage';
import { useStoredState } from '@/lib/use-stored-state';
import { detect, pasteKindPhrases, recommendForDetections } from '../detect/detect';
import { tools } from '../registry';
import type { ToolMeta } from '../types';
import {
  catalogueFilterLabels,
  catalogueFilters,
  catalogueSortLabels,
  catalogueSorts,
  catalogueViews,
  filterTools,
  groupByCategory,
  oneOf,
  searchTools,
  sortTools,
  type CatalogueFilter,
  type CatalogueSort,
  type CatalogueView,
} from './catalogue-search';
import { PasteRecommendations } from './PasteRecommendations';
import { ToolCard, ToolStrip, type ToolLinkState } from './ToolCard';
import { pickTools, STRIP_SIZE } from './tool-lists';
import { useDocumentTitle } from './use-document-title';
import { useFavoriteToolIds, useRecentToolIds } from './use-tool-lists';
import { workingToolCount } from '../tool-count';

type SearchSort = CatalogueSort | 'relevance';

/**
 * The tools catalogue (spec platform.md §2): search, filter, sort, grid/list, favorites, recent, smart paste.
 * Prerendered, its heading paints at once; the rest depends on what this browser stored (filter,
 * sort, view, favorites, recently used) and the signed-in user, so it renders once hydrated, into
 * a reserved space taller than the screen: nothing painted before moves (no layout shift).
 */
export default function CataloguePage() {
  useDocumentTitle('Tools · DevForge');
  // The body (every card) then renders as deferred, interruptible work: drawn at once, it was one
  // 120 ms task on a throttled phone right after hydration.
  const showBody = useDeferredValue(useHydrated());
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">Developer Tools</h1>
        <p className="mt-2 max-w-2xl text-muted">
          {workingToolCount} tools to format, encode, generate, test and debug. Search by name, or paste what you are working on and
          we will suggest the right tool.
        </p>
      </header>
      {showBody ? <CatalogueBody /> : <div aria-hidden className="min-h-screen" />}
    </div>
  );
}

function CatalogueBody() {
  const location = useLocation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';

  // Filter, sort and view survive a reload; stale stored values fall back to the defaults.
  const [storedFilter, setFilter] = useStoredState<string>(storageKeys.catalogueFilter, 'all');
  const [storedSort, setSort] = useStoredState<string>(storageKeys.catalogueSort, 'popular');
  const [storedView, setView] = useStoredState<string>(storageKeys.catalogueView, 'grid');
  const filter = oneOf(catalogueFilters, storedFilter, 'all');
  const sort = oneOf(catalogueSorts, storedSort, 'popular');
  const view = oneOf(catalogueViews, storedView, 'grid');
  // While searching, results are ranked by relevance unless the user picks another order.
  const [searchSort, setSearchSort] = useState<SearchSort>('relevance');

  // Text pasted into the search box that looks like something a tool can open (kept out of the URL: it may be large).
  const [pasted, setPasted] = useState<string | null>(null);

  const [favoriteIds] = useFavoriteToolIds();
  const recentIds = useRecentToolIds();

  const setQuery = (value: string) => {
    if (!query && value) setSearchSort('relevance');
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text/plain');
    // An ordinary search term is simply pasted; recognisable content becomes a suggestion instead.
    if (detect(text).length === 0) return;
    e.preventDefault();
    setPasted(text);
    setQuery('');
  };

  const clearAll = () => {
    setQuery('');
    setPasted(null);
    setFilter('all');
  };

  const detectionText = useDeferredValue(pasted ?? query);
  const detections = useMemo(() => detect(detectionText), [detectionText]);
  const recommendations = useMemo(() => recommendForDetections({ detections, tools }), [detections]);
  const showSuggestion = recommendations.length > 0;

  const filtered = useMemo(() => filterTools({ tools, filter }), [filter]);
  const searching = query.trim() !== '';
  const results = useMemo(() => {
    if (!searching) return sortTools({ tools: filtered, sort, recentIds });
    const found = searchTools({ tools: filtered, query });
    return searchSort === 'relevance' ? found : sortTools({ tools: found, sort: searchSort, recentIds });
  }, [filtered, query, searching, searchSort, sort, recentIds]);

  const linkState: ToolLinkState = { catalogueSearch: location.search };
  const favorites = pickTools({ ids: favoriteIds, tools, limit: STRIP_SIZE });
  const recent = pickTools({ ids: recentIds, tools, limit: STRIP_SIZE });
  const shortcut = paletteShortcutLabel();

  const status = searching
    ? `${results.length} ${results.length === 1 ? 'tool matches' : 'tools match'} “${query.trim()}”`
    : filter === 'all'
      ? `Showing all ${results.length} tools`
      : `${results.length} ${catalogueFilterLabels[filter]} ${results.length === 1 ? 'tool' : 'tools'}`;
  const suggestionStatus = showSuggestion
    ? `Looks like ${pasteKindPhrases[detections[0].kind]}: ${recommendations.length} suggested ${recommendations.length === 1 ? 'tool' : 'tools'}. `
    : '';

  return (
    <>
      <div className="flex flex-col gap-3">
        <div className="relative">
          <label htmlFor="tool-search" className="sr-only">
            Search tools
          </label>
          <Search className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" aria-hidden />
          <input
            id="tool-search"
            type="search"
            value={query}
            onChange={(e) => {
              setPasted(null);
              setQuery(e.target.value);
            }}
            onPaste={onPaste}
            placeholder="Search tools or paste anything…"
            autoComplete="off"
            spellCheck={false}
            aria-describedby="tool-search-hint"
            className={cn(
              inputClasses,
              'h-12 rounded-xl pl-11 pr-11 text-base shadow-sm [&::-webkit-search-cancel-button]:hidden',
            )}
          />
          {query && (
            <button
              type="button"
              onClick={() => setQuery('')}
              aria-label="Clear search"
              className="absolute right-2 top-1/2 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-muted">
          <p id="tool-search-hint" className="flex items-center gap-1.5">
            <ClipboardPaste className="h-3.5 w-3.5 shrink-0" aria-hidden />
            Paste anything: JSON, a JWT, a UUID, a timestamp, a cron expression, SQL, a colour, a diff…
          </p>
          {canUseCommandPalette({ signedIn: Boolean(user), pathname: location.pathname }) && (
            <button
              type="button"
              onClick={openCommandPalette}
              className="hidden items-center gap-1.5 rounded-md px-1.5 py-0.5 hover:text-fg sm:inline-flex"
            >
              Jump to any tool
              <kbd className="rounded border border-border bg-surface px-1.5 py-0.5 font-sans text-[11px] font-medium text-fg">
                {shortcut}
              </kbd>
            </button>
          )}
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterControl value={filter} onChange={setFilter} />
        <div className="flex items-center gap-2">
          <label htmlFor="tool-sort" className="whitespace-nowrap text-sm text-muted">
            Sort by
          </label>
          <select
            id="tool-sort"
            value={searching ? searchSort : sort}
            onChange={(e) => (searching ? setSearchSort(e.target.value as SearchSort) : setSort(e.target.value))}
            className={cn(inputClasses, 'h-9 w-auto py-1 pr-8')}
          >
            {searching && <option value="relevance">Best match</option>}
            {catalogueSorts.map((s) => (
              <option key={s} value={s}>
                {catalogueSortLabels[s]}
              </option>
            ))}
          </select>
          <ViewToggle value={view} onChange={setView} />
        </div>
      </div>

      {showSuggestion && (
        <PasteRecommendations
          text={detectionText}
          detections={detections}
          recommendations={recommendations}
          catalogueSearch={location.search}
          onDismiss={() => (pasted !== null ? setPasted(null) : setQuery(''))}
        />
      )}

      {!searching && (favorites.length > 0 || recent.length > 0) && (
        <div className="flex flex-col gap-6">
          {favorites.length > 0 && (
            <ToolStrip
              title="Favorite Tools"
              icon={<Star className="h-4 w-4 text-amber-500" aria-hidden />}
              tools={favorites}
              linkState={linkState}
            />
          )}
          {recent.length > 0 && (
            <ToolStrip
              title="Recently Used"
              icon={<History className="h-4 w-4" aria-hidden />}
              tools={recent}
              linkState={linkState}
            />
          )}
        </div>
      )}

      <p role="status" className="-mb-2 text-sm text-muted">
        <span className="sr-only">{suggestionStatus}</span>
        {results.length > 0 || !showSuggestion ? status : ''}
      </p>

      {results.length === 0 ? (
        // Recognised text that matches no tool by name is not a failed search: the suggestion above is the answer.
        !showSuggestion && <EmptyState onClear={clearAll} />
      ) : searching ? (
        <ToolList tools={results} view={view} linkState={linkState} label="Search results" />
      ) : (
        groupByCategory(results).map((group) => (
          <section key={group.category} aria-labelledby={`category-${group.category}`}>
            <h2 id={`category-${group.category}`} className="mb-3 flex items-center gap-2 text-lg font-semibold text-fg">
              {group.label}
              <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium text-muted">
                {group.tools.length}
                <span className="sr-only"> {group.tools.length === 1 ? 'tool' : 'tools'}</span>
              </span>
            </h2>
            <ToolList tools={group.tools} view={view} linkState={linkState} label={group.label} />
          </section>
        ))
      )}
    </>
  );
}

function ToolList({
  tools,
  view,
  linkState,
  label,
}: {
  tools: ToolMeta[];
  view: CatalogueView;
  linkState: ToolLinkState;
  label: string;
}) {
  return (
    <ul aria-label={label} className={view === 'grid' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-2'}>
      {tools.map((tool) => (
        <ToolCard key={tool.id} tool={tool} view={view} linkState={linkState} />
      ))}
    </ul>
  );
}

function FilterControl({ value, onChange }: { value: CatalogueFilter; onChange: (f: CatalogueFilter) => void }) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Filter tools</legend>
      <div className="inline-flex max-w-full rounded-lg border border-border bg-surface p-0.5 shadow-sm">
        {catalogueFilters.map((f) => (
          <label
            key={f}
            className={cn(
              'relative cursor-pointer whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === f ? 'bg-primary text-primary-fg shadow-sm' : 'text-muted hover:text-fg',
            )}
          >
            {/* The real radio covers its label (invisible), so clicks, keyboard and assistive tech all use it. */}
            <input
              type="radio"
              name="catalogue-filter"
              value={f}
              checked={value === f}
              onChange={() => onChange(f)}
              className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-md opacity-0"
            />
            {catalogueFilterLabels[f]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ViewToggle({ value, onChange }: { value: CatalogueView; onChange: (v: CatalogueView) => void }) {
  const options = [
    { view: 'grid' as const, label: 'Grid view', Icon: LayoutGrid },
    { view: 'list' as const, label: 'List view', Icon: List },
  ];
  return (
    <div role="group" aria-label="View" className="inline-flex rounded-lg border border-border bg-surface p-0.5 shadow-sm">
      {options.map(({ view, label, Icon }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          aria-label={label}
          title={label}
          onClick={() => onChange(view)}
          className={cn(
            'inline-flex h-8 w-8 items-center justify-center rounded-md transition-colors',
            value === view ? 'bg-surface-2 text-fg' : 'text-muted hover:text-fg',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
        </button>
      ))}
    </div>
  );
}

function EmptyState({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-16 text-center">
      <SearchX className="h-10 w-10 text-muted" aria-hidden />
      <h2 className="mt-4 text-lg font-semibold text-fg">No tools found</h2>
      <p className="mt-1 text-sm text-muted">Try adjusting your search or filters</p>
      <Button variant="outline" className="mt-5" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}
