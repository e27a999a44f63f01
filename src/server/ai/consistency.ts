import type { GenerationInput, Understanding } from '../../engine';
import type { SectionKey } from '../../shared/domain/sections';

/**
 * The check every generated section passes before it is stored: the engine's consistency gate
 * (`sectionViolations`: a duty in play leads the recommended course, nothing recommends
 * withholding against it, who may be notified follows the state's law, urgency agrees across
 * sections, filed documents state only what the practitioner wrote). A model's section that fails
 * it gets the repair attempt, then falls back to the built-in section. Returns the violations in
 * words; empty when the section is consistent. A type of its own so tests can pass another gate.
 */
export type ConsistencyGate = (key: SectionKey, section: unknown, context: { input: GenerationInput; understanding: Understanding }) => string[];
