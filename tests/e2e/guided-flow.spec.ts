import type { Page } from '@playwright/test';
import { answerSafetyScreen, API_HEADERS, createDraftViaApi, expect, newAccount, registerViaApi, test } from './fixtures';

const DILEMMA =
  'A 15-year-old client told me her older cousin touches her when he babysits, and she asked me not to tell her parents because she is scared of what will happen.';

async function startAnalysis(page: Page) {
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { name: 'Ready to Begin?' })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start Analysis' });
  await expect(start).toBeDisabled();
  await page.getByLabel('I understand and agree to the terms of use').check();
  await start.click();
}

async function writeDilemma(page: Page, text: string) {
  await expect(page.getByRole('heading', { name: 'Describe Your Ethical Dilemma' })).toBeVisible();
  const box = page.getByLabel('Your dilemma');
  await box.fill(text);
}

/** The guided-flow dilemma is a child's disclosure: the abuse screen opens and is answered honestly. */
const DISCLOSURE_SCREEN = { abuse: { concern: 'yes', who: 'child', disclosed: 'yes', observed: 'unsure', perpetratorAccess: 'yes' } };

async function answerAllQuestions(page: Page) {
  await expect(page.getByText(/of \d+ questions completed/)).toBeVisible();
  await answerSafetyScreen(page, DISCLOSURE_SCREEN);
  const boxes = page.getByRole('textbox', { name: /Your answer to question/ });
  for (let remaining = await boxes.count(); remaining > 0; remaining = await boxes.count()) {
    await boxes.first().fill(`Answer ${remaining}: I have not decided yet and want to consult my supervisor first.`);
    await page.getByRole('button', { name: 'Save Answer' }).first().click();
    await expect(boxes).toHaveCount(remaining - 1);
  }
  await expect(page.getByText(/ - Ready to continue!/)).toBeVisible();
}

test.describe('guided flow I at desktop width', () => {
  test('start screen → dilemma → questions → summary, with every rule on the way', async ({ signedInPage: page }) => {
    await startAnalysis(page);
    await expect(page).toHaveURL(/\/dilemma-description$/);
    await expect(page.getByRole('progressbar', { name: 'Analysis progress' })).toHaveAttribute('aria-valuenow', '1');

    // Counter and the 49/50 boundary.
    const counter = page.getByTestId('dilemma-counter');
    await expect(counter).toHaveText('0/50');
    const continueButton = page.getByRole('button', { name: 'Continue to Clarifying Questions' });
    await writeDilemma(page, 'x'.repeat(49));
    await expect(counter).toHaveText('49/50');
    await expect(continueButton).toBeDisabled();
    await writeDilemma(page, 'x'.repeat(50));
    await expect(counter).toHaveText('50/50');
    await expect(continueButton).toBeEnabled();

    // Edit and saved display modes: clicking elsewhere saves; Edit returns.
    await writeDilemma(page, DILEMMA);
    await page.getByRole('heading', { name: 'Writing tips' }).click();
    await expect(page.getByTestId('dilemma-saved')).toHaveText(DILEMMA);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByLabel('Your dilemma')).toBeFocused();
    await expect(page.getByTestId('role-example')).not.toHaveText('');

    // Identifier guard: highlighted with kinds, replaced in one click.
    await writeDilemma(page, `${DILEMMA} Her mom Maria Lopez called me from 555-867-5309 on March 3, 2026.`);
    const panel = page.getByRole('region', { name: /possible identifiers? found/ });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Identifiers found' })).toContainText('phone number');
    await expect(panel.getByRole('list', { name: 'Identifiers found' })).toContainText('Maria Lopez');
    await panel.getByRole('button', { name: 'Replace with placeholders' }).click();
    await expect(page.getByLabel('Your dilemma')).toHaveValue(/\[PHONE\]/);
    await expect(page.getByLabel('Your dilemma')).not.toHaveValue(/555-867-5309/);
    await expect(panel).toBeHidden();

    // Continuing with identifiers asks first.
    await writeDilemma(page, `${DILEMMA} Call her at 555-867-5309.`);
    await expect(page.getByRole('region', { name: /possible identifiers? found/ })).toBeVisible();
    await continueButton.click();
    const confirm = page.getByRole('alertdialog', { name: 'Continue with possible identifiers?' });
    await confirm.getByRole('button', { name: 'Replace with placeholders' }).click();
    await expect(page.getByLabel('Your dilemma')).toHaveValue(/\[PHONE\]/);
    // Continuing straight after the replacement asks nothing more: the warning speaks for the text
    // as it is now, never for the one before (it once said "still contains 0 things").
    await continueButton.click();
    await expect(page).toHaveURL(/\/clarifying-questions$/);
    await expect(confirm).toBeHidden();
    await page.goBack();
    // The description reopens read-only, or for typing when the draft arrives after the first render.
    const saved = page.getByTestId('dilemma-saved');
    await expect(saved.or(page.getByLabel('Your dilemma'))).toBeVisible();
    if (await saved.isVisible()) await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByLabel('Your dilemma')).toHaveValue(/\[PHONE\]/);
    await writeDilemma(page, DILEMMA);
    await expect(page.getByTestId('save-indicator')).toHaveText('Saved');
    await page.reload();
    await expect(page.getByTestId('dilemma-saved')).toHaveText(DILEMMA);
    await continueButton.click();

    // Clarifying questions.
    await expect(page).toHaveURL(/\/clarifying-questions$/);
    await expect(page.getByRole('heading', { name: 'Clarifying Questions' })).toBeVisible();
    const firstAnswer = page.getByRole('textbox', { name: 'Your answer to question 1' });
    await firstAnswer.fill('Too short');
    await expect(page.getByText('9 characters (minimum 20 characters)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Answer' }).first()).toBeDisabled();
    await firstAnswer.fill('She is 15 and lives with both parents.');
    await page.getByRole('button', { name: 'Save Answer' }).first().click();
    await expect(page.getByTestId('saved-answer').first()).toHaveText('She is 15 and lives with both parents.');
    await expect(page.getByText(/^1 of \d+ questions completed/)).toBeVisible();
    await page.getByRole('button', { name: 'Edit Answer' }).click();
    await page.getByRole('textbox', { name: 'Your answer to question 1' }).fill('She is 15; her parents are unaware of the cousin.');
    await page.getByRole('button', { name: 'Save Answer' }).first().click();
    await answerAllQuestions(page);
    await expect(page.getByTestId('save-indicator')).toHaveText('Saved');
    await page.reload();
    await expect(page.getByText(/ - Ready to continue!/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Reflective Summary' }).click();

    // Reflective summary: confirmation, focus with "other", conversation approaches.
    await expect(page).toHaveURL(/\/reflective-summary$/);
    const summary = page.getByTestId('summary-text');
    await expect(summary).not.toBeEmpty();
    const original = await summary.innerText();
    for (const panelTitle of ['Key Insights', 'Professional Obligations', 'Competing Values', 'Decision Points']) {
      await expect(page.getByRole('heading', { name: panelTitle })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Adjust Focus' }).click();
    const generate = page.getByRole('button', { name: 'Generate New Analysis' });
    await expect(generate).toBeDisabled();
    await page.getByLabel('Focus', { exact: true }).selectOption('other');
    await expect(generate).toBeDisabled();
    await page.getByLabel('Describe the focus you want').fill('how to keep the therapeutic alliance with the client');
    await generate.click();
    await expect(summary).not.toHaveText(original);
    await page.reload();
    await expect(page.getByTestId('summary-text')).not.toHaveText(original);

    await page.getByRole('button', { name: 'Continue to Risk Assessment' }).click();
    const ask = page.getByRole('dialog', { name: 'Does this summary accurately reflect your situation?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Adjust Focus' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Yes, it does' }).click();
    await expect(page.getByRole('heading', { name: 'Practical Conversation Approaches' })).toBeVisible();
    for (const panelTitle of ['Conversation Starters', 'Response Strategies', 'Key Messages', 'Follow-up Strategies']) {
      await expect(page.getByRole('heading', { name: panelTitle })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Continue to Risk Assessment' }).click();
    await expect(page).toHaveURL(/\/risk-assessment$/);
  });

  test('an existing draft: Continue Existing resumes, Start Fresh archives it', async ({ signedInPage: page }) => {
    await createDraftViaApi(page, {
      currentStep: '/dilemma-description',
      setup: { role: 'lpc', state: 'CA', experienceLevel: 'developing', theoreticalOrientation: 'cbt' },
      dilemma: { text: DILEMMA },
    });
    await startAnalysis(page);
    const dialog = page.getByRole('alertdialog', { name: 'Analysis in Progress' });
    await dialog.getByRole('button', { name: 'Continue Existing' }).click();
    await expect(page).toHaveURL(/\/dilemma-description$/);
    await expect(page.getByTestId('dilemma-saved')).toHaveText(DILEMMA);

    await startAnalysis(page);
    await page.getByRole('alertdialog', { name: 'Analysis in Progress' }).getByRole('button', { name: 'Start Fresh' }).click();
    await expect(page).toHaveURL(/\/dilemma-description$/);
    await expect(page.getByLabel('Your dilemma')).toHaveValue('');
    const list = await (await page.request.get('/api/analyses')).json();
    expect(list.total).toBe(2);
    expect(list.items.map((i: { status: string }) => i.status).sort()).toEqual(['archived', 'draft']);
  });

  test('a second browser context of the same user resumes the draft', async ({ browser, page }) => {
    const account = await registerViaApi(page, newAccount());
    await startAnalysis(page);
    await writeDilemma(page, DILEMMA);
    await expect(page.getByTestId('save-indicator')).toHaveText('Saved');

    const other = await browser.newContext();
    const second = await other.newPage();
    const login = await second.request.post('/api/login', { headers: { 'X-Requested-With': 'grayline' }, data: { email: account.email, password: account.password } });
    expect(login.status()).toBe(200);
    await startAnalysis(second);
    await second.getByRole('alertdialog', { name: 'Analysis in Progress' }).getByRole('button', { name: 'Continue Existing' }).click();
    await expect(second.getByTestId('dilemma-saved')).toHaveText(DILEMMA);
    await other.close();
  });

  test('set-up screens: role, state and contacts for this analysis', async ({ signedInPage: page }) => {
    await startAnalysis(page);
    await page.getByRole('link', { name: 'Change role, state or contacts' }).click();
    await expect(page).toHaveURL(/\/role-selection$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Riley Morgan Tester' })).toBeVisible();
    await expect(page.getByLabel('Professional role')).toHaveValue('lpc');
    await expect(page.getByLabel('Experience level')).toHaveValue('developing');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/state-selection$/);
    await page.getByLabel('State or territory').selectOption({ label: 'Guam' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('State of practice')).toHaveValue('GU');
    await page.getByLabel('Professional role').selectOption({ label: 'School Counselor' });
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/professional-contacts$/);
    await page.getByLabel('Supervisor name').fill('Clinical Lead');
    await page.getByLabel('Supervisor phone').fill('415555010299');
    await expect(page.getByLabel('Supervisor phone')).toHaveValue('(415) 555-0102');
    await page.getByLabel('Supervisor email').fill('not valid');
    await expect(page.getByText('Valid email required')).toBeVisible();
    // Continue says what is wrong rather than sitting disabled.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'clinical supervisor' })).toBeVisible();
    await expect(page).toHaveURL(/\/professional-contacts$/);
    await page.getByLabel('Supervisor email').fill('lead@example.org');
    await page.getByRole('heading', { name: 'Professional contacts' }).click();
    const card = page.getByRole('region', { name: 'Clinical supervisor' });
    await expect(card).toContainText('(415) 555-0102');
    await card.getByRole('button', { name: 'Edit Clinical supervisor' }).click();
    await expect(page.getByLabel('Supervisor name')).toHaveValue('Clinical Lead');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dilemma-description$/);
    await expect(page.getByText('As a School Counselor in Guam.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('As a School Counselor in Guam.')).toBeVisible();
  });

  test('guards send a visitor back to the step that is missing', async ({ signedInPage: page }) => {
    await page.goto('/clarifying-questions');
    await expect(page).toHaveURL(/\/welcome$/);
    await createDraftViaApi(page, { setup: { role: 'lpc', state: 'CA', experienceLevel: 'developing', theoreticalOrientation: '' } });
    await page.goto('/reflective-summary');
    await expect(page).toHaveURL(/\/dilemma-description$/);
    await page.goto('/risk-assessment');
    await expect(page).toHaveURL(/\/reflective-summary$|\/dilemma-description$/);
  });

  test('signed-out visitors are sent home', async ({ page }) => {
    for (const path of ['/role-selection', '/professional-contacts', '/dilemma-description', '/reflective-summary', '/welcome']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });
});

test.describe('guided flow I at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('dilemma and questions work on a phone', async ({ signedInPage: page }) => {
    await startAnalysis(page);
    await writeDilemma(page, DILEMMA);
    await page.getByRole('button', { name: 'Continue to Clarifying Questions' }).click();
    await answerAllQuestions(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Continue to Reflective Summary' }).click();
    await expect(page.getByTestId('summary-text')).not.toBeEmpty();
  });
});

test.describe('safety screen', () => {
  // A dangerous situation told indirectly: a weapon, a person, a grievance and a day.
  const VEILED =
    'My client, a roofer in his forties, says his business partner cheated him out of the company. He keeps his late father’s shotgun in the garage and told me his partner “won’t be laughing by Friday.” I am not sure how seriously to take it.';

  test('the description’s cues open the screen, Continue waits for it, and the answers set the risk', async ({ signedInPage: page }) => {
    await createDraftViaApi(page, {
      setup: { role: 'lpc', state: 'OH', experienceLevel: 'developing', theoreticalOrientation: 'cbt' },
      dilemma: { text: VEILED },
      currentStep: '/clarifying-questions',
    });
    await page.goto('/clarifying-questions');
    const others = page.getByRole('region', { name: 'Risk of harm to another person' });
    await expect(others.getByTestId('screen-others-flag')).toContainText('shotgun');
    // Flagged: the detailed items show before any answer.
    await expect(others.getByRole('group', { name: /threatened, or described wanting/ })).toBeVisible();
    const boxes = page.getByRole('textbox', { name: /Your answer to question/ });
    for (let remaining = await boxes.count(); remaining > 0; remaining = await boxes.count()) {
      await boxes.first().fill('Not yet known; I will find out at the next session.');
      await page.getByRole('button', { name: 'Save Answer' }).first().click();
      await expect(boxes).toHaveCount(remaining - 1);
    }
    const proceed = page.getByRole('button', { name: 'Continue to Reflective Summary' });
    await expect(page.getByText(/Safety screen not yet complete/)).toBeVisible();
    await expect(proceed).toBeDisabled();

    // "Not sure" on the self item opens its screen too.
    const self = page.getByRole('region', { name: 'Risk of harm to self' });
    await self.getByRole('group', { name: /harm or kill themselves/ }).getByText('Not sure', { exact: true }).click();
    await expect(self.getByRole('group', { name: /wished to be dead/ })).toBeVisible();

    await answerSafetyScreen(page, {
      self: { concern: 'no' },
      others: { concern: 'yes', threat: 'yes', target: 'his business partner', weaponAccess: 'yes', preparation: 'unsure', timeframe: 'by Friday', violenceHistory: 'no' },
    });
    await expect(self.getByRole('group', { name: /wished to be dead/ })).toHaveCount(0);
    await expect(page.getByText(/ - Ready to continue!/)).toBeVisible();
    await expect(page.getByTestId('save-indicator')).toHaveText('Saved');
    await page.reload();
    await expect(others.getByRole('textbox', { name: /Who could be harmed/ })).toHaveValue('his business partner');
    await expect(proceed).toBeEnabled();
    await proceed.click();

    await expect(page).toHaveURL(/\/reflective-summary$/);
    await expect(page.getByTestId('safety-screen-notice')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Issues found' })).toContainText('Duty to warn / protect');
    await page.getByRole('button', { name: 'Yes, it does' }).click();
    await page.getByRole('button', { name: 'Continue to Risk Assessment' }).click();
    await expect(page).toHaveURL(/\/risk-assessment$/);
    await expect(page.getByTestId('risk-score')).toHaveText(/^(9|10)\/10$/);
    await expect(page.getByText(/Safety screen, /).first()).toBeVisible();
  });

  test('a danger the answers raise opens its detailed screen when the practitioner goes back', async ({ signedInPage: page }) => {
    const headers = API_HEADERS;
    const inputs = {
      setup: { role: 'lpc', state: 'OH', experienceLevel: 'developing', theoreticalOrientation: 'cbt' },
      dilemma: { text: 'My client and his upstairs neighbour have been fighting about noise for months. He asked whether I would write a letter for the landlord.' },
      currentStep: '/clarifying-questions',
    };
    const draft = await createDraftViaApi(page, inputs);
    expect((await page.request.post('/api/generate-clarifying-questions', { headers, data: { analysisId: draft.id } })).status()).toBe(200);
    const questions = ((await (await page.request.get(`/api/analyses/${draft.id}`, { headers })).json()) as { version: number; state: { sections: { questions: { data: { questions: Array<{ id: string }> } } } } });
    // The description flags nothing; an answer then tells of a threat and a gun.
    const answers = Object.fromEntries(questions.state.sections.questions.data.questions.map((q) => [q.id, 'He told me he will shoot the neighbour if the noise goes on; he keeps a pistol in his nightstand.']));
    const saved = await page.request.put(`/api/analyses/${draft.id}`, {
      headers,
      data: { version: questions.version, state: { ...inputs, answers, safetyScreen: { self: { concern: 'no' }, others: { concern: 'no' }, abuse: { concern: 'no' } } } },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    expect((await page.request.post('/api/generate-reflective-summary', { headers, data: { analysisId: draft.id } })).status()).toBe(200);

    await page.goto('/clarifying-questions');
    const others = page.getByRole('region', { name: 'Risk of harm to another person' });
    await expect(others.getByRole('group', { name: /threatened, or described wanting/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to Reflective Summary' })).toBeDisabled();
  });
});
