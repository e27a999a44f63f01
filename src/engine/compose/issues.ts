/**
 * The category definitions as the composers read them: the dilemma's issues in the
 * understanding's order, or the routine definition when it has none. The routine definition is
 * the explicit answer for a dilemma without an issue, never a stand-in for a category that lacks
 * an entry (every category has its file).
 */
import type { IssueCategoryId } from '../../shared/domain/issue-categories';
import { CATEGORIES, ROUTINE, type CategoryTimeline, type ConversationLines, type DecisionOption, type Guidance, type ImpactProfile, type Insight } from '../categories';
import type { Reading } from './reading';

export function guidanceOf(id: IssueCategoryId | null): Guidance {
  return id ? CATEGORIES[id].guidance : ROUTINE.guidance;
}

/** The first `count` issues' definitions mapped by `pick`, or the routine answer for no issue. */
function perIssue<T>(r: Reading, count: number, pick: (id: IssueCategoryId) => T, routine: T): T[] {
  const ids = r.categories.slice(0, count);
  return ids.length > 0 ? ids.map(pick) : [routine];
}

export function insightsOf(r: Reading, count: number): Insight[] {
  return perIssue(r, count, (id) => CATEGORIES[id].insight, ROUTINE.insight);
}

/**
 * The question each issue puts to the practitioner (the guidance's), which the summary says they
 * are weighing and every later section names as the central question: one source, so they agree.
 */
export function questionsOf(r: Reading, count: number): string[] {
  return perIssue(r, count, (id) => CATEGORIES[id].guidance.question(r), ROUTINE.guidance.question(r));
}

export function impactsOf(r: Reading, count: number): ImpactProfile[] {
  return perIssue(r, count, (id) => CATEGORIES[id].impact, ROUTINE.impact);
}

export function linesOf(r: Reading, count: number): ConversationLines[] {
  return perIssue(r, count, (id) => CATEGORIES[id].conversation(r), ROUTINE.conversation);
}

export function timelinesOf(r: Reading, count: number): CategoryTimeline[] {
  return perIssue(r, count, (id) => CATEGORIES[id].timeline(r), ROUTINE.timeline);
}

/** The decision matrix's options: three from the main issue, one from each further issue. */
export function optionsOf(r: Reading, count: number): DecisionOption[] {
  const ids = r.categories.slice(0, count);
  return ids.length > 0 ? ids.flatMap((id, index) => CATEGORIES[id].options.slice(0, index === 0 ? 3 : 1)) : [...ROUTINE.options];
}

export function stakeholderMessageOf(id: IssueCategoryId | null): string {
  return id ? CATEGORIES[id].stakeholders.message : ROUTINE.stakeholders.message;
}

export function successOf(id: IssueCategoryId | null): readonly string[] {
  return id ? CATEGORIES[id].success : ROUTINE.success;
}

export function pullsOf(id: IssueCategoryId | null): string {
  return id ? CATEGORIES[id].pulls : ROUTINE.pulls;
}
