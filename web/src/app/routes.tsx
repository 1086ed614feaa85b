import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from '@/pages/home/HomePage';
import { Layout } from './Layout';
import { RequireAuth } from './RequireAuth';

// Route table of spec platform.md §2. Every page but the home page is a lazy chunk.
// Declarative routes (not the data router) keep ~17 KB gzip out of the first load.
const AboutPage = lazy(() => import('@/pages/about/AboutPage'));
const loadToolsLayout = () => import('@/tools/catalogue/ToolsLayout');
const loadCataloguePage = () => import('@/tools/catalogue/CataloguePage');
const loadToolPage = () => import('@/tools/catalogue/ToolPage');
const loadAccountPage = () => import('@/pages/account/AccountPage');
const loadBuilderPage = () => import('@/pages/builder/BuilderPage');
const ToolsLayout = lazy(loadToolsLayout);
const CataloguePage = lazy(loadCataloguePage);
const ToolPage = lazy(loadToolPage);
const AccountPage = lazy(loadAccountPage);
const BuilderPage = lazy(loadBuilderPage);

// A protected page's code downloads while the session is being checked, not after.
const preloadTools = (pathname: string) => {
  void loadToolsLayout();
  void (pathname.replace(/\/+$/, '') === '/tools' ? loadCataloguePage() : loadToolPage());
};
const preloadAccount = () => void loadAccountPage();
const preloadBuilder = () => void loadBuilderPage();
const LoginPage = lazy(() => import('@/pages/login/LoginPage'));
const SignupPage = lazy(() => import('@/pages/signup/SignupPage'));
const ResetPasswordPage = lazy(() => import('@/pages/auth/ResetPasswordPage'));
const CreatePasswordPage = lazy(() => import('@/pages/auth/CreatePasswordPage'));
const AuthCallbackPage = lazy(() => import('@/pages/auth/AuthCallbackPage'));
const NotFoundPage = lazy(() => import('@/pages/not-found/NotFoundPage'));

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        {/* Protected routes (spec platform.md §2, §6): the wrapper sends signed-out visitors to /login. */}
        <Route
          path="tools"
          element={
            <RequireAuth preload={preloadTools}>
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
    </Routes>
  );
}
