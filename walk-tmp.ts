import { chromium } from '@playwright/test';
import { expect } from '@playwright/test';
import { answerSafetyScreen, registerViaApi } from './tests/e2e/fixtures';
import { startAppServer } from './tests/e2e/walk-flow';

const DILEMMA = `I'm a school social worker at a high school in Texas. A 15-year-old sophomore I see weekly for anxiety mentioned, almost in passing, that her "boyfriend" is 22 and picks her up after practice most days. He bought her a new phone so her mom "can't snoop," and last weekend she stayed at his apartment and told her mom she was at a friend's. When I asked a bit more she got quiet and said please don't make this a thing, she'll stop talking to me if I tell anyone. I don't want to lose her trust — she finally opened up — but I'm not sure what I'm obligated to do here.`;

const app = await startAppServer({});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 900 } })).newPage();
let n = 0;
const shot = async (name: string) => { n += 1; await page.screenshot({ path: `/tmp/walk3/${String(n).padStart(2, '0')}-${name}.png`, fullPage: true }); };
try {
  await registerViaApi(page, undefined, { role: 'lcsw', state: 'TX' });
  await page.goto('/welcome');
  await page.getByLabel('I understand and agree to the terms of use').check();
  await page.getByRole('button', { name: 'Start Analysis' }).click();
  await page.getByLabel('Your dilemma').fill(DILEMMA);
  await expect(page.getByTestId('save-indicator')).toHaveText('Saved');
  await page.getByRole('button', { name: 'Continue to Clarifying Questions' }).click();
  await expect(page.getByText(/of \d+ questions completed/)).toBeVisible({ timeout: 60_000 });
  await shot('questions');
  await answerSafetyScreen(page, { abuse: { concern: 'yes', who: 'child', disclosed: 'yes', observed: 'no', perpetratorAccess: 'yes' } });
  const boxes = page.getByRole('textbox', { name: /Your answer to question/ });
  for (let remaining = await boxes.count(); remaining > 0; remaining = await boxes.count()) {
    await boxes.first().fill('She has not said anything about sex directly; I have not told anyone yet.');
    await page.getByRole('button', { name: 'Save Answer' }).first().click();
    await expect(boxes).toHaveCount(remaining - 1);
  }
  await shot('questions-answered');
  await page.getByRole('button', { name: 'Continue to Reflective Summary' }).click();
  await expect(page.getByTestId('summary-text')).toBeVisible({ timeout: 60_000 });
  await shot('summary');
  await page.getByRole('button', { name: 'Yes, it does' }).click();
  await expect(page.getByRole('heading', { name: 'Conversation Starters' })).toBeVisible({ timeout: 60_000 });
  await shot('conversation');
  for (let i = 0; i < 12; i += 1) {
    const heading = page.getByRole('heading', { level: 1 }).first();
    const title = (await heading.textContent()) ?? '';
    const next = page.getByRole('button', { name: /^Continue to |^Yes, continue$|^Yes, this is accurate$/ }).first();
    if (await page.getByRole('button', { name: 'Download Report' }).isVisible()) break;
    await expect(next).toBeEnabled({ timeout: 60_000 });
    await next.click();
    await expect(heading).not.toHaveText(title, { timeout: 30_000 });
    await page.waitForTimeout(2500);
    await shot(((await heading.textContent()) ?? 'screen').replace(/\W+/g, '-').toLowerCase());
  }
  const main = await page.getByRole('main').innerText();
  console.log(main.slice(0, 4000));
} finally {
  await browser.close();
  await app.stop();
}
