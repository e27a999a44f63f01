import { narrativeOf } from './safety-screen-status';
import { describe, expect, it } from 'vitest';
import { TimelineResponseSchema } from '../../shared/api/sections';
import { resolveCitation, stateLaw } from '../knowledge-base';
import { buildContext, type GenerationInput } from './context';
import { hygieneViolations } from './hygiene';
import { readingOf } from './reading';
import { composeTimeline } from './timeline';
import { CONTROL, FRIEND_REQUEST, GIFT, inputOf, vignettes } from './test-fixtures';

const ABUSE: GenerationInput = {
  text: 'A 9-year-old client told me today that her stepfather hits her with a belt when she misbehaves, and she showed me bruises on her arm. She begged me not to tell anyone. I work in a community agency.',
  role: 'lcsw',
  state: 'CA',
};
const THREAT: GenerationInput = {
  text: 'During session my client said he is going to kill his ex-wife this weekend, and that he bought a handgun last week. He knows where she works and when she leaves. He would not take it back when I asked.',
  role: 'lpc',
  state: 'CA',
};

const textOf = (value: unknown) => JSON.stringify(value);

describe('composeTimeline', () => {
  it('states a danger’s time frame once, however many places give it', () => {
    const timeline = composeTimeline(buildContext(THREAT));
    const { reasoning } = timeline.urgency_assessment;
    expect(reasoning.match(/this weekend/g)).toHaveLength(1);
  });

  it('cites the role\'s own code on seeking consultation, never its sections on supervising interns', () => {
    const lpc = textOf(composeTimeline(buildContext(THREAT)));
    expect(lpc).toContain('Consult on the threat and document the consultation: ACA C.2.e (Consultations on Ethical Obligations)');
    const school = textOf(composeTimeline(buildContext({ ...THREAT, role: 'school-counselor' })));
    expect(school).toContain('Consult on the threat and document the consultation');
    expect(school).not.toMatch(/Intern Site Supervisors/);
  });

  it('cites the code on infectious disease only when an infection is in the dilemma', () => {
    expect(textOf(buildContext(THREAT).understanding.citations)).not.toContain('Contagious');
    const exposure = buildContext({ ...THREAT, text: 'My client has HIV and has stopped using condoms with his new girlfriend; he refuses to tell her his status.' });
    expect(textOf(exposure.understanding.citations)).toContain('Contagious');
  });

  it('validates, cites resolvable entries and keeps hygiene for every vignette', () => {
    for (const v of vignettes) {
      const ctx = buildContext(inputOf(v));
      const result = TimelineResponseSchema.parse(composeTimeline(ctx));
      expect(result.timeline_sections.length, v.id).toBeGreaterThanOrEqual(2);
      expect(result.consequence_scenarios.map((s) => s.type), v.id).toEqual(['action', 'inaction']);
      for (const citation of result.citations) expect(resolveCitation(citation), `${v.id} ${citation.section}`).toBeDefined();
      expect(hygieneViolations(readingOf(ctx).signals, textOf(narrativeOf(result))), v.id).toEqual([]);
    }
  });


  it('takes the child abuse reporting clock and citation from the state’s law', () => {
    const result = composeTimeline(buildContext(ABUSE));
    const law = stateLaw('CA').childAbuseReporting;
    const first = result.timeline_sections[0];
    expect(first?.legal_timeframe).toContain(law.citation);
    expect(first?.legal_timeframe).toMatch(/36 hours/);
    expect(result.critical_alerts.join(' ')).toContain(law.citation);
    expect(result.citations.some((c) => c.source === 'STATE:CA' && c.section === law.citation)).toBe(true);
    expect(result.urgency_level).toBe('IMMEDIATE');
  });

  it('leads a critical threat with the crisis step, the discharge acts and the named person', () => {
    const result = composeTimeline(buildContext(THREAT));
    expect(result.urgency_level).toBe('IMMEDIATE');
    expect(result.timeline_sections[0]?.title).toMatch(/Immediate/);
    expect(result.timeline_sections[0]?.legal_timeframe).toMatch(/Cal\. Civ\. Code § 43\.92/);
    expect(result.timeline_sections[0]?.legal_timeframe).toMatch(/law enforcement/);
    expect(textOf(result)).toMatch(/ex-wife/);
    expect(result.critical_alerts.length).toBeGreaterThan(0);
  });

  it('keeps a gift, a friend request and a no-issue control calm, clean and without alerts', () => {
    for (const input of [GIFT, FRIEND_REQUEST, CONTROL]) {
      const ctx = buildContext(input);
      const result = composeTimeline(ctx);
      expect(hygieneViolations(readingOf(ctx).signals, textOf(narrativeOf(result)))).toEqual([]);
      expect(textOf(result)).not.toMatch(/duty to (?:warn|protect)|Tarasoff|mandated report|suicid|42 CFR Part 2|FERPA|\b988\b|\b911\b/i);
      expect(result.critical_alerts).toEqual([]);
      expect(result.urgency_level).toBe('ROUTINE');
    }
  });

  it('differs between two gift dilemmas and on regeneration, and is deterministic', () => {
    const scarf = vignettes.find((v) => v.id === 'gift-handmade-scarf-holidays');
    expect(scarf).toBeDefined();
    expect(textOf(composeTimeline(buildContext(GIFT)))).not.toEqual(textOf(composeTimeline(buildContext(inputOf(scarf!)))));
    const base = composeTimeline(buildContext(THREAT));
    const again = composeTimeline(buildContext({ ...THREAT, regenerationCount: 1 }));
    expect(textOf(again.timeline_sections)).not.toEqual(textOf(base.timeline_sections));
    expect(composeTimeline(buildContext(ABUSE))).toEqual(composeTimeline(buildContext(ABUSE)));
  });
});
