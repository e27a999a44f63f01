import { expect, test } from './fixtures';

const DILEMMA =
  'A long-term client, a retired teacher, asked whether I would attend her granddaughter’s graduation party next month. We have worked together for three years and she says it would mean a lot to her.';

// A screen change saved quietly while a visible save is still on its way must not leave the
// indicator at "Saving…" once everything has reached the server.
test('the autosave indicator says Saved after a visible save and a quiet one overlap', async ({ signedInPage: page }) => {
  await page.goto('/welcome');
  await page.getByLabel('I understand and agree to the terms of use').check();
  await page.getByRole('button', { name: 'Start Analysis' }).click();
  await page.getByLabel('Your dilemma').fill(DILEMMA);
  await expect(page.getByTestId('save-indicator')).toHaveText('Saved');
  await page.getByRole('button', { name: 'Continue to Clarifying Questions' }).click();
  await expect(page.getByText(/of \d+ questions completed/)).toBeVisible({ timeout: 60_000 });

  // Hold the next save on its way to the server until the quiet change has been made.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const held = new Promise<void>((resolve) => (arrived = resolve));
  let holding = true;
  await page.route('**/api/analyses/*', async (route) => {
    if (route.request().method() === 'PUT' && holding) {
      holding = false;
      arrived();
      await released;
    }
    await route.continue();
  });

  await page.getByRole('textbox', { name: 'Your answer to question 1' }).fill('She has no other family nearby and I am her only regular contact.');
  await page.getByRole('button', { name: 'Save Answer' }).first().click();
  await held;
  // Going back is bookkeeping saved quietly (the step the person is on), queued behind the held save.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByTestId('save-indicator')).toHaveText('Saving…');
  release();
  await expect(page.getByTestId('save-indicator')).toHaveText('Saved');
});
