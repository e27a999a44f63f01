import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { createBuiltInService, type AnalysisService } from './analysis-service';
import { configuredModel } from './language-model';
import { createLlmService } from './llm-service';

/**
 * The analysis service the environment asks for: the built-in engine (the default, offline), or a
 * language model it grounds and falls back to (decision 013).
 */
export function createAnalysisService(env: Env, logger: Logger): AnalysisService {
  const builtIn = createBuiltInService();
  const configured = configuredModel(env);
  return configured ? createLlmService({ configured, builtIn, env, logger }) : builtIn;
}
