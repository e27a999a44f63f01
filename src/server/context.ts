import type { Env } from './env';
import type { DatabaseHandle } from './db/client';
import type { SessionRow, UserRow } from './db/schema';
import type { Logger } from './lib/logger';
import type { Mailer } from './services/mail';
import type { AnalysisService } from './ai/analysis-service';
import type { GenerationRuntime } from './services/generation';

/** Everything a route or service needs from the outside world, passed in once. */
export type AppDeps = {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  version: string;
  mailer: Mailer;
  /** The analysis service (decision 006): the built-in engine unless an operator configures a provider. */
  analysis: AnalysisService;
  /** Injected so tests can move time (session expiry, rate limits, link expiry). */
  now: () => Date;
};

export type AppVariables = {
  requestId: string;
  deps: AppDeps;
  /** Sections being made or made ahead of time, shared by the generation and autosave routes. */
  generation: GenerationRuntime;
  /** Set by the session middleware when a valid session cookie came with the request. */
  user: UserRow | undefined;
  session: SessionRow | undefined;
};

export type AppEnv = { Variables: AppVariables };
