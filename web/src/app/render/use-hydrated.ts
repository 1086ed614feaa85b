import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates a prerendered page (and on the server), true once the page is the
 * browser's own. What only the browser knows (stored options, the theme choice, the address) is
 * rendered after hydration, so the first render matches the prerendered HTML exactly.
 * A page rendered in the browser from the start sees true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
