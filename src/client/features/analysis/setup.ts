import type { AnalysisState } from '../../../shared/api/analyses';
import type { PublicUser } from '../../../shared/api/auth';
import { currentSection, firstMissingPrerequisite } from '../../../shared/domain/analysis-document';
import { findJurisdiction } from '../../../shared/domain/jurisdictions';
import { findPracticeRole } from '../../../shared/domain/roles';
import { sectionDefinition, type SectionKey } from '../../../shared/domain/sections';
import { paths } from '../../paths';

/** Role, state and experience chosen for this analysis on the set-up screens. */
export function setupIsComplete(state: AnalysisState): boolean {
  const setup = state.setup;
  return Boolean(setup && findPracticeRole(setup.role) && findJurisdiction(setup.state) && setup.experienceLevel);
}

/** The summary needs a user with a role and a state (docs/product.md "Guided flow"). */
export function userHasRoleAndState(user: PublicUser): boolean {
  return Boolean(user.role && user.state);
}

/** Where a new analysis starts: set-up first when role or state is missing, else the dilemma. */
export function firstStepFor(state: AnalysisState): string {
  return setupIsComplete(state) ? paths.step.dilemma : paths.stateSelection;
}

export function hasDilemma(state: AnalysisState): boolean {
  return (state.dilemma?.text.trim().length ?? 0) > 0;
}

/**
 * The guard of a section's screen: where to send the user when something it needs is missing or
 * out of date — the dilemma, or the first earlier section in flow order (with `orSelf`, the
 * section itself too, for the report screens that only show it). Null when nothing is missing.
 */
export function missingStepFor(key: SectionKey, options: { orSelf?: boolean } = {}) {
  return (state: AnalysisState): string | null => {
    if (!hasDilemma(state)) return paths.step.dilemma;
    const missing = firstMissingPrerequisite(state, key) ?? (options.orSelf && !currentSection(state, key) ? key : undefined);
    return missing ? sectionDefinition(missing).route : null;
  };
}
