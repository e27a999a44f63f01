/** The compiled server (dist/server/main.js) in a child process, for the benches. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type RunningServer = { url: string; child: ChildProcess; startedAt: number; stop: () => Promise<void> };

/** Starts `node dist/server/main.js` as `npm start` would after its build check. */
export async function startBuiltServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/server/main.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    startedAt,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Milliseconds from the spawn until /api/health first answers 200 (polled every 10 ms). */
export async function timeToHealthy(server: RunningServer, timeoutMs = 60_000): Promise<number> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return performance.now() - server.startedAt;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the server did not become healthy');
}
