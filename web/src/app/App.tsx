import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { HydrationProvider } from './render/use-hydrated';
import { AppRoutes } from './routes';
import { SessionProvider } from './session';
import { ThemeProvider } from './theme';

/** The whole app; the prerender (render/prerender.tsx) passes a router fixed on the page it renders. */
export function App({ router: Router = BrowserRouter }: { router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <HydrationProvider>
      <ThemeProvider>
        <Router>
          <SessionProvider>
            <AppRoutes />
          </SessionProvider>
        </Router>
      </ThemeProvider>
    </HydrationProvider>
  );
}
