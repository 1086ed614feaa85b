import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/services/session';
import { canUseCommandPalette, OPEN_PALETTE_EVENT } from '@/services/palette-access';

// The palette (Radix Dialog, fuzzy search, the tool registry) is fetched on the first Ctrl/Cmd+K,
// so the first load of every page carries only this listener.
const CommandPalette = lazy(() => import('./CommandPalette'));

export function CommandPaletteLauncher() {
  const { user, loading } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const allowed = canUseCommandPalette({ signedIn: Boolean(user), pathname });
  // While the session is still being checked, a Ctrl+K is kept: the palette opens as soon as the
  // answer says this user may use it (a quick Ctrl+K right after loading a page is not lost).
  const listening = allowed || loading;

  // A Ctrl+K kept during the check is dropped if the answer is "not allowed here" (set during
  // render, React's pattern for state that follows other values, so no frame shows a stale state).
  if (open && !listening) setOpen(false);

  useEffect(() => {
    if (!listening) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && (e.key === 'k' || e.key === 'K')) {
        // Browsers bind Ctrl+K to the address bar search; inside the app it opens the palette.
        e.preventDefault();
        setOpen((o) => !o);
      }
    };
    const onOpen = () => setOpen(true);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener(OPEN_PALETTE_EVENT, onOpen);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(OPEN_PALETTE_EVENT, onOpen);
    };
  }, [listening]);

  if (!open || !allowed) return null;
  return (
    <Suspense fallback={<PaletteLoading onClose={() => setOpen(false)} />}>
      <CommandPalette onClose={() => setOpen(false)} />
    </Suspense>
  );
}

/**
 * Shown while the palette's code arrives on its first opening (a moment; longer on a slow
 * network). Escape, Ctrl+K again or a click outside closes it, as they close the palette.
 */
function PaletteLoading({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <>
      <div className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" aria-hidden onClick={onClose} />
      <div
        role="status"
        className="fixed left-1/2 top-[10vh] z-50 flex h-14 w-[min(40rem,calc(100vw-1.5rem))] -translate-x-1/2 items-center rounded-xl border border-border bg-surface px-4 text-base text-muted shadow-2xl"
      >
        Opening the command palette…
      </div>
    </>
  );
}
