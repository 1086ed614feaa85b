import { ArrowLeft, House } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '@/services/render/use-hydrated';
import { buttonClasses } from '@/components/Button';
import { Link } from '@/components/Link';

const suggestions = [
  { to: '/tools', label: 'Browse the tools' },
  { to: '/forge-builder', label: 'Try the Website Builder' },
  { to: '/about', label: 'About DevForge' },
];

// How long history.back() gets to leave the page before we decide there was nothing to go back to.
const BACK_FALLBACK_MS = 400;

/** The catch-all route (spec platform.md §2): 'Page Not Found' with Go Home and Go Back. */
export default function NotFoundPage() {
  const location = useLocation();
  // Prerendered once for every unknown address, so the address itself is filled in after hydration.
  const pathname = useHydrated() ? location.pathname : '';
  const navigate = useNavigate();
  const fallback = useRef<number | undefined>(undefined);

  useEffect(() => {
    const previous = document.title;
    document.title = 'Page Not Found · DevForge';
    return () => {
      document.title = previous;
      window.clearTimeout(fallback.current);
    };
  }, []);

  function goBack() {
    const here = window.location.href;
    window.history.back();
    // At the first history entry (a link opened in a new tab) back() does nothing: go home instead.
    fallback.current = window.setTimeout(() => {
      if (window.location.href === here) navigate('/', { replace: true });
    }, BACK_FALLBACK_MS);
  }

  return (
    <section aria-labelledby="not-found-title" className="relative isolate overflow-hidden">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute left-1/2 top-[-10rem] h-[26rem] w-[48rem] -translate-x-1/2 rounded-full bg-linear-to-tr from-indigo-500/20 via-violet-500/15 to-fuchsia-400/15 blur-3xl" />
      </div>
      <div className="mx-auto flex min-h-[65vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
        <p
          aria-hidden
          className="bg-linear-to-br from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-8xl font-black tracking-tighter text-transparent dark:from-indigo-300 dark:via-violet-300 dark:to-fuchsia-300 sm:text-9xl"
        >
          404
        </p>
        <h1 id="not-found-title" className="mt-4 text-3xl font-bold tracking-tight text-fg sm:text-4xl">
          Page Not Found
        </h1>
        <p className="mt-4 max-w-md text-base leading-relaxed text-muted">
          We couldn’t find{' '}
          <code className="break-all rounded bg-surface-2 px-1.5 py-0.5 font-mono text-sm text-fg">{pathname}</code>. The page may
          have moved, or the link may be mistyped.
        </p>
        <div className="mt-8 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row">
          <Link to="/" className={buttonClasses('primary', 'lg')}>
            <House className="h-4 w-4" aria-hidden />
            Go Home
          </Link>
          <button type="button" onClick={goBack} className={buttonClasses('outline', 'lg')}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Go Back
          </button>
        </div>
        <nav aria-label="Suggestions" className="mt-12 border-t border-border pt-6">
          <p className="text-sm text-muted">Or try one of these:</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
            {suggestions.map((s) => (
              <li key={s.to}>
                <Link to={s.to} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
