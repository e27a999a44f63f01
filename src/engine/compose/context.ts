/**
 * What every section composer receives: the practitioner's input, the engine's understanding of
 * the dilemma and its risk result, computed once. Composers are pure functions of this context.
 */
import type { Contact, FocusAdjustment } from '../../shared/api/sections';
import type { IssueCategoryId } from '../../shared/domain/issue-categories';
import { jurisdictionLabel } from '../../shared/domain/jurisdictions';
import { findExperienceLevel, findOrientation } from '../../shared/domain/profile-options';
import { practiceRoleLabel } from '../../shared/domain/roles';
import { codesForRole, getCode } from '../knowledge-base';
import { assessRisk } from '../risk';
import type { Citation, RiskResult, UnderstandInput, Understanding } from '../types';
import { understandDilemma } from '../understand';
import { domainCategory } from '../understand/settle';

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
    primaryCode: string;
  };
};

/** FNV-1a: a small, stable string hash (no randomness anywhere in the engine). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** `understanding` may be passed in when the caller already has it for these inputs. */
export function buildContext(input: GenerationInput, understanding: Understanding = understandDilemma(input)): AnalysisContext {
  const risk = assessRisk(understanding);
  const primary = getCode(codesForRole(understanding.role).primary);
  return {
    input,
    understanding,
    risk,
    variant: input.regenerationCount ?? 0,
    seed: hashText(input.text),
    labels: {
      role: practiceRoleLabel(understanding.role),
      state: jurisdictionLabel(understanding.state),
      experience: findExperienceLevel(understanding.experienceLevel)?.roleSelectionLabel ?? 'Developing Professional',
      orientation: understanding.theoreticalOrientation ? (findOrientation(understanding.theoreticalOrientation)?.label ?? null) : null,
      primaryCode: `${primary.name} (${primary.edition})`,
    },
  };
}

/**
 * Picks one of several phrasings: stable for the same dilemma and regeneration, different across
 * dilemmas and across regenerations. `salt` keeps choices in one section independent.
 */
export function pick<T>(ctx: AnalysisContext, salt: string, options: readonly T[]): T {
  if (options.length === 0) throw new Error(`pick(${salt}) needs at least one option`);
  const index = hashText(`${ctx.seed}:${ctx.variant}:${salt}`) % options.length;
  return options[index] as T;
}

/** Rotates a list by the regeneration count, so a regeneration leads with different items. */
export function rotate<T>(ctx: AnalysisContext, items: readonly T[]): T[] {
  if (items.length === 0) return [];
  const shift = ctx.variant % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
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

export function categoryIds(ctx: AnalysisContext): IssueCategoryId[] {
  return ctx.understanding.categories.map((c) => c.id);
}

export function hasCategory(ctx: AnalysisContext, ...ids: IssueCategoryId[]): boolean {
  return ctx.understanding.categories.some((c) => ids.includes(c.id));
}

/** The understanding's citations whose source is one of `sources` (e.g. the role's codes). */
export function citationsFrom(ctx: AnalysisContext, predicate: (citation: Citation) => boolean): Citation[] {
  return ctx.understanding.citations.filter(predicate);
}

/** The first sentence of the dilemma, trimmed, for "You described …" openings. */
export function firstSentence(text: string, maxLength = 220): string {
  const sentence = text.trim().split(/(?<=[.!?])\s+/)[0] ?? text.trim();
  return sentence.length > maxLength ? `${sentence.slice(0, maxLength - 1).trimEnd()}…` : sentence;
}

/** Joins ["a", "b", "c"] as "a, b and c". */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}
