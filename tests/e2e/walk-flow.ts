import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { answerSafetyScreen } from './fixtures';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A practitioner's way through a whole analysis in the browser: what `walkFlow` does on each screen. */
export type WalkOptions = {
  dilemma: string;
  /** How long the practitioner reads each screen once its section is complete. */
  readMs: number;
  /** Told the screen the walk reached (its path), e.g. to check what it shows. */
  onScreen?: (path: string) => Promise<void> | void;
};

const read = (page: Page, ms: number) => (ms > 0 ? page.waitForTimeout(ms) : Promise.resolve());

/**
 * From the start screen to the final report, as a practitioner would: writes the dilemma, answers
 * every clarifying question and the safety screen, confirms the summary, then reads each screen
 * and continues. Each screen is read once its section is complete (Continue enabled).
 */
export async function walkFlow(page: Page, options: WalkOptions) {
  const screen = async () => options.onScreen?.(new URL(page.url()).pathname);
  await page.goto('/welcome');
  await page.getByLabel('I understand and agree to the terms of use').check();
  await page.getByRole('button', { name: 'Start Analysis' }).click();
  await page.getByLabel('Your dilemma').fill(options.dilemma);
  await expect(page.getByTestId('save-indicator')).toHaveText('Saved');
  await page.getByRole('button', { name: 'Continue to Clarifying Questions' }).click();

  await expect(page.getByText(/of \d+ questions completed/)).toBeVisible({ timeout: 60_000 });
  await screen();
  await read(page, options.readMs);
  await answerSafetyScreen(page);
  const boxes = page.getByRole('textbox', { name: /Your answer to question/ });
  for (let remaining = await boxes.count(); remaining > 0; remaining = await boxes.count()) {
    await boxes.first().fill('Not yet: I want to talk it through with my supervisor first.');
    await page.getByRole('button', { name: 'Save Answer' }).first().click();
    await expect(boxes).toHaveCount(remaining - 1);
  }
  await page.getByRole('button', { name: 'Continue to Reflective Summary' }).click();

  await expect(page.getByTestId('summary-text')).toBeVisible({ timeout: 60_000 });
  await screen();
  await read(page, options.readMs);
  await page.getByRole('button', { name: 'Yes, it does' }).click();
  await expect(page.getByRole('heading', { name: 'Conversation Starters' })).toBeVisible({ timeout: 60_000 });
  await continueFrom(page, page.getByRole('button', { name: 'Continue to Risk Assessment' }));

  for (;;) {
    const next = page.getByRole('button', { name: /^Continue to / });
    const finished = page.getByRole('button', { name: 'Download Report' });
    await expect(next.or(finished).first()).toBeEnabled({ timeout: 60_000 });
    await screen();
    await read(page, options.readMs);
    if (await finished.isVisible()) return;
    await continueFrom(page, next);
  }
}

/**
 * Clicks Continue until the screen changes (a click during a re-render can miss), then waits for
 * the next screen's own heading: the URL changes before the old screen's buttons are gone.
 */
async function continueFrom(page: Page, button: Locator) {
  const leaving = new URL(page.url()).pathname;
  const heading = page.getByRole('heading', { level: 1 }).first();
  const title = (await heading.textContent()) ?? '';
  await expect(async () => {
    if (new URL(page.url()).pathname === leaving) await button.click({ timeout: 2000 });
    await page.waitForURL((url) => url.pathname !== leaving, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(heading).not.toHaveText(title, { timeout: 30_000 });
}

/** Milliseconds the page showed a section's loading view (in all, and by screen), and a section being written (a model streaming it). */
export type WaitTotals = { loadingMs: number; writingMs: number; loadingByScreen: Record<string, number> };

/**
 * Counts, in the page, how long each kind of waiting view is on screen. Plain JavaScript: a
 * function would be serialised as compiled, with helpers the page does not have.
 */
const COUNT_WAITING = `
  (() => {
    const totals = { loadingMs: 0, writingMs: 0, loadingByScreen: {} };
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      if (document.querySelector('[data-testid="section-loading"]')) {
        totals.loadingMs += now - last;
        totals.loadingByScreen[location.pathname] = (totals.loadingByScreen[location.pathname] || 0) + now - last;
      } else if (document.querySelector('[data-testid="section-writing"]')) totals.writingMs += now - last;
      last = now;
    }, 20);
    window.__waiting = totals;
  })();
`;

export async function countWaiting(page: Page) {
  await page.addInitScript({ content: COUNT_WAITING });
}

/** What `countWaiting` counted on the current page (the app is one page: navigation keeps it). */
export function waited(page: Page): Promise<WaitTotals> {
  return page.evaluate(() => ({ ...(window as unknown as { __waiting: WaitTotals }).__waiting }));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The built app (`npm run build` first) on a free port, as the end-to-end server runs it, with
 * extra environment — a language model pointed at the stub. Not the shared end-to-end server:
 * that one keeps the built-in engine.
 */
export async function startAppServer(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts/e2e-server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app server exited with ${child.exitCode}`);
    if (Date.now() > until) throw new Error('the app server did not start');
    const healthy = await fetch(`${url}/api/health`).then((res) => res.ok, () => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
