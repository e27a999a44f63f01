/**
 * Practical conversation approaches (spec-1 §2, §7 `generate-conversation-starters`): lines a
 * practitioner can say to this client, or to the parent or colleague the dilemma involves, for
 * the issues found; what to say when the other person reacts; the messages to get across; and
 * how to follow up. Each list leads with the dilemma's own issue and facts.
 */
import type { ConversationStartersResponse } from '../../shared/api/sections';
import { categoryIds, pick, rotate, type AnalysisContext } from './context';
import { CONVERSATION_LINES, GENERAL_LINES, type ConversationLines, type LineFacts } from './text/conversation-lines';
import { clientNoun, evidenceFor, groundedCitations, isCodeCitation, isRaised, lawOf, practitionerQuestion, victimPhrase } from './text/dilemma-facts';
import { hygieneScope, isHygienic } from './text/scope-hygiene';

const MAX_LINES = 8;
const MAX_CITATIONS = 4;

function lineFacts(ctx: AnalysisContext): LineFacts {
  const u = ctx.understanding;
  return {
    client: clientNoun(ctx),
    state: ctx.labels.state,
    person: victimPhrase(ctx),
    age: u.facts.client.age,
    consentAge: lawOf(ctx).minorConsent.age,
    code: ctx.labels.primaryCode,
  };
}

function interleave(lists: ReadonlyArray<readonly string[]>, max: number): string[] {
  const out: string[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest && out.length < max; i += 1) {
    for (const list of lists) {
      const item = list[i];
      if (item !== undefined && !out.includes(item) && out.length < max) out.push(item);
    }
  }
  return out;
}

/** Lines grounded in this dilemma's facts, placed ahead of the category lines. */
function dilemmaLines(ctx: AnalysisContext): ConversationLines {
  const f = ctx.understanding.facts;
  const ids = categoryIds(ctx);
  const main = ids[0];
  const phrase = main ? evidenceFor(ctx, main, 1)[0] : undefined;
  const question = practitionerQuestion(ctx, 140);
  const starters: string[] = [];
  const followUps: string[] = [];
  const messages: string[] = [];
  // The informed-consent conversation about the limits of confidentiality comes before any
  // disclosure; the confidentiality entry already carries its own version of it.
  const disclosureRisk =
    !ids.includes('confidentiality') &&
    ids.some((id) => ['duty-to-protect', 'suicide-risk', 'child-abuse-reporting', 'elder-abuse-reporting', 'minors-consent', 'couples-family-group'].includes(id));
  if (disclosureRisk) {
    starters.push(
      pick(ctx, 'limits-opening', [
        'Before a disclosure you may have to act on: “Before you tell me more, I want to remind you of the few situations where I can’t keep what you say private, so you can decide what to share.”',
        'To set the frame early: “Let’s go back over what stays between us and when I would have to share something, so there are no surprises later.”',
      ]),
    );
  }
  if (isRaised(f.involved.parents) && f.client.isMinor) {
    messages.push('Parents are told about safety concerns; the rest of what the young person says is theirs unless the law or your agreement says otherwise.');
  }
  if (phrase) {
    followUps.push(
      pick(ctx, 'prep-line', [
        `Before the conversation, decide what you will say about “${phrase}” and what you will first take to supervision.`,
        `Prepare one or two sentences about “${phrase}” in your own words; a prepared opening makes a hard conversation steadier.`,
      ]),
    );
  }
  if (question) followUps.push(`Afterwards, return to your own question (“${question}”) and note what the conversation settled and what it left open.`);
  return { starters, responses: [], messages, followUps };
}

export function composeConversationApproaches(ctx: AnalysisContext): ConversationStartersResponse {
  const facts = lineFacts(ctx);
  const ids = categoryIds(ctx).slice(0, 3);
  const entries = ids.length > 0 ? ids.map((id) => CONVERSATION_LINES[id](facts)) : [GENERAL_LINES];
  const own = dilemmaLines(ctx);
  const scope = hygieneScope(ctx);
  const clean = (lines: string[]) => lines.filter((line) => isHygienic(line, scope));
  // A regeneration rotates which line of each issue leads (spec-1 §4: new emphasis, same grounding).
  const build = (key: keyof ConversationLines) => clean(interleave([own[key], ...entries.map((e) => rotate(ctx, e[key]))], MAX_LINES));
  return {
    engine: 'built-in',
    conversationStarters: {
      conversation_starters: build('starters'),
      proposed_responses: build('responses'),
      key_messages: build('messages'),
      follow_up_strategies: build('followUps'),
    },
    citations: groundedCitations(ctx).filter(isCodeCitation).slice(0, MAX_CITATIONS),
  };
}
