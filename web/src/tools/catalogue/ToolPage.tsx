import { ArrowLeft, Construction, SearchX, Share2, Tag, TrendingUp } from 'lucide-react';
import { Suspense, useEffect, useMemo, useState, type DragEvent, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { buttonClasses } from '@/components/Button';
import { PageLoading } from '@/services/PageLoading';
import { useHydrated } from '@/services/render/use-hydrated';
import { useSession } from '@/services/session';
import { Alert, Card } from '@/components/Feedback';
import { Link } from '@/components/Link';
import { readHandoff } from '@/lib/handoff';
import { isStateFileName } from '@/lib/tool-state/state-file';
import { ToolStateProvider } from '@/lib/tool-state/tool-state';
import { useOnline } from '@/lib/use-online';
import { convert } from '@/operations/kinds';
import { findTool } from '../registry';
import { categoryLabels, type ToolMeta, type ToolScreenProps } from '../types';
import { CategoryIcon } from './CategoryIcon';
import { FavoriteButton } from './FavoriteButton';
import { ToolBadges } from './ToolBadges';
import type { ToolLinkState } from './ToolCard';
import { ToolErrorBoundary } from './ToolErrorBoundary';
import { ShareDialog } from './share/ShareDialog';
import { useToolShare, type ToolShare } from './share/use-tool-share';
import { forgetToolScreen, toolScreen } from './tool-screens';
import { useDocumentTitle } from './use-document-title';
import { markToolUsed } from './use-tool-lists';
import { useFavoritesSync } from './favorites-store';

function linkState(state: unknown): ToolLinkState {
  return state !== null && typeof state === 'object' ? (state as ToolLinkState) : {};
}

/** A tool's own page, /tools/<id> (DESIGN.md §4.5): details, then the tool itself, loaded lazily. */
export default function ToolPage() {
  const { toolId = '' } = useParams();
  const location = useLocation();
  // A prerendered tool page is the same for everyone: what this visit carries (the catalogue search
  // to go back to, a pasted input) applies once hydrated.
  const hydrated = useHydrated();
  const state = useMemo(() => (hydrated ? linkState(location.state) : {}), [hydrated, location.state]);
  const handedOver = useMemo(() => screenProps(state), [state]);
  const tool = findTool(toolId);
  // The star here shows the account's favorites (they may have changed in another browser).
  useFavoritesSync(useSession().user?.id);
  // Back returns to the catalogue as it was left (its search query), when we came from there.
  const search = typeof state.catalogueSearch === 'string' && state.catalogueSearch.startsWith('?') ? state.catalogueSearch : '';
  const backTo = `/tools${search}`;

  useDocumentTitle(tool ? `${tool.name} · DevForge` : 'Tool not found · DevForge');
  useEffect(() => {
    if (tool) markToolUsed(tool.id);
  }, [tool]);

  const back = (
    <Link to={backTo} className={buttonClasses('ghost', 'sm', '-ml-3 self-start text-muted hover:text-fg')}>
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to Tools
    </Link>
  );

  if (!tool) {
    return (
      <div className="flex flex-col gap-6">
        {back}
        <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-16 text-center">
          <SearchX className="h-10 w-10 text-muted" aria-hidden />
          <h1 className="mt-4 text-2xl font-bold text-fg">Tool not found</h1>
          <p className="mt-2 max-w-md text-muted">
            There is no tool called{' '}
            <code className="break-all rounded bg-surface-2 px-1.5 py-0.5 font-mono text-sm text-fg">{toolId}</code>. It may have
            been renamed or removed.
          </p>
          <Link to="/tools" className={buttonClasses('primary', 'md', 'mt-6')}>
            Browse all tools
          </Link>
        </div>
      </div>
    );
  }

  return <ToolView key={tool.id} tool={tool} hydrated={hydrated} back={back} screenProps={handedOver} />;
}

/** What the visit hands the screen: text from smart paste, a value from "Send to…", or the operation a search result chose. */
function screenProps(state: ToolLinkState): ToolScreenProps {
  if (typeof state.handoff === 'string') {
    const handoff = readHandoff(state.handoff);
    if (handoff) {
      let text: string | undefined;
      try {
        text = handoff.value.kind === 'none' ? undefined : convert(handoff.value, 'text');
      } catch {
        text = undefined; // bytes that are not text: only screens that take bytes use them
      }
      return { initialInput: text, initialValue: handoff.value, initialOperation: handoff.operationId };
    }
  }
  return {
    initialInput: typeof state.input === 'string' ? state.input : undefined,
    ...(typeof state.operation === 'string' ? { initialOperation: state.operation } : {}),
  };
}

/** A found tool: its header (with Share) and its screen, inside the state registry its Share links read. */
function ToolView({ tool, hydrated, back, screenProps }: { tool: ToolMeta; hydrated: boolean; back: ReactNode; screenProps: ToolScreenProps }) {
  const share = useToolShare(tool, hydrated && !tool.comingSoon && Boolean(tool.load));
  const [shareOpen, setShareOpen] = useState(false);
  const [dragging, setDragging] = useState(false);

  // A .devforge.json state file dropped anywhere on the tool's page restores it (before the screen's own drop areas see it).
  function onDropCapture(event: DragEvent<HTMLDivElement>) {
    setDragging(false);
    const file = [...event.dataTransfer.files].find((f) => isStateFileName(f.name));
    if (!file) return;
    event.preventDefault();
    event.stopPropagation();
    void share.openStateFile(file);
  }
  function onDragOverCapture(event: DragEvent<HTMLDivElement>) {
    if ([...event.dataTransfer.items].some((item) => item.kind === 'file')) setDragging(true);
  }

  return (
    <div
      className="relative flex flex-col gap-6"
      onDropCapture={onDropCapture}
      onDragOverCapture={onDragOverCapture}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false);
      }}
    >
      {back}
      <ToolHeader tool={tool} onShare={share.controller ? () => setShareOpen(true) : undefined} />
      {share.notice && (
        <Alert tone="warning">
          <span>{share.notice}</span>{' '}
          <button type="button" className="font-medium text-primary underline-offset-4 hover:underline" onClick={share.dismissNotice}>
            Dismiss
          </button>
        </Alert>
      )}
      {/* key: a different tool starts with fresh state and a fresh error boundary. */}
      <ToolBody tool={tool} hydrated={hydrated} share={share} screenProps={screenProps} />
      {/* Mounted while closed too, so closing gives focus back to the Share button. */}
      {share.controller && <ShareDialog tool={tool} share={share} open={shareOpen} onOpenChange={setShareOpen} />}
      {dragging && <span className="sr-only">Drop a .devforge.json state file to restore it</span>}
    </div>
  );
}

function ToolHeader({ tool, onShare }: { tool: ToolMeta; onShare?: () => void }) {
  return (
    <header className="flex items-start gap-4">
      <CategoryIcon category={tool.category} size="lg" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{tool.name}</h1>
          <ToolBadges tool={tool} />
          <FavoriteButton tool={tool} size="lg" className="-my-1" />
          {!tool.comingSoon && (
            <button
              type="button"
              onClick={onShare}
              disabled={!onShare}
              aria-haspopup="dialog"
              title="Share a link to this tool in its current state"
              className={buttonClasses('outline', 'sm', 'ml-auto')}
            >
              <Share2 className="h-4 w-4" aria-hidden />
              Share
            </button>
          )}
        </div>
        <p className="mt-2 max-w-3xl text-muted">{tool.description}</p>
        <dl className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
          <div className="flex items-center gap-1.5">
            <dt className="text-muted">Category:</dt>
            <dd className="font-medium text-fg">{categoryLabels[tool.category]}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Popularity</dt>
            <dd className="flex items-center gap-1.5 text-fg">
              <TrendingUp className="h-4 w-4 text-success" aria-hidden />
              <span className="font-medium">{tool.popularity}% popularity</span>
            </dd>
          </div>
          {tool.tags.length > 0 && (
            <div className="flex flex-wrap items-center gap-1.5">
              <dt>
                <Tag className="h-4 w-4 text-muted" aria-hidden />
                <span className="sr-only">Tags</span>
              </dt>
              {tool.tags.map((tag) => (
                <dd key={tag} className="rounded-full border border-border bg-surface px-2 py-0.5 text-xs text-muted">
                  {tag}
                </dd>
              ))}
            </div>
          )}
        </dl>
      </div>
    </header>
  );
}

/** Offline, what of this tool needs a connection (its meta says: needsServer, hasAI). */
function OfflineToolNote({ tool }: { tool: ToolMeta }) {
  const online = useOnline();
  if (online || (!tool.needsServer && !tool.hasAI)) return null;
  return (
    <Alert tone="warning">
      {tool.needsServer
        ? `${tool.name} needs a connection to DevForge's server. You can keep typing: what you enter stays here until you are back online.`
        : 'AI features need a connection. Everything else in this tool works offline, and what you type is kept.'}
    </Alert>
  );
}

/** `hydrated`: the page is interactive (useHydrated); the screen is never in a prerendered page, so until then it shows as loading. */
function ToolBody({ tool, hydrated, share, screenProps }: { tool: ToolMeta; hydrated: boolean; share: ToolShare; screenProps: ToolScreenProps }) {
  // Bumped by "Try again" so a screen whose chunk failed is created (and fetched) anew.
  const [attempt, setAttempt] = useState(0);
  const { load } = tool;
  if (tool.comingSoon || !load) return <ComingSoon />;
  const loading = <PageLoading className="min-h-64" label={`Loading ${tool.name}`} />;
  // A link's state is read before the screen's first render, so no default result shows first.
  if (!hydrated || !share.controller) return loading;
  return (
    <>
      <OfflineToolNote tool={tool} />
      <ToolErrorBoundary
        toolName={tool.name}
        onRetry={() => {
          forgetToolScreen(tool.id);
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={loading}>
          <ToolStateProvider controller={share.controller}>
            <section aria-label={tool.name} key={`${attempt}:${share.generation}`}>
              {/* A state file replaces the state: the screen starts again from it, without the handed-over input. */}
              <LazyScreen tool={{ ...tool, load }} screenProps={share.generation === 0 ? screenProps : {}} />
            </section>
          </ToolStateProvider>
        </Suspense>
      </ToolErrorBoundary>
    </>
  );
}

function LazyScreen({ tool, screenProps }: { tool: ToolMeta & { load: NonNullable<ToolMeta['load']> }; screenProps: ToolScreenProps }) {
  // toolScreen returns the same cached lazy component for an id on every render, so the screen
  // keeps its state; the rule cannot see that cache.
  const Screen = toolScreen(tool);
  // eslint-disable-next-line react-hooks/static-components
  return <Screen {...screenProps} />;
}

function ComingSoon() {
  return (
    <Card className="flex flex-col items-center px-6 py-16 text-center">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden>
        <Construction className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-fg">Coming Soon!</h2>
      <p className="mt-2 max-w-md text-muted">We&apos;re working hard to bring you this feature. Check back soon for updates!</p>
    </Card>
  );
}
