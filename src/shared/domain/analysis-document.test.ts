import { describe, expect, it } from 'vitest';
import type { AnalysisState } from '../api/analyses';
import type { SectionResponse } from '../api/section-registry';
import { applyCorrection, currentSection, firstMissingPrerequisite, isStale, sectionsToBringUpToDate, storeSection } from './analysis-document';
import { prerequisitesOf } from './sections';

const META = { regenerationCount: 0, generatedAt: '2026-11-26T00:00:00.000Z' };
const questions = (...asked: Array<[string, string]>) => ({ questions: asked.map(([id, question]) => ({ id, question, category: 'c', context: 'x' })) }) as unknown as SectionResponse<'questions'>;
const any = <K extends Parameters<typeof storeSection>[1]>(_key: K) => ({}) as SectionResponse<K>;

const BASE: AnalysisState = { dilemma: { text: 'A dilemma.' }, setup: { role: 'lpc', state: 'CA', experienceLevel: 'developing', theoreticalOrientation: '' } };

/** A state with every section from questions up to `risk` stored and current. */
function upToRisk(): AnalysisState {
  let state = storeSection(BASE, 'questions', questions(['q-1', 'Who?']), META);
  for (const key of ['summary', 'conversation', 'risk'] as const) state = storeSection(state, key, any(key), META);
  return state;
}

describe('the analysis document', () => {
  it('the final report needs every step before it (risk, legal and scripts among them), not the sections shown beside them', () => {
    expect(prerequisitesOf('final')).toEqual(['questions', 'summary', 'risk', 'timeline', 'impact', 'dualTrack', 'stakeholders', 'legal', 'scripts', 'model']);
    expect(firstMissingPrerequisite(upToRisk(), 'final')).toBe('timeline');
    expect(firstMissingPrerequisite(upToRisk(), 'timeline')).toBeUndefined();
  });

  it('a changed input makes the sections that read it — and every later one — stale, and leaves earlier ones current', () => {
    const state = { ...upToRisk(), disputedFactors: { firearm: 'Surrendered.' } };
    expect(currentSection(state, 'summary')).toBeDefined();
    expect(currentSection(state, 'conversation')).toBeDefined();
    expect(isStale(state, 'risk')).toBe(true);
    expect(firstMissingPrerequisite(state, 'timeline')).toBe('risk');
    const answered = { ...upToRisk(), answers: { 'q-1': 'Someone.' } };
    expect(currentSection(answered, 'questions')).toBeDefined();
    expect(isStale(answered, 'summary')).toBe(true);
  });

  it('a correction says whether it changes anything, and which earlier sections it touched', () => {
    const before = upToRisk();
    expect(applyCorrection(before, { issueDecisions: { confirmed: [], dismissed: [] } }).changed).toBe(false);
    const corrected = applyCorrection(before, { issueDecisions: { confirmed: ['gifts'], dismissed: [] } });
    expect(corrected.changed).toBe(true);
    expect(sectionsToBringUpToDate(before, corrected.state, 'risk')).toEqual(['conversation']);
    const screened = applyCorrection(before, { safetyScreen: { self: { concern: 'no' } } });
    expect(sectionsToBringUpToDate(before, screened.state, 'risk')).toEqual(['summary', 'conversation']);
  });

  it('new questions keep the answers to questions still asked word for word', () => {
    const first = storeSection({ ...BASE }, 'questions', questions(['q-1', 'Who?'], ['q-2', 'When?']), META);
    const answered = { ...first, answers: { 'q-1': 'A colleague.', 'q-2': 'Yesterday.' } };
    const again = storeSection(answered, 'questions', questions(['q-1', 'Who?'], ['q-2', 'Where?']), META);
    expect(again.answers).toEqual({ 'q-1': 'A colleague.' });
  });
});
