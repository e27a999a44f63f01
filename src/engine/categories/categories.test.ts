import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ISSUE_CATEGORY_IDS, type IssueCategoryId } from '../../shared/domain/issue-categories';
import { CATEGORY_RULES } from '../risk/rubric';
import { STATE_LAW_TOPICS } from '../knowledge-base';
import { buildContext } from '../compose/context';
import { hygieneViolations, type Signals } from '../compose/hygiene';
import { readingOf, type Reading } from '../compose/reading';
import { CONTROL } from '../compose/test-fixtures';
import { CATEGORIES, ROUTINE } from '.';

const here = path.dirname(fileURLToPath(import.meta.url));
const composeDir = path.join(here, '..', 'compose');

/** The signals of a dilemma that has this one issue and nothing else. */
function onlySignals(id: IssueCategoryId): Signals {
  const is = (...ids: IssueCategoryId[]) => ids.includes(id);
  return {
    categories: new Set([id]),
    duty: is('duty-to-protect'),
    suicide: is('suicide-risk'),
    dutyToSelf: false,
    childAbuse: is('child-abuse-reporting'),
    elderAbuse: is('elder-abuse-reporting'),
    abuse: is('child-abuse-reporting', 'elder-abuse-reporting'),
    minor: is('minors-consent'),
    school: false,
    substanceRecords: is('substance-use-records'),
    records: is('records-legal-process'),
    request: is('records-legal-process'),
    subpoena: false,
    courtOrder: false,
    telehealth: is('telehealth-jurisdiction'),
    forensic: is('forensic-role'),
    critical: false,
    crisisLine: false,
    emergency: false,
    legal: true,
    danger: is('duty-to-protect', 'suicide-risk'),
    sexual: is('sexual-boundaries'),
    partnerViolence: false,
  };
}

/** A reading of a routine dilemma recast as one with only this issue, for rendering a category's text. */
function readingWith(id: IssueCategoryId): Reading {
  const base = readingOf(buildContext(CONTROL));
  return { ...base, categories: [id], inPlay: new Set([id]), main: id, signals: onlySignals(id) };
}

/** Every string a category's definition can produce for a reading. */
function textOf(id: IssueCategoryId, r: Reading): string {
  const c = CATEGORIES[id];
  const g = c.guidance;
  return JSON.stringify([
    g.topic,
    g.question(r),
    g.tension,
    g.pathways(r),
    g.mitigations(r),
    g.actions(r),
    g.monitoring,
    g.development,
    g.documentation,
    g.clientHarm,
    c.insight,
    c.impact,
    c.conversation(r),
    c.options,
    c.timeline(r),
    c.situation.clause(r),
    c.stakeholders.message,
    c.coping,
    c.success,
    c.pulls,
    c.standardOfCare,
    c.framework,
    c.licensingBoard,
  ]);
}

describe('category definitions', () => {
  it('has one file per category, named by its id, exporting a definition with that id', () => {
    const files = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !['index.ts', 'types.ts', 'define.ts', 'routine.ts'].includes(f));
    expect(files.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual([...ISSUE_CATEGORY_IDS].sort());
    for (const id of ISSUE_CATEGORY_IDS) expect(CATEGORIES[id].id, id).toBe(id);
  });

  it('fills every field of every category: text, courses of action with one recommended, and the lists each screen draws on', () => {
    for (const id of ISSUE_CATEGORY_IDS) {
      const c = CATEGORIES[id];
      const r = readingWith(id);
      const g = c.guidance;
      for (const text of [g.topic, g.question(r), g.tension, c.insight.stakes, c.impact.emotional, c.impact.identity, c.impact.relational, c.situation.clause(r), c.stakeholders.message, c.pulls, c.standardOfCare]) {
        expect(text.trim().length, id).toBeGreaterThan(10);
      }
      expect(g.principles.length, id).toBeGreaterThanOrEqual(4);
      const pathways = g.pathways(r);
      expect(pathways.length, id).toBeGreaterThanOrEqual(3);
      expect(pathways.filter((p) => p.recommended), id).toHaveLength(1);
      for (const list of [g.mitigations(r), g.actions(r), g.monitoring, g.development, g.documentation, c.insight.principles, c.insight.values, c.insight.decisions, c.impact.impacts, c.impact.values, c.impact.feelings, c.success]) {
        expect(list.length, id).toBeGreaterThan(0);
      }
      const lines = c.conversation(r);
      for (const list of [lines.starters, lines.responses, lines.messages, lines.followUps]) expect(list.length, id).toBeGreaterThan(0);
      expect(c.options.length, id).toBeGreaterThanOrEqual(3);
      const plan = c.timeline(r);
      for (const list of [plan.now, plan.soon, plan.week, plan.ongoing]) expect(list.length, id).toBeGreaterThan(0);
      expect(c.impact.distress, id).toBeGreaterThanOrEqual(0);
      expect(c.impact.distress, id).toBeLessThanOrEqual(10);
      // A duty overrides confidentiality; a category cannot both carry a duty and guard confidentiality.
      expect(c.duty !== null && c.confidentiality !== null, id).toBe(false);
    }
  });

  it('keeps each category’s text inside that category’s own language', () => {
    for (const id of ISSUE_CATEGORY_IDS) expect(hygieneViolations(onlySignals(id), textOf(id, readingWith(id))), id).toEqual([]);
  });

  it('holds the routine answer to the same bar, in no category’s language at all', () => {
    const r = readingOf(buildContext(CONTROL));
    const text = JSON.stringify([ROUTINE.guidance.pathways(r), ROUTINE.guidance.actions(r), ROUTINE.insight, ROUTINE.impact, ROUTINE.conversation, ROUTINE.options, ROUTINE.timeline]);
    expect(hygieneViolations(r.signals, text)).toEqual([]);
    expect(ROUTINE.guidance.pathways(r).filter((p) => p.recommended)).toHaveLength(1);
  });

  it('is where the rubric and the knowledge base read each category’s rule and state-law topics', () => {
    for (const id of ISSUE_CATEGORY_IDS) {
      expect(CATEGORY_RULES[id], id).toBe(CATEGORIES[id].rubric);
      expect(STATE_LAW_TOPICS[id] ?? [], id).toEqual(CATEGORIES[id].stateLaw);
    }
  });

  it('names the screen domain and the duty of the issues a safety screen settles', () => {
    expect(Object.fromEntries(ISSUE_CATEGORY_IDS.filter((id) => CATEGORIES[id].screen).map((id) => [id, [CATEGORIES[id].screen, CATEGORIES[id].duty]]))).toEqual({
      'duty-to-protect': ['others', 'protect-others'],
      'suicide-risk': ['self', 'protect-self'],
      'child-abuse-reporting': ['abuse', 'report-child'],
      'elder-abuse-reporting': ['abuse', 'report-elder'],
    });
  });
});

describe('the composers', () => {
  const sources = readdirSync(composeDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'test-fixtures.ts')
    .map((f) => ({ file: f, text: readFileSync(path.join(composeDir, f), 'utf8') }));

  it('keep no per-category tables or switches: what a category says lives in its file', () => {
    const categoryCase = new RegExp(`case '(?:${ISSUE_CATEGORY_IDS.join('|')})':`);
    for (const { file, text } of sources) {
      expect(text, file).not.toMatch(categoryCase);
      expect(text, file).not.toMatch(/Record<IssueCategoryId/);
    }
  });

  it('have no text folder of per-category tables left', () => {
    expect(readdirSync(composeDir)).not.toContain('text');
  });
});
