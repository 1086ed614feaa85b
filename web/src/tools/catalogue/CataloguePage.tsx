import { ClipboardPaste, History, LayoutGrid, List, Search, SearchX, Sparkles, Workflow, X } from 'lucide-react';
import { memo, useDeferredValue, useMemo, useState, type ClipboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { canUseCommandPalette, openCommandPalette, paletteShortcutLabel } from '@/services/palette-access';
import { useHydrated } from '@/services/render/use-hydrated';
import { useSession } from '@/services/session';
import { Button } from '@/components/Button';
import { inputClasses } from '@/components/Field';
import { cn } from '@/lib/cn';
import { readStored, storageKeys, writeStored } from '@/lib/storage';
import { detect, pasteKindPhrases, recommendForDetections } from '../detect/detect';
import { tools } from '../registry';
import { categoryLabels, type ToolCategory, type ToolMeta } from '../types';
import { readCatalogueQuery, writeCatalogueQuery, type CatalogueQuery, type SearchSort } from './catalogue-query';
import {
  catalogueSortLabels,
  catalogueSorts,
  catalogueViews,
  countByCategory,
  filterTools,
  groupByCategory,
  hasFilters,
  noFilters,
  oneOf,
  planFilterLabels,
  planFilters,
  searchCatalogue,
  sortTools,
  type CatalogueFilters,
  type CatalogueView,
  type OperationHit,
  type PlanFilter,
} from './catalogue-search';
import { CategoryIcon } from './CategoryIcon';
import { FavoritesStrip } from './FavoritesStrip';
import { useOperationIndex } from './operation-index';
import { PasteRecommendations } from './PasteRecommendations';
import { CatalogueToolLink, ToolCard, ToolStrip } from './ToolCard';
import { pickTools, STRIP_SIZE } from './tool-lists';
import { useDocumentTitle } from './use-document-title';
import { useRecentToolIds } from './use-tool-lists';
import { workingToolCount } from '../tool-count';

// The categories that hold at least one tool, in the catalogue's order (a category declared for
// tools still to come has no chip).
const categoriesInUse = [...new Set(groupByCategory(tools).map((group) => group.category))];

/**
 * The tools catalogue (spec platform.md §2): search, filters (plan, AI, categories), sort, grid/list,
 * favorites, recent, smart paste. What is shown lives in the address (catalogue-query.ts), so a
 * filtered catalogue can be linked and Back returns to it; the sort and view are also remembered.
 * Prerendered, its heading paints at once; the rest depends on the address, what this browser
 * stored and the signed-in user, so it renders once hydrated, into a reserved space taller than the
 * screen: nothing painted before moves (no layout shift).
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
          {workingToolCount} tools to format, encode, generate, test and debug. Search by name, or paste what you are working on
          and we will suggest the right tool.
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
  const query = useMemo(() => readCatalogueQuery(params), [params]);

  // What the controls show: the search box's text and the filters, sort and view last chosen. The
  // address follows them (the search replaced, not pushed: Back leaves the catalogue rather than
  // undoing keystrokes), but the router applies it as a transition, later: a control reading the
  // address would snap back meanwhile (a ticked chip unticked until the catalogue re-rendered). An
  // address this page wrote is therefore already shown; any other (Back, a link) is taken up.
  const navigationType = useNavigationType();
  const [text, setText] = useState(query.q);
  const [chosen, setChosen] = useState(query);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    const own = (location.state as { own?: boolean } | null)?.own === true;
    if (navigationType === 'POP' || !own) {
      setChosen(query);
      if (query.q !== text) setText(query.q);
    }
  }
  // The cards follow as deferred, interruptible work: a click or a key is never held up by them.
  const filters = useDeferredValue(chosen.filters);
  const searchText = useDeferredValue(text);
  const searching = searchText.trim() !== '';

  const [storedSort] = useState(() => oneOf(catalogueSorts, readStored(storageKeys.catalogueSort, 'popular'), 'popular'));
  const [storedView] = useState(() => oneOf(catalogueViews, readStored(storageKeys.catalogueView, 'grid'), 'grid'));
  const sort: SearchSort = searching
    ? (chosen.sort ?? 'relevance')
    : chosen.sort && chosen.sort !== 'relevance'
      ? chosen.sort
      : storedSort;
  const view = chosen.view ?? storedView;

  // Text pasted into the search box that looks like something a tool can open (kept out of the URL: it may be large).
  const [pasted, setPasted] = useState<string | null>(null);
  // The operations index is fetched when the search box is first used.
  const [wantOperations, setWantOperations] = useState(query.q !== '');
  const operations = useOperationIndex(wantOperations);
  const recentIds = useRecentToolIds();

  const update = (change: Partial<CatalogueQuery>, { push = true } = {}) => {
    const next = { ...chosen, q: text, ...change };
    setChosen(next);
    setParams(writeCatalogueQuery(next), { replace: !push, state: { own: true } });
  };

  const setQuery = (value: string) => {
    setText(value);
    setParams(writeCatalogueQuery({ ...chosen, q: value }), { replace: true, state: { own: true } });
  };
  const setFilters = (next: CatalogueFilters) => update({ filters: next });
  const setSort = (next: SearchSort) => {
    if (next !== 'relevance') writeStored(storageKeys.catalogueSort, next);
    update({ sort: next });
  };
  const setView = (next: CatalogueView) => {
    writeStored(storageKeys.catalogueView, next);
    update({ view: next });
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pastedText = e.clipboardData.getData('text/plain');
    // An ordinary search term is simply pasted; recognisable content becomes a suggestion instead.
    if (detect(pastedText).length === 0) return;
    e.preventDefault();
    setPasted(pastedText);
    setQuery('');
  };

  const clearAll = () => {
    setPasted(null);
    setText('');
    update({ q: '', filters: noFilters });
  };

  const detectionText = useDeferredValue(pasted ?? searchText);
  const detections = useMemo(() => detect(detectionText), [detectionText]);
  const recommendations = useMemo(() => recommendForDetections({ detections, tools }), [detections]);
  const showSuggestion = recommendations.length > 0;

  const filtered = useMemo(() => filterTools({ tools, filters }), [filters]);
  const counts = useMemo(() => countByCategory({ tools, filters }), [filters]);
  const found = useMemo(
    () => (searching ? searchCatalogue({ tools, operations, query: searchText, within: filtered }) : null),
    [searching, operations, searchText, filtered],
  );
  const results = useMemo(() => {
    if (!found) return sortTools({ tools: filtered, sort: sort === 'relevance' ? 'popular' : sort, recentIds });
    return sort === 'relevance' ? found.tools : sortTools({ tools: found.tools, sort, recentIds });
  }, [found, filtered, sort, recentIds]);
  const operationHits = found?.operations ?? [];

  const recent = pickTools({ ids: recentIds, tools, limit: STRIP_SIZE });
  const shortcut = paletteShortcutLabel();
  const filtering = hasFilters(filters);

  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const filterSummary = [
    filters.plan !== 'all' ? planFilterLabels[filters.plan] : null,
    filters.ai ? 'AI-powered' : null,
    filters.categories.length > 0 ? filters.categories.map((c) => categoryLabels[c]).join(', ') : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const status = searching
    ? `${count(results.length, 'tool matches', 'tools match')}${operationHits.length > 0 ? ` and ${count(operationHits.length, 'operation', 'operations')}` : ''} “${searchText.trim()}”${filtering ? ` in ${filterSummary}` : ''}`
    : filtering
      ? `${count(results.length, 'tool', 'tools')}: ${filterSummary}`
      : `Showing all ${results.length} tools`;
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
            value={text}
            onChange={(e) => {
              setPasted(null);
              setQuery(e.target.value);
            }}
            onFocus={() => setWantOperations(true)}
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
          {text && (
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

      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <PlanControl value={chosen.filters.plan} onChange={(plan) => setFilters({ ...chosen.filters, plan })} />
            <ChipToggle
              label="AI-powered"
              icon={<Sparkles className="h-3.5 w-3.5" aria-hidden />}
              checked={chosen.filters.ai}
              onChange={(ai) => setFilters({ ...chosen.filters, ai })}
            />
          </div>
          <div className="flex items-center gap-2">
            <label htmlFor="tool-sort" className="whitespace-nowrap text-sm text-muted">
              Sort by
            </label>
            <select
              id="tool-sort"
              value={sort}
              onChange={(e) => setSort(e.target.value as SearchSort)}
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
        <CategoryChips
          chosen={chosen.filters.categories}
          counts={counts}
          onChange={(categories) => setFilters({ ...chosen.filters, categories })}
          onClear={filtering ? () => setFilters(noFilters) : undefined}
        />
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

      {!searching && (
        <div className="flex flex-col gap-6 empty:hidden">
          <FavoritesStrip />
          {recent.length > 0 && (
            <ToolStrip title="Recently Used" icon={<History className="h-4 w-4" aria-hidden />} tools={recent} />
          )}
        </div>
      )}

      <p role="status" className="-mb-2 text-sm text-muted">
        <span className="sr-only">{suggestionStatus}</span>
        {results.length > 0 || operationHits.length > 0 || !showSuggestion ? status : ''}
      </p>

      {operationHits.length > 0 && <OperationResults hits={operationHits} />}

      {results.length === 0 ? (
        // Recognised text that matches no tool by name is not a failed search: the suggestion above is the answer.
        !showSuggestion && operationHits.length === 0 && <EmptyState onClear={clearAll} />
      ) : searching ? (
        <ToolList tools={results} view={view} label="Search results" />
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
            <ToolList tools={group.tools} view={view} label={group.label} />
          </section>
        ))
      )}
    </>
  );
}

const ToolList = memo(function ToolList({ tools, view, label }: { tools: ToolMeta[]; view: CatalogueView; label: string }) {
  return (
    <ul aria-label={label} className={view === 'grid' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-2'}>
      {tools.map((tool) => (
        <ToolCard key={tool.id} tool={tool} view={view} />
      ))}
    </ul>
  );
});

/** Operations the search found: each opens its tool in that mode. */
function OperationResults({ hits }: { hits: OperationHit[] }) {
  return (
    <section aria-labelledby="operation-results">
      <h2
        id="operation-results"
        className="mb-3 flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted"
      >
        <Workflow className="h-4 w-4" aria-hidden />
        Operations
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {hits.map(({ operation, tool }) => (
          <li
            key={operation.id}
            className="relative flex min-w-0 items-center gap-3 rounded-xl border border-border bg-surface px-3 py-2.5 shadow-sm transition hover:border-primary/40 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring"
          >
            <CategoryIcon category={tool.category} size="sm" />
            <span className="min-w-0 flex-1">
              <CatalogueToolLink
                toolId={tool.id}
                state={{ operation: operation.id }}
                className='block truncate text-sm font-medium text-fg after:absolute after:inset-0 after:rounded-xl after:content-[""] focus-visible:outline-none'
              >
                {operation.name}
                <span className="sr-only"> in {tool.name}</span>
              </CatalogueToolLink>
              <span className="block truncate text-xs text-muted" aria-hidden>
                {tool.name}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlanControl({ value, onChange }: { value: PlanFilter; onChange: (plan: PlanFilter) => void }) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Plan</legend>
      <div className="inline-flex max-w-full rounded-lg border border-border bg-surface p-0.5 shadow-sm">
        {planFilters.map((plan) => (
          <label
            key={plan}
            className={cn(
              'relative cursor-pointer whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === plan ? 'bg-primary text-primary-fg shadow-sm' : 'text-muted hover:text-fg',
            )}
          >
            {/* The real radio covers its label (invisible), so clicks, keyboard and assistive tech all use it. */}
            <input
              type="radio"
              name="catalogue-plan"
              value={plan}
              checked={value === plan}
              onChange={() => onChange(plan)}
              className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-md opacity-0"
            />
            {planFilterLabels[plan]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const chipClasses = (on: boolean) =>
  cn(
    'relative inline-flex shrink-0 cursor-pointer items-center gap-1.5 whitespace-nowrap rounded-full border px-3 py-1 text-sm font-medium transition-colors',
    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
    on ? 'border-primary bg-primary/10 text-fg' : 'border-border bg-surface text-muted hover:text-fg',
  );

/** A filter that is on or off: a real checkbox covering its chip. */
function ChipToggle({
  label,
  icon,
  checked,
  onChange,
  count,
}: {
  label: string;
  icon?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  count?: number;
}) {
  return (
    <label className={chipClasses(checked)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
      />
      {icon}
      {label}
      {count !== undefined && (
        <span className={cn('rounded-full px-1.5 text-xs', checked ? 'bg-primary/15 text-fg' : 'bg-surface-2 text-muted')}>
          {count}
          <span className="sr-only"> {count === 1 ? 'tool' : 'tools'}</span>
        </span>
      )}
    </label>
  );
}

/**
 * The categories, several at once (none chosen: all). One line that scrolls sideways on a phone
 * (the chips inside are what the keyboard reaches), wrapped on wider screens.
 */
function CategoryChips({
  chosen,
  counts,
  onChange,
  onClear,
}: {
  chosen: readonly ToolCategory[];
  counts: Map<ToolCategory, number>;
  onChange: (categories: ToolCategory[]) => void;
  onClear?: () => void;
}) {
  const toggle = (category: ToolCategory, on: boolean) =>
    onChange(categoriesInUse.filter((c) => (c === category ? on : chosen.includes(c))));
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Categories</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {categoriesInUse.map((category) => (
          <ChipToggle
            key={category}
            label={categoryLabels[category]}
            checked={chosen.includes(category)}
            onChange={(on) => toggle(category, on)}
            count={counts.get(category) ?? 0}
          />
        ))}
        {onClear && (
          <button
            type="button"
            onClick={onClear}
            className="shrink-0 rounded-full px-3 py-1 text-sm font-medium text-primary hover:underline"
          >
            Clear filters
          </button>
        )}
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
