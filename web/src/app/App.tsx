import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ROUTER_BASENAME } from '@/lib/base-path';
import { HydrationProvider } from '@/services/render/use-hydrated';
import { AppRoutes } from './routes';
import { SessionProvider } from '@/services/session';
import { ThemeProvider } from '@/services/theme';

const ServedRouter = ({ children }: { children: ReactNode }) => <BrowserRouter basename={ROUTER_BASENAME}>{children}</BrowserRouter>;

/** The whole app; the prerender (render/prerender.tsx) passes a router fixed on the page it renders. */
export function App({ router: Router = ServedRouter }: { router?: ComponentType<{ children: ReactNode }> }) {
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
