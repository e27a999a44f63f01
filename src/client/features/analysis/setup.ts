import type { AnalysisState, SectionKey } from '../../../shared/api/analyses';
import type { PublicUser } from '../../../shared/api/auth';
import { findJurisdiction } from '../../../shared/domain/jurisdictions';
import { findPracticeRole } from '../../../shared/domain/roles';
import { paths } from '../../paths';
import { currentSection } from './generation';

/** Role, state and experience chosen for this analysis (spec-1 role selection). */
export function setupIsComplete(state: AnalysisState): boolean {
  const setup = state.setup;
  return Boolean(setup && findPracticeRole(setup.role) && findJurisdiction(setup.state) && setup.experienceLevel);
}

/** spec-1 §2: the summary needs a user with a role and a state. */
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

/** spec-2 §2 guards: an earlier section exists for the current inputs. */
export function hasSection(key: SectionKey) {
  return (state: AnalysisState) => currentSection(state, key) !== undefined;
}
