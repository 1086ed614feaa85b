import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CommandPaletteLauncher } from './command-palette/CommandPaletteLauncher';
import { FooterHoldProvider } from '@/services/footer-hold';
import { Header } from './Header';
import { PageLoading } from '@/services/PageLoading';
import { OfflineNotice } from './OfflineNotice';
import { QuietBoundary } from './render/QuietBoundary';
import { useSession } from '@/services/session';
import { useHydrated } from '@/services/render/use-hydrated';
import { RouteErrorBoundary } from './RouteError';

// The footer (links, social marks, the feedback form) is below the fold on every page: it loads
// as its own chunk right after the first render, keeping ~4 KB gzip out of the first load. It is
// not in the prerendered HTML either (so hydrating never waits for it); it appears below the
// page, which keeps its place (main grows to fill the screen), so nothing on screen moves.
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

const subscribeToNetwork = (callback: () => void) => {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
};

export function Layout() {
  const { pathname, hash } = useLocation();
  // Offline as the browser sees it, or the server out of reach at the last session check.
  const browserOnline = useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );
  const session = useSession();
  const offline = !browserOnline || session.offline;
  // Parts of the page showing a loading state (footer-hold.tsx): the footer waits for them.
  const [loadingParts, setLoadingParts] = useState(0);
  const changeLoadingParts = useCallback((change: 1 | -1) => setLoadingParts((n) => n + change), []);
  useScrollOnNavigate(pathname, hash);

  return (
    <FooterHoldProvider value={changeLoadingParts}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <Header />
        {offline && <OfflineNotice />}
        <main id="main" className="flex-1">
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        {/* Hidden, not unmounted, while loading: feedback typed into it survives a navigation. */}
        <div className="contents" hidden={loadingParts > 0}>
          <FooterOnceHydrated />
        </div>
        <CommandPaletteLauncher />
      </div>
    </FooterHoldProvider>
  );
}

/**
 * The footer, once the page is hydrated. Its own component: the switch re-renders only this, not
 * the whole page (the layout re-rendering at once was an 80 ms task on a throttled phone).
 */
function FooterOnceHydrated() {
  if (!useHydrated()) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </QuietBoundary>
  );
}

/**
 * A new page starts at the top; a link with a #fragment scrolls to that element instead.
 * Lazy pages render their sections a moment after navigation, so the target is looked for
 * over the next frames (about a second) before giving up.
 */
function useScrollOnNavigate(pathname: string, hash: string) {
  // The page's first render is where the browser put it: a prerendered page may already have been
  // scrolled by the time it hydrates.
  const firstRender = useRef(true);
  useEffect(() => {
    const navigated = !firstRender.current;
    firstRender.current = false;
    const id = safeDecode(hash.slice(1));
    if (!id) {
      if (navigated) window.scrollTo(0, 0);
      return;
    }
    let frame = 0;
    let tries = 0;
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: 'start' });
      else if (tries++ < 60) frame = requestAnimationFrame(scrollToTarget);
    };
    scrollToTarget();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
