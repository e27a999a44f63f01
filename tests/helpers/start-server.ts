import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { serve } from '@hono/node-server';
import { createApp } from '../../src/server/app';
import type { AnalysisService } from '../../src/server/ai/analysis-service';
import { createAnalysisService } from '../../src/server/ai/create-service';
import type { AppDeps } from '../../src/server/context';
import type { DatabaseHandle } from '../../src/server/db/client';
import { loadEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/lib/logger';
import type { MailMessage } from '../../src/server/services/mail';
import { createTestDatabase } from './test-database';

export type TestServer = {
  url: string;
  database: DatabaseHandle;
  deps: AppDeps;
  /** Every log line the server wrote, raw. */
  logs: string[];
  /** Every e-mail the server sent, newest last. */
  mail: MailMessage[];
  /** Moves the server's clock (sessions, rate limits) forward. */
  advanceTime: (ms: number) => void;
  close: () => Promise<void>;
};

/**
 * The real app on 127.0.0.1 with a fresh database; pass env overrides as strings. The analysis
 * service is the one the environment configures (AI_PROVIDER…) unless one is passed.
 */
export async function startTestServer(envOverrides: Record<string, string> = {}, analysis?: AnalysisService): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'grayline-data-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123456789',
    LOG_LEVEL: 'info',
    STATIC_DIR: path.join(dataDir, 'no-client-build'),
    // Most files register many accounts from 127.0.0.1; the limiter suite sets its own limit.
    REGISTRATIONS_PER_HOUR: '10000',
    ...envOverrides,
  });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  let offsetMs = 0;
  const mail: MailMessage[] = [];
  const database = await createTestDatabase();
  const logger = createLogger(env.LOG_LEVEL, sink);
  const deps: AppDeps = {
    env,
    database,
    mailer: { send: async (message) => void mail.push(message) },
    analysis: analysis ?? createAnalysisService(env, logger),
    logger,
    version: 'test',
    now: () => new Date(Date.now() + offsetMs),
  };
  const app = createApp(deps);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  // The tests' fetch keeps idle sockets for reuse; a server that closed one after Node's 5 s
  // keep-alive default, while the test's own CPU work delayed the client's timer, reset the next
  // request on it (ECONNRESET in a 200-request burst under load). Idle sockets outlive any test.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 120_000;
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    deps,
    logs,
    mail,
    advanceTime: (ms) => {
      offsetMs += ms;
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
