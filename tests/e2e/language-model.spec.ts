import { test as base, expect } from '@playwright/test';
import { MODEL_MARK, REFERENCE_INPUT } from '../fixtures/llm/reference';
import { startLlmStub, type LlmStub } from '../helpers/llm-stub';
import { API_HEADERS, createDraftViaApi, registerViaApi } from './fixtures';
import { startAppServer, walkFlow } from './walk-flow';

// A language model behind the app (decision 013), in the browser: the stub on a loopback port, and
// an app server of this file's own that points at it (the shared end-to-end server keeps the
// built-in engine).

type Llm = { stub: LlmStub; app: { url: string; stop: () => Promise<void> } };

const test = base.extend<object, { llm: Llm }>({
  llm: [
    async ({}, use) => {
      const stub = await startLlmStub({ latencyMs: 1200, firstTokenMs: 100 });
      const app = await startAppServer({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: stub.openaiBaseUrl, AI_MODEL: 'stub-model', AI_TIMEOUT_MS: '8000' });
      await use({ stub, app });
      await app.stop();
      await stub.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ llm }, use) => {
    await use(llm.app.url);
  },
});

test.describe.configure({ mode: 'serial' });

test('a whole analysis written by the model: streamed, named, with a fallback notice and unverified citations', async ({ page, llm: { stub } }) => {
  test.setTimeout(180_000);
  const invented = { source: 'ACA', section: 'Z.99.z', title: 'An invented standard' };
  const held = { source: 'ACA', section: 'A.10.f', title: 'Receiving Gifts' };
  stub.respond((request) =>
    request.section === 'timeline'
      ? { kind: 'status', status: 500 }
      : request.section === 'legal'
        ? { kind: 'fixture', change: (answer) => ({ ...answer, citations: [...(answer.citations as object[]), invented, held] }) }
        : { kind: 'fixture' },
  );
  await registerViaApi(page);
  // The first section arrives as it is written: its sentences show before it is complete.
  const streamed = page.getByTestId('section-writing').first().waitFor({ timeout: 60_000 });
  const seen = new Set<string>();
  await walkFlow(page, {
    dilemma: REFERENCE_INPUT.text,
    readMs: 0,
    onScreen: async (path) => {
      seen.add(path);
      await expect(page.getByTestId('engine-badge')).toHaveText('Model: stub-model');
      if (path === '/clarifying-questions') {
        await expect(page.getByTestId('section-author').first()).toHaveText('Written by stub-model, grounded by the built-in engine');
      }
      if (path === '/reflective-summary') await expect(page.getByTestId('summary-text')).toContainText(MODEL_MARK);
      if (path === '/timeline-analysis') {
        await expect(page.getByTestId('fallback-notice')).toHaveText('The language model (stub-model) could not be reached, so the built-in engine wrote this section.');
        await expect(page.getByTestId('section-author')).toHaveCount(0);
      }
      if (path === '/legal-analysis') {
        const sources = page.getByRole('region', { name: 'Sources this section relied on' });
        await expect(sources.getByRole('listitem').filter({ hasText: 'Z.99.z' })).toContainText('unverified');
        await expect(sources.getByRole('listitem').filter({ hasNotText: 'Z.99.z' }).first()).not.toContainText('unverified');
      }
    },
  });
  await streamed;
  expect(seen).toEqual(new Set(['/clarifying-questions', '/reflective-summary', '/risk-assessment', '/timeline-analysis', '/impact-assessment', '/dual-track-analysis', '/stakeholder-analysis', '/legal-analysis', '/consultation-scripts', '/model-analysis', '/final-report']));
  await expect(page.getByTestId('section-author')).toBeVisible();

  const current = await (await page.request.get('/api/analyses/current', { headers: API_HEADERS })).json();
  const report = await (await page.request.get(`/api/analyses/${current.id}/report.txt`, { headers: API_HEADERS })).text();
  expect(report).toContain('The built-in engine, in place of stub-model: Timeline Analysis.');
  expect(report).toContain('ACA Z.99.z — An invented standard (unverified: cited by the language model, not in the knowledge base)');
});

test('leaving a screen cancels its model call', async ({ page, llm: { stub } }) => {
  stub.reset();
  stub.setLatency({ latencyMs: 15_000, firstTokenMs: 10_000 });
  try {
    await registerViaApi(page);
    await createDraftViaApi(page, {
      setup: { role: 'lpc', state: 'CA', experienceLevel: 'developing', theoreticalOrientation: 'cbt' },
      dilemma: { text: REFERENCE_INPUT.text },
      currentStep: '/clarifying-questions',
    });
    await page.goto('/clarifying-questions');
    await expect(page.getByTestId('section-loading')).toBeVisible();
    const asked = await stub.waitFor((request) => request.section === 'questions');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/dilemma-description$/);
    await expect.poll(() => asked.closedEarly, { timeout: 5000 }).toBe(true);
    expect(asked.completed).toBe(false);
  } finally {
    stub.setLatency({ latencyMs: 1200, firstTokenMs: 100 });
  }
});
