import { resolveCitation, stateLaw } from '../src/engine';
import { composeAll } from '../src/engine/compose';
import type { JurisdictionCode } from '../src/shared/domain/jurisdictions';
import { topicCitations } from './evaluate';
import type { SectionEngine } from './section-quality';

/** The real built-in engine, as the section checks call it. */
export const BUILT_IN_SECTION_ENGINE: SectionEngine = {
  composeAll: (input) => composeAll(input) as unknown as ReturnType<SectionEngine['composeAll']>,
  resolveCitation,
  stateTopicCitations: (state, topic) => topicCitations(stateLaw(state as JurisdictionCode), topic),
};
