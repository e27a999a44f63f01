/**
 * Category hygiene rules for the risk, stakeholder, legal, script, model and report composers
 * (eii brief, quality bar 3): language that belongs to one issue must not
 * appear in a dilemma that does not have it. The rules name the give-away phrases and the
 * signal that allows them; `cleanKbText` applies them to knowledge-base prose (a state summary
 * that also mentions self-harm, a reporting line that lists 911) before a composer quotes it.
 */

export type Signals = {
  /** A threat toward another person: duty to warn/protect language is allowed. */
  duty: boolean;
  /** Suicide indicators: suicide-risk language is allowed. */
  suicide: boolean;
  /** The state's duty-to-protect rule reaches danger to self and suicide risk is in play. */
  dutyToSelf: boolean;
  childAbuse: boolean;
  elderAbuse: boolean;
  /** Either abuse category: mandated-reporting language is allowed. */
  abuse: boolean;
  minor: boolean;
  /** A school setting (or a school counselor): FERPA language is allowed. */
  school: boolean;
  /** Substance-use treatment records: 42 CFR Part 2 language is allowed. */
  substanceRecords: boolean;
  records: boolean;
  subpoena: boolean;
  courtOrder: boolean;
  telehealth: boolean;
  forensic: boolean;
  /** CRITICAL: the crisis fast lane (PRODUCT.md). */
  critical: boolean;
  /** 988 belongs in the output: CRITICAL with suicide indicators. */
  crisisLine: boolean;
  /** 911 belongs in the output: CRITICAL (imminent danger). */
  emergency: boolean;
  /** Any question a lawyer or the law answers, so an attorney script and legal sections fit. */
  legal: boolean;
  /** A danger to someone's life or safety is in play (self or others). */
  danger: boolean;
  /** Sexual or romantic boundaries are at issue: that language is allowed. */
  sexual: boolean;
};

export type HygieneRule = { id: string; pattern: RegExp; allowed: (s: Signals) => boolean };

export const HYGIENE_RULES: readonly HygieneRule[] = [
  {
    id: 'duty-to-protect',
    pattern: /tarasoff|duty[ -]to[ -](?:warn|protect)|warn(?:ing)? the (?:intended |potential )?(?:victim|person threatened)|\b(?:intended|identifiable|potential) victim|\bhomicid/i,
    allowed: (s) => s.duty || s.dutyToSelf,
  },
  { id: 'serious-threat-disclosure', pattern: /164\.512\(j\)|avert a serious threat/i, allowed: (s) => s.danger },
  { id: 'suicide-risk', pattern: /suicid|self-harm|self-injur|safety plan|\bkill (?:him|her|them)sel(?:f|ves)\b/i, allowed: (s) => s.suicide },
  { id: 'lethal-means', pattern: /lethal[- ]means|means restriction/i, allowed: (s) => s.suicide },
  {
    id: 'abuse-reporting',
    pattern:
      /mandat(?:ed|ory) report|abuse report|report(?:ing)? (?:of |the )?(?:suspected )?(?:child |elder )?(?:abuse|neglect)|protective services|\bCPS\b|\bAPS\b|(?<!substance )\babuse\b|\bCAPTA\b/i,
    allowed: (s) => s.abuse,
  },
  { id: 'child-protection', pattern: /\bchild (?:maltreatment|neglect)\b|\bchild protective\b|\bchild welfare (?:agency|hotline)/i, allowed: (s) => s.childAbuse },
  { id: 'adult-protection', pattern: /\belder (?:abuse|neglect)\b|\badult protective\b|\bdependent[- ]adult abuse/i, allowed: (s) => s.elderAbuse },
  { id: 'part-2', pattern: /42 CFR (?:Part )?2\b|\bPart 2\b/i, allowed: (s) => s.substanceRecords },
  { id: 'ferpa', pattern: /FERPA|34 CFR (?:Part )?99/i, allowed: (s) => s.school },
  { id: 'crisis-line', pattern: /\b988\b/, allowed: (s) => s.crisisLine },
  { id: 'emergency-number', pattern: /\b911\b|\bemergency services\b/i, allowed: (s) => s.emergency },
  { id: 'sexual-boundaries', pattern: /\bsexual (?:relationship|intimac|contact|misconduct|involvement)|\bromantic or sexual\b/i, allowed: (s) => s.sexual },
];

/** The rules a text breaks for these signals (empty when it is clean). */
export function hygieneViolations(signals: Signals, text: string): string[] {
  return HYGIENE_RULES.filter((rule) => !rule.allowed(signals) && rule.pattern.test(text)).map((rule) => rule.id);
}

/**
 * Knowledge-base prose fitted to the dilemma: emergency numbers the risk does not warrant become
 * "emergency services", and any clause that belongs to an absent category is dropped. Returns ''
 * when nothing is left.
 */
export function cleanKbText(signals: Signals, text: string): string {
  let out = text;
  if (!signals.emergency) {
    out = out.replace(/\s*\(911\)/g, '').replace(/\bcall 911\b/gi, 'call the police').replace(/\b911\b/g, 'the police');
  }
  if (!signals.crisisLine) out = out.replace(/\s*\(?\b988\b\)?/g, '');
  const clauses = out.split(/(?<=[;.])\s+/);
  const kept = clauses.filter((clause) => hygieneViolations(signals, clause).length === 0);
  if (kept.length === clauses.length) return out.trim();
  // Dropping a clause can leave a lower-case start or a trailing semicolon behind.
  const joined = kept
    .join(' ')
    .trim()
    .replace(/;$/, '.')
    .replace(/;\s+(?=[A-Z])/g, '. ')
    .replace(/(^|[.]\s+)([a-z])/g, (_m, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`);
  return joined;
}
