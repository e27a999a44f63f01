import { expect, seedAnalysis, test } from './fixtures';

test.describe('landing page at desktop width', () => {
  test('shows the hero, feature cards, how it works and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Because it is never black and white.' })).toBeVisible();
    const features = page.getByRole('region', { name: 'What Grayline does' });
    for (const title of [
      'Several ethical frameworks',
      'Your professional code',
      'State-specific legal guidance',
      'Risk scoring, routine to critical',
      'Consultation scripts',
      'Downloadable reports',
    ]) {
      await expect(features.getByRole('heading', { name: title })).toBeVisible();
    }
    const how = page.getByRole('region', { name: 'How it works' });
    await expect(how).toContainText('12-step');
    for (const step of ['Describe the dilemma', 'AI analysis and clarifying questions', 'Multi-framework assessment', 'Risk and action plan']) {
      await expect(how.getByRole('heading', { name: step })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toContainText('not legal, professional or clinical advice');
    await expect(page.getByRole('contentinfo')).toContainText('© 2025 Grayline');
  });

  test('the same landing page is served at /hero', async ({ page }) => {
    await page.goto('/hero');
    await expect(page.getByRole('heading', { level: 1, name: 'Because it is never black and white.' })).toBeVisible();
  });

  test('every footer link opens a "coming soon" dialog that closes', async ({ page }) => {
    await page.goto('/');
    for (const link of ['Privacy Policy', 'Terms of Service', 'Contact', 'Support']) {
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('button', { name: link }).click();
      const dialog = page.getByRole('dialog', { name: link });
      await expect(dialog).toContainText('coming soon');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('header shows the logo and the signed-out buttons, no progress bar', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Grayline home' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Get Started' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const box = await banner.boundingBox();
    expect(box?.height).toBe(64);
    await expect(page.getByRole('progressbar', { name: 'Analysis progress' })).toHaveCount(0);
  });

  test('an undeclared path shows Page Not Found with a link home', async ({ page }) => {
    await page.goto('/no/such/screen');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('every screen names its browser tab', async ({ signedInPage: page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Start an Analysis · Grayline');
    for (const [path, title] of [
      ['/dashboard', 'Dashboard · Grayline'],
      ['/user-settings', 'Settings & Profile · Grayline'],
      ['/my-reports', 'Saved Analyses · Grayline'],
      ['/no/such/screen', 'Page Not Found · Grayline'],
    ]) {
      await page.goto(path!);
      await expect(page).toHaveTitle(title!);
    }
  });

  test('the landing page keeps the product title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Grayline — ethical dilemma consultation');
  });

  test('/ethical-model-analysis redirects to /model-analysis', async ({ signedInPage: page }) => {
    // The models screen needs every step before it (docs/product.md "Guided flow").
    await seedAnalysis(page, { text: 'A client asked me to write a letter supporting her emotional support animal, which I am not trained to assess.', upTo: 'scripts' });
    await page.goto('/ethical-model-analysis');
    await expect(page).toHaveURL(/\/model-analysis$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ethical Model Analysis' })).toBeVisible();
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the header collapses into a hamburger menu that closes on Escape and outside click', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Sign In' })).toBeHidden();
    const hamburger = banner.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Sign In' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Get Started' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await hamburger.click();
    await expect(page.getByRole('menu')).toBeVisible();
    // The menu starts listening for outside clicks a tick after it opens (so the opening click does
    // not close it); on a starved CI host a click can land before that, so it is repeated until it
    // closes the menu, as a person's second click would.
    await expect(async () => {
      await page.mouse.click(20, 400);
      await expect(page.getByRole('menu')).toBeHidden({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
  });

  test('landing sections stack and the footer dialog works', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'How it works' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Support' }).click();
    await expect(page.getByRole('dialog', { name: 'Support' })).toContainText('coming soon');
  });

  test('the 404 page works on a phone', async ({ page }) => {
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
