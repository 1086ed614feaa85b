import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * While a page (or part of it) shows a loading state, the footer waits. Drawn under a spinner, it
 * was pushed down when the page arrived: a layout shift (CLS 0.44 on a tool page on a phone). It
 * appears once nothing is loading, below the finished page, where it stays.
 */
const FooterHoldContext = createContext<(change: 1 | -1) => void>(() => {});

export const FooterHoldProvider = FooterHoldContext.Provider;

/** Keeps the footer away for as long as the calling component is mounted (before paint). */
export function useFooterHold(): void {
  const change = useContext(FooterHoldContext);
  useLayoutEffect(() => {
    change(1);
    return () => change(-1);
  }, [change]);
}

/** useFooterHold as an element, for Suspense fallbacks. */
export function FooterHold(): null {
  useFooterHold();
  return null;
}
