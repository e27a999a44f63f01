/**
 * Start-up budget (issue 15): the compiled server (`npm run build` first) to a healthy
 * /api/health on a new data folder (from the database image) and on an existing one, and the
 * idle memory of a server on the embedded database with what it is made of (by difference with a
 * bare Node.js process and one that only opens the same database). Median of several runs; exits
 * 1 when a budget is missed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, startBuiltServer, timeToHealthy } from './built-server';

const BUDGET = { warmMs: 1500, firstMs: 3000, idleMiB: 250 };
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Long enough for the engine's background load (ai/load-engine.ts) and the collector to settle. */
const IDLE_WAIT_MS = 5000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

/**
 * Resident memory (KiB) of a small Node.js process after `script` ran and the process settled:
 * how the idle server's memory is split between Node.js itself, PGlite and the app.
 */
function probe(script: string): number {
  const code = `${script}\nawait new Promise((resolve) => setTimeout(resolve, 2000));\nconst status = (await import('node:fs')).readFileSync('/proc/self/status', 'utf8');\nconsole.log(/VmRSS:\\s+(\\d+)/.exec(status)[1]);\nprocess.exit(0);`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8' });
  const kib = Number(result.stdout.trim().split('\n').at(-1));
  if (!Number.isFinite(kib)) throw new Error(`memory probe failed: ${result.stderr}`);
  return kib;
}

function rssKib(pid: number): number {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
}

async function main() {
  console.log('Building (when needed)…');
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--quiet'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const work = mkdtempSync(path.join(tmpdir(), 'grayline-bench-start-'));
  try {
    const first: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const server = await startBuiltServer(path.join(work, `new-${run}`));
      first.push(await timeToHealthy(server));
      await server.stop();
    }
    const warm: number[] = [];
    const existing = path.join(work, 'new-0');
    for (let run = 0; run < RUNS; run += 1) {
      const server = await startBuiltServer(existing);
      warm.push(await timeToHealthy(server));
      await server.stop();
    }

    const idle = await startBuiltServer(existing);
    await timeToHealthy(idle);
    // A page and a sign-up check touch the app as a first visitor would.
    await fetch(`${idle.url}/`);
    await fetch(`${idle.url}/api/options`);
    await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
    const total = rssKib(idle.child.pid!);
    await idle.stop();
    // The same data folder, opened the way the server opens it, in a bare process.
    const bare = probe('');
    const pglite =
      probe(`const { openPgliteFolder } = await import('./dist/server/database-image.js'); const db = await openPgliteFolder(${JSON.stringify(path.join(existing, 'pglite'))}); await db.query('select 1');`) - bare;

    console.log(`\nStart-up to a healthy /api/health (median of ${RUNS}; every run in ms)`);
    console.log(`  new data folder (from the image)  ${(median(first) / 1000).toFixed(2)} s   [${first.map((v) => v.toFixed(0)).join(', ')}]  budget ≤ ${BUDGET.firstMs / 1000} s`);
    console.log(`  existing data folder              ${(median(warm) / 1000).toFixed(2)} s   [${warm.map((v) => v.toFixed(0)).join(', ')}]  budget ≤ ${BUDGET.warmMs / 1000} s`);
    console.log(`\nIdle memory on PGlite, ${IDLE_WAIT_MS / 1000} s after start-up (engine loaded)`);
    console.log(`  resident                          ${mib(total)}  budget ≤ ${BUDGET.idleMiB} MiB`);
    console.log(`    Node.js itself                  ${mib(bare)}  (an empty process: the runtime, its libraries, an empty heap)`);
    console.log(`    PGlite                          ${mib(pglite)}  (PostgreSQL compiled to WebAssembly: its compiled code, 8 MB shared buffers and caches, its file bundle; with the database layer)`);
    console.log(`    the app                         ${mib(total - bare - pglite)}  (JavaScript heap: the engine's lexicons, knowledge base and model; Hono, zod, drizzle; buffers)`);

    const failures = [
      median(first) > BUDGET.firstMs && 'first start',
      median(warm) > BUDGET.warmMs && 'warm start',
      total / 1024 > BUDGET.idleMiB && 'idle memory',
    ].filter(Boolean);
    for (const failure of failures) console.log(`  over budget: ${failure}`);
    console.log(failures.length === 0 ? 'RESULT: within budget' : 'RESULT: over budget');
    process.exitCode = failures.length === 0 ? 0 : 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
