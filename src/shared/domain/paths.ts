import { STEP_ORDER } from './steps';

/**
 * Every path the client declares, in one place; step paths come from the shared step order.
 * The server answers any other path with 404 (the client still renders its Page Not Found).
 */
export const PATHS = {
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

const DECLARED = new Set<string>([
  ...Object.values(PATHS).filter((value): value is Exclude<typeof value, object> => typeof value === 'string'),
  ...Object.values(PATHS.step),
]);

/** Whether the client has a screen at `pathname` (a trailing slash is the same path). */
export function isDeclaredPath(pathname: string): boolean {
  return DECLARED.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);
}

/**
 * The file the client build writes beside index.html: each screen's path → the code chunks it
 * needs beyond the first download, which the server names in the page it sends for that path.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
