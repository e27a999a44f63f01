import { createApp } from '../../src/server/app';
import type { TestServer } from '../helpers/start-server';

/**
 * One well-formed request for every API route, with a canary in every text field a client can
 * fill. The security suite sends them as written (and with other users' ids, no session, from
 * another site); the fuzz suite mutates them. A route without a sample fails the suite, so a new
 * route cannot join the API untested.
 */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /api/${string}`;
export type SampleRequest = { method: string; path: string; body?: unknown };
export type SampleContext = {
  canary: string;
  /** An analysis of the caller's (or, for cross-user checks, someone else's). */
  analysisId: string;
  version: number;
};

/** Routes anyone may call without a session. */
export const PUBLIC_ROUTES = new Set<RouteKey>([
  'GET /api/health',
  'GET /api/options',
  'POST /api/register',
  'POST /api/login',
  'POST /api/logout',
  'GET /api/confirm-email',
  'POST /api/resend-confirmation',
  'GET /api/kb/resolve',
  'GET /api/kb/entries/:id',
]);

/** Every API route the app serves, as "METHOD /api/path" with its :params. */
export function apiRoutes(server: TestServer): RouteKey[] {
  const keys = createApp(server.deps)
    .routes.filter((route) => ['GET', 'POST', 'PUT', 'DELETE'].includes(route.method) && route.path.startsWith('/api/') && !route.path.includes('*'))
    .map((route) => `${route.method} ${route.path}` as RouteKey);
  return [...new Set(keys)].sort();
}

const DILEMMA = (canary: string) =>
  `${canary} A 15-year-old client told me her stepfather hits her when he drinks and asked me not to tell anyone. I am unsure what I must report.`;

function generation(ctx: SampleContext) {
  return {
    analysisId: ctx.analysisId,
    version: ctx.version,
    dilemma: DILEMMA(ctx.canary),
    role: 'lpc',
    state: 'CA',
    experienceLevel: 'developing',
    theoreticalOrientation: 'cbt',
    clarifyingAnswers: { q1: `${ctx.canary} answer` },
    focusStakeholder: `${ctx.canary} the parents`,
    addedStakeholders: [`${ctx.canary} principal`],
    userName: `${ctx.canary} Name`,
  };
}

function profile(canary: string) {
  return {
    fullName: `${canary} Jordan`,
    role: 'other',
    customRole: `${canary} role`,
    state: 'CA',
    experienceLevel: 'developing',
    theoreticalOrientation: 'cbt',
    supervisorName: `${canary} Supervisor`,
    supervisorPhone: '5551234567',
    supervisorEmail: `${canary.toLowerCase()}-sup@example.org`,
    legalName: `${canary} Counsel`,
    legalPhone: '',
    legalEmail: '',
  };
}

function draftState(canary: string) {
  return {
    currentStep: '/dilemma-description',
    setup: { role: 'school-counselor', state: 'CA', experienceLevel: 'developing', theoreticalOrientation: 'cbt' },
    contacts: { supervisor: { name: `${canary} Sup`, phone: '', email: '' } },
    dilemma: { text: DILEMMA(canary) },
    answers: { q1: `${canary} answer` },
    stakeholderFocus: `${canary} focus`,
  };
}

const GENERATION_ROUTE = /^POST \/api\/generate-[a-z-]+$/;

/** The sample for one route; undefined when the suite does not know the route yet. */
export function sampleFor(key: RouteKey, ctx: SampleContext): SampleRequest | undefined {
  const [method, template] = key.split(' ') as [string, string];
  const path = template.replace(':id', key.startsWith('GET /api/kb/') ? encodeURIComponent(ctx.canary) : ctx.analysisId);
  const email = `${ctx.canary.toLowerCase()}@example.org`;
  if (GENERATION_ROUTE.test(key)) return { method, path, body: generation(ctx) };
  const bodies: Partial<Record<RouteKey, unknown>> = {
    'POST /api/register': { email, password: `${ctx.canary} passphrase`, ...profile(ctx.canary) },
    'POST /api/login': { email, password: `${ctx.canary} passphrase` },
    'POST /api/logout': {},
    'POST /api/resend-confirmation': { email },
    'PUT /api/user-settings': profile(ctx.canary),
    'POST /api/account/password': { currentPassword: `${ctx.canary} current`, newPassword: `${ctx.canary} new passphrase` },
    'DELETE /api/account': { password: `${ctx.canary} passphrase` },
    'POST /api/analyses': { state: draftState(ctx.canary) },
    'PUT /api/analyses/:id': { version: ctx.version, state: draftState(ctx.canary) },
    'POST /api/analyses/:id/resume': {},
    'POST /api/analyses/:id/archive': {},
    'DELETE /api/analyses/:id': {},
    'POST /api/detect-identifiers': { text: `${ctx.canary} John Smith called from 555-123-4567 on 3/4/2025.` },
    'POST /api/load-role-example': { role: 'lpc', state: 'CA', variant: 1 },
    'POST /api/save-complete-analysis': {
      title: `${ctx.canary} title`,
      dilemmaDescription: `${ctx.canary} description`,
      completeSessionData: JSON.stringify(draftState(ctx.canary)),
      userEmail: email,
      analysisId: ctx.analysisId,
      savedLocallyAt: '2026-01-31T12:00:00.000Z',
    },
  };
  const queries: Partial<Record<RouteKey, string>> = {
    'GET /api/analyses': `?search=${encodeURIComponent(ctx.canary)}&risk=high&page=1&pageSize=20`,
    'GET /api/confirm-email': `?token=${encodeURIComponent(ctx.canary)}`,
    'GET /api/kb/resolve': `?source=ACA&section=${encodeURIComponent(ctx.canary)}`,
  };
  const plainGets = new Set<RouteKey>([
    'GET /api/health',
    'GET /api/options',
    'GET /api/me',
    'GET /api/account/export',
    'GET /api/analyses/current',
    'GET /api/analyses/:id',
    'GET /api/analyses/:id/report.html',
    'GET /api/analyses/:id/report.txt',
    'GET /api/kb/entries/:id',
    'GET /api/test-report',
  ]);
  if (key in bodies) return { method, path, body: bodies[key] };
  if (key in queries) return { method, path: path + queries[key] };
  if (plainGets.has(key)) return { method, path };
  return undefined;
}
