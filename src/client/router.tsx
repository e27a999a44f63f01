import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { AppShell } from './components/layout/app-shell';
import { DraftProvider } from './features/analysis/draft-provider';
import { AuthProvider } from './features/auth/auth-provider';
import { useDocumentTitle } from './lib/document-title';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { paths } from './paths';
import { SCREENS, type Screen } from './screens';

function Titled({ title, children }: { title?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return <>{children}</>;
}

/** The screens' modules, each a chunk of its own that loads on first use (not the two above). */
const SCREEN_MODULES = import.meta.glob<Record<string, ComponentType>>(['./routes/*.tsx', '!./routes/landing.tsx', '!./routes/not-found.tsx']);

/**
 * A screen whose code loads when it is first shown. The landing page and Page Not Found are the
 * only screens in the first download; every other screen is its own chunk (the analysis
 * screens share one) and comes with the query cache, which the landing page does not need.
 */
function screen({ path, title, module, component }: Screen): RouteObject {
  const load = SCREEN_MODULES[`./routes/${module}.tsx`];
  if (!load) throw new Error(`No module routes/${module}.tsx for ${path}`);
  const fetchCode = () => Promise.all([load(), import('./lib/query-scope')]);
  // The screen the page opens on starts downloading now, while React is still starting (the
  // server has already told the browser to fetch it: middleware/spa.ts).
  const opening = window.location.pathname.replace(/\/+$/, '') === path ? fetchCode() : undefined;
  const Screen = lazy(async () => {
    const [code, { QueryScope }] = await (opening ?? fetchCode());
    const Component = code[component];
    if (!Component) throw new Error(`routes/${module}.tsx has no ${component}`);
    return {
      default: () => (
        <QueryScope>
          <Component />
        </QueryScope>
      ),
    };
  });
  return {
    path,
    element: (
      <Titled title={title}>
        <Screen />
      </Titled>
    ),
  };
}

const landing = (
  <Titled>
    <LandingRoute />
  </Titled>
);

/**
 * The route table. A declarative router rather than a data router: the app uses no loaders or
 * actions, and the smaller router keeps the landing page's download within its budget.
 */
const ROUTES: RouteObject[] = [
  {
    element: (
      <AuthProvider>
        <DraftProvider>
          <AppShell />
        </DraftProvider>
      </AuthProvider>
    ),
    children: [
      { path: paths.home, element: landing },
      { path: paths.hero, element: landing },
      ...SCREENS.map(screen),
      // An older name of the models step; the screen lives at /model-analysis (docs/product.md "Guided flow").
      { path: paths.legacyModelAnalysis, element: <Navigate to={paths.step.model} replace /> },
      {
        path: '*',
        element: (
          <Titled title="Page Not Found">
            <NotFoundRoute />
          </Titled>
        ),
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(ROUTES);
}
