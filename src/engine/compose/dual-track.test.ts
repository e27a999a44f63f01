import { narrativeOf } from './safety-screen-status';
import { describe, expect, it } from 'vitest';
import { DualTrackResponseSchema } from '../../shared/api/sections';
import { resolveCitation } from '../knowledge-base';
import { buildContext, type GenerationInput } from './context';
import { composeDualTrack } from './dual-track';
import { hygieneViolations } from './hygiene';
import { readingOf } from './reading';
import { CONTROL, FRIEND_REQUEST, GIFT, inputOf, vignettes } from './test-fixtures';

const FORMER_CLIENT: GenerationInput = {
  text: 'A former client I saw for a year ended therapy eighteen months ago and has now asked me out for dinner. I was attracted to him during treatment but never acted on it. Is a romantic relationship allowed now?',
  role: 'other',
  state: 'TX',
  experienceLevel: 'experienced',
  theoreticalOrientation: 'psychodynamic',
};
const THREAT: GenerationInput = {
  text: 'During session my client said he is going to kill his ex-wife this weekend, and that he bought a handgun last week. He knows where she works and when she leaves. He would not take it back when I asked.',
  role: 'lpc',
  state: 'CA',
};

const textOf = (value: unknown) => JSON.stringify(value);

describe('composeDualTrack', () => {
  it('points the synthesis at the duty’s own course when a duty is stated, not a gentler row another issue rates higher', () => {
    const threat: GenerationInput = {
      text: 'I\'m a school social worker in Ohio. A junior said his stepdad "finally showed him where the key to the gun cabinet is," and that the guys who have been posting about him "won\'t be laughing at lunch after Monday." Who do I call first, and what do I tell his mom?',
      role: 'school-counselor',
      state: 'OH',
    };
    const result = composeDualTrack(buildContext(threat));
    expect(readingOf(buildContext(threat)).duties).toContain('protect-others');
    expect(result.synthesis).toContain(`“${result.decision_matrix[0]!.option.charAt(0).toLowerCase()}${result.decision_matrix[0]!.option.slice(1)}”`);
    expect(result.synthesis).not.toMatch(/share only what your client authorises/);
  });

  it('validates with a 3–5 option matrix, resolvable citations and hygiene for every vignette', () => {
    for (const v of vignettes) {
      const ctx = buildContext(inputOf(v));
      const result = DualTrackResponseSchema.parse(composeDualTrack(ctx));
      expect(result.decision_matrix.length, v.id).toBeGreaterThanOrEqual(3);
      expect(result.decision_matrix.length, v.id).toBeLessThanOrEqual(5);
      expect(result.professional_track.sections.length, v.id).toBeGreaterThanOrEqual(3);
      expect(result.personal_track.sections.length, v.id).toBeGreaterThanOrEqual(3);
      for (const citation of result.citations) expect(resolveCitation(citation), `${v.id} ${citation.section}`).toBeDefined();
      expect(hygieneViolations(readingOf(ctx).signals, textOf(narrativeOf(result))), v.id).toEqual([]);
    }
  });


  it('sets ACA’s five-year and APA’s two-year former-client rules side by side for a dual-licensed practitioner', () => {
    const result = composeDualTrack(buildContext(FORMER_CLIENT));
    const differ = result.professional_track.sections.find((s) => s.title === 'Where the codes differ');
    expect(differ).toBeDefined();
    expect(differ?.content).toMatch(/ACA A\.5\.c/);
    expect(differ?.content).toMatch(/five years/);
    expect(differ?.content).toMatch(/APA 10\.08/);
    expect(differ?.content).toMatch(/two years/);
    expect(differ?.content).toMatch(/more than one code/);
    expect(result.citations.some((c) => c.source === 'APA' && c.section === '10.08')).toBe(true);
    const personal = textOf(result.personal_track);
    expect(personal).toMatch(/Psychodynamic/);
    expect(personal).toMatch(/Experienced Professional/);
  });

  it('brings the state statute and the code’s harm threshold into the professional track for a threat', () => {
    const result = composeDualTrack(buildContext(THREAT));
    const track = textOf(result.professional_track);
    expect(track).toMatch(/Cal\. Civ\. Code § 43\.92/);
    expect(track).toMatch(/NASW 1\.07\(c\)/);
    expect(result.decision_matrix[0]?.professional_alignment).toBe('Strong');
  });

  it('keeps a gift, a friend request and a no-issue control free of other categories’ language', () => {
    for (const input of [GIFT, FRIEND_REQUEST, CONTROL]) {
      const ctx = buildContext(input);
      const text = textOf(composeDualTrack(ctx));
      expect(hygieneViolations(readingOf(ctx).signals, text)).toEqual([]);
      expect(text).not.toMatch(/duty to (?:warn|protect)|Tarasoff|mandated report|suicid|42 CFR Part 2|FERPA|\b988\b|\b911\b/i);
    }
  });

  it('differs between two gift dilemmas and on regeneration, and is deterministic', () => {
    const scarf = vignettes.find((v) => v.id === 'gift-handmade-scarf-holidays');
    expect(scarf).toBeDefined();
    expect(textOf(composeDualTrack(buildContext(GIFT)))).not.toEqual(textOf(composeDualTrack(buildContext(inputOf(scarf!)))));
    const base = composeDualTrack(buildContext(GIFT));
    const again = composeDualTrack(buildContext({ ...GIFT, regenerationCount: 1 }));
    expect(textOf(again)).not.toEqual(textOf(base));
    expect(composeDualTrack(buildContext(THREAT))).toEqual(composeDualTrack(buildContext(THREAT)));
  });
});
