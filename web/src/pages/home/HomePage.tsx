import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { lazyPart } from '@/services/render/lazy-part';
import { StaticIsland } from '@/services/render/StaticIsland';
import { useHydrated } from '@/services/render/use-hydrated';

// The landing page (spec platform.md §1–2). Its first screen is static marketing text: prerendered,
// it is kept as the server's HTML while the page hydrates (StaticIsland), so the first load of /
// carries none of its code. What is below the fold arrives as its own chunk after hydration.
const HomeHero = lazyPart('pages/home/HomeHero', () => import('./HomeHero'));
const HomeSections = lazy(() => import('./HomeSections'));

export function HomePage() {
  // The sections mount as deferred, interruptible work after hydration.
  const hydrated = useDeferredValue(useHydrated());
  // Other pages set their own title; coming back here restores the site's.
  useEffect(() => {
    document.title = 'DevForge: developer tools, AI-assisted';
  }, []);

  return (
    <>
      <StaticIsland name="home-hero">
        <HomeHero />
      </StaticIsland>
      {/* Reserves roughly the sections' height, so the footer does not flash up mid-page. */}
      {hydrated ? (
        <Suspense fallback={<div aria-hidden className="min-h-screen" />}>
          <HomeSections />
        </Suspense>
      ) : (
        <div aria-hidden className="min-h-screen" />
      )}
    </>
  );
}
