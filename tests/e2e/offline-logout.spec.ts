import { expect, test } from './fixtures';

// Finding 7: an analysis saved only in this browser (the server was unreachable) must not stay
// behind for the next person who uses it.
const KEY = 'grayline.pendingCompleteAnalyses';
const DILEMMA = 'OFFLINE-CANARY: my client told me about a plan to hurt a coworker.';

test('logout warns about analyses not yet sent and removes them from the browser', async ({ signedInPage: page }) => {
  await page.goto('/dashboard');
  const userId = await page.evaluate(async () => (await (await fetch('/api/me')).json()).user.id as string);
  // The analysis as the report screen keeps it when the save cannot reach the server.
  await page.evaluate(
    ({ key, userId, text }) =>
      localStorage.setItem(key, JSON.stringify([{ userId, request: { completeSessionData: JSON.stringify({ dilemma: { text } }), savedLocallyAt: new Date().toISOString() } }])),
    { key: KEY, userId, text: DILEMMA },
  );
  // The server still cannot take it.
  await page.route('**/api/save-complete-analysis', (route) => route.abort('connectionrefused'));

  await page.getByRole('button', { name: 'Account menu for Riley' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Analyses not yet saved to your account' });
  await expect(warning).toBeVisible();

  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toContain('OFFLINE-CANARY');

  await page.getByRole('button', { name: 'Account menu for Riley' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out and remove them' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  const left = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(left).not.toContain('OFFLINE-CANARY');
});

test('logout uploads analyses kept in the browser when the server can take them, without asking', async ({ signedInPage: page }) => {
  await page.goto('/dashboard');
  const userId = await page.evaluate(async () => (await (await fetch('/api/me')).json()).user.id as string);
  await page.evaluate(
    ({ key, userId, text }) =>
      localStorage.setItem(key, JSON.stringify([{ userId, request: { completeSessionData: JSON.stringify({ dilemma: { text } }), savedLocallyAt: new Date().toISOString() } }])),
    { key: KEY, userId, text: DILEMMA },
  );
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/save-complete-analysis') && response.status() === 201);
  await page.getByRole('button', { name: 'Account menu for Riley' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await uploaded;
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
});
