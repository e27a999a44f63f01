import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from './components/layout/app-shell';
import { AuthUiProvider } from './features/auth/auth-ui-provider';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { paths } from './paths';

export const router = createBrowserRouter([
  {
    element: (
      <AuthUiProvider>
        <AppShell />
      </AuthUiProvider>
    ),
    children: [
      { path: paths.home, element: <LandingRoute /> },
      { path: paths.hero, element: <LandingRoute /> },
      // PRODUCT.md: the spec's progress list names this path; the screen lives at /model-analysis.
      { path: paths.legacyModelAnalysis, element: <Navigate to={paths.step.model} replace /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
