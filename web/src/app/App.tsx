import { useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';
import { SessionProvider } from './session';
import { ThemeProvider } from './theme';

/** The whole app; the prerender (render/prerender.tsx) passes a router fixed on the page it renders. */
export function App({ router: Router = BrowserRouter }: { router?: ComponentType<{ children: ReactNode }> }) {
  // <html data-interactive>: React has taken the page over (hydrated a prerendered page, or drawn
  // the shell), so every handler, keyboard shortcuts included, is attached. End-to-end tests wait
  // for it before using the keyboard on a page that was on screen before its scripts ran.
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <ThemeProvider>
      <Router>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </Router>
    </ThemeProvider>
  );
}
