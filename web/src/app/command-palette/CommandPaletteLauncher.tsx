import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../session';
import { canUseCommandPalette, OPEN_PALETTE_EVENT } from './palette-access';

// The palette (Radix Dialog, fuzzy search, the tool registry) is fetched on the first Ctrl/Cmd+K,
// so the first load of every page carries only this listener.
const CommandPalette = lazy(() => import('./CommandPalette'));

export function CommandPaletteLauncher() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const allowed = canUseCommandPalette({ signedIn: Boolean(user), pathname });

  useEffect(() => {
    if (!allowed) return;
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
  }, [allowed]);

  if (!open || !allowed) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette onClose={() => setOpen(false)} />
    </Suspense>
  );
}
