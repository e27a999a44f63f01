import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { EnvError, loadEnv } from './env';
import { createLogger } from './lib/logger';
import { createMailer } from './services/mail';
import { createBuiltInService } from './ai/analysis-service';
import { APP_VERSION } from './version';

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

  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await runMigrations(database);

  const mailer = createMailer(env, logger);
  const analysis = createBuiltInService();
  const app = createApp({ env, database, logger, mailer, analysis, version: APP_VERSION, now: () => new Date() });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info: AddressInfo) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    logger.info({ url: `http://${host}:${info.port}`, database: database.kind, engine: analysis.name }, 'Grayline is listening');
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Stop accepting; in-flight requests finish, idle keep-alive sockets close now.
    server.close(() => {
      void database.close().then(() => {
        logger.info('database closed; bye');
        process.exit(0);
      });
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      logger.warn('forcing exit after 10 s');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main().catch((error: unknown) => {
  console.error('Grayline failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
