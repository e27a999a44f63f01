import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { expect, seedAnalysis, test } from './fixtures';

const HOSTILE =
  `My client left a note that said "<script>window.__pwned = 1</script>" and <img src=x onerror="window.__pwned = 2"> ` +
  'after I told her I would be consulting my supervisor about her disclosure that her elderly father is being neglected by his caregiver.';

test.describe('reports and saved analyses', () => {
  test.setTimeout(150_000);

  test('final report → HTML download that stays inert → save → find and reopen in Saved Analyses', async ({ signedInPage: page, browser }) => {
    await seedAnalysis(page, { text: HOSTILE, upTo: 'model' });
    await page.goto('/final-report');
    await expect(page.getByRole('heading', { name: 'Executive Summary' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Documentation note' })).toBeVisible();
    await expect(page.getByText('<script>window.__pwned = 1</script>', { exact: false }).first()).toHaveCount(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Report' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^grayline-report-\d{4}-\d{2}-\d{2}\.html$/);
    const file = test.info().outputPath('report.html');
    await download.saveAs(file);
    const html = readFileSync(file, 'utf8');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;');

    const offline = await browser.newContext({ javaScriptEnabled: true });
    const viewer = await offline.newPage();
    let dialogs = 0;
    viewer.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await viewer.goto(pathToFileURL(file).href);
    await expect(viewer.getByRole('heading', { name: 'Ethical Consultation Report' })).toBeVisible();
    await expect(viewer.getByText('<script>window.__pwned = 1</script>', { exact: false })).toBeVisible();
    expect(await viewer.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    await offline.close();

    await page.getByRole('button', { name: 'Save Complete Analysis' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Complete analysis saved successfully to database!' })).toBeVisible();

    await page.goto('/my-reports');
    await expect(page.getByRole('heading', { name: 'Saved Analyses' })).toBeVisible();
    await page.getByLabel('Search').fill('elderly father');
    await expect(page.getByTestId('report-card')).toHaveCount(1);
    await expect(page.getByTestId('report-count')).toContainText('of 1 analyses');
    await page.getByLabel('Search').fill('no such words anywhere');
    await expect(page.getByRole('heading', { name: 'No analyses match your search' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    const card = page.getByTestId('report-card').first();
    const level = (await card.innerText()).match(/CRITICAL|HIGH|MODERATE|LOW/)?.[0] ?? 'LOW';
    await page.getByLabel('Risk level').selectOption(level.toLowerCase());
    await expect(page.getByTestId('report-card')).toHaveCount(1);
    await page.getByLabel('Risk level').selectOption(level === 'LOW' ? 'critical' : 'low');
    await expect(page.getByRole('heading', { name: 'No analyses match your search' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByTestId('report-card').first().getByRole('button', { name: /^Open / }).click();
    await expect(page).toHaveURL(/\/final-report$/);
    await expect(page.getByRole('heading', { name: 'Executive Summary' })).toBeVisible();
  });

  test('comprehensive report: plain-text download and a clean print view', async ({ signedInPage: page }) => {
    await seedAnalysis(page, { text: 'A supervisee asked me to sign off on hours she did not complete so she can sit the licensing exam sooner.', upTo: 'final' });
    await page.goto('/comprehensive-report');
    await expect(page.getByRole('heading', { name: 'Comprehensive Report' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Risk interpretation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Highlights of every step' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^grayline-comprehensive-report-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(readFileSync(await download.path(), 'utf8')).toContain('RISK INTERPRETATION');

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Back to Final Report' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Executive Summary' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('comprehensive-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Back to Final Report' }).click();
    await expect(page).toHaveURL(/\/final-report$/);
  });

  test('a save while the server is unreachable is kept locally, then uploaded when it is back', async ({ signedInPage: page }) => {
    await seedAnalysis(page, { text: 'A colleague at my agency keeps discussing clients by name in the break room where visitors can hear.', upTo: 'final' });
    await page.goto('/final-report');
    await expect(page.getByRole('heading', { name: 'Executive Summary' })).toBeVisible();
    await page.route('**/api/save-complete-analysis', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Save Complete Analysis' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Complete analysis saved locally!' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('grayline.pendingCompleteAnalyses'))).toContain('break room');
    await page.unroute('**/api/save-complete-analysis');
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Saved analyses uploaded' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('grayline.pendingCompleteAnalyses'))).toBeNull();
    const list = await (await page.request.get('/api/analyses')).json();
    expect(list.items.some((i: { status: string; description: string }) => i.status === 'complete' && i.description.includes('break room'))).toBe(true);
  });

  test('the dashboard lists recent analyses with risk badges, and deletion asks first', async ({ signedInPage: page }) => {
    await seedAnalysis(page, { text: 'A client I see in a small town asked me to be a reference for his new job at the hardware store.', upTo: 'risk' });
    await page.goto('/dashboard');
    const recent = page.getByRole('region', { name: 'Recent analyses' });
    await expect(recent.getByRole('button')).toHaveCount(1);
    await expect(recent).toContainText(/LOW|MODERATE|HIGH|CRITICAL/);
    await recent.getByRole('link', { name: 'View All Reports' }).click();
    await page.getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('alertdialog', { name: 'Delete this analysis?' }).getByRole('button', { name: 'Delete permanently' }).click();
    await expect(page.getByRole('heading', { name: 'No saved analyses yet' })).toBeVisible();
  });

  test('saved analyses require sign-in', async ({ page }) => {
    await page.goto('/my-reports');
    await expect(page).toHaveURL(/\/login$/);
  });
});
