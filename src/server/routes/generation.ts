import { Hono } from 'hono';
import { z } from 'zod';
import { DraftGenerationRequestSchema, RoleExampleRequestSchema, RoleExampleResponseSchema } from '../../shared/api/sections';
import { SECTIONS } from '../../shared/domain/sections';
import type { AnalysisService } from '../ai/analysis-service';
import type { AppEnv } from '../context';
import { parseWith, readJson } from '../lib/validate';
import { requireUser } from '../middleware/session';
import { generateChecked, generateIntoDraft, parseGenerationRequest } from '../services/generation';

const hasAnalysisId = (raw: unknown) => typeof raw === 'object' && raw !== null && !Array.isArray(raw) && 'analysisId' in raw;

/**
 * Every generation endpoint of the section registry, for signed-in users only. A request with an
 * `analysisId` is made from the caller's stored draft and stored in it (the answer carries the
 * draft's new `version`); any other request is the self-contained shape a client without a draft
 * sends, answered and not stored.
 */
export function generationRoutes(service: AnalysisService) {
  const app = new Hono<AppEnv>();

  app.post('/load-role-example', async (c) => {
    requireUser(c);
    const request = await readJson(c, RoleExampleRequestSchema);
    const response = await service.roleExample(request);
    return c.json(RoleExampleResponseSchema.parse(response));
  });

  for (const { key, endpoint } of SECTIONS) {
    app.post(`/${endpoint}`, async (c) => {
      const { user } = requireUser(c);
      const raw = await readJson(c, z.unknown());
      const { database, logger, now } = c.get('deps');
      const log = (facts: Record<string, unknown>, message: string) => logger.error({ requestId: c.get('requestId'), ...facts }, message);
      if (hasAnalysisId(raw)) {
        const request = parseWith(DraftGenerationRequestSchema, raw);
        const { section, version } = await generateIntoDraft({ db: database.db, service, user, key, request, now: now(), log });
        return c.json({ ...section, version });
      }
      return c.json(await generateChecked(service, key, parseGenerationRequest(key, raw), log));
    });
  }
  return app;
}
