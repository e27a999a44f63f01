import type { Page } from '@playwright/test';
import { createDraftViaApi, expect, newAccount, registerViaApi, seedAnalysis, signOutViaApi, test } from './fixtures';

// The rough edges a new user hit (issue 15), each as it would have been seen.

const DUTY_TO_WARN =
  "My client told me in session yesterday that he is going to kill his ex-wife's new partner this weekend and that he has bought a gun. " +
  'He named the partner. I am not sure whether I must warn the partner or call the police.';

/** An analysis in progress whose set-up is done, so the contacts screen opens. */
async function startAnalysis(page: Page) {
  await createDraftViaApi(page, { setup: { role: 'lpc', state: 'CA', experienceLevel: 'developing', theoreticalOrientation: 'cbt' }, currentStep: '/professional-contacts' });
  await page.goto('/professional-contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Professional contacts' })).toBeVisible();
}

type Problems = { console: string[]; csp: string[]; requests: string[] };

/** Every console error, Content-Security-Policy violation and /api request the page makes. */
async function watch(page: Page): Promise<Problems> {
  const problems: Problems = { console: [], csp: [], requests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.console.push(message.text());
  });
  page.on('pageerror', (error) => problems.console.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) problems.requests.push(`${request.method()} ${pathname}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => problems.csp.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('signed out', () => {
  test('an undeclared path is a 404 that still shows Page Not Found; a screen is a 200', async ({ page }) => {
    const missing = await page.goto('/no/such/screen');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    const landing = await page.goto('/hero');
    expect(landing?.status()).toBe(200);
  });

  test('public pages make no failing request, log no error and trip no security policy', async ({ page }) => {
    const problems = await watch(page);
    for (const path of ['/', '/hero', '/terms-conditions', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // Validation runs (zod) in the registration dialog.
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('Valid email address is required')).toBeVisible();
    expect(problems.requests).not.toContain('GET /api/me');
    expect(problems.console).toEqual([]);
    expect(problems.csp).toEqual([]);
  });

  test('a phone number pasted with its country code keeps its number', async ({ page }) => {
    await page.goto('/login?mode=register');
    const phone = page.getByLabel('Supervisor phone');
    await phone.fill('+1 555 867 5309');
    await expect(phone).toHaveValue('(555) 867-5309');
  });

  test('a toast never covers the button that caused it', async ({ page }) => {
    const account = await registerViaApi(page);
    await signOutViaApi(page);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByLabel('Full name').fill('Someone Else');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await dialog.getByLabel('Password').fill('another long passphrase');
    await dialog.getByLabel('Professional role').selectOption('lpc');
    await dialog.getByLabel('State').selectOption('TX');
    await dialog.getByLabel('Experience level').selectOption('beginning');
    const create = dialog.getByRole('button', { name: 'Create Account' });
    await create.click();
    const toast = page.getByRole('status').filter({ hasText: 'Account Found' });
    await expect(toast).toBeVisible();
    expect(overlaps((await toast.boundingBox())!, (await create.boundingBox())!)).toBe(false);
  });
});

test.describe('signed in', () => {
  test('a new tab goes straight to the start screen without showing the signed-out landing page', async ({ signedInPage: page }) => {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.body?.innerText.includes('Because it is never black and white.')) (window as unknown as { sawLanding: boolean }).sawLanding = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sawLanding?: boolean }).sawLanding ?? false)).toBe(false);
  });

  test('Save Settings is never under a toast', async ({ signedInPage: page }) => {
    await page.goto('/user-settings');
    await page.getByLabel('Full name').fill('Riley Settings Tester');
    const save = page.getByRole('button', { name: 'Save Settings' });
    await save.click();
    const toast = page.getByRole('status').filter({ hasText: /saved|updated/i }).first();
    await expect(toast).toBeVisible();
    expect(overlaps((await toast.boundingBox())!, (await save.boundingBox())!)).toBe(false);
  });

  test('an invalid contact e-mail is shown for correcting, never saved, and blocks Continue out loud', async ({ signedInPage: page }) => {
    await startAnalysis(page);
    const supervisor = page.getByRole('group', { name: 'Clinical supervisor' });
    await supervisor.getByLabel('Supervisor name').fill('Dr. Lead');
    await supervisor.getByLabel('Supervisor phone').fill('+1 415 555 0102');
    await expect(supervisor.getByLabel('Supervisor phone')).toHaveValue('(415) 555-0102');
    await supervisor.getByLabel('Supervisor email').fill('lead@');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(supervisor.getByText('Valid email required')).toBeVisible();

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'clinical supervisor' })).toContainText('e-mail address');
    await expect(page).toHaveURL(/\/professional-contacts$/);
    await expect(supervisor.getByLabel('Supervisor email')).toBeFocused();

    // The name and phone were saved; the broken address was not, and nothing is folded away.
    await expect(page.getByTestId('save-indicator')).toHaveText('Saved');
    await page.reload();
    const card = page.getByRole('region', { name: 'Clinical supervisor' });
    await expect(card).toContainText('Dr. Lead');
    await expect(card).not.toContainText('lead@');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dilemma-description$/);
  });

  test('an empty dilemma box does not claim to be saved', async ({ signedInPage: page }) => {
    await startAnalysis(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dilemma-description$/);
    await expect(page.getByLabel('Your dilemma')).toHaveValue('');
    // Long enough for the step bookkeeping to have been saved.
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('save-indicator')).toHaveCount(0);
    await page.getByLabel('Your dilemma').fill('A client asked me to write a letter for her landlord.');
    await expect(page.getByTestId('save-indicator')).toHaveText('Saved');
  });

  test('a server error while saving is not called offline, and offline is', async ({ signedInPage: page }) => {
    await startAnalysis(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dilemma-description$/);
    const box = page.getByLabel('Your dilemma');

    await page.route('**/api/analyses/*', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error","message":"boom"}}' }) : route.fallback(),
    );
    await box.fill('A client asked me to write a letter for her landlord about her cat.');
    await expect(page.getByTestId('save-indicator')).toHaveText(/^Not saved: the server had a problem/);

    await page.unroute('**/api/analyses/*');
    await page.route('**/api/analyses/*', (route) => (route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback()));
    await box.fill('A client asked me to write a letter for her landlord about her dog.');
    await expect(page.getByTestId('save-indicator')).toHaveText('Offline — will retry');
  });

  test('the reflective summary: short pills, and every shortened statute can be read in full', async ({ signedInPage: page }) => {
    await seedAnalysis(page, { text: DUTY_TO_WARN, upTo: 'summary' });
    await page.goto('/reflective-summary');
    const summary = page.getByRole('region', { name: 'Summary' });
    for (const name of ['Complexity:', 'Urgency:']) {
      const pill = summary.locator('span.rounded-full', { hasText: name });
      await expect(pill).toBeVisible();
      // One line of text: the reason is written underneath, not squeezed into the pill.
      expect((await pill.boundingBox())!.height).toBeLessThan(40);
    }

    const obligations = page.locator('div', { has: page.getByRole('heading', { level: 3, name: 'Professional Obligations' }) }).last().getByRole('listitem');
    const items = await obligations.allInnerTexts();
    expect(items.length).toBeGreaterThan(0);
    const shortened = obligations.filter({ has: page.getByRole('button', { name: 'Read the full text' }) });
    expect(await shortened.count()).toBeGreaterThan(0);
    for (const text of items) {
      // A line either ends a sentence or says it goes on and links the rest.
      if (!/[.)]$/.test(text.replace(/\s*Read the full text$/, '').trim())) expect(text).toMatch(/…\s*Read the full text$/);
    }
    await shortened.first().getByRole('button', { name: 'Read the full text' }).click();
    const entry = page.getByRole('dialog');
    await expect(entry.getByText('Last checked')).toBeVisible();
  });

  test('an analysis screen arrives without a jump, and the walk logs no error', async ({ signedInPage: page }) => {
    const problems = await watch(page);
    await seedAnalysis(page, { text: DUTY_TO_WARN, upTo: 'summary' });
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number };
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/risk-assessment');
    await expect(page.getByTestId('risk-score')).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.05);

    for (const path of ['/dashboard', '/my-reports', '/user-settings', '/welcome']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(problems.console).toEqual([]);
    expect(problems.csp).toEqual([]);
  });
});

test('registering greets the new user, not a returning one', async ({ page }) => {
  const account = newAccount({ fullName: 'Jordan Avery Lee' });
  await page.goto('/login?mode=register');
  await page.getByLabel('Full name').fill(account.fullName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Professional role').selectOption('lpc');
  await page.getByLabel('State').selectOption('OR');
  await page.getByLabel('Experience level').selectOption('beginning');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Jordan');
});
