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
