import { eq } from 'drizzle-orm';
import type { SectionResponse } from '../../src/shared/api/section-registry';
import { storeSection } from '../../src/shared/domain/analysis-document';
import { riskLevel } from '../../src/shared/domain/risk';
import type { SectionKey } from '../../src/shared/domain/sections';
import { analyses } from '../../src/server/db/schema';
import { writeState } from '../../src/server/services/analyses';
import { readState } from '../../src/server/services/analysis-state';
import type { TestServer } from './start-server';

/**
 * Clients cannot write sections (only the server makes them), so a test that needs a stored
 * section with chosen content writes it the way the server does: keyed by the draft's inputs.
 */
export async function storeSections(server: TestServer, id: string, sections: { [K in SectionKey]?: SectionResponse<K> }) {
  const [row] = await server.database.db.select().from(analyses).where(eq(analyses.id, id));
  if (!row) throw new Error(`no analysis ${id}`);
  let state = readState(row.state);
  for (const [key, data] of Object.entries(sections) as Array<[SectionKey, SectionResponse<SectionKey>]>) {
    state = storeSection(state, key, data as never, { regenerationCount: 0, generatedAt: '2026-11-21T00:00:00.000Z' });
  }
  return writeState({ db: server.database.db, row, state, now: server.deps.now() });
}

/** A real risk section (from the built-in engine) with the score set to `score`. */
export async function riskSectionScoring(server: TestServer, score: number): Promise<SectionResponse<'risk'>> {
  const data = await server.deps.analysis.generate('risk', { text: 'A client brought me a small gift.', role: 'lpc', state: 'CA' });
  const level = riskLevel(score);
  return { ...data, risk_score: score, level, 'BASIC ASSESSMENT': { ...data['BASIC ASSESSMENT'], risk_score: score, level } };
}

export async function storeRiskScore(server: TestServer, id: string, score: number) {
  return storeSections(server, id, { risk: await riskSectionScoring(server, score) });
}

