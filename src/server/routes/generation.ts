import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { DraftGenerationRequestSchema, RoleExampleRequestSchema, RoleExampleResponseSchema } from '../../shared/api/sections';
import { SECTIONS } from '../../shared/domain/sections';
import type { AnalysisService } from '../ai/analysis-service';
import type { AppEnv } from '../context';
import { parseWith, readJson } from '../lib/validate';
import { handleError } from '../middleware/error-handler';
import { requireUser } from '../middleware/session';
import { generateIntoDraft, generateSelfContained } from '../services/generation';

const hasAnalysisId = (raw: unknown) => typeof raw === 'object' && raw !== null && !Array.isArray(raw) && 'analysisId' in raw;

/** The client reads server-sent events (the screens do); other clients get the one JSON answer. */
const acceptsEvents = (c: Context<AppEnv>) => /\btext\/event-stream\b/i.test(c.req.header('Accept') ?? '');

type Outcome = { ok: true; value: Record<string, unknown> } | { ok: false; error: unknown };

/**
 * A section a language model writes reaches the screen as it is written (decision 013): once the
 * model's first words arrive, the answer becomes a stream of server-sent events — `partial` (the
 * section so far, unchecked), then `section` (the checked, stored section with the draft's
 * version) or `error` (the error body with its status). Until then nothing is sent, so a section
 * that is stored, made ahead of time or refused (404, 409, 429) is the usual JSON answer.
 */
async function streamWhenWritten(c: Context<AppEnv>, run: (onPartial: (partial: unknown) => void) => Promise<Record<string, unknown>>): Promise<Response> {
  let latest: unknown;
  let send: ((event: string, data: unknown) => void) | undefined;
  let started: () => void = () => undefined;
  const firstWords = new Promise<'streaming'>((resolve) => {
    started = () => resolve('streaming');
  });
  const onPartial = (partial: unknown) => {
    latest = partial;
    if (send) send('partial', partial);
    else started();
  };
  const outcome = run(onPartial).then(
    (value): Outcome => ({ ok: true, value }),
    (error: unknown): Outcome => ({ ok: false, error }),
  );
  const first = await Promise.race([outcome, firstWords]);
  if (first !== 'streaming') {
    if (first.ok) return c.json(first.value);
    throw first.error;
  }

  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      send = (event, data) => {
        try {
          controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
        } catch {
          // The client left; the request's signal has cancelled the model call.
        }
      };
      send('partial', latest);
      void outcome.then(async (result) => {
        if (result.ok) send?.('section', result.value);
        else if (!c.req.raw.signal.aborted) {
          const failure = handleError(result.error instanceof Error ? result.error : new Error('generation failed'), c);
          send?.('error', { status: failure.status, ...((await failure.json()) as object) });
        }
        try {
          controller.close();
        } catch {
          // Already closed by the client.
        }
      });
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: never buffered by a proxy or by our own compression (middleware/compression.ts).
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}

/**
 * Every generation endpoint of the section registry, for signed-in users only. A request with an
 * `analysisId` is made from the caller's stored draft and stored in it (the answer carries the
 * draft's new `version`); any other request is the self-contained shape a client without a draft
 * sends, answered and not stored. Leaving (closing the connection) cancels a model call nobody
 * else waits for.
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
      const runtime = c.get('generation');
      const signal = c.req.raw.signal;
      const log = (facts: Record<string, unknown>, message: string) => logger.error({ requestId: c.get('requestId'), ...facts }, message);
      if (hasAnalysisId(raw)) {
        const request = parseWith(DraftGenerationRequestSchema, raw);
        const run = async (onPartial?: (partial: unknown) => void) => {
          const { section, version } = await generateIntoDraft({ db: database.db, service, runtime, user, key, request, now: now(), log, signal, onPartial });
          return { ...section, version };
        };
        if (service.name === 'llm' && acceptsEvents(c)) return streamWhenWritten(c, run);
        return c.json(await run());
      }
      return c.json(await generateSelfContained({ db: database.db, service, runtime, user, key, raw, now: now(), log, signal }));
    });
  }
  return app;
}
