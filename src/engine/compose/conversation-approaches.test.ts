import { narrativeOf } from './safety-screen-status';
import { describe, expect, it } from 'vitest';
import { ConversationStartersResponseSchema } from '../../shared/api/sections';
import { resolveCitation } from '../knowledge-base';
import { buildContext, type GenerationInput } from './context';
import { composeConversationApproaches } from './conversation-approaches';
import { hygieneViolations } from './hygiene';
import { readingOf } from './reading';
import { CONTROL, FRIEND_REQUEST, GIFT, inputOf, vignettes } from './test-fixtures';

const MINOR: GenerationInput = {
  text: 'A 15-year-old came to my practice asking for counseling about anxiety and does not want her parents to know she is coming. She says they would be angry. Can I see her without parental consent?',
  role: 'lpc',
  state: 'CA',
};
const COLLEAGUE: GenerationInput = {
  text: 'A colleague at my agency has come to work smelling of alcohol several times this month and slurred her words in a team meeting. I have not said anything to her yet. I do not know whether to talk to her or go to our director.',
  role: 'lcsw',
  state: 'OR',
};

const textOf = (value: unknown) => JSON.stringify(value);

describe('composeConversationApproaches', () => {
  it('validates with four non-empty lists, cites resolvable sections and keeps hygiene for every vignette', () => {
    for (const v of vignettes) {
      const ctx = buildContext(inputOf(v));
      const result = ConversationStartersResponseSchema.parse(composeConversationApproaches(ctx));
      const lists = result.conversationStarters;
      for (const key of ['conversation_starters', 'proposed_responses', 'key_messages', 'follow_up_strategies'] as const) {
        expect(lists[key].length, `${v.id} ${key}`).toBeGreaterThan(1);
      }
      for (const citation of result.citations) expect(resolveCitation(citation), `${v.id} ${citation.section}`).toBeDefined();
      expect(hygieneViolations(readingOf(ctx).signals, textOf(narrativeOf(result))), v.id).toEqual([]);
    }
  });


  it('gives a gift dilemma lines for accepting and for declining warmly', () => {
    const starters = composeConversationApproaches(buildContext(GIFT)).conversationStarters.conversation_starters.join(' ');
    expect(starters).toMatch(/accepting warmly/);
    expect(starters).toMatch(/declining warmly/);
  });

  it('speaks to the young person and the parents with the state’s consent age when a minor is involved', () => {
    const lists = composeConversationApproaches(buildContext(MINOR)).conversationStarters;
    const starters = lists.conversation_starters.join(' ');
    expect(starters).toMatch(/With the young person/);
    expect(starters).toMatch(/With the parents/);
    expect(starters).toMatch(/In California, someone your age can agree to counseling/);
    expect(starters).toMatch(/what stays between us/);
  });

  it('addresses the colleague first, then the supervisor, when a colleague’s conduct is the issue', () => {
    const starters = composeConversationApproaches(buildContext(COLLEAGUE)).conversationStarters.conversation_starters.join(' ');
    expect(starters).toMatch(/With your colleague, privately/);
    expect(starters).toMatch(/With your supervisor or manager/);
  });

  it('keeps a gift, a friend request and a no-issue control free of other categories’ language', () => {
    for (const input of [GIFT, FRIEND_REQUEST, CONTROL]) {
      const ctx = buildContext(input);
      const text = textOf(composeConversationApproaches(ctx));
      expect(hygieneViolations(readingOf(ctx).signals, text)).toEqual([]);
      expect(text).not.toMatch(/duty to (?:warn|protect)|Tarasoff|mandated report|suicid|42 CFR Part 2|FERPA|\b988\b|\b911\b/i);
    }
  });

  it('grounds two gift dilemmas in their own words so they differ', () => {
    const scarf = vignettes.find((v) => v.id === 'gift-handmade-scarf-holidays');
    expect(scarf).toBeDefined();
    const a = composeConversationApproaches(buildContext(GIFT));
    const b = composeConversationApproaches(buildContext(inputOf(scarf!)));
    expect(textOf(a)).not.toEqual(textOf(b));
    expect(b.conversationStarters.follow_up_strategies.join(' ')).toMatch(/scarf/);
  });

  it('changes emphasis on regeneration and is deterministic', () => {
    const first = composeConversationApproaches(buildContext(GIFT));
    const second = composeConversationApproaches(buildContext({ ...GIFT, regenerationCount: 1 }));
    expect(second.conversationStarters.conversation_starters[0]).not.toEqual(first.conversationStarters.conversation_starters[0]);
    expect(composeConversationApproaches(buildContext(MINOR))).toEqual(composeConversationApproaches(buildContext(MINOR)));
  });
});
