import type { AnalysisInputs } from '../../src/shared/api/analyses';
import { ABUSE_SUBJECT_LABELS, SAFETY_SCREEN_DEFINITIONS, SCREEN_ANSWER_LABELS, SCREEN_DOMAINS, type SafetyScreen } from '../../src/shared/domain/safety-screen';
import { SECTIONS, type SectionKey } from '../../src/shared/domain/sections';
import { randomBytes } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

export type TestAccount = { email: string; password: string; fullName: string };

const HEADERS = { 'X-Requested-With': 'grayline' };

export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  return {
    email: `e2e-${randomBytes(5).toString('hex')}@example.org`,
    password: 'a long test passphrase',
    fullName: 'Riley Morgan Tester',
    ...overrides,
  };
}

/** Creates an account over the API; the page's browser context receives the session cookie. */
export async function registerViaApi(page: Page, account: TestAccount = newAccount(), profile: Record<string, string> = {}) {
  const res = await page.request.post('/api/register', {
    headers: HEADERS,
    data: {
      email: account.email,
      password: account.password,
      fullName: account.fullName,
      role: 'lpc',
      state: 'CA',
      experienceLevel: 'developing',
      theoreticalOrientation: 'cbt',
      ...profile,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

export async function signOutViaApi(page: Page) {
  await page.request.post('/api/logout', { headers: HEADERS });
}

/** A signed-in page: the account exists and the browser holds its session. */
export const test = base.extend<{ account: TestAccount; signedInPage: Page }>({
  account: async ({}, use) => {
    await use(newAccount());
  },
  signedInPage: async ({ page, account }, use) => {
    await registerViaApi(page, account);
    await use(page);
  },
});

export { expect };

export const API_HEADERS = HEADERS;

/** Starts a draft over the API with the given state; returns its id. */
export async function createDraftViaApi(page: Page, state: Record<string, unknown>) {
  const res = await page.request.post('/api/analyses', { headers: HEADERS, data: { state } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; version: number };
}

export type SeedOptions = { text: string; role?: string; state?: string; answers?: Record<string, string>; safetyScreen?: SafetyScreen; upTo: SectionKey };

/**
 * A draft whose sections up to `upTo` were made by the real API, in flow order, and stored in it
 * by the server (as the screens do), so a test can start at any screen.
 */
export async function seedAnalysis(page: Page, options: SeedOptions) {
  const inputs: AnalysisInputs = {
    setup: { role: options.role ?? 'lpc', state: options.state ?? 'CA', experienceLevel: 'developing', theoreticalOrientation: 'cbt' },
    contacts: { supervisor: { name: 'Clinical Lead', phone: '(415) 555-0102', email: 'lead@example.org' }, attorney: { name: '', phone: '', email: '' } },
    dilemma: { text: options.text },
    answers: options.answers ?? {},
    ...(options.safetyScreen ? { safetyScreen: options.safetyScreen } : {}),
    currentStep: '/welcome',
  };
  const draft = await createDraftViaApi(page, inputs as Record<string, unknown>);
  for (const { key, endpoint } of SECTIONS) {
    const res = await page.request.post(`/api/${endpoint}`, { headers: HEADERS, data: { analysisId: draft.id } });
    expect(res.status(), `${endpoint}: ${await res.text()}`).toBe(200);
    if (key === options.upTo) break;
  }
  return draft;
}

type ScreenChoices = { [D in keyof SafetyScreen]?: Record<string, string> };

/**
 * Answers the safety screen on the Clarifying Questions screen: each domain's concern, then every
 * item of an open detailed screen — the value given, or "No" (a child, for who may be harmed).
 */
export async function answerSafetyScreen(page: Page, choices: ScreenChoices = {}) {
  for (const domain of SCREEN_DOMAINS) {
    const definition = SAFETY_SCREEN_DEFINITIONS[domain];
    const card = page.getByRole('region', { name: definition.title });
    const answers = choices[domain] ?? {};
    const concern = (answers.concern ?? 'no') as keyof typeof SCREEN_ANSWER_LABELS;
    await card.getByRole('group', { name: definition.concernQuestion }).getByText(SCREEN_ANSWER_LABELS[concern], { exact: true }).click();
    for (const item of definition.items) {
      const key = String(item.key);
      if (item.kind === 'text') {
        const box = card.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(item.question)}`) });
        if (answers[key] !== undefined && (await box.count()) > 0) await box.fill(answers[key]!);
        continue;
      }
      const group = card.getByRole('group', { name: item.question });
      if ((await group.count()) === 0) continue;
      const value = answers[key] ?? (item.kind === 'subject' ? 'child' : 'no');
      const label = item.kind === 'subject' ? ABUSE_SUBJECT_LABELS[value as keyof typeof ABUSE_SUBJECT_LABELS] : SCREEN_ANSWER_LABELS[value as keyof typeof SCREEN_ANSWER_LABELS];
      await group.getByText(label, { exact: true }).click();
    }
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
