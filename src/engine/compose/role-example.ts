/**
 * Example dilemma for the role (spec-1 §2 "Describe Your Ethical Dilemma", §7
 * `load-role-example`): a first-person, fully anonymised example a practitioner in this role
 * might face, mentioning the state's law where it matters. `variant` asks for another example
 * than the last one shown; the client caches the result for 24 hours as version `firstPerson`
 * (spec-1 §9).
 */
import type { RoleExampleResponse } from '../../shared/api/sections';
import { jurisdictionLabel } from '../../shared/domain/jurisdictions';
import { stateLaw } from '../knowledge-base';
import { resolveRole, resolveState } from '../understand';
import { ROLE_SCENARIOS } from './role-scenarios';

export type RoleExampleInput = { role: string; state: string; variant?: number };

export function composeRoleExample({ role, state, variant = 0 }: RoleExampleInput): RoleExampleResponse {
  const practiceRole = resolveRole(role);
  const code = resolveState(state);
  const scenarios = ROLE_SCENARIOS[practiceRole];
  const index = Math.abs(Math.trunc(variant)) % scenarios.length;
  const scenario = scenarios[index] ?? scenarios[0];
  if (!scenario) throw new Error(`No example dilemma for role "${practiceRole}"`);
  return {
    example: scenario({ state: jurisdictionLabel(code), law: stateLaw(code) }),
    role,
    state,
    version: 'firstPerson',
    engine: 'built-in',
  };
}
