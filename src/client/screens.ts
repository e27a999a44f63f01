import { PATHS } from '../shared/domain/paths';
import { STEP_ORDER, type StepId } from '../shared/domain/steps';

/**
 * A screen whose code loads on first use: its path, its tab title, and the module in routes/
 * (and its export) that draws it.
 */
export type Screen = { path: string; title: string; module: string; component: string };

const step = (id: StepId, module: string, component: string): Screen => {
  const { path, title } = STEP_ORDER.find((s) => s.id === id)!;
  return { path, title, module, component };
};

/**
 * Every screen but the landing page and Page Not Found, which come with the first download. The
 * router loads each module when its screen is first shown; the build reads this table too, so
 * the server can name a screen's code in the page it sends (vite.config.ts, middleware/spa.ts).
 */
export const SCREENS: readonly Screen[] = [
  { path: PATHS.login, title: 'Sign In', module: 'login', component: 'LoginRoute' },
  { path: PATHS.termsConditions, title: 'Terms of Use', module: 'terms-conditions', component: 'TermsConditionsRoute' },
  { path: PATHS.userSettings, title: 'Settings & Profile', module: 'user-settings', component: 'UserSettingsRoute' },
  { path: PATHS.dashboard, title: 'Dashboard', module: 'dashboard', component: 'DashboardRoute' },
  { path: PATHS.welcome, title: 'Start an Analysis', module: 'welcome', component: 'WelcomeRoute' },
  { path: PATHS.stateSelection, title: 'Your State', module: 'state-selection', component: 'StateSelectionRoute' },
  { path: PATHS.roleSelection, title: 'Your Role', module: 'role-selection', component: 'RoleSelectionRoute' },
  { path: PATHS.professionalContacts, title: 'Professional Contacts', module: 'professional-contacts', component: 'ProfessionalContactsRoute' },
  step('dilemma', 'dilemma-description', 'DilemmaDescriptionRoute'),
  step('questions', 'clarifying-questions', 'ClarifyingQuestionsRoute'),
  step('summary', 'reflective-summary', 'ReflectiveSummaryRoute'),
  step('risk', 'analysis-screens', 'RiskAssessmentRoute'),
  step('timeline', 'analysis-screens', 'TimelineAnalysisRoute'),
  step('impact', 'analysis-screens', 'ImpactAssessmentRoute'),
  step('dualTrack', 'analysis-screens', 'DualTrackAnalysisRoute'),
  step('stakeholders', 'analysis-screens', 'StakeholderAnalysisRoute'),
  step('legal', 'analysis-screens', 'LegalAnalysisRoute'),
  step('scripts', 'analysis-screens', 'ConsultationScriptsRoute'),
  step('model', 'analysis-screens', 'ModelAnalysisRoute'),
  step('final', 'final-report', 'FinalReportRoute'),
  { path: PATHS.comprehensiveReport, title: 'Comprehensive Report', module: 'comprehensive-report', component: 'ComprehensiveReportRoute' },
  { path: PATHS.myReports, title: 'Saved Analyses', module: 'my-reports', component: 'MyReportsRoute' },
  { path: PATHS.testReport, title: 'Test Report', module: 'test-report', component: 'TestReportRoute' },
];
