import { and, count, desc, eq, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnalysisInputs, AnalysisListItem, AnalysisResponse, AnalysisState, ListAnalysesQuerySchema } from '../../shared/api/analyses';
import { STALE_VERSION_MESSAGE } from '../../shared/api/analyses';
import { draftInputs, riskScoreOf } from '../../shared/domain/analysis-document';
import { buildAnalysisDescription, buildAnalysisTitle } from '../../shared/domain/analysis-title';
import { isDeclaredPath } from '../../shared/domain/paths';
import { riskFilterRange, riskLevel, type RiskLevel } from '../../shared/domain/risk';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { analyses, type AnalysisRow } from '../db/schema';
import { AppError } from '../lib/app-error';
import { readState } from './analysis-state';
import { assertWithinQuota, stateBytes } from './storage-quota';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ANALYSIS_NOT_FOUND = 'Analysis not found';

export function toAnalysisResponse(row: AnalysisRow): AnalysisResponse {
  const { currentStep, ...state } = readState(row.state);
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    // A step saved before steps were checked is only passed on when the app still has that screen.
    state: currentStep && isDeclaredPath(currentStep) ? { currentStep, ...state } : state,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toListItem(row: AnalysisRow): AnalysisListItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    riskScore: row.riskScore,
    riskLevel: (row.riskLevel as RiskLevel | null) ?? null,
    status: row.status,
    currentStep: row.currentStep,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Columns kept in step with the state so the list can search and filter in the database. */
function derivedColumns(state: AnalysisState, createdAt: Date) {
  const text = state.dilemma?.text ?? '';
  const score = riskScoreOf(state);
  const level = score === null ? null : riskLevel(score);
  return {
    title: buildAnalysisTitle(level, text, createdAt),
    description: buildAnalysisDescription(text),
    riskScore: score,
    riskLevel: level,
    currentStep: state.currentStep ?? null,
    stateBytes: stateBytes(state),
  };
}

/** Reads one of the caller's analyses; anyone else's (or a malformed id) is simply not found. */
export async function getAnalysis(options: { db: Database; userId: string; id: string }): Promise<AnalysisRow> {
  if (!UUID.test(options.id)) throw new AppError('not_found', ANALYSIS_NOT_FOUND);
  const [row] = await options.db
    .select()
    .from(analyses)
    .where(and(eq(analyses.id, options.id), eq(analyses.userId, options.userId)))
    .limit(1);
  if (!row) throw new AppError('not_found', ANALYSIS_NOT_FOUND);
  return row;
}

export async function getCurrentDraft(options: { db: Database; userId: string }): Promise<AnalysisRow> {
  const [row] = await options.db
    .select()
    .from(analyses)
    .where(and(eq(analyses.userId, options.userId), eq(analyses.status, 'draft')))
    .orderBy(desc(analyses.updatedAt))
    .limit(1);
  if (!row) throw new AppError('not_found', 'No analysis in progress');
  return row;
}

/** A draft nobody has written in yet: no dilemma, no answers, no section. */
function isEmptyDraft(state: AnalysisState): boolean {
  return !state.dilemma?.text.trim() && Object.keys(state.answers ?? {}).length === 0 && Object.keys(state.sections ?? {}).length === 0;
}

/**
 * Starts a new draft. An empty draft in progress is reused rather than joined by another; any
 * other draft in progress is archived, never destroyed: it stays in Saved Analyses.
 */
export async function createDraft(options: { db: Database; userId: string; state: AnalysisInputs; now: Date }): Promise<AnalysisRow> {
  const { db, userId, state, now } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(analyses)
      .where(and(eq(analyses.userId, userId), eq(analyses.status, 'draft')))
      .orderBy(desc(analyses.updatedAt))
      .limit(1);
    const bytes = stateBytes(state);
    if (current && isEmptyDraft(readState(current.state))) {
      await assertWithinQuota(tx, { userId, addRows: 0, addBytes: bytes - current.stateBytes });
      const [row] = await tx
        .update(analyses)
        .set({ state, version: sql`${analyses.version} + 1`, ...derivedColumns(state, now), createdAt: now, updatedAt: now })
        .where(eq(analyses.id, current.id))
        .returning();
      if (row) return row;
    }
    await assertWithinQuota(tx, { userId, addRows: 1, addBytes: bytes });
    await tx
      .update(analyses)
      .set({ status: 'archived', updatedAt: now })
      .where(and(eq(analyses.userId, userId), eq(analyses.status, 'draft')));
    const [row] = await tx
      .insert(analyses)
      .values({ userId, status: 'draft', version: 1, state, ...derivedColumns(state, now), createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

/**
 * Saves what the practitioner typed or chose if `version` is current; the sections stay as the
 * server stored them. A stale version is a 409 and nothing changes.
 */
export async function saveAnalysis(options: {
  db: Database;
  userId: string;
  id: string;
  version: number;
  inputs: AnalysisInputs;
  now: Date;
}): Promise<AnalysisRow> {
  const { db, userId, id, version, inputs, now } = options;
  const existing = await getAnalysis({ db, userId, id });
  if (existing.version !== version) throw staleVersion(existing.version);
  const state: AnalysisState = { ...inputs, sections: readState(existing.state).sections };
  return writeState({ db, row: existing, state, now });
}

export function staleVersion(currentVersion: number): AppError {
  return new AppError('conflict', STALE_VERSION_MESSAGE, { currentVersion: String(currentVersion) });
}

/**
 * Writes a new state over `row` in one statement, only if nobody wrote since `row` was read
 * (the version is bumped); otherwise a 409 and nothing changes.
 */
export async function writeState(options: { db: Database; row: AnalysisRow; state: AnalysisState; now: Date }): Promise<AnalysisRow> {
  const { db, row: existing, state, now } = options;
  const columns = derivedColumns(state, existing.createdAt);
  const [row] = await db.transaction(async (tx) => {
    await assertWithinQuota(tx, { userId: existing.userId, addRows: 0, addBytes: columns.stateBytes - existing.stateBytes });
    return tx
      .update(analyses)
      .set({ state, version: sql`${analyses.version} + 1`, ...columns, updatedAt: now })
      .where(and(eq(analyses.id, existing.id), eq(analyses.userId, existing.userId), eq(analyses.version, existing.version)))
      .returning();
  });
  if (!row) {
    const current = await getAnalysis({ db, userId: existing.userId, id: existing.id });
    throw staleVersion(current.version);
  }
  return row;
}

/** Makes an archived or completed analysis the one in progress again (archiving the current one). */
export async function resumeAnalysis(options: { db: Database; userId: string; id: string; now: Date }): Promise<AnalysisRow> {
  const { db, userId, id, now } = options;
  await getAnalysis({ db, userId, id });
  return db.transaction(async (tx) => {
    await tx
      .update(analyses)
      .set({ status: 'archived', updatedAt: now })
      .where(and(eq(analyses.userId, userId), eq(analyses.status, 'draft'), ne(analyses.id, id)));
    const [row] = await tx
      .update(analyses)
      .set({ status: sql`case when ${analyses.status} = 'complete' then 'complete' else 'draft' end`, updatedAt: now })
      .where(and(eq(analyses.id, id), eq(analyses.userId, userId)))
      .returning();
    if (!row) throw new AppError('not_found', ANALYSIS_NOT_FOUND);
    return row;
  });
}

export async function archiveAnalysis(options: { db: Database; userId: string; id: string; now: Date }): Promise<AnalysisRow> {
  await getAnalysis(options);
  const [row] = await options.db
    .update(analyses)
    .set({ status: 'archived', updatedAt: options.now })
    .where(and(eq(analyses.id, options.id), eq(analyses.userId, options.userId), eq(analyses.status, 'draft')))
    .returning();
  return row ?? (await getAnalysis(options));
}

export async function deleteAnalysis(options: { db: Database; userId: string; id: string }): Promise<void> {
  await getAnalysis(options);
  await options.db.delete(analyses).where(and(eq(analyses.id, options.id), eq(analyses.userId, options.userId)));
}

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The caller's analyses, newest first, searched and filtered in the database (docs/product.md "Reports"). */
export async function listAnalyses(options: { db: Database; userId: string; query: z.output<typeof ListAnalysesQuerySchema> }) {
  const { db, userId, query } = options;
  const conditions: SQL[] = [eq(analyses.userId, userId)];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(analyses.title, pattern), ilike(analyses.description, pattern)) as SQL);
  }
  if (query.risk) {
    const range = riskFilterRange(query.risk);
    conditions.push(gte(analyses.riskScore, range.min));
    if (Number.isFinite(range.maxExclusive)) conditions.push(lt(analyses.riskScore, range.maxExclusive));
  }
  const where = and(...conditions);
  const [totals] = await db.select({ total: count() }).from(analyses).where(eq(analyses.userId, userId));
  const [matches] = await db.select({ matching: count() }).from(analyses).where(where);
  const rows = await db
    .select()
    .from(analyses)
    .where(where)
    .orderBy(desc(analyses.createdAt), desc(analyses.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(toListItem),
    total: totals?.total ?? 0,
    matching: matches?.matching ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Marks the caller's draft complete with the state it was saved with, or stores a new completed
 * analysis (a locally saved one being uploaded, or no draft id), within the account's caps.
 */
export async function saveCompleteAnalysis(options: {
  db: Database;
  userId: string;
  analysisId: string | undefined;
  state: AnalysisState;
  createdAt: Date | undefined;
  now: Date;
}): Promise<AnalysisRow> {
  const { db, userId, analysisId, now } = options;
  let state = options.state;
  if (analysisId) {
    const existing = await db
      .select()
      .from(analyses)
      .where(and(eq(analyses.id, analysisId), eq(analyses.userId, userId)))
      .limit(1);
    if (existing[0]) {
      // The server made this analysis's sections: the client's copy only brings the inputs.
      state = { ...draftInputs(state), sections: readState(existing[0].state).sections };
      const columns = derivedColumns(state, existing[0].createdAt);
      const replaced = existing[0].stateBytes;
      const [row] = await db.transaction(async (tx) => {
        await assertWithinQuota(tx, { userId, addRows: 0, addBytes: columns.stateBytes - replaced });
        return tx
          .update(analyses)
          .set({ state, status: 'complete', version: sql`${analyses.version} + 1`, ...columns, updatedAt: now, completedAt: now })
          .where(and(eq(analyses.id, analysisId), eq(analyses.userId, userId)))
          .returning();
      });
      if (row) return row;
    }
  }
  const createdAt = options.createdAt ?? now;
  const columns = derivedColumns(state, createdAt);
  const [row] = await db.transaction(async (tx) => {
    await assertWithinQuota(tx, { userId, addRows: 1, addBytes: columns.stateBytes });
    return tx
      .insert(analyses)
      .values({ userId, status: 'complete', version: 1, state, ...columns, createdAt, updatedAt: now, completedAt: now })
      .returning();
  });
  if (!row) throw new Error('insert returned no row');
  return row;
}
