import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';
import { SessionProvider } from './session';
import { ThemeProvider } from './theme';

export function App() {
  return (
    <ThemeProvider>
      <BrowserRouter>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </BrowserRouter>
    </ThemeProvider>
  );
}
