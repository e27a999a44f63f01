import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, seedAnalysis, test } from './fixtures';

const CRITICAL =
  'My adult client said in session that he bought a handgun last week and plans to shoot his ex-wife tonight when she drops off their son. ' +
  'He told me exactly where and when, and said nothing will stop him. He has a history of assaulting her.';
const HIGH =
  'A 12-year-old client disclosed that her stepfather hits her with a belt when he drinks and she showed me welts on her legs. ' +
  'She begged me not to tell anyone. Her mother drives her to sessions.';
const LOW =
  'A long-term adult client brought me a small homemade thank-you card and a $10 coffee gift card at our last session before my vacation. ' +
  'I am not sure whether accepting it is okay or how to respond without hurting her feelings.';

type Screen = { path: string; heading: string; next: string; regenerate: string; content: string };

const SCREENS: Screen[] = [
  { path: '/risk-assessment', heading: 'Risk Assessment', next: 'Yes, continue', regenerate: 'No, regenerate', content: 'main' },
  { path: '/timeline-analysis', heading: 'Timeline Analysis', next: 'Continue to Impact Assessment', regenerate: 'Regenerate', content: 'main' },
  { path: '/impact-assessment', heading: 'Impact Assessment', next: 'Yes, this is accurate', regenerate: 'No, regenerate assessment', content: 'main' },
  { path: '/dual-track-analysis', heading: 'Dual Track Analysis', next: 'Continue to Stakeholder Analysis', regenerate: 'Regenerate', content: 'main' },
  { path: '/stakeholder-analysis', heading: 'Stakeholder Analysis', next: 'Continue to Legal Analysis', regenerate: 'Regenerate analysis', content: 'main' },
  { path: '/legal-analysis', heading: 'Legal Analysis', next: 'Yes, this is accurate', regenerate: 'No, regenerate analysis', content: 'main' },
  { path: '/consultation-scripts', heading: 'Consultation Scripts', next: 'Continue to Model Analysis', regenerate: 'Regenerate', content: 'main' },
  { path: '/model-analysis', heading: 'Ethical Model Analysis', next: 'Continue to Final Report', regenerate: 'Regenerate', content: 'main' },
];

/** The screen's content, without the autosave indicator that comes and goes. */
async function screenText(page: Page) {
  const text = await page.getByRole('main').innerText();
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^(Saving…|Saved|Offline — will retry)$/.test(line.trim()))
    .join('\n');
}

async function walkAllScreens(page: Page, options: { regenerate: boolean; reload: boolean }) {
  // Continue first saves what is pending, behind any section still being made ahead; on two
  // busy cores that can take longer than the default 10 s.
  for (const screen of SCREENS) {
    await expect(page).toHaveURL(new RegExp(`${screen.path}$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    const regenerateButton = page.getByRole('button', { name: screen.regenerate, exact: true });
    await expect(regenerateButton).toBeVisible();
    // The engine badge comes from /api/health, on its own schedule.
    await expect(page.getByTestId('engine-badge')).toBeVisible();
    if (options.reload) {
      // Let the screen settle (coping strategies arrive after the impact assessment) and save.
      await expect(page.getByText('Generating coping strategies…')).toHaveCount(0);
      await expect(page.getByTestId('save-indicator')).toHaveText('Saved');
    }
    const before = await screenText(page);
    if (options.reload) {
      await page.reload();
      await expect(regenerateButton).toBeVisible();
      await expect(page.getByTestId('engine-badge')).toBeVisible();
      expect(await screenText(page)).toBe(before);
    }
    if (options.regenerate) {
      // "Regenerate" asks what should change: on each screen the main issue is marked as not
      // applying, then as open again on the next, so every screen is made from a real change.
      await regenerateButton.click();
      const dialog = page.getByRole('dialog', { name: 'What should change?' });
      await expect(dialog.getByRole('button', { name: 'Apply and regenerate' })).toBeDisabled();
      await dialog.getByRole('list', { name: 'Issues' }).getByRole('listitem').first().getByRole('button', { name: 'Does not apply' }).click();
      await dialog.getByRole('button', { name: 'Apply and regenerate' }).click();
      await expect(dialog).toBeHidden();
      await expect(regenerateButton).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => screenText(page), { message: `a correction changes ${screen.path}` }).not.toBe(before);
    }
    await page.getByRole('button', { name: screen.next, exact: true }).first().click();
  }
  await expect(page).toHaveURL(/\/final-report$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Final Report' })).toBeVisible();
  await expect(page.getByTestId('documentation-note')).not.toBeEmpty();
}

test.describe('guided flow II', () => {
  test.setTimeout(180_000);

  test('a CRITICAL dilemma: every screen regenerates, the emergency banner and crisis lane show', async ({ signedInPage: page }) => {
    await seedAnalysis(page, { text: CRITICAL, upTo: 'summary' });
    await page.goto('/risk-assessment');
    await expect(page.getByTestId('risk-score')).toHaveText(/^(9|10)\/10$/);
    await expect(page.getByRole('heading', { name: 'Act now: immediate steps' })).toBeVisible();
    await expect(page.getByTestId('timeline-card')).toHaveText('IMMEDIATE');
    for (const heading of ['Quantified Harm Probabilities', 'Stakeholder Impact Matrix', 'Decision Tree Pathways', 'Concrete Mitigation Strategies', 'Relevant Frameworks', 'Why this score']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await walkAllScreens(page, { regenerate: true, reload: false });
    await expect(page.getByTestId('risk-banner')).toContainText('Critical risk');
    await page.goto('/consultation-scripts');
    await expect(page.getByRole('heading', { name: 'Emergency Consultation Required' })).toBeVisible();
  });

  test('a HIGH dilemma: reload on every screen loses nothing', async ({ signedInPage: page }) => {
    await seedAnalysis(page, { text: HIGH, upTo: 'summary' });
    await page.goto('/risk-assessment');
    await walkAllScreens(page, { regenerate: false, reload: true });
    await expect(page.getByTestId('risk-banner')).toContainText('High risk');
    await expect(page.getByTestId('risk-finding')).toHaveCount(0);
    await page.goto('/impact-assessment');
    await expect(page.getByRole('heading', { name: 'Consultation and support' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Right now' })).toHaveCount(1);
  });

  test('a LOW dilemma: no emergency banner, no crisis lane', async ({ signedInPage: page }) => {
    await seedAnalysis(page, { text: LOW, upTo: 'summary' });
    await page.goto('/risk-assessment');
    await expect(page.getByTestId('risk-score')).toHaveText(/^[1-3]\/10$|^N\/A$/);
    await expect(page.getByRole('heading', { name: 'Act now: immediate steps' })).toHaveCount(0);
    await walkAllScreens(page, { regenerate: false, reload: false });
    await expect(page.getByTestId('risk-banner')).toHaveCount(0);
    await expect(page.getByTestId('risk-finding')).toBeVisible();
    await page.goto('/consultation-scripts');
    await expect(page.getByRole('heading', { name: 'Consultation Scripts', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Emergency Consultation Required' })).toHaveCount(0);
  });

  test('stakeholder focus and add regenerate the analysis', async ({ signedInPage: page }) => {
    await seedAnalysis(page, { text: HIGH, upTo: 'dualTrack' });
    await page.goto('/stakeholder-analysis');
    await page.getByRole('button', { name: 'Add stakeholder' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add a stakeholder' });
    await addDialog.getByLabel('Stakeholder to add').fill('school principal');
    await addDialog.getByRole('button', { name: 'Add and regenerate' }).click();
    await expect(page.getByTestId('stakeholder-card').filter({ hasText: 'Added by you' })).toContainText(/principal/i);
    await page.getByRole('button', { name: 'Focus on specific stakeholder' }).click();
    const focusDialog = page.getByRole('dialog', { name: 'Focus on a stakeholder' });
    await focusDialog.getByLabel('Stakeholder to focus on').fill('the client’s mother');
    await focusDialog.getByRole('button', { name: 'Regenerate with this focus' }).click();
    await expect(page.getByText('Focused on: the client’s mother')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Focused on: the client’s mother')).toBeVisible();
  });

  test('scripts can be copied and downloaded', async ({ signedInPage: page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await seedAnalysis(page, { text: HIGH, upTo: 'legal' });
    await page.goto('/consultation-scripts');
    const card = page.getByTestId('script-card').first();
    const title = await card.getByRole('heading').innerText();
    const text = await card.getByTestId('script-text').innerText();
    await card.getByRole('button', { name: 'Copy to clipboard' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe(`${title.trim().replace(/\s+/g, '_')}.txt`);
    await expect(card.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:/);
  });

  test('each guard sends the visitor to the first missing step', async ({ signedInPage: page }) => {
    await seedAnalysis(page, { text: HIGH, upTo: 'summary' });
    // Visiting a screen makes its section, so each visit moves the first missing step on.
    await page.goto('/impact-assessment');
    await expect(page).toHaveURL(/\/risk-assessment$/);
    await expect(page.getByTestId('risk-score')).toBeVisible();
    await page.goto('/legal-analysis');
    await expect(page).toHaveURL(/\/timeline-analysis$/);
    await expect(page.getByRole('heading', { name: 'Action Timeline' })).toBeVisible();
    await page.goto('/comprehensive-report');
    await expect(page).toHaveURL(/\/impact-assessment$/);
  });

  test('an injected generation failure shows the named error view and Retry recovers', async ({ signedInPage: page }) => {
    await seedAnalysis(page, { text: HIGH, upTo: 'risk' });
    await page.route('**/api/generate-timeline-analysis', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"ai_unavailable","message":"down"}}' }), {
      times: 1,
    });
    await page.goto('/timeline-analysis');
    const error = page.getByRole('alert').filter({ hasText: 'Error Loading Timeline Analysis' });
    await expect(error).toContainText('AI service failed to generate analysis. Please try again.');
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Action Timeline' })).toBeVisible();
  });

  test('no serious accessibility violations on the eight analysis screens', async ({ signedInPage: page }) => {
    await seedAnalysis(page, { text: HIGH, upTo: 'model' });
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole('button', { name: screen.regenerate, exact: true })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${screen.path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    }
  });
});
