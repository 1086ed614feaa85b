import { Route, Routes } from 'react-router';
import { HomePage } from '@/pages/home/HomePage';
import { Layout } from './Layout';
import { lazyPart, preloadPart } from '@/services/render/lazy-part';
import { RequireAuth } from './RequireAuth';

// Route table of spec platform.md §2. Every page but the home page is a lazy chunk (lazyPart:
// a prerendered page's chunks are loaded before it is hydrated, see render/lazy-part.ts).
// Declarative routes (not the data router) keep ~17 KB gzip out of the first load.
const AboutPage = lazyPart('pages/about/AboutPage', () => import('@/pages/about/AboutPage'));
const ToolsLayout = lazyPart('tools/catalogue/ToolsLayout', () => import('@/tools/catalogue/ToolsLayout'));
const CataloguePage = lazyPart('tools/catalogue/CataloguePage', () => import('@/tools/catalogue/CataloguePage'));
const ToolPage = lazyPart('tools/catalogue/ToolPage', () => import('@/tools/catalogue/ToolPage'));
const AccountPage = lazyPart('pages/account/AccountPage', () => import('@/pages/account/AccountPage'));
const BuilderPage = lazyPart('pages/builder/BuilderPage', () => import('@/pages/builder/BuilderPage'));
const LoginPage = lazyPart('pages/login/LoginPage', () => import('@/pages/login/LoginPage'));
const SignupPage = lazyPart('pages/signup/SignupPage', () => import('@/pages/signup/SignupPage'));
const ResetPasswordPage = lazyPart('pages/auth/ResetPasswordPage', () => import('@/pages/auth/ResetPasswordPage'));
const CreatePasswordPage = lazyPart('pages/auth/CreatePasswordPage', () => import('@/pages/auth/CreatePasswordPage'));
const AuthCallbackPage = lazyPart('pages/auth/AuthCallbackPage', () => import('@/pages/auth/AuthCallbackPage'));
const ApiDocsPage = lazyPart('pages/api-docs/ApiDocsPage', () => import('@/pages/api-docs/ApiDocsPage'));
const NotFoundPage = lazyPart('pages/not-found/NotFoundPage', () => import('@/pages/not-found/NotFoundPage'));

// A protected page's code downloads while the session is being checked, not after.
const preloadTools = (pathname: string) => {
  void preloadPart('tools/catalogue/ToolsLayout');
  void preloadPart(pathname.replace(/\/+$/, '') === '/tools' ? 'tools/catalogue/CataloguePage' : 'tools/catalogue/ToolPage');
};
const preloadAccount = () => void preloadPart('pages/account/AccountPage');
const preloadBuilder = () => void preloadPart('pages/builder/BuilderPage');

/** The routes as elements: AppRoutes renders them; the prerender reads their paths. */
export const appRoutes = (
  <Route path="/" element={<Layout />}>
    <Route index element={<HomePage />} />
    <Route path="about" element={<AboutPage />} />
    <Route path="docs/api" element={<ApiDocsPage />} />
    {/* Protected routes (spec platform.md §2, §6): the wrapper sends signed-out visitors to /login.
        The catalogue and the tools hold nothing personal, so they show while the session is checked. */}
    <Route
      path="tools"
      element={
        <RequireAuth preload={preloadTools} showWhileChecking>
          <ToolsLayout />
        </RequireAuth>
      }
    >
      <Route index element={<CataloguePage />} />
      <Route path=":toolId" element={<ToolPage />} />
    </Route>
    <Route
      path="account"
      element={
        <RequireAuth preload={preloadAccount}>
          <AccountPage />
        </RequireAuth>
      }
    />
    <Route
      path="forge-builder"
      element={
        <RequireAuth preload={preloadBuilder}>
          <BuilderPage />
        </RequireAuth>
      }
    />
    <Route path="login" element={<LoginPage />} />
    <Route path="signup" element={<SignupPage />} />
    <Route path="auth/reset-password" element={<ResetPasswordPage />} />
    <Route path="auth/create-password" element={<CreatePasswordPage />} />
    <Route path="auth/callback" element={<AuthCallbackPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{appRoutes}</Routes>;
}
