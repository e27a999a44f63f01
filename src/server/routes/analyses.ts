import { Hono } from 'hono';
import {
  CreateAnalysisRequestSchema,
  ListAnalysesQuerySchema,
  SaveAnalysisRequestSchema,
  type AnalysisResponse,
  type AnalysisInputs,
  type ListAnalysesResponse,
} from '../../shared/api/analyses';
import { DEFAULT_EXPERIENCE_LEVEL } from '../../shared/domain/profile-options';
import { toPracticeRole } from '../../shared/domain/roles';
import type { AppEnv } from '../context';
import type { UserRow } from '../db/schema';
import { parseWith, readJson } from '../lib/validate';
import { requireUser } from '../middleware/session';
import {
  archiveAnalysis,
  createDraft,
  deleteAnalysis,
  getAnalysis,
  getCurrentDraft,
  listAnalyses,
  resumeAnalysis,
  saveAnalysis,
  toAnalysisResponse,
} from '../services/analyses';
import { prefetchAfterConfirm } from '../services/generation';

/** A new draft starts from the profile: role, state, experience, orientation and contacts. */
function initialState(user: UserRow): AnalysisInputs {
  return {
    setup: {
      role: toPracticeRole(user.role) ?? '',
      state: user.state,
      experienceLevel: user.experienceLevel || DEFAULT_EXPERIENCE_LEVEL,
      theoreticalOrientation: user.theoreticalOrientation ?? '',
    },
    contacts: {
      supervisor: { name: user.supervisorName ?? '', phone: user.supervisorPhone ?? '', email: user.supervisorEmail ?? '' },
      attorney: { name: user.legalName ?? '', phone: user.legalPhone ?? '', email: user.legalEmail ?? '' },
    },
  };
}

export const analysesRoutes = new Hono<AppEnv>()
  .post('/analyses', async (c) => {
    const { user } = requireUser(c);
    const input = await readJson(c, CreateAnalysisRequestSchema);
    const { database, now } = c.get('deps');
    const row = await createDraft({ db: database.db, userId: user.id, state: input.state ?? initialState(user), now: now() });
    const body: AnalysisResponse = toAnalysisResponse(row);
    return c.json(body, 201);
  })
  .get('/analyses/current', async (c) => {
    const { user } = requireUser(c);
    const row = await getCurrentDraft({ db: c.get('deps').database.db, userId: user.id });
    return c.json(toAnalysisResponse(row));
  })
  .get('/analyses', async (c) => {
    const { user } = requireUser(c);
    const query = parseWith(ListAnalysesQuerySchema, c.req.query());
    const body: ListAnalysesResponse = await listAnalyses({ db: c.get('deps').database.db, userId: user.id, query });
    return c.json(body);
  })
  .get('/analyses/:id', async (c) => {
    const { user } = requireUser(c);
    const row = await getAnalysis({ db: c.get('deps').database.db, userId: user.id, id: c.req.param('id') });
    return c.json(toAnalysisResponse(row));
  })
  .put('/analyses/:id', async (c) => {
    const { user } = requireUser(c);
    const input = await readJson(c, SaveAnalysisRequestSchema);
    const { database, now, analysis, logger } = c.get('deps');
    const row = await saveAnalysis({ db: database.db, userId: user.id, id: c.req.param('id'), version: input.version, inputs: input.state, now: now() });
    // Continue confirms a section: with a language model, the next one starts in the background.
    prefetchAfterConfirm({
      db: database.db,
      service: analysis,
      runtime: c.get('generation'),
      user,
      row,
      now: now(),
      log: (facts, message) => logger.error({ requestId: c.get('requestId'), ...facts }, message),
    });
    return c.json(toAnalysisResponse(row));
  })
  .post('/analyses/:id/resume', async (c) => {
    const { user } = requireUser(c);
    const { database, now } = c.get('deps');
    const row = await resumeAnalysis({ db: database.db, userId: user.id, id: c.req.param('id'), now: now() });
    return c.json(toAnalysisResponse(row));
  })
  .post('/analyses/:id/archive', async (c) => {
    const { user } = requireUser(c);
    const { database, now } = c.get('deps');
    const row = await archiveAnalysis({ db: database.db, userId: user.id, id: c.req.param('id'), now: now() });
    return c.json(toAnalysisResponse(row));
  })
  .delete('/analyses/:id', async (c) => {
    const { user } = requireUser(c);
    await deleteAnalysis({ db: c.get('deps').database.db, userId: user.id, id: c.req.param('id') });
    return c.json({ success: true });
  });
