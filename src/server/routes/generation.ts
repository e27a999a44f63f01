import { Hono } from 'hono';
import type { z } from 'zod';
import { DILEMMA_TOO_LONG_MESSAGE, GENERATION_ENDPOINTS, RoleExampleRequestSchema, RoleExampleResponseSchema, type GenerationEndpoint } from '../../shared/api/sections';
import type { AnalysisService } from '../ai/analysis-service';
import type { AppEnv } from '../context';
import { AppError } from '../lib/app-error';
import { readJson } from '../lib/validate';
import { requireUser } from '../middleware/session';

/** spec-2 §8: "Failed to generate …" names the section. */
function sectionName(endpoint: GenerationEndpoint): string {
  return endpoint.replace(/^generate-/, '').replace(/-/g, ' ');
}

/** A dilemma over the cap is too large, not malformed: 413 with the reason. */
async function readGenerationRequest<S extends z.ZodType>(c: Parameters<typeof readJson>[0], schema: S): Promise<z.output<S>> {
  try {
    return await readJson(c, schema);
  } catch (error) {
    if (error instanceof AppError && error.details?.dilemma === DILEMMA_TOO_LONG_MESSAGE) {
      throw new AppError('payload_too_large', DILEMMA_TOO_LONG_MESSAGE, error.details);
    }
    throw error;
  }
}

/**
 * Every generation endpoint of spec-1 §7 and spec-2 §7: signed-in users only, validated request,
 * the service's answer validated against the same contract the client renders.
 */
export function generationRoutes(service: AnalysisService) {
  const app = new Hono<AppEnv>();

  app.post('/load-role-example', async (c) => {
    requireUser(c);
    const request = await readJson(c, RoleExampleRequestSchema);
    const response = await service.roleExample(request);
    return c.json(RoleExampleResponseSchema.parse(response));
  });

  for (const endpoint of Object.keys(GENERATION_ENDPOINTS) as GenerationEndpoint[]) {
    const { request: requestSchema, response: responseSchema } = GENERATION_ENDPOINTS[endpoint];
    app.post(`/${endpoint}`, async (c) => {
      requireUser(c);
      const request = await readGenerationRequest(c, requestSchema);
      let response: unknown;
      try {
        response = await service.generate(endpoint, request as never);
      } catch (error) {
        c.get('deps').logger.error(
          { requestId: c.get('requestId'), endpoint, err: error },
          'generation failed',
        );
        throw new AppError('ai_unavailable', `Failed to generate ${sectionName(endpoint)}. Please try again.`);
      }
      const checked = responseSchema.safeParse(response);
      if (!checked.success) {
        // Only the paths of the problems are logged: never the generated text or the dilemma.
        c.get('deps').logger.error(
          { requestId: c.get('requestId'), endpoint, issues: checked.error.issues.slice(0, 5).map((i) => i.path.join('.')) },
          'generated section failed its schema',
        );
        throw new AppError('ai_unavailable', `Failed to generate ${sectionName(endpoint)}. Please try again.`);
      }
      return c.json(checked.data);
    });
  }
  return app;
}
