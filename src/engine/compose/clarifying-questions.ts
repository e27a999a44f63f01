/**
 * Clarifying questions (spec-1 §2, §7 `generate-clarifying-questions`): five to eight questions
 * about the facts this dilemma leaves missing or uncertain, chosen for the categories found.
 * The fifth question always asks what the practitioner would tell a colleague facing the same
 * dilemma, because spec-1 §4 reuses cached questions only when it does.
 */
import type { ClarifyingQuestion, ClarifyingQuestionsResponse } from '../../shared/api/sections';
import type { AnalysisContext } from './context';
import { clip } from './prose';
import { colleagueQuestion, questionCandidates, type QuestionCandidate } from './questions';
import { cleanCitations, readingOf } from './reading';

/** Questions before the fixed fifth one. */
const BEFORE_COLLEAGUE = 4;
const MAX_QUESTIONS = 8;
/** Candidates at or above this priority ask about something specific to the dilemma. */
const SPECIFIC_PRIORITY = 60;

/** Schema limits (sections.ts): question 600, context 800 characters. */
function toQuestion({ id, category, question, context }: QuestionCandidate): ClarifyingQuestion {
  return { id, category, question: clip(question, 600), context: clip(context, 800) };
}

export function composeClarifyingQuestions(ctx: AnalysisContext): ClarifyingQuestionsResponse {
  const r = readingOf(ctx);
  const candidates = questionCandidates(r);
  const before = candidates.slice(0, BEFORE_COLLEAGUE);
  const rest = candidates.slice(BEFORE_COLLEAGUE);
  // After the colleague question, only specific questions earn a slot, up to eight in all; a
  // routine dilemma still gets one more general question so the set never ends on the fifth.
  const specific = rest.filter((q) => q.priority >= SPECIFIC_PRIORITY);
  const after = (specific.length > 0 ? specific : rest.slice(0, 1)).slice(0, MAX_QUESTIONS - BEFORE_COLLEAGUE - 1);
  const chosen = [...before, colleagueQuestion(r), ...after];
  return {
    success: true,
    engine: 'built-in',
    questions: chosen.map(toQuestion),
    citations: cleanCitations(r.signals, chosen.flatMap((q) => q.citations ?? [])),
  };
}
