/**
 * Category hygiene: language that belongs to one issue never appears in a dilemma that does not
 * have it. A gift dilemma never mentions a duty to warn, a dilemma without abuse never mentions
 * mandated reporting, FERPA stays in schools, 42 CFR Part 2 stays with substance use records, and
 * the crisis numbers appear only in the crisis fast lane (docs/product.md). One rule list for every
 * composer: composers screen text they did not write themselves (knowledge-base prose, citations,
 * the practitioner's quoted words) with it, and the tests hold every section to it.
 */
import type { IssueCategoryId } from '../../shared/domain/issue-categories';

/** What the dilemma puts in play, as the rules read it. */
export type Signals = {
  /** Issues stated, and the danger or reporting issue of every safety domain the screen has not settled. */
  categories: ReadonlySet<IssueCategoryId>;
  /** A threat toward another person (the issue, or a threat the text raises): duty-to-protect language. */
  duty: boolean;
  /** Suicide indicators (the issue, or ideation the text raises): suicide-risk language. */
  suicide: boolean;
  /** Suicide risk in a state whose duty-to-protect rule also reaches danger to self. */
  dutyToSelf: boolean;
  childAbuse: boolean;
  elderAbuse: boolean;
  /** Either abuse issue: mandated-reporting language. */
  abuse: boolean;
  minor: boolean;
  /** A school counselor, or a dilemma set in a school: FERPA may apply. */
  school: boolean;
  /** Substance use treatment records: 42 CFR Part 2 language. */
  substanceRecords: boolean;
  records: boolean;
  /**
   * Someone has asked for the client's information or records, as the understanding records it: a
   * records request, a subpoena, a records question stated, or the people the rubric reads as
   * seeking an issue's records (a court or police named in a Part 2 case). Lines that presuppose
   * a request ("Someone has asked me for information", "the person asking") need it.
   */
  request: boolean;
  subpoena: boolean;
  courtOrder: boolean;
  telehealth: boolean;
  forensic: boolean;
  /** The facts reach CRITICAL: the crisis fast lane. */
  critical: boolean;
  /** 988 belongs in the output: CRITICAL with suicide indicators. */
  crisisLine: boolean;
  /** 911 belongs in the output: CRITICAL with a danger to life. */
  emergency: boolean;
  /** Any question a lawyer or the law answers, so an attorney script and legal sections fit. */
  legal: boolean;
  /** A danger to someone's life or safety is in play (self or others). */
  danger: boolean;
  /** Sexual or romantic boundaries are at issue. */
  sexual: boolean;
  /** Violence against the client by a partner or ex-partner is described. */
  partnerViolence: boolean;
};

export type HygieneRule = { id: string; pattern: RegExp; allowed: (s: Signals) => boolean };

export const HYGIENE_RULES: readonly HygieneRule[] = [
  {
    id: 'duty-to-protect',
    pattern: /\btarasoff\b|\bduty[ -]to[ -](?:warn|protect)\b|\bwarn(?:ing)? the (?:intended |potential )?(?:victim|person threatened)|\b(?:intended|identifiable|potential) victim|\bhomicid/i,
    allowed: (s) => s.duty || s.dutyToSelf,
  },
  { id: 'serious-threat-disclosure', pattern: /164\.512\(j\)|avert a serious threat/i, allowed: (s) => s.danger },
  { id: 'suicide-risk', pattern: /\bsuicid\w*|\bself-harm\w*|\bself-injur\w*|\bkill (?:him|her|them)sel(?:f|ves)\b/i, allowed: (s) => s.suicide },
  { id: 'safety-plan', pattern: /\bsafety plan\w*/i, allowed: (s) => s.suicide || s.partnerViolence },
  { id: 'lethal-means', pattern: /\blethal[- ]means\b|\bmeans restriction\b/i, allowed: (s) => s.suicide },
  {
    id: 'abuse-reporting',
    pattern:
      /\bmandat(?:ed|ory) report\w*|\babuse report\w*|\breport(?:ing)? (?:of |the )?(?:suspected )?(?:child |elder )?(?:abuse|neglect)\b|\bprotective services\b|(?<!substance )\babuse\b|\bCAPTA\b/i,
    allowed: (s) => s.abuse,
  },
  { id: 'child-protection', pattern: /\b[Cc]hild (?:maltreatment|neglect|protective)\b|\bCPS\b|\b[Cc]hild welfare (?:agency|hotline)/, allowed: (s) => s.childAbuse },
  { id: 'adult-protection', pattern: /\b[Ee]lder (?:abuse|neglect)\b|\b[Aa]dult protective\b|\bAPS\b|\b[Dd]ependent[- ]adult abuse/, allowed: (s) => s.elderAbuse },
  { id: 'part-2', pattern: /\b42 CFR (?:Part )?2\b|\bPart 2\b/i, allowed: (s) => s.substanceRecords },
  { id: 'ferpa', pattern: /\bFERPA\b|\b34 CFR (?:Part )?99/i, allowed: (s) => s.school },
  { id: 'crisis-line', pattern: /\b988\b/, allowed: (s) => s.crisisLine },
  { id: 'emergency-number', pattern: /\b911\b|\bemergency services\b/i, allowed: (s) => s.emergency },
  { id: 'sexual-boundaries', pattern: /\bsexual (?:relationship|intimac|contact|misconduct|involvement)\w*|\bromantic or sexual\b/i, allowed: (s) => s.sexual },
];

/** The rules a text breaks for these signals (empty when it is clean). */
export function hygieneViolations(signals: Signals, text: string): string[] {
  return HYGIENE_RULES.filter((rule) => !rule.allowed(signals) && rule.pattern.test(text)).map((rule) => rule.id);
}

export function isHygienic(signals: Signals, text: string): boolean {
  return hygieneViolations(signals, text).length === 0;
}

/**
 * Knowledge-base prose fitted to the dilemma: emergency numbers the risk does not warrant become
 * "the police", and any clause that belongs to an absent issue is dropped. Returns '' when
 * nothing is left.
 */
export function cleanKbText(signals: Signals, text: string): string {
  let out = text;
  if (!signals.emergency) {
    out = out.replace(/\s*\(911\)/g, '').replace(/\bcall 911\b/gi, 'call the police').replace(/\b911\b/g, 'the police');
  }
  if (!signals.crisisLine) out = out.replace(/\s*\(?\b988\b\)?/g, '');
  const clauses = out.split(/(?<=[;.])\s+/);
  const kept = clauses.filter((clause) => isHygienic(signals, clause));
  if (kept.length === clauses.length) return out.trim();
  // Dropping a clause can leave a lower-case start or a trailing semicolon behind.
  return kept
    .join(' ')
    .trim()
    .replace(/;$/, '.')
    .replace(/;\s+(?=[A-Z])/g, '. ')
    .replace(/(^|[.]\s+)([a-z])/g, (_m, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`);
}
