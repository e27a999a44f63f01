import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from './components/layout/app-shell';
import { AuthProvider } from './features/auth/auth-provider';
import { DashboardRoute } from './routes/dashboard';
import { LandingRoute } from './routes/landing';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { TermsConditionsRoute } from './routes/terms-conditions';
import { UserSettingsRoute } from './routes/user-settings';
import { paths } from './paths';

export const router = createBrowserRouter([
  {
    element: (
      <AuthProvider>
        <AppShell />
      </AuthProvider>
    ),
    children: [
      { path: paths.home, element: <LandingRoute /> },
      { path: paths.hero, element: <LandingRoute /> },
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.termsConditions, element: <TermsConditionsRoute /> },
      { path: paths.userSettings, element: <UserSettingsRoute /> },
      { path: paths.dashboard, element: <DashboardRoute /> },
      // PRODUCT.md: the spec's progress list names this path; the screen lives at /model-analysis.
      { path: paths.legacyModelAnalysis, element: <Navigate to={paths.step.model} replace /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
