import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { STEP_ORDER, type StepId } from '../shared/domain/steps';
import { AppShell } from './components/layout/app-shell';
import { DraftProvider } from './features/analysis/draft-provider';
import { AuthProvider } from './features/auth/auth-provider';
import { useDocumentTitle } from './lib/document-title';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { paths } from './paths';

function Titled({ title, children }: { title?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return <>{children}</>;
}

/**
 * A screen whose code loads when it is first shown. The landing page and Page Not Found are the
 * only screens in the first download; every other screen is its own chunk (the analysis
 * screens share one) and comes with the query cache, which the landing page does not need.
 */
function screen<M>(path: string, title: string, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject {
  const fetchCode = () => Promise.all([load(), import('./lib/query-scope')]);
  // The screen the page opens on starts downloading now, while React is still starting.
  const opening = window.location.pathname.replace(/\/+$/, '') === path ? fetchCode() : undefined;
  const Screen = lazy(async () => {
    const [module, { QueryScope }] = await (opening ?? fetchCode());
    const Component = pick(module);
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

const stepTitle = (id: StepId) => STEP_ORDER.find((step) => step.id === id)?.title ?? 'Analysis';
const analysisScreens = () => import('./routes/analysis-screens');
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
      screen(paths.login, 'Sign In', () => import('./routes/login'), (m) => m.LoginRoute),
      screen(paths.termsConditions, 'Terms of Use', () => import('./routes/terms-conditions'), (m) => m.TermsConditionsRoute),
      screen(paths.userSettings, 'Settings & Profile', () => import('./routes/user-settings'), (m) => m.UserSettingsRoute),
      screen(paths.dashboard, 'Dashboard', () => import('./routes/dashboard'), (m) => m.DashboardRoute),
      screen(paths.welcome, 'Start an Analysis', () => import('./routes/welcome'), (m) => m.WelcomeRoute),
      screen(paths.stateSelection, 'Your State', () => import('./routes/state-selection'), (m) => m.StateSelectionRoute),
      screen(paths.roleSelection, 'Your Role', () => import('./routes/role-selection'), (m) => m.RoleSelectionRoute),
      screen(paths.professionalContacts, 'Professional Contacts', () => import('./routes/professional-contacts'), (m) => m.ProfessionalContactsRoute),
      screen(paths.step.dilemma, stepTitle('dilemma'), () => import('./routes/dilemma-description'), (m) => m.DilemmaDescriptionRoute),
      screen(paths.step.questions, stepTitle('questions'), () => import('./routes/clarifying-questions'), (m) => m.ClarifyingQuestionsRoute),
      screen(paths.step.summary, stepTitle('summary'), () => import('./routes/reflective-summary'), (m) => m.ReflectiveSummaryRoute),
      screen(paths.step.risk, stepTitle('risk'), analysisScreens, (m) => m.RiskAssessmentRoute),
      screen(paths.step.timeline, stepTitle('timeline'), analysisScreens, (m) => m.TimelineAnalysisRoute),
      screen(paths.step.impact, stepTitle('impact'), analysisScreens, (m) => m.ImpactAssessmentRoute),
      screen(paths.step.dualTrack, stepTitle('dualTrack'), analysisScreens, (m) => m.DualTrackAnalysisRoute),
      screen(paths.step.stakeholders, stepTitle('stakeholders'), analysisScreens, (m) => m.StakeholderAnalysisRoute),
      screen(paths.step.legal, stepTitle('legal'), analysisScreens, (m) => m.LegalAnalysisRoute),
      screen(paths.step.scripts, stepTitle('scripts'), analysisScreens, (m) => m.ConsultationScriptsRoute),
      screen(paths.step.model, stepTitle('model'), analysisScreens, (m) => m.ModelAnalysisRoute),
      screen(paths.step.final, stepTitle('final'), () => import('./routes/final-report'), (m) => m.FinalReportRoute),
      screen(paths.comprehensiveReport, 'Comprehensive Report', () => import('./routes/comprehensive-report'), (m) => m.ComprehensiveReportRoute),
      screen(paths.myReports, 'Saved Analyses', () => import('./routes/my-reports'), (m) => m.MyReportsRoute),
      screen(paths.testReport, 'Test Report', () => import('./routes/test-report'), (m) => m.TestReportRoute),
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
