import { expect, newAccount, registerViaApi, signOutViaApi, test } from './fixtures';

test.describe('accounts at desktop width', () => {
  test('Get Started → register → dashboard with a welcome toast', async ({ page }) => {
    const account = newAccount({ fullName: 'Casey Jordan Lee' });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('Valid email address is required')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(dialog.getByText('Full name is required')).toBeVisible();
    await expect(dialog.getByText('Professional role is required')).toBeVisible();

    await dialog.getByLabel('Full name').fill(account.fullName);
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByLabel('Professional role').selectOption({ label: 'Other' });
    await expect(dialog.getByLabel('Describe your role')).toBeVisible();
    await dialog.getByLabel('Describe your role').fill('Art therapist');
    await dialog.getByLabel('Professional role').selectOption('lmft');
    await expect(dialog.getByLabel('Describe your role')).toHaveCount(0);
    await dialog.getByLabel('State').selectOption({ label: 'Oregon' });
    await dialog.getByLabel('Experience level').selectOption({ label: 'Experienced (seasoned practitioner)' });
    await dialog.getByLabel('Supervisor phone').fill('503555012399');
    await expect(dialog.getByLabel('Supervisor phone')).toHaveValue('(503) 555-0123');
    await dialog.getByLabel('Supervisor email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('Valid email required')).toBeVisible();
    await dialog.getByLabel('Supervisor email').fill('supervisor@example.org');
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('status').filter({ hasText: 'Welcome to Grayline, Casey!' })).toBeVisible();
    // Someone who has just registered is greeted, not welcomed back.
    await expect(page.getByRole('heading', { name: 'Welcome, Casey' })).toBeVisible();
    await expect(page.getByText('LMFT - Licensed Marriage and Family Therapist')).toBeVisible();
    await expect(page.getByText('Oregon')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Casey' })).toBeVisible();
  });

  test('registering an existing e-mail shows Account Found', async ({ page }) => {
    const account = await registerViaApi(page);
    await signOutViaApi(page);
    await page.goto('/login?mode=register');
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByLabel('Password').fill('another passphrase');
    await page.getByLabel('Professional role').selectOption('lpc');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('Experience level').selectOption('beginning');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Account Found' });
    await expect(toast).toContainText('This email address is already registered. Please sign in instead.');
  });

  test('sign in → welcome, and a wrong password shows the Account Not Found toast', async ({ page }) => {
    const account = await registerViaApi(page);
    await signOutViaApi(page);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await dialog.getByLabel('Password').fill('not the password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Account Not Found' })).toContainText(
      "Account not found. Please check your email and password, or create an account if you're new.",
    );
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('button', { name: 'Account menu for Riley' })).toBeVisible();
    const stored = await page.evaluate(() => sessionStorage.getItem('currentUser'));
    expect(stored).toContain(account.email);
    expect(stored).not.toMatch(/token|password/i);
    // The session cookie is httpOnly; the page reads only the hint that a session exists.
    expect(await page.evaluate(() => document.cookie)).toBe('grayline_signed_in=1');
  });

  test('logout from the account menu signs out and reloads to /', async ({ signedInPage: page }) => {
    await page.goto('/dashboard');
    // The screen takes focus when it has loaded, which would close a menu opened before that.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.getByRole('button', { name: 'Account menu for Riley' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Riley Morgan Tester');
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('settings: edit and save, then go to /welcome', async ({ signedInPage: page }) => {
    await page.goto('/user-settings');
    await expect(page.getByRole('heading', { name: 'Settings & Profile' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('readonly', '');
    await page.getByLabel('Theoretical orientation').selectOption('');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Theoretical orientation is required')).toBeVisible();
    await page.getByLabel('Theoretical orientation').selectOption({ label: 'Dialectical Behavior Therapy (DBT)' });
    await page.getByLabel('Full name').fill('Riley Updated');
    await page.getByLabel('Attorney name').fill('Counsel Person');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
    await expect(page).toHaveURL(/\/welcome$/, { timeout: 5000 });
    const me = await page.request.get('/api/me');
    expect((await me.json()).user).toMatchObject({ fullName: 'Riley Updated', theoreticalOrientation: 'dbt', legalName: 'Counsel Person' });
  });

  test('settings keep a change locally when the server fails, and sync it on the next load', async ({ signedInPage: page }) => {
    await page.goto('/user-settings');
    await page.route('**/api/user-settings', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.getByLabel('Full name').fill('Offline Edit');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings updated locally' })).toContainText(
      'will sync when database connectivity is restored',
    );
    await page.unroute('**/api/user-settings');
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Settings synced' })).toBeVisible();
    expect((await (await page.request.get('/api/me')).json()).user.fullName).toBe('Offline Edit');
  });

  test('settings redirect to /login when signed out', async ({ page }) => {
    await page.goto('/user-settings');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a second tab forgets the user after logout in the first', async ({ signedInPage: page, context }) => {
    await page.goto('/dashboard');
    const second = await context.newPage();
    await second.goto('/user-settings');
    await expect(second.getByRole('heading', { name: 'Settings & Profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu for Riley' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(second).toHaveURL(/\/login$/);
    await expect(second.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
    // The first tab reloads to / after logout; end only once that navigation has finished.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
    await second.close();
  });

  test('terms and conditions are readable', async ({ page }) => {
    await page.goto('/terms-conditions');
    await expect(page.getByRole('heading', { name: 'Terms of Use' })).toBeVisible();
    await expect(page.getByRole('main').getByText('not legal, professional or clinical advice')).toBeVisible();
  });
});

test.describe('accounts at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('logout from the mobile menu', async ({ signedInPage: page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Riley Morgan Tester');
    await expect(menu.getByRole('menuitem', { name: 'Settings & Profile' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'My Reports' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign In' })).toBeVisible();
  });

  test('the registration dialog fits and scrolls on a phone', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await dialog.getByRole('button', { name: 'Create Account' }).scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('button', { name: 'Create Account' })).toBeInViewport();
  });
});
