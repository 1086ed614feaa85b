import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const noSubscription = () => () => {};

// Outside a provider (a component rendered alone in a unit test) a page counts as the browser's own.
const Hydrated = createContext(true);

/**
 * Says to the whole app whether the page is hydrated (useHydrated). After hydrating, the switch
 * re-renders what waited for it (the footer, the home page's sections, the catalogue's cards,
 * enabled buttons) as one transition, in slices that let input through. Read straight from
 * useSyncExternalStore by each component, it was one synchronous re-render of all of them right
 * after hydration: the longest task of the page (~130 ms on a throttled phone).
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  // False while React hydrates a prerendered page (and on the server), true for a page the
  // browser renders from the start.
  const renderedInBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [hydrated, setHydrated] = useState(renderedInBrowser);
  // Once hydrated: <html data-interactive>, React has taken the page over and what waited for it is
  // live (handlers, keyboard shortcuts, enabled buttons). End-to-end tests wait for it before using
  // a page that was on screen before its scripts ran.
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.interactive = '';
    else startTransition(() => setHydrated(true));
  }, [hydrated]);
  return createElement(Hydrated, { value: hydrated }, children);
}

/**
 * False while React hydrates a prerendered page (and on the server), true once the page is the
 * browser's own. What only the browser knows (stored options, the theme choice, the address) is
 * rendered after hydration, so the first render matches the prerendered HTML exactly.
 * A page rendered in the browser from the start sees true at once.
 */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}
