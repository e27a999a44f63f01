/**
 * `npm run bench:wait`: how long a practitioner waits for a language model (decision 013). A whole
 * analysis in Chromium against the LLM stub, whose model takes L = 3 s per section (its first
 * words after 0.5 s, streamed until 3 s), by a practitioner who reads each screen for L seconds
 * once it is complete. Prints the total time a screen showed a loading view (nothing of its
 * section yet), and the time sections were still being written on screen, with and without
 * prefetch, and by screen; exits 1 when the loading time with prefetch is over 1.5 × L. Needs the build
 * (`npm run build`, which the npm script runs first) and Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { REFERENCE_INPUT } from '../tests/fixtures/llm/reference';
import { startLlmStub } from '../tests/helpers/llm-stub';
import { registerViaApi } from '../tests/e2e/fixtures';
import { countWaiting, startAppServer, waited, walkFlow, type WaitTotals } from '../tests/e2e/walk-flow';

// L and the model's first words; WAIT_L_MS and WAIT_FIRST_WORDS_MS try other models.
const L_MS = Number(process.env.WAIT_L_MS || 3000);
const FIRST_WORDS_MS = Number(process.env.WAIT_FIRST_WORDS_MS || 500);
const BUDGET_MS = 1.5 * L_MS;

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.error(`Chromium was not found at ${chromiumPath}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function run(prefetch: boolean): Promise<WaitTotals & { totalMs: number; modelCalls: number }> {
  const stub = await startLlmStub({ latencyMs: L_MS, firstTokenMs: FIRST_WORDS_MS });
  const app = await startAppServer({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: stub.openaiBaseUrl,
    AI_MODEL: 'stub-model',
    AI_PREFETCH: String(prefetch),
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await countWaiting(page);
    await registerViaApi(page);
    const started = performance.now();
    await walkFlow(page, { dilemma: REFERENCE_INPUT.text, readMs: L_MS });
    const totals = await waited(page);
    return { ...totals, totalMs: performance.now() - started, modelCalls: stub.requests.length };
  } finally {
    await browser.close();
    await app.stop();
    await stub.close();
  }
}

const withPrefetch = await run(true);
const without = await run(false);
console.log(`bench:wait — a whole analysis (11 screens, 13 sections), model L = ${seconds(L_MS)} per section (first words after ${seconds(FIRST_WORDS_MS)}), each screen read for L`);
for (const [name, result] of [
  ['with prefetch', withPrefetch],
  ['without prefetch', without],
] as const) {
  console.log(
    `  ${name.padEnd(17)} loading views ${seconds(result.loadingMs).padStart(7)}   sections still being written ${seconds(result.writingMs).padStart(7)}   whole walk ${seconds(result.totalMs)}   model calls ${result.modelCalls}`,
  );
}
for (const [name, result] of [
  ['with prefetch', withPrefetch],
  ['without prefetch', without],
] as const) {
  const screens = Object.entries(result.loadingByScreen).map(([path, ms]) => `${path.slice(1)} ${seconds(ms)}`);
  console.log(`  loading views ${name}, by screen: ${screens.join(', ')}`);
}
const ok = withPrefetch.loadingMs <= BUDGET_MS;
console.log(`  budget: loading views with prefetch ≤ 1.5 × L = ${seconds(BUDGET_MS)}: ${ok ? 'met' : 'MISSED'}`);
process.exit(ok ? 0 : 1);
