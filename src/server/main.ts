import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { EnvError, loadEnv } from './env';
import { createLogger } from './lib/logger';
import { prettyDestination } from './lib/pretty-log';
import { createMailer } from './services/mail';
import { createAnalysisService } from './ai/create-service';
import { loadEngine } from './ai/load-engine';
import { APP_VERSION } from './version';

/** Long enough for the first requests after start-up to be answered before the engine loads. */
const ENGINE_WARM_UP_DELAY_MS = 500;
/** Under the 10 s a stop may take, less the time a busy event loop can delay the signal handler. */
const SHUTDOWN_DEADLINE_MS = 8_000;

/** Logging must never be what keeps a stopping server alive. */
function safely(write: () => void) {
  try {
    write();
  } catch {
    // Nowhere left to write to.
  }
}

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const pretty = env.LOG_FORMAT === 'pretty' || (env.LOG_FORMAT === 'auto' && process.stdout.isTTY);
  const logger = createLogger(env.LOG_LEVEL, pretty ? prettyDestination() : undefined);
  // A closed stdout (a pipe whose reader went away) must not stop the server or its shutdown.
  process.stdout.on('error', () => {});
  const opening = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onLockLost: () => {
      console.error('Another process took over the data folder lock; stopping so the two cannot overwrite each other.');
      process.exit(1);
    },
  });
  // The app's modules load while PGlite compiles its WebAssembly in the background.
  const appModule = import('./app');
  const database = await opening;
  await runMigrations(database);
  const { createApp } = await appModule;

  const mailer = createMailer(env, logger);
  const analysis = createAnalysisService(env, logger);
  const app = createApp({ env, database, logger, mailer, analysis, version: APP_VERSION, now: () => new Date() });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info: AddressInfo) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    const url = `http://${host}:${info.port}`;
    logger.info({ url, version: APP_VERSION, database: database.kind, engine: analysis.name, model: analysis.model }, `Grayline is running at ${url}`);
    // Ready now; the engine loads in the background a moment later (ai/load-engine.ts).
    setTimeout(() => void loadEngine(), ENGINE_WARM_UP_DELAY_MS).unref();
  });

  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
      const reason = error.code === 'EADDRINUSE' ? 'is already in use' : 'needs privileges this user does not have';
      console.error(`Grayline could not listen: port ${env.PORT} on ${env.HOST} ${reason}. Stop the other server or set PORT to a free port.`);
    } else {
      console.error(`Grayline could not listen on ${env.HOST}:${env.PORT} (${error.code ?? error.name}).`);
    }
    void database.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Armed first: whatever happens below (a log write that throws, a stuck connection), the
    // process is gone within 10 s of the signal. The handler itself can run late when the event loop
    // is busy (the engine's warm-up import holds it for a second or more on a loaded machine), so
    // the deadline leaves that much margin.
    setTimeout(() => {
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    safely(() => logger.info({ signal }, 'shutting down: finishing in-flight requests'));
    // Stop accepting; in-flight requests finish, idle keep-alive sockets close now.
    server.close(() => {
      void database.close().then(() => {
        safely(() => logger.info('database closed; bye'));
        process.exit(0);
      });
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main().catch((error: unknown) => {
  console.error('Grayline failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
