/**
 * Practical conversation approaches (spec-1 §2, §7 `generate-conversation-starters`): lines a
 * practitioner can say to this client, or to the parent or colleague the dilemma involves, for
 * the issues found; what to say when the other person reacts; the messages to get across; and
 * how to follow up. Each list leads with the dilemma's own issue and facts.
 */
import type { ConversationStartersResponse } from '../../shared/api/sections';
import { CATEGORIES, type ConversationLines } from '../categories';
import type { AnalysisContext } from './context';
import { isHygienic } from './hygiene';
import { linesOf } from './issues';
import { interleave, pick, rotate } from './prose';
import { factIsRaised, isCodeCitation, readingOf, type Reading } from './reading';

const MAX_LINES = 8;
const MAX_CITATIONS = 4;

/** Lines grounded in this dilemma's facts, placed ahead of the category lines. */
function dilemmaLines(r: Reading): ConversationLines {
  const main = r.categories[0];
  const phrase = main ? r.quotes(main, 1)[0] : undefined;
  const question = r.question && r.question.length > 140 ? `${r.question.slice(0, 139).trimEnd()}…` : r.question;
  const starters: string[] = [];
  const followUps: string[] = [];
  const messages: string[] = [];
  // The informed-consent conversation about the limits of confidentiality comes before any
  // disclosure; an issue that guards confidentiality already carries its own version of it.
  const disclosureRisk =
    !r.categories.some((id) => CATEGORIES[id].confidentiality === 'guards') && r.categories.some((id) => CATEGORIES[id].duty !== null || CATEGORIES[id].confidentiality === 'limits');
  if (disclosureRisk) {
    starters.push(
      pick(r, 'limits-opening', [
        'Before a disclosure you may have to act on: “Before you tell me more, I want to remind you of the few situations where I can’t keep what you say private, so you can decide what to share.”',
        'To set the frame early: “Let’s go back over what stays between us and when I would have to share something, so there are no surprises later.”',
      ]),
    );
  }
  if (factIsRaised(r.facts.involved.parents) && r.facts.client.isMinor) {
    messages.push('Parents are told about safety concerns; the rest of what the young person says is theirs unless the law or your agreement says otherwise.');
  }
  if (phrase) {
    followUps.push(
      pick(r, 'prep-line', [
        `Before the conversation, decide what you will say about “${phrase}” and what you will first take to supervision.`,
        `Prepare one or two sentences about “${phrase}” in your own words; a prepared opening makes a hard conversation steadier.`,
      ]),
    );
  }
  if (question) followUps.push(`Afterwards, return to your own question (“${question}”) and note what the conversation settled and what it left open.`);
  return { starters, responses: [], messages, followUps };
}

export function composeConversationApproaches(ctx: AnalysisContext): ConversationStartersResponse {
  const r = readingOf(ctx);
  const entries = linesOf(r, 3);
  const own = dilemmaLines(r);
  const clean = (lines: string[]) => lines.filter((line) => isHygienic(r.signals, line));
  // A regeneration rotates which line of each issue leads (spec-1 §4: new emphasis, same grounding).
  const build = (key: keyof ConversationLines) => clean(interleave([own[key], ...entries.map((e) => rotate(r, e[key]))], MAX_LINES));
  return {
    engine: 'built-in',
    conversationStarters: {
      conversation_starters: build('starters'),
      proposed_responses: build('responses'),
      key_messages: build('messages'),
      follow_up_strategies: build('followUps'),
    },
    citations: r.citations.filter(isCodeCitation).slice(0, MAX_CITATIONS),
  };
}
