import { SECTIONS } from '../../src/shared/domain/sections';
import { STEP_ORDER } from '../../src/shared/domain/steps';
import { createDraftViaApi, expect, seedAnalysis, test } from './fixtures';

const THREAT =
  'My adult client said he is going to shoot his ex-wife this weekend when she drops off their son. He owns a handgun and has hit her before. He asked me to keep it between us.';
const THREAT_SCREEN = {
  self: { concern: 'no' },
  others: { concern: 'yes', threat: 'yes', target: 'his ex-wife', weaponAccess: 'yes', preparation: 'unsure', timeframe: 'this weekend', violenceHistory: 'yes' },
  abuse: { concern: 'no' },
} as const;
const GIFT = 'A long-term adult client brought me a small homemade thank-you card and a $10 coffee gift card at our last session before my vacation.';

test.describe('one analysis document', () => {
  test.setTimeout(180_000);

  test('every screen of the registry is served at its route with its title', async ({ signedInPage: page }) => {
    await seedAnalysis(page, { text: GIFT, upTo: 'final' });
    for (const step of STEP_ORDER) {
      await page.goto(step.path);
      await expect(page).toHaveURL(new RegExp(`${step.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: step.title })).toBeVisible();
    }
    // Sections that share a screen show under their own heading there (the summary's once it is confirmed).
    await page.goto('/reflective-summary');
    await page.getByRole('button', { name: 'Yes, it does' }).click();
    for (const section of SECTIONS.filter((s) => !s.step)) {
      await page.goto(section.route);
      await expect(page.getByRole('heading', { name: section.title })).toBeVisible();
    }
  });

  test('skipped steps redirect to the first missing section: no final report without risk, legal and scripts', async ({ signedInPage: page }) => {
    await seedAnalysis(page, { text: GIFT, upTo: 'summary' });
    await page.goto('/final-report');
    await expect(page).toHaveURL(/\/risk-assessment$/);
    await expect(page.getByTestId('risk-score')).toBeVisible();
    // Each redirect lands on a screen that makes its section, so the first missing step moves on.
    const visits: Array<[string, RegExp]> = [
      ['/model-analysis', /\/timeline-analysis$/],
      ['/final-report', /\/impact-assessment$/],
      ['/comprehensive-report', /\/dual-track-analysis$/],
      ['/consultation-scripts', /\/stakeholder-analysis$/],
    ];
    for (const [path, landing] of visits) {
      await page.goto(path);
      await expect(page, path).toHaveURL(landing);
      await expect(page.getByRole('button', { name: /^Continue to/ }).last()).toBeEnabled();
    }
  });

  test('Continue lands at the top of the next screen with focus on its heading', async ({ signedInPage: page }) => {
    await seedAnalysis(page, { text: THREAT, safetyScreen: THREAT_SCREEN, upTo: 'risk' });
    await page.goto('/risk-assessment');
    await expect(page.getByRole('heading', { name: 'Act now: immediate steps' })).toBeVisible();
    const proceed = page.getByRole('button', { name: 'Yes, continue' });
    await proceed.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await proceed.click();
    await expect(page).toHaveURL(/\/timeline-analysis$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Timeline Analysis' });
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { name: 'Action Timeline' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Impact Assessment' }).last().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Impact Assessment' })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a saved Complete analysis survives a reload on any of its screens', async ({ signedInPage: page }) => {
    await seedAnalysis(page, { text: GIFT, upTo: 'final' });
    await page.goto('/final-report');
    await page.getByRole('button', { name: 'Save Complete Analysis' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Complete analysis saved successfully to database!' })).toBeVisible();
    await page.goto('/my-reports');
    await expect(page.getByTestId('report-card').first()).toContainText('Complete');
    await page.getByTestId('report-card').first().getByRole('button', { name: /^Open / }).click();
    await expect(page).toHaveURL(/\/final-report$/);
    await page.reload();
    await expect(page).toHaveURL(/\/final-report$/);
    await expect(page.getByRole('heading', { name: 'Executive Summary' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/model-analysis$/);
    await page.reload();
    await expect(page).toHaveURL(/\/model-analysis$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ethical Model Analysis' })).toBeVisible();
  });

  test('/test-report shows the sample read-only and leaves Saved Analyses as they were', async ({ signedInPage: page }) => {
    const draft = await createDraftViaApi(page, { setup: { role: 'lpc', state: 'CA', experienceLevel: 'developing', theoreticalOrientation: 'cbt' }, dilemma: { text: GIFT } });
    const before = await (await page.request.get('/api/analyses')).json();
    await page.goto('/test-report');
    await expect(page.getByRole('heading', { level: 1, name: 'Sample Report' })).toBeVisible();
    await expect(page.getByTestId('sample-notice')).toContainText('not saved');
    await expect(page.getByText('School Counselor · California')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Highlights of every step' })).toBeVisible();
    expect(await (await page.request.get('/api/analyses')).json()).toEqual(before);
    expect((await (await page.request.get('/api/analyses/current')).json()).id).toBe(draft.id);
  });

  test('a disputed risk factor is recomputed, carried through the later screens and shown with both readings in the report', async ({ signedInPage: page }) => {
    await seedAnalysis(page, { text: THREAT, safetyScreen: THREAT_SCREEN, upTo: 'final' });
    await page.goto('/risk-assessment');
    const score = page.getByTestId('risk-score');
    const before = Number((await score.innerText()).split('/')[0]);
    await page.getByRole('button', { name: 'No, regenerate' }).click();
    const dialog = page.getByRole('dialog', { name: 'What should change?' });
    await expect(dialog.getByRole('button', { name: 'Apply and regenerate' })).toBeDisabled();
    await dialog.getByLabel('Dispute: Access to a firearm').check();
    await dialog.getByLabel('Why it does not fit').fill('He surrendered the handgun to the police yesterday.');
    await dialog.getByRole('button', { name: 'Apply and regenerate' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => Number((await score.innerText()).split('/')[0])).toBeLessThan(before);
    await expect(page.getByTestId('rubric-reading')).toContainText(`${before}/10`);
    await expect(page.getByTestId('disputed-factors')).toContainText('He surrendered the handgun to the police yesterday.');

    // The later sections are stale: the report waits for them, and each screen brings itself up to date.
    await page.goto('/final-report');
    await expect(page).toHaveURL(/\/timeline-analysis$/);
    const steps = ['/timeline-analysis', '/impact-assessment', '/dual-track-analysis', '/stakeholder-analysis', '/legal-analysis', '/consultation-scripts', '/model-analysis'];
    for (const path of steps) {
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.getByRole('button', { name: /^(Continue to|Yes, this is accurate)/ }).last().click();
    }
    await expect(page).toHaveURL(/\/final-report$/);
    await expect(page.getByTestId('both-readings')).toContainText(`The rubric's reading: ${before}/10`);
    await expect(page.getByRole('main')).toContainText('He surrendered the handgun to the police yesterday.');
    const text = await (await page.request.get(`/api/analyses/${(await (await page.request.get('/api/analyses/current')).json()).id}/report.txt`)).text();
    expect(text).toContain(`The rubric's reading: ${before}/10`);
  });
});
