import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/server/db/data-dir-lock';

// Findings 3 and 9: the real server as `npm start` runs it (one node process, embedded database).
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'grayline-proc-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

type Started = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

function start(port: number, extraEnv: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'test', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

async function healthy(port: number, timeoutMs = 30_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  return Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);
}

describe('one server per embedded database (finding 3)', () => {
  let first: Started;

  it('a second server on the same DATA_DIR refuses to start with one clear line, and the first keeps serving', async () => {
    first = start(await freePort());
    expect(await healthy(first.port)).toBe(true);
    const second = start(await freePort());
    expect(await within(second.exited, 30_000)).toBe(1);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by process ${first.child.pid}`);
    expect(second.output()).not.toMatch(/^\s+at /m);
    expect(await healthy(first.port, 2_000)).toBe(true);
  }, 60_000);

  it('after the holder is killed outright, the next start takes the folder over', async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    const next = start(await freePort());
    expect(await healthy(next.port)).toBe(true);
    next.child.kill('SIGTERM');
    expect(await within(next.exited, 12_000)).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 60_000);
});

describe('start-up and shutdown (finding 9)', () => {
  it('exits within 10 s of SIGTERM with a closed stdout pipe and a request that never finishes', async () => {
    const server = start(await freePort());
    expect(await healthy(server.port)).toBe(true);
    server.child.stdout!.destroy();
    // Requests keep the logger writing into the closed pipe.
    await Promise.all(Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${server.port}/api/health`).catch(() => undefined)));
    // A body that never arrives keeps one connection busy, so only the 10 s deadline ends it.
    const stuck = connect(server.port, '127.0.0.1', () =>
      stuck.write('POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Requested-With: grayline\r\nContent-Length: 100\r\n\r\n{'),
    );
    stuck.on('error', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    expect(await within(server.exited, 11_000)).not.toBe('timeout');
    stuck.destroy();
  }, 60_000);

  it('a port in use is one line, not a stack trace', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const server = start(port);
      expect(await within(server.exited, 30_000)).toBe(1);
      expect(server.output()).toContain(`port ${port} on 127.0.0.1 is already in use`);
      expect(server.output()).not.toMatch(/^\s+at /m);
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    } finally {
      taken.close();
    }
  }, 60_000);
});
