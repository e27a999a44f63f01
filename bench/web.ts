/**
 * Web budget (issue 15): builds, prints the gzip and brotli size of the JavaScript the landing
 * page and an analysis screen load, then runs Lighthouse (the system Chromium) on the landing
 * page and on a signed-in analysis screen, mobile and desktop, against the compiled server with a
 * throw-away embedded database. Exits 1 when a budget is missed. Uses dist/ (the end-to-end
 * tests' build too): run it when they are not running.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { freePort, ROOT, startBuiltServer, timeToHealthy } from './built-server';

const BUDGET = {
  landingBrotliKb: 100,
  routeBrotliKb: 200,
  mobilePerformance: { landing: 0.95, analysis: 0.9 },
  accessibility: 1,
  cls: 0.05,
};

const CLIENT = path.join(ROOT, 'dist/client');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const DILEMMA =
  'My 16-year-old client told me her boyfriend pushed her into a wall last weekend and took her phone. She asked me not to tell her parents. ' +
  'She denies thoughts of suicide. I am unsure what I must report, and her mother has asked me for my notes.';

// --- sizes -------------------------------------------------------------------------------------

type Size = { files: number; raw: number; gzip: number; brotli: number };

/** A file's size as sent: its precompressed copy when the build wrote one. */
function sizeOf(file: string): Omit<Size, 'files'> {
  const content = readFileSync(file);
  const gz = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(content, { level: 9 }).length;
  const br = existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : brotliCompressSync(content).length;
  return { raw: content.length, gzip: gz, brotli: br };
}

function total(files: Iterable<string>): Size {
  const list = [...files];
  return list.reduce<Size>(
    (sum, file) => {
      const size = sizeOf(path.join(CLIENT, 'assets', file));
      return { files: sum.files + 1, raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli };
    },
    { files: 0, raw: 0, gzip: 0, brotli: 0 },
  );
}

/** A chunk and every chunk it imports statically (what loading it fetches). */
function closure(chunk: string, into = new Set<string>()): Set<string> {
  if (into.has(chunk)) return into;
  into.add(chunk);
  const code = readFileSync(path.join(CLIENT, 'assets', chunk), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*[`"]\.\/([^`"]+\.js)[`"]/g)) closure(match[1]!, into);
  return into;
}

function dynamicTargets(chunk: string): string[] {
  const code = readFileSync(path.join(CLIENT, 'assets', chunk), 'utf8');
  return [...new Set([...code.matchAll(/import\([`"]\.\/([^`"]+\.js)[`"]\)/g)].map((match) => match[1]!))];
}

function measureSizes() {
  const html = readFileSync(path.join(CLIENT, 'index.html'), 'utf8');
  const first = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const landing = new Set(first.flatMap((chunk) => [...closure(chunk)]));
  const css = [...html.matchAll(/href="\/assets\/([^"]+\.css)"/g)].map((match) => match[1]!);
  const entry = first[0]!;
  // Every screen but the landing page loads with the query cache (router.tsx).
  const queryScope = dynamicTargets(entry).find((chunk) => chunk.startsWith('query-scope-'));
  const routes = dynamicTargets(entry).map((chunk) => {
    const loads = new Set([...landing, ...closure(chunk), ...(queryScope ? closure(queryScope) : [])]);
    return { chunk, size: total(loads) };
  });
  const analysis = routes.find((route) => route.chunk.startsWith('analysis-screens-'));
  if (!analysis) throw new Error('no analysis-screens chunk in the build');
  const largest = routes.reduce((max, route) => (route.size.brotli > max.size.brotli ? route : max));
  return { landing: total(landing), css: total(css), analysis: analysis.size, largest };
}

// --- Lighthouse --------------------------------------------------------------------------------

type Scores = { performance: number; accessibility: number; cls: number; lcpMs: number; tbtMs: number; fcpMs: number };

type Cookie = { name: string; value: string; httpOnly: boolean };

async function audit(url: string, mode: 'mobile' | 'desktop', cookies: Cookie[] = []): Promise<Scores> {
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    if (cookies.length > 0) {
      // In the browser as a signed-in visitor has them (the page reads the session hint).
      const cdp = await browser.newBrowserCDPSession();
      const { hostname } = new URL(url);
      await cdp.send('Storage.setCookies', { cookies: cookies.map((cookie) => ({ ...cookie, domain: hostname, path: '/', sameSite: 'Lax' as const })) });
    }
    const flags = {
      port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance', 'accessibility'],
      // Each run has its own browser, so nothing is cached; keeping storage keeps the cookies.
      disableStorageReset: cookies.length > 0,
    };
    const result = await lighthouse(url, flags, mode === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: lhr.categories.performance?.score ?? 0,
      accessibility: lhr.categories.accessibility?.score ?? 0,
      cls: numeric('cumulative-layout-shift'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      fcpMs: numeric('first-contentful-paint'),
    };
  } finally {
    await browser.close();
  }
}

/** An account with an analysis whose risk assessment is made, so the screen shows it. */
async function signedInAnalysis(url: string): Promise<Cookie[]> {
  const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'grayline' };
  const register = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'bench-web@example.org', password: 'bench web passphrase', fullName: 'Bench Web', role: 'lpc', state: 'TX', experienceLevel: 'developing' }),
  });
  if (!register.ok) throw new Error(`sign-up failed: ${register.status} ${await register.text()}`);
  const cookies = register.headers.getSetCookie().map((line) => {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), httpOnly: attributes.some((a) => a.trim().toLowerCase() === 'httponly') };
  });
  const withCookie = { ...headers, Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
  const draft = await fetch(`${url}/api/analyses`, {
    method: 'POST',
    headers: withCookie,
    body: JSON.stringify({ state: { setup: { role: 'lpc', state: 'TX', experienceLevel: 'developing', theoreticalOrientation: 'cbt' }, dilemma: { text: DILEMMA }, answers: {} } }),
  });
  if (!draft.ok) throw new Error(`draft failed: ${draft.status} ${await draft.text()}`);
  const { id } = (await draft.json()) as { id: string };
  for (const endpoint of ['generate-clarifying-questions', 'generate-reflective-summary', 'generate-risk-assessment']) {
    const res = await fetch(`${url}/api/${endpoint}`, { method: 'POST', headers: withCookie, body: JSON.stringify({ analysisId: id }) });
    if (!res.ok) throw new Error(`${endpoint} failed: ${res.status} ${await res.text()}`);
  }
  return cookies;
}

// --- report ------------------------------------------------------------------------------------

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const failures: string[] = [];
function check(ok: boolean, message: string) {
  if (!ok) failures.push(message);
}

async function main() {
  console.log('Building…');
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--quiet'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const sizes = measureSizes();
  console.log('\nJavaScript sent (as compressed on the wire)');
  for (const [label, size] of [
    ['landing page', sizes.landing],
    ['analysis screen (/risk-assessment)', sizes.analysis],
    [`largest screen (${sizes.largest.chunk.replace(/-[\w-]+\.js$/, '')})`, sizes.largest.size],
  ] as const) {
    console.log(`  ${label.padEnd(40)} ${String(size.files).padStart(2)} files  raw ${kb(size.raw).padStart(9)}  gzip ${kb(size.gzip).padStart(8)}  brotli ${kb(size.brotli).padStart(8)}`);
  }
  console.log(`  ${'stylesheet (every page)'.padEnd(40)}  ${String(sizes.css.files).padStart(1)} file   raw ${kb(sizes.css.raw).padStart(9)}  gzip ${kb(sizes.css.gzip).padStart(8)}  brotli ${kb(sizes.css.brotli).padStart(8)}`);
  check(sizes.landing.brotli <= BUDGET.landingBrotliKb * 1024, `landing JavaScript ${kb(sizes.landing.brotli)} brotli > ${BUDGET.landingBrotliKb} KB`);
  check(sizes.largest.size.brotli <= BUDGET.routeBrotliKb * 1024, `${sizes.largest.chunk} ${kb(sizes.largest.size.brotli)} brotli > ${BUDGET.routeBrotliKb} KB`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'grayline-bench-web-'));
  const server = await startBuiltServer(dataDir);
  try {
    await timeToHealthy(server);
    const cookies = await signedInAnalysis(server.url);
    console.log('\nLighthouse (performance, accessibility; CLS, LCP, TBT)');
    for (const [page, url, signedIn] of [
      ['landing', `${server.url}/`, false],
      ['analysis', `${server.url}/risk-assessment`, true],
    ] as const) {
      for (const mode of ['mobile', 'desktop'] as const) {
        const scores = await audit(url, mode, signedIn ? cookies : []);
        console.log(
          `  ${`${page === 'landing' ? '/' : '/risk-assessment'} ${mode}`.padEnd(26)} performance ${scores.performance.toFixed(2)}  accessibility ${scores.accessibility.toFixed(2)}  CLS ${scores.cls.toFixed(3)}  LCP ${(scores.lcpMs / 1000).toFixed(1)} s  TBT ${Math.round(scores.tbtMs)} ms  FCP ${(scores.fcpMs / 1000).toFixed(1)} s`,
        );
        if (mode === 'mobile') {
          const floor = BUDGET.mobilePerformance[page];
          check(scores.performance >= floor, `${page} mobile performance ${scores.performance.toFixed(2)} < ${floor}`);
        }
        check(scores.accessibility >= BUDGET.accessibility, `${page} ${mode} accessibility ${scores.accessibility.toFixed(2)} < 1`);
        check(scores.cls < BUDGET.cls, `${page} ${mode} CLS ${scores.cls.toFixed(3)} ≥ ${BUDGET.cls}`);
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nBudgets: landing JS ≤ ${BUDGET.landingBrotliKb} KB brotli, any screen ≤ ${BUDGET.routeBrotliKb} KB; mobile performance ≥ ${BUDGET.mobilePerformance.landing} (landing) and ≥ ${BUDGET.mobilePerformance.analysis} (analysis); accessibility 1.00; CLS < ${BUDGET.cls}`,
  );
  for (const failure of failures) console.log(`  over budget: ${failure}`);
  console.log(failures.length === 0 ? 'RESULT: within budget' : 'RESULT: over budget');
  process.exitCode = failures.length === 0 ? 0 : 1;
}

await main();
