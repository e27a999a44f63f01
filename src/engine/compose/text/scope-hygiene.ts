/**
 * Category hygiene (Engine II quality bar 3) for the summary, questions, conversation, timeline,
 * impact, coping and dual-track composers: a section may only use the language of issues the
 * dilemma actually has. A gift dilemma never mentions a duty to warn, a dilemma without abuse
 * never mentions mandated reporting, FERPA stays in schools, 42 CFR Part 2 stays with substance
 * use records, and crisis numbers appear only in the crisis fast lane. The rules are at least as
 * strict as `hygiene.ts` (the other composers' gate), so either reading passes. Composers screen
 * text they did not write themselves (knowledge-base summaries, citations, quoted phrases)
 * through `isHygienic`, and the tests hold every composed section to `hygieneViolations`.
 */
import type { IssueCategoryId } from '../../../shared/domain/issue-categories';
import type { RiskLevel } from '../../../shared/domain/risk';
import { dutyCoversSelfHarm, stateLaw } from '../../knowledge-base';
import type { Citation } from '../../types';
import { categoriesInPlay, type AnalysisContext } from '../context';

export type HygieneScope = {
  categories: ReadonlySet<IssueCategoryId>;
  /** A school counselor, or a dilemma set in a school: FERPA may apply. */
  school: boolean;
  level: RiskLevel;
  /** Suicide risk in a state whose duty-to-protect rule also reaches danger to self. */
  dutyToSelf: boolean;
};

export type ScopeRule = {
  id: string;
  pattern: RegExp;
  allowed: (scope: HygieneScope) => boolean;
};

const has = (scope: HygieneScope, ...ids: IssueCategoryId[]) => ids.some((id) => scope.categories.has(id));

/** PRODUCT.md crisis fast lane: emergency numbers only when the facts reach CRITICAL. */
export function emergencyWarranted(scope: HygieneScope): boolean {
  return scope.level === 'CRITICAL' && has(scope, 'suicide-risk', 'duty-to-protect');
}

export function crisisLineWarranted(scope: HygieneScope): boolean {
  return scope.level === 'CRITICAL' && has(scope, 'suicide-risk');
}

export const SCOPE_RULES: readonly ScopeRule[] = [
  {
    id: 'duty-to-protect',
    pattern: /\bduty[ -]to[ -](?:warn|protect)\b|\bTarasoff\b|\b(?:intended|identifiable|potential) victim|\bwarn(?:ing)? the (?:intended |potential )?(?:victim|person threatened)|\bhomicid/i,
    allowed: (scope) => has(scope, 'duty-to-protect') || scope.dutyToSelf,
  },
  {
    id: 'serious-threat-disclosure',
    pattern: /164\.512\(j\)|avert a serious threat/i,
    allowed: (scope) => has(scope, 'duty-to-protect', 'suicide-risk'),
  },
  {
    id: 'suicide-risk',
    pattern: /\bsuicid\w*|\bself-harm\w*|\bself-injur\w*|\bsafety plan\w*|\bkill (?:him|her|them)sel(?:f|ves)\b/i,
    allowed: (scope) => has(scope, 'suicide-risk'),
  },
  {
    id: 'lethal-means',
    pattern: /\blethal[- ]means\b|\bmeans restriction\b/i,
    allowed: (scope) => has(scope, 'suicide-risk'),
  },
  {
    id: 'abuse-reporting',
    pattern:
      /\bmandat(?:ed|ory) report\w*|\babuse report\w*|\breport(?:ing)? (?:of |the )?(?:suspected )?(?:child |elder )?(?:abuse|neglect)\b|\bprotective services\b|(?<!substance )\babuse\b|\bCAPTA\b/i,
    allowed: (scope) => has(scope, 'child-abuse-reporting', 'elder-abuse-reporting'),
  },
  {
    id: 'child-protection',
    pattern: /\bchild (?:maltreatment|neglect)\b|\bchild protective\b|\bCPS\b|\bchild welfare (?:agency|hotline)/,
    allowed: (scope) => has(scope, 'child-abuse-reporting'),
  },
  {
    id: 'adult-protection',
    pattern: /\belder (?:abuse|neglect)\b|\badult protective\b|\bAPS\b|\bdependent[- ]adult abuse/,
    allowed: (scope) => has(scope, 'elder-abuse-reporting'),
  },
  {
    id: 'substance-use-records',
    pattern: /\b42 CFR (?:Part )?2\b|\bPart 2\b/i,
    allowed: (scope) => has(scope, 'substance-use-records'),
  },
  {
    id: 'ferpa',
    pattern: /\bFERPA\b|\b34 CFR (?:Part )?99/i,
    allowed: (scope) => scope.school,
  },
  { id: 'crisis-line', pattern: /\b988\b/, allowed: crisisLineWarranted },
  { id: 'emergency-number', pattern: /\b911\b|\bemergency services\b/i, allowed: emergencyWarranted },
  {
    id: 'sexual-boundaries',
    pattern: /\bsexual (?:relationship|intimac|contact|misconduct|involvement)\w*|\bromantic or sexual\b/i,
    allowed: (scope) => has(scope, 'sexual-boundaries'),
  },
];

export function hygieneScope(ctx: AnalysisContext): HygieneScope {
  const u = ctx.understanding;
  const categories = categoriesInPlay(u);
  return {
    categories,
    school: u.role === 'school-counselor' || u.facts.setting.school.status === 'present',
    level: ctx.risk.level,
    dutyToSelf: categories.has('suicide-risk') && dutyCoversSelfHarm(stateLaw(u.state)),
  };
}

/** The ids of the rules a text breaks in this scope; empty when the text is clean. */
export function hygieneViolations(text: string, scope: HygieneScope): string[] {
  return SCOPE_RULES.filter((rule) => rule.pattern.test(text) && !rule.allowed(scope)).map((rule) => rule.id);
}

export function isHygienic(text: string, scope: HygieneScope): boolean {
  return hygieneViolations(text, scope).length === 0;
}

/** A citation is shown only if its source, section and title are all clean in this scope. */
export function citationAllowed(citation: Citation, scope: HygieneScope): boolean {
  return isHygienic(`${citation.source} ${citation.section} ${citation.title}`, scope);
}
