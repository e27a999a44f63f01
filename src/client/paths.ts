import { STEP_ORDER } from '../shared/domain/steps';

/** Every client route, in one place; step routes come from the shared step order. */
export const paths = {
  home: '/',
  hero: '/hero',
  login: '/login',
  termsConditions: '/terms-conditions',
  dashboard: '/dashboard',
  welcome: '/welcome',
  userSettings: '/user-settings',
  stateSelection: '/state-selection',
  roleSelection: '/role-selection',
  professionalContacts: '/professional-contacts',
  comprehensiveReport: '/comprehensive-report',
  myReports: '/my-reports',
  testReport: '/test-report',
  legacyModelAnalysis: '/ethical-model-analysis',
  step: Object.fromEntries(STEP_ORDER.map((s) => [s.id, s.path])) as { [K in (typeof STEP_ORDER)[number]['id']]: Extract<(typeof STEP_ORDER)[number], { id: K }>['path'] },
} as const;
