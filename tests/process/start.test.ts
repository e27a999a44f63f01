import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, utimesSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm start` as people run it, in copies of the package (never this checkout's dist/, which the
// end-to-end tests use): a checkout with the dev dependencies builds on first start and when a
// source changes; a production layout (dist/ and the runtime dependencies only) just runs.
const repo = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'grayline-start-'));
const checkout = path.join(work, 'checkout');
const production = path.join(work, 'production');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

type Run = { output: () => string; exited: Promise<number | null>; stop: () => Promise<number | null>; healthy: () => Promise<boolean> };

/** `npm start` in `root`, from another working directory, on a new or given data folder. */
async function npmStart(root: string, env: Record<string, string> = {}): Promise<Run> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(work, 'data-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: work,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    output: () => output,
    exited,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
    healthy: async () => {
      const until = Date.now() + 150_000;
      while (Date.now() < until && child.exitCode === null) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return true;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    },
  };
}

const devDependencies = Object.keys((JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies);

/** node_modules as `npm ci --omit=dev` leaves it, near enough: no dev dependency can be imported. */
function runtimeModules(target: string) {
  mkdirSync(target);
  for (const entry of readdirSync(path.join(repo, 'node_modules'))) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@') ? readdirSync(path.join(repo, 'node_modules', entry)).map((name) => `${entry}/${name}`) : [entry];
    for (const name of names) {
      if (devDependencies.includes(name)) continue;
      mkdirSync(path.dirname(path.join(target, name)), { recursive: true });
      symlinkSync(path.join(repo, 'node_modules', name), path.join(target, name));
    }
  }
}

beforeAll(() => {
  mkdirSync(checkout);
  for (const item of ['package.json', 'vite.config.ts', 'tsconfig.json', 'scripts', 'src', 'migrations']) {
    cpSync(path.join(repo, item), path.join(checkout, item), { recursive: true, filter: (source) => !source.endsWith('.test.ts') });
  }
  symlinkSync(path.join(repo, 'node_modules'), path.join(checkout, 'node_modules'));
});

describe('npm start', () => {
  it('builds on the first start only, rebuilds when a source changes, and says where it runs', { timeout: 400_000 }, async () => {
    const first = await npmStart(checkout, { LOG_FORMAT: 'json' });
    expect(await first.healthy(), first.output()).toBe(true);
    expect(first.output()).toContain('Building Grayline (first start only)');
    const banner = first.output().split('\n').find((line) => line.includes('Grayline is running at'));
    expect(JSON.parse(banner ?? '{}')).toMatchObject({ msg: expect.stringMatching(/^Grayline is running at http:\/\/127\.0\.0\.1:\d+$/), database: 'pglite' });
    expect(first.output()).not.toMatch(/chunks are larger|\(!\)/);
    expect(await first.stop()).toBe(0);

    const again = await npmStart(checkout);
    expect(await again.healthy(), again.output()).toBe(true);
    expect(again.output()).not.toMatch(/Building|rebuilding/);
    expect(await again.stop()).toBe(0);

    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(checkout, 'src/server/version.ts'), later, later);
    const changed = await npmStart(checkout);
    expect(await changed.healthy(), changed.output()).toBe(true);
    expect(changed.output()).toContain('Sources changed since the last build: rebuilding');
    expect(await changed.stop()).toBe(0);
  });

  it('runs a shipped build without sources or dev dependencies, and starts a new data folder from the image', { timeout: 200_000 }, async () => {
    mkdirSync(production);
    for (const item of ['package.json', 'scripts/start.mjs', 'migrations', 'dist']) cpSync(path.join(checkout, item), path.join(production, item), { recursive: true });
    runtimeModules(path.join(production, 'node_modules'));
    expect(existsSync(path.join(production, 'node_modules/vite'))).toBe(false);
    expect(existsSync(path.join(production, 'node_modules/tsx'))).toBe(false);

    const dataDir = path.join(work, 'fresh-data');
    const run = await npmStart(production, { DATA_DIR: dataDir, LOG_FORMAT: 'pretty' });
    expect(await run.healthy(), run.output()).toBe(true);
    // Readable lines, not JSON.
    expect(run.output()).toMatch(/^\d\d:\d\d:\d\d Grayline is running at http:\/\/127\.0\.0\.1:\d+/m);
    expect(run.output()).not.toContain('{"level"');
    const page = await fetch(run.output().match(/http:\/\/127\.0\.0\.1:\d+/)![0] + '/', { headers: { 'Accept-Encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(await run.stop()).toBe(0);
    expect(readdirSync(dataDir).sort()).toEqual(expect.arrayContaining(['pglite', 'session-secret']));
    expect(readdirSync(dataDir)).not.toContain('pglite.partial');
  });

  it('explains what to do when there is no build and nothing to build with', { timeout: 60_000 }, async () => {
    rmSync(path.join(production, 'dist'), { recursive: true, force: true });
    const run = await npmStart(production);
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Grayline has not been built, and this install has no build tools');
  });
});
