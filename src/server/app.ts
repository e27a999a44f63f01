import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ANALYSIS_MAX_BODY_BYTES, MAX_BODY_BYTES } from '../shared/domain/limits';
import type { AppDeps, AppEnv } from './context';
import { AppError } from './lib/app-error';
import { compression } from './middleware/compression';
import { handleError } from './middleware/error-handler';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { spaRoutes } from './middleware/spa';
import { csrfProtection } from './middleware/csrf';
import { loadSession } from './middleware/session';
import { accountRoutes } from './routes/account';
import { analysesRoutes } from './routes/analyses';
import { authRoutes } from './routes/auth';
import { generationRoutes } from './routes/generation';
import { healthRoutes } from './routes/health';
import { identifierRoutes } from './routes/identifiers';
import { knowledgeBaseRoutes } from './routes/knowledge-base';
import { optionsRoutes } from './routes/options';
import { reportRoutes } from './routes/reports';
import { testReportRoutes } from './routes/test-report';
import type { GenerationRuntime } from './services/generation';
import { createGenerationJobs } from './services/generation-jobs';

/** Builds the whole HTTP app without listening, so tests can serve it on a loopback port. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const generation: GenerationRuntime = { jobs: createGenerationJobs(), env: deps.env };

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('generation', generation);
    await next();
  });
  app.use('*', requestLog);
  app.use('*', compression);
  app.use('*', securityHeaders);
  const limitBody = (maxSize: number, label: string) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError('payload_too_large', `The request is too large (the limit is ${label}).`);
      },
    });
  const largeBody = limitBody(ANALYSIS_MAX_BODY_BYTES, '2 MB');
  const normalBody = limitBody(MAX_BODY_BYTES, '256 KB');
  // A whole analysis is bigger than any other request; everything else stays at 256 KB.
  app.use('/api/*', (c, next) =>
    /^\/api\/(analyses(\/[^/]+)?|save-complete-analysis)$/.test(c.req.path) ? largeBody(c, next) : normalBody(c, next),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    // A route may add directives (the streamed export's no-transform); no-store is always there.
    const own = c.res.headers.get('Cache-Control');
    c.header('Cache-Control', own?.includes('no-store') ? own : 'no-store');
  });

  app.use('/api/*', csrfProtection);
  app.use('/api/*', loadSession);

  const api = new Hono<AppEnv>();
  api.route('/', healthRoutes);
  api.route('/', optionsRoutes);
  api.route('/', authRoutes);
  api.route('/', accountRoutes);
  api.route('/', analysesRoutes);
  api.route('/', identifierRoutes);
  api.route('/', knowledgeBaseRoutes);
  api.route('/', reportRoutes);
  // A developer's sample: never a model's calls (decision 013).
  api.route('/', testReportRoutes(deps.analysis.builtIn ?? deps.analysis));
  api.route('/', generationRoutes(deps.analysis));
  api.all('*', (c) => {
    throw new AppError('not_found', `No API route ${c.req.method} ${c.req.path}`);
  });
  app.route('/api', api);

  app.route('/', spaRoutes(deps.env.STATIC_DIR));

  app.onError(handleError);
  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
