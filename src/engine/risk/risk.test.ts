import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ISSUE_CATEGORIES } from '../../shared/domain/issue-categories';
import { riskLevel } from '../../shared/domain/risk';
import { HARM_KEYS, type RiskResult } from '../types';
import { understandDilemma } from '../understand';
import { assessRisk } from '.';
import { ADDITIONAL_CONCERN_MIN_POINTS, CATEGORY_RULES, DANGER_POINTS, FLOORS, HARM_COEFFICIENTS, MODERATE_CEILING, NON_IMMINENT_CEILING } from './rubric';

const risk = (text: string, clarifyingAnswers?: Record<string, string>): RiskResult =>
  assessRisk(understandDilemma({ text, role: 'lcsw', state: 'NY', ...(clarifyingAnswers ? { clarifyingAnswers } : {}) }));

describe('assessRisk: PRODUCT.md bands', () => {
  it('threat + identifiable victim + firearm is CRITICAL', () => {
    const r = risk('My client said he is going to shoot his ex-wife this weekend. He owns a handgun.');
    expect(r.level).toBe('CRITICAL');
    expect(r.score).toBeGreaterThanOrEqual(9);
    expect(r.factors.map((f) => f.id)).toEqual(expect.arrayContaining(['threat', 'identifiable-victim', 'firearm']));
  });

  it('suicidal ideation with a plan and a time frame is CRITICAL', () => {
    const r = risk('She is suicidal, has a plan to overdose on the pills she has been saving, and says she will do it tonight.');
    expect(r.level).toBe('CRITICAL');
  });

  it('a threat against a named person without means or plan is HIGH (duty to protect)', () => {
    const r = risk('My client told me he is going to put his supervisor in the hospital. He does not own a gun and has no plan.');
    expect(r.level).toBe('HIGH');
  });

  it('a suspected child abuse report is at least HIGH', () => {
    const r = risk('A 7-year-old client told me her dad hits her with a belt and I saw bruises on her arms.');
    expect(r.score).toBeGreaterThanOrEqual(7);
    expect(r.factors.some((f) => f.id === 'floor')).toBe(true);
  });

  it('a sexual relationship with a client is at least HIGH', () => {
    expect(risk('I found out my coworker has been sleeping with one of his clients.').score).toBeGreaterThanOrEqual(7);
  });

  it('a small gift and a friend request are LOW', () => {
    expect(risk('A client gave me a small thank-you card and some cookies for the holidays.').level).toBe('LOW');
    expect(risk('A client sent me a friend request on Facebook.').level).toBe('LOW');
  });

  it('passive ideation without plan or intent is MODERATE', () => {
    expect(risk('He has passive suicidal ideation, denies any plan or intent, and has no prior attempts.').level).toBe('MODERATE');
  });

  it('a denied threat is not a duty to protect', () => {
    const r = risk('He was angry at his brother but denies any homicidal ideation, denies intent and has no access to weapons.');
    expect(r.level === 'LOW' || r.level === 'MODERATE').toBe(true);
  });

  it('no issue gives the baseline score', () => {
    const r = risk('Client asked whether we can meet on Thursdays instead of Tuesdays.');
    expect(r.score).toBe(1);
    expect(r.level).toBe('LOW');
  });

  it('the "yes, he owns a gun" answer raises the score', () => {
    const text = "My client said his ex-wife will pay for what she did and that he'll deal with her when she moves out Friday.";
    const before = risk(text);
    const after = risk(text, { 'firearm-access': 'Yes, he owns a gun.' });
    expect(after.score).toBeGreaterThan(before.score);
    expect(after.factors.map((f) => f.id)).toContain('firearm');
  });

  it('protective factors lower a danger score, but never below a floor', () => {
    const base = 'He has thoughts of suicide and access to his hunting rifles.';
    const protectedScore = risk(`${base} His rifles have been removed from the home and we completed a safety plan together.`);
    expect(protectedScore.score).toBeLessThan(risk(base).score);
    expect(protectedScore.factors.some((f) => f.weight < 0)).toBe(true);
  });
});

describe('assessRisk: result shape', () => {
  const samples = [
    'Client asked whether we can meet on Thursdays instead of Tuesdays.',
    'A client gave me a $300 watch.',
    'I received a subpoena for my client records.',
    'He has passive suicidal ideation, denies any plan.',
    'A 7-year-old said her dad hits her with a belt.',
    'My client said he is going to shoot his ex-wife this weekend. He owns a handgun.',
  ];

  it('scores are integers 0–10 and the level is the shared band', () => {
    for (const text of samples) {
      const r = risk(text);
      expect(Number.isInteger(r.score)).toBe(true);
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(10);
      expect(r.level).toBe(riskLevel(r.score));
      expect(r.rationale).toMatch(new RegExp(`^Score ${r.score} \\(${r.level}\\)`));
    }
  });

  it('factor weights add up to the score', () => {
    for (const text of samples) {
      const r = risk(text);
      const total = r.factors.reduce((sum, f) => sum + f.weight, 0);
      expect(Math.abs(total - r.score)).toBeLessThanOrEqual(0.5);
    }
  });

  it('harm probabilities are whole percentages within 5–95', () => {
    for (const text of samples) {
      const { harmProbabilities } = risk(text);
      expect(Object.keys(harmProbabilities).sort()).toEqual([...HARM_KEYS].sort());
      for (const value of Object.values(harmProbabilities)) {
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(5);
        expect(value).toBeLessThanOrEqual(95);
      }
    }
  });

  it('harm probabilities rise with risk', () => {
    const low = risk('A client gave me a small thank-you card.');
    const moderate = risk('He has passive suicidal ideation and denies any plan.');
    const critical = risk('She is suicidal, has a plan to overdose on the pills she has been saving, and says she will do it tonight.');
    for (const key of HARM_KEYS) {
      expect(moderate.harmProbabilities[key]).toBeGreaterThanOrEqual(low.harmProbabilities[key]);
      expect(critical.harmProbabilities[key]).toBeGreaterThanOrEqual(moderate.harmProbabilities[key]);
    }
    expect(critical.harmProbabilities.client_psychological_harm).toBeGreaterThan(low.harmProbabilities.client_psychological_harm);
  });

  it('each factor shows the evidence that triggered it', () => {
    const r = risk('My client said he is going to shoot his ex-wife this weekend. He owns a handgun.');
    const firearm = r.factors.find((f) => f.id === 'firearm');
    expect(firearm?.evidence).toContain('handgun');
  });
});

describe('RUBRIC.md', () => {
  const rubric = readFileSync(fileURLToPath(new URL('./RUBRIC.md', import.meta.url)), 'utf8');
  const rows = rubric.split('\n').filter((line) => line.startsWith('| '));

  it('lists every category with the points the code uses', () => {
    for (const { id, label } of ISSUE_CATEGORIES) {
      const row = rows.find((line) => line.startsWith(`| ${label}`));
      expect(row, label).toBeDefined();
      const cells = (row ?? '').split('|').map((cell) => cell.trim());
      const rule = CATEGORY_RULES[id];
      expect(Number(cells[2]), label).toBe(rule.points);
      if (rule.severe) expect(cells[3], label).toContain(`(${rule.severe.points})`);
    }
  });

  it('lists the danger points, the floors and the harm weights the code uses', () => {
    expect(rubric).toContain(`| Suicidal ideation or a wish to be dead | ${DANGER_POINTS.ideation} |`);
    expect(rubric).toContain(`| Access to a firearm | ${DANGER_POINTS.firearm} |`);
    expect(rubric).toContain(`| Preparatory behaviour`);
    expect(rubric).toContain(`| ${DANGER_POINTS.preparation} | C-SSRS item 6`);
    expect(rubric).toContain(`**At least ${FLOORS.imminent} (CRITICAL)**`);
    expect(rubric).toContain(`**At least ${FLOORS.legalDuty} (HIGH)**`);
    expect(rubric).toContain(`**At least ${FLOORS.notAssessed} (MODERATE)**`);
    expect(rubric).toContain(`**At most ${NON_IMMINENT_CEILING}** without imminence`);
    expect(rubric).toContain(`**At most ${MODERATE_CEILING}** without a high-risk finding`);
    expect(rubric).toContain(`worth ${ADDITIONAL_CONCERN_MIN_POINTS} points or more adds`);
    const rupture = HARM_COEFFICIENTS.therapeutic_rupture;
    expect(rubric).toContain(`| Therapeutic rupture | ${rupture.base} | ${rupture.perScore} |`);
  });
});
