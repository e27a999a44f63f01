import type { Env } from './env';
import type { DatabaseHandle } from './db/client';
import type { Logger } from './lib/logger';

/** Everything a route or service needs from the outside world, passed in once. */
export type AppDeps = {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  version: string;
  /** Injected so tests can move time (session expiry, rate-limit windows). */
  now: () => Date;
};

export type AppVariables = {
  requestId: string;
  deps: AppDeps;
};

export type AppEnv = { Variables: AppVariables };
