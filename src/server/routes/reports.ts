import { Hono } from 'hono';
import { z } from 'zod';
import {
  AnalysisInputsSchema,
  type AnalysisState,
  NOTHING_TO_SAVE,
  NOT_SIGNED_IN_TO_SAVE,
  SAVED_TO_DATABASE,
  SaveCompleteAnalysisRequestSchema,
  type SaveCompleteAnalysisResponse,
} from '../../shared/api/analyses';
import type { AppEnv } from '../context';
import { AppError } from '../lib/app-error';
import { parseWith, readJson } from '../lib/validate';
import { buildReportModel, type ReportModel } from '../reports/report-model';
import { renderHtmlReport } from '../reports/html-report';
import { renderTextReport } from '../reports/text-report';
import type { AnalysisRow } from '../db/schema';
import { getAnalysis, saveCompleteAnalysis } from '../services/analyses';
import { readState } from '../services/analysis-state';

/**
 * The analysis a save carries: its inputs are validated like an autosave; its sections are kept
 * where they match today's schemas (a draft's own sections come from the server anyway).
 */
function parseSession(serialised: string): AnalysisState {
  let raw: unknown;
  try {
    raw = JSON.parse(serialised);
  } catch {
    throw new AppError('validation_error', NOTHING_TO_SAVE, { completeSessionData: 'The saved analysis is not valid JSON.' });
  }
  parseWith(z.unknown(), raw);
  const { sections: _sections, ...inputs } = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  return { ...parseWith(AnalysisInputsSchema, inputs), sections: readState(raw).sections };
}

/** The report of a stored analysis: a 409 until its final report exists and is up to date. */
function reportOf(row: AnalysisRow, now: Date): ReportModel {
  const model = buildReportModel(readState(row.state), now);
  if (!model) throw new AppError('conflict', 'Generate the final report before downloading it: it is missing or out of date.');
  return model;
}

export const reportRoutes = new Hono<AppEnv>()
  .post('/save-complete-analysis', async (c) => {
    const user = c.get('user');
    // A save without a signed-in user has its own message.
    if (!user) throw new AppError('unauthenticated', NOT_SIGNED_IN_TO_SAVE);
    const input = await readJson(c, SaveCompleteAnalysisRequestSchema).catch((error: unknown) => {
      if (error instanceof AppError && error.details?.completeSessionData) {
        throw new AppError('validation_error', NOTHING_TO_SAVE, error.details);
      }
      throw error;
    });
    const state = parseSession(input.completeSessionData);
    if (!state.dilemma?.text.trim()) throw new AppError('validation_error', NOTHING_TO_SAVE, { completeSessionData: NOTHING_TO_SAVE });
    const { database, now } = c.get('deps');
    const createdAt = input.savedLocallyAt ? new Date(input.savedLocallyAt) : undefined;
    const row = await saveCompleteAnalysis({
      db: database.db,
      userId: user.id,
      analysisId: input.analysisId,
      state,
      createdAt: createdAt && !Number.isNaN(createdAt.getTime()) ? createdAt : undefined,
      now: now(),
    });
    const body: SaveCompleteAnalysisResponse = { success: true, id: row.id, message: SAVED_TO_DATABASE };
    return c.json(body, 201);
  })
  .get('/analyses/:id/report.html', async (c) => {
    const user = c.get('user');
    if (!user) throw new AppError('unauthenticated', 'Please sign in to continue.');
    const { database, now } = c.get('deps');
    const row = await getAnalysis({ db: database.db, userId: user.id, id: c.req.param('id') });
    const model = reportOf(row, now());
    const date = now().toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="grayline-report-${date}.html"`);
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    return c.body(renderHtmlReport(model), 200, { 'Content-Type': 'text/html; charset=utf-8' });
  })
  .get('/analyses/:id/report.txt', async (c) => {
    const user = c.get('user');
    if (!user) throw new AppError('unauthenticated', 'Please sign in to continue.');
    const { database, now } = c.get('deps');
    const row = await getAnalysis({ db: database.db, userId: user.id, id: c.req.param('id') });
    const model = reportOf(row, now());
    const date = now().toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="grayline-comprehensive-report-${date}.txt"`);
    return c.body(renderTextReport(model), 200, { 'Content-Type': 'text/plain; charset=utf-8' });
  });
