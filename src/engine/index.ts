/**
 * The engine's public API (STYLE.md: the engine is usable on its own — from the server, the CLI
 * and tests). Pure and synchronous: no I/O, no clock, no randomness.
 */
export { understandDilemma } from './understand';
export { assessRisk, isDisputableFactor, withoutDisputed } from './risk';
export { checkConsistency, composeAll, sectionViolations, composeRoleExample, composeSection, COMPOSERS, type AllSections, type ComposerOutput, type ConsistencyRule, type GenerationInput, type Violation } from './compose';
export { detectIdentifiers, redactIdentifiers } from './identifiers';
export {
  allKbEntries,
  casesFor,
  citationOf,
  codeSectionsFor,
  codesForRole,
  DECISION_MODELS,
  decisionModelsFor,
  federalProvisionsFor,
  getCode,
  kbEntryById,
  resolveCitation,
  stateLaw,
  stateLawCitationsFor,
  STATE_LAW_TOPICS,
} from './knowledge-base';
export type * from './types';
