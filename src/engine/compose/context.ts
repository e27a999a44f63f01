/**
 * What every section composer receives: the practitioner's input, the engine's understanding of
 * the dilemma and its risk result, computed once. Composers are pure functions of this context;
 * they read it through one `Reading` (reading.ts).
 */
import type { Contact, FocusAdjustment } from '../../shared/api/sections';
import type { IssueCategoryId } from '../../shared/domain/issue-categories';
import { jurisdictionLabel } from '../../shared/domain/jurisdictions';
import { findExperienceLevel, findOrientation } from '../../shared/domain/profile-options';
import { practiceRoleLabel } from '../../shared/domain/roles';
import { assessRisk } from '../risk';
import type { RiskResult, UnderstandInput, Understanding } from '../types';
import { understandDilemma } from '../understand';
import { domainCategory } from '../understand/settle';
import { hashText } from './prose';

export type GenerationInput = UnderstandInput & {
  /** 0 for the first generation; each regeneration increments it and changes emphasis and wording. */
  regenerationCount?: number;
  focusAdjustment?: FocusAdjustment;
  focusStakeholder?: string;
  addedStakeholders?: string[];
  supervisorContact?: Partial<Contact>;
  legalContact?: Partial<Contact>;
  userName?: string;
  /** Rubric factors the practitioner disputes (factor id → reason): the analysis reads without them. */
  disputedFactors?: Record<string, string>;
};

export type AnalysisContext = {
  input: GenerationInput;
  understanding: Understanding;
  risk: RiskResult;
  /** The regeneration count, for deterministic variation. */
  variant: number;
  /** A stable number derived from the dilemma text, so two dilemmas read differently. */
  seed: number;
  labels: {
    role: string;
    state: string;
    experience: string;
    orientation: string | null;
  };
};

/** `understanding` may be passed in when the caller already has it for these inputs. */
export function buildContext(input: GenerationInput, understanding: Understanding = understandDilemma(input)): AnalysisContext {
  return {
    input,
    understanding,
    risk: assessRisk(understanding),
    variant: input.regenerationCount ?? 0,
    seed: hashText(input.text),
    labels: {
      role: practiceRoleLabel(understanding.role),
      state: jurisdictionLabel(understanding.state),
      experience: findExperienceLevel(understanding.experienceLevel)?.roleSelectionLabel ?? 'Developing Professional',
      orientation: understanding.theoreticalOrientation ? (findOrientation(understanding.theoreticalOrientation)?.label ?? null) : null,
    },
  };
}

/**
 * The issues a section may speak about: the ones stated, and the danger or reporting issue of
 * every safety domain the screen has not yet settled. A flagged danger is "not yet assessed",
 * not absent, so its resources and duties can be named; once the practitioner's answers settle
 * it, only what they stated stays.
 */
export function categoriesInPlay(u: Understanding): Set<IssueCategoryId> {
  const out = new Set<IssueCategoryId>(u.categories.map((c) => c.id));
  for (const domain of u.screen.unresolved) out.add(domainCategory(domain, u.facts, u.cues, undefined));
  return out;
}
