/**
 * Start-up budget (issue 15): the compiled server (`npm run build` first) to a healthy
 * /api/health on a new data folder (from the database image) and on an existing one, and the
 * idle memory of a server on the embedded database with what it is made of. Median of several
 * runs; exits 1 when a budget is missed.
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

type Mapping = { name: string; executable: boolean; sizeKib: number; rssKib: number };

/** The process's memory mappings with their resident size (Linux). */
function mappings(pid: number): Mapping[] {
  const result: Mapping[] = [];
  let current: Mapping | undefined;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+\s+(\S+)\s+\S+\s+\S+\s+\S+\s*(.*)$/.exec(line);
    if (header) {
      current = { name: header[2]!.trim(), executable: header[1]!.includes('x'), sizeKib: 0, rssKib: 0 };
      result.push(current);
      continue;
    }
    const field = /^(Size|Rss):\s+(\d+) kB/.exec(line);
    if (field && current) current[field[1] === 'Size' ? 'sizeKib' : 'rssKib'] = Number(field[2]);
  }
  return result;
}

/**
 * Resident memory by kind. V8 reserves a WebAssembly memory as one mapping of several GiB (its
 * bounds-check guard) of which only the pages PostgreSQL touched are resident; compiled code
 * (JavaScript and WebAssembly) sits in executable anonymous mappings.
 */
function breakdown(pid: number) {
  const parts = { wasmMemory: 0, code: 0, binaries: 0, heapAndOther: 0 };
  for (const map of mappings(pid)) {
    if (map.name === '' && map.sizeKib >= 4 * 1024 * 1024) parts.wasmMemory += map.rssKib;
    else if (map.name === '' && map.executable) parts.code += map.rssKib;
    else if (map.name.startsWith('/')) parts.binaries += map.rssKib;
    else parts.heapAndOther += map.rssKib;
  }
  return parts;
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
    const pid = idle.child.pid!;
    const total = rssKib(pid);
    const parts = breakdown(pid);
    await idle.stop();

    console.log(`\nStart-up to a healthy /api/health (median of ${RUNS}; every run in ms)`);
    console.log(`  new data folder (from the image)  ${(median(first) / 1000).toFixed(2)} s   [${first.map((v) => v.toFixed(0)).join(', ')}]  budget ≤ ${BUDGET.firstMs / 1000} s`);
    console.log(`  existing data folder              ${(median(warm) / 1000).toFixed(2)} s   [${warm.map((v) => v.toFixed(0)).join(', ')}]  budget ≤ ${BUDGET.warmMs / 1000} s`);
    console.log(`\nIdle memory on PGlite, ${IDLE_WAIT_MS / 1000} s after start-up (engine loaded)`);
    console.log(`  resident                          ${mib(total)}  budget ≤ ${BUDGET.idleMiB} MiB`);
    console.log(`    PostgreSQL's WebAssembly memory ${mib(parts.wasmMemory)}  (shared buffers, catalogue caches, the database's working memory)`);
    console.log(`    compiled code                   ${mib(parts.code)}  (JavaScript and PostgreSQL's WebAssembly, compiled by V8)`);
    console.log(`    node, libraries, mapped files   ${mib(parts.binaries)}`);
    console.log(`    JavaScript heap and the rest    ${mib(parts.heapAndOther)}  (V8 heap: engine lexicons and model, app; buffers; malloc)`);

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
