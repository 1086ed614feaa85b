import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { buttonClasses } from '@/components/Button';
import { Link } from '@/components/Link';
import { Badge } from '@/components/Status';
import { cn } from '@/lib/cn';
import { CloseIcon, MenuIcon } from '@/services/frame-icons';
import { lastSession } from '@/services/last-session';
import { QuietBoundary } from './render/QuietBoundary';
import { useSession } from '@/services/session';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';

// The signed-in menus are a chunk of their own, fetched at once when this browser remembers a
// session (so they are there when the session check answers), otherwise after sign-in.
const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));

const MobileAccountLinks = lazy(() => loadAccountMenu().then((m) => ({ default: m.MobileAccountLinks })));

const navLinks = [
  { to: '/tools', label: 'AI Tools' },
  { to: '/forge-builder', label: 'Website Builder', badge: 'New' },
  { to: '/about', label: 'About' },
];

/**
 * Whether a nav link's page is the current one: its path, or a page under it (NavLink's rule; this
 * function instead of NavLink keeps NavLink's code, ~0.5 kB gzip, out of the first load).
 */
function isCurrent(pathname: string, to: string) {
  return pathname === to || pathname.startsWith(`${to}/`);
}

function useScrolledPast(px: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return scrolled;
}

/** Sticky header; its background gets stronger after 10 px of scroll (spec platform.md §2). */
export function Header() {
  const scrolled = useScrolledPast(10);
  // Subscribes the header to navigations: each one renders it again, which marks the current page's
  // link and closes the menu below.
  const { pathname } = useLocation();
  const { user } = useSession();
  // The menu remembers the page it was opened on, so navigating closes it. The page is the address
  // bar's path, not the router's: the URL changes as soon as a link is followed, but the router's
  // location only once the next page (a lazily loaded chunk) renders, and a tap in between must
  // open the menu for the page being loaded instead of opening it for the old one and closing it
  // on arrival.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const addressPath = () => (typeof window === 'undefined' ? '' : window.location.pathname);
  const menuOpen = openOn !== null && openOn === addressPath();
  const setMenuOpen = (open: boolean) => setOpenOn(open ? addressPath() : null);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (lastSession()) void loadAccountMenu();
  }, []);

  // Escape closes the open menu and hands focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 border-b transition-colors duration-200',
        scrolled ? 'border-border bg-surface/95 shadow-sm backdrop-blur' : 'border-transparent bg-bg/60 backdrop-blur-sm',
      )}
    >
      {/* From md up, three columns with the nav in the middle one: the account area changing width as the
          session arrives (Log In → the account menu) does not move the nav (layout shift, e2e/prerender). */}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 md:grid md:grid-cols-[1fr_auto_1fr]">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              aria-current={isCurrent(pathname, link.to) ? 'page' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                isCurrent(pathname, link.to) ? 'text-primary' : 'text-muted hover:text-fg',
              )}
            >
              {link.label}
              {link.badge && <Badge tone="new">{link.badge}</Badge>}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-2 justify-self-end">
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">
            {user ? (
              <QuietBoundary>
                <Suspense fallback={null}>
                  <AccountMenu />
                </Suspense>
              </QuietBoundary>
            ) : (
              <>
                <Link to="/login" className={buttonClasses('ghost', 'sm')}>
                  Log In
                </Link>
                <Link to="/signup" className={buttonClasses('primary', 'sm')}>
                  Start Free Trial
                </Link>
              </>
            )}
          </div>
          <button
            ref={menuButton}
            type="button"
            className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-fg hover:bg-surface-2 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <CloseIcon className="h-5 w-5" aria-hidden /> : <MenuIcon className="h-5 w-5" aria-hidden />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          // A link to the page already shown does not change the path, so clicks close the menu too.
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
          }}
          className="border-t border-border bg-surface px-4 pb-4 pt-2 shadow-lg md:hidden"
        >
          <ul className="flex flex-col gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={isCurrent(pathname, link.to) ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-2 rounded-lg px-3 py-2.5 text-base font-medium hover:bg-surface-2',
                    isCurrent(pathname, link.to) ? 'bg-surface-2 text-primary' : 'text-fg',
                  )}
                >
                  {link.label}
                  {link.badge && <Badge tone="new">{link.badge}</Badge>}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-col gap-2 border-t border-border pt-3">
            {user ? (
              <QuietBoundary>
                <Suspense fallback={null}>
                  <MobileAccountLinks />
                </Suspense>
              </QuietBoundary>
            ) : (
              <>
                <Link to="/login" className={buttonClasses('outline', 'md')}>
                  Log In
                </Link>
                <Link to="/signup" className={buttonClasses('primary', 'md')}>
                  Start Free Trial
                </Link>
              </>
            )}
          </div>
        </nav>
      )}
    </header>
  );
}
