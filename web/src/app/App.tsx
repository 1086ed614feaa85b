import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';
import { SessionProvider } from './session';
import { ThemeProvider } from './theme';

/** The whole app; the prerender (render/prerender.tsx) passes a router fixed on the page it renders. */
export function App({ router: Router = BrowserRouter }: { router?: ComponentType<{ children: ReactNode }> }) {
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
