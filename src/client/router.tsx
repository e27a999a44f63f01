import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from './components/layout/app-shell';
import { DraftProvider } from './features/analysis/draft-provider';
import { AuthProvider } from './features/auth/auth-provider';
import {
  ConsultationScriptsRoute,
  DualTrackAnalysisRoute,
  ImpactAssessmentRoute,
  LegalAnalysisRoute,
  ModelAnalysisRoute,
  RiskAssessmentRoute,
  StakeholderAnalysisRoute,
  TimelineAnalysisRoute,
} from './routes/analysis-screens';
import { ClarifyingQuestionsRoute } from './routes/clarifying-questions';
import { ComprehensiveReportRoute } from './routes/comprehensive-report';
import { DashboardRoute } from './routes/dashboard';
import { FinalReportRoute } from './routes/final-report';
import { MyReportsRoute } from './routes/my-reports';
import { TestReportRoute } from './routes/test-report';
import { DilemmaDescriptionRoute } from './routes/dilemma-description';
import { LandingRoute } from './routes/landing';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { ProfessionalContactsRoute } from './routes/professional-contacts';
import { ReflectiveSummaryRoute } from './routes/reflective-summary';
import { RoleSelectionRoute } from './routes/role-selection';
import { StateSelectionRoute } from './routes/state-selection';
import { TermsConditionsRoute } from './routes/terms-conditions';
import { UserSettingsRoute } from './routes/user-settings';
import { WelcomeRoute } from './routes/welcome';
import { paths } from './paths';

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
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.termsConditions, element: <TermsConditionsRoute /> },
      { path: paths.userSettings, element: <UserSettingsRoute /> },
      { path: paths.dashboard, element: <DashboardRoute /> },
      { path: paths.welcome, element: <WelcomeRoute /> },
      { path: paths.stateSelection, element: <StateSelectionRoute /> },
      { path: paths.roleSelection, element: <RoleSelectionRoute /> },
      { path: paths.professionalContacts, element: <ProfessionalContactsRoute /> },
      { path: paths.step.dilemma, element: <DilemmaDescriptionRoute /> },
      { path: paths.step.questions, element: <ClarifyingQuestionsRoute /> },
      { path: paths.step.summary, element: <ReflectiveSummaryRoute /> },
      { path: paths.step.risk, element: <RiskAssessmentRoute /> },
      { path: paths.step.timeline, element: <TimelineAnalysisRoute /> },
      { path: paths.step.impact, element: <ImpactAssessmentRoute /> },
      { path: paths.step.dualTrack, element: <DualTrackAnalysisRoute /> },
      { path: paths.step.stakeholders, element: <StakeholderAnalysisRoute /> },
      { path: paths.step.legal, element: <LegalAnalysisRoute /> },
      { path: paths.step.scripts, element: <ConsultationScriptsRoute /> },
      { path: paths.step.model, element: <ModelAnalysisRoute /> },
      { path: paths.step.final, element: <FinalReportRoute /> },
      { path: paths.comprehensiveReport, element: <ComprehensiveReportRoute /> },
      { path: paths.myReports, element: <MyReportsRoute /> },
      { path: paths.testReport, element: <TestReportRoute /> },
      // PRODUCT.md: the spec's progress list names this path; the screen lives at /model-analysis.
      { path: paths.legacyModelAnalysis, element: <Navigate to={paths.step.model} replace /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
