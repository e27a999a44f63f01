import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { STEP_ORDER, type StepId } from '../shared/domain/steps';
import { AppShell } from './components/layout/app-shell';
import { DraftProvider } from './features/analysis/draft-provider';
import { AuthProvider } from './features/auth/auth-provider';
import type { RouteHandle } from './lib/document-title';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { paths } from './paths';

/**
 * A screen whose code loads when it is first shown. The landing page and Page Not Found are the
 * only screens in the first download; every other screen is its own chunk (or shares one with
 * its siblings, e.g. the analysis screens).
 */
function screen<M>(path: string, title: string, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject {
  const Screen = lazy(async () => ({ default: pick(await load()) }));
  return { path, handle: { title } satisfies RouteHandle, element: <Screen /> };
}

const stepTitle = (id: StepId) => STEP_ORDER.find((step) => step.id === id)?.title ?? 'Analysis';
const analysisScreens = () => import('./routes/analysis-screens');

export const router = createBrowserRouter([
  {
    element: (
      <AuthProvider>
        <DraftProvider>
          <AppShell />
        </DraftProvider>
      </AuthProvider>
    ),
    children: [
      { path: paths.home, element: <LandingRoute /> },
      { path: paths.hero, element: <LandingRoute /> },
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
      // PRODUCT.md: the spec's progress list names this path; the screen lives at /model-analysis.
      { path: paths.legacyModelAnalysis, element: <Navigate to={paths.step.model} replace /> },
      { path: '*', element: <NotFoundRoute />, handle: { title: 'Page Not Found' } satisfies RouteHandle },
    ],
  },
]);
