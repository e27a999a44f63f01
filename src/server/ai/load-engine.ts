import type * as EngineModule from '../../engine';

type Engine = typeof EngineModule;

let loading: Promise<Engine> | undefined;

/**
 * The built-in engine, imported on first use rather than at start-up: importing it compiles
 * every lexicon's patterns and loads the vocabulary model (a few hundred milliseconds of CPU),
 * which a health check, the pages and most API requests never need. main.ts warms it as soon as
 * the server is listening, so the first analysis rarely waits for it. Server code reaches the
 * engine only through here (an ESLint rule keeps it so).
 */
export function loadEngine(): Promise<Engine> {
  return (loading ??= import('../../engine'));
}
