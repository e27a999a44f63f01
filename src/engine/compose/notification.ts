/**
 * Who a practitioner may tell about a client's danger to someone else, read from the state's law
 * (docs/product.md "Who may be notified"): whether the duty to protect is mandatory or only
 * permits disclosure, which acts discharge it, whether the statute names the only people a
 * disclosure may go to (Texas: medical, mental health or law enforcement personnel; New York: the
 * endangered person and law enforcement), and any report the state makes mandatory to an authority
 * (California W&I § 8105(c), Illinois 405 ILCS 5/6-103.3, New York MHL § 9.46). Where the statute
 * names no recipients, federal privacy law (45 CFR 164.512(j)) lets a disclosure go to anyone
 * reasonably able to prevent or lessen the threat, including the person threatened.
 */
import type { DangerReport, DutyToProtectStatus, SelfHarmWarning, StateLaw } from '../knowledge-base/types';

export type Recipient = 'person-at-risk' | 'law-enforcement' | 'clinicians' | 'hospital' | 'family';

export type NotificationRule = {
  status: DutyToProtectStatus;
  /** Whom the law lets the practitioner tell about a danger to others. */
  permitted: ReadonlySet<Recipient>;
  /** The statute itself limits disclosure to the people it names. */
  limited: boolean;
  /** The statute's own words for them, when it names them: "medical, mental health or law enforcement personnel". */
  named: string | null;
  /** What the statute says discharges a mandatory duty, by recipient (empty when it lists no acts). */
  discharge: ReadonlySet<Recipient>;
  /** A report the state makes mandatory when a patient is a danger to others. */
  reportOthers: DangerReport | null;
  /** A report the state makes mandatory when a patient is a danger to themself. */
  reportSelf: DangerReport | null;
  /** A duty to warn family of a suicide risk (Puerto Rico § 6153r). */
  warnFamily: SelfHarmWarning | null;
};

const ALL: readonly Recipient[] = ['person-at-risk', 'law-enforcement', 'clinicians', 'hospital', 'family'];

const RECIPIENT_WORDS: ReadonlyArray<[Recipient, RegExp]> = [
  ['person-at-risk', /\bvictims?\b|\bperson threatened\b|\bpeople threatened\b|\bthreatened person\b|\bendangered person\b|\bwarn\b/i],
  ['law-enforcement', /\blaw enforcement\b|\bpolice\b|\bsheriff\b/i],
  ['clinicians', /\bmedical\b|\bmental health\b|\bphysician\b|\bpsychologist\b|\blicensed provider\b/i],
  ['hospital', /\bhospitali[sz]|\bcommitment\b|\badmission\b|\bcrisis hold\b|\bdetention\b/i],
  ['family', /\bparent\b|\bguardian\b|\bfamily\b/i],
];

function recipientsIn(text: string): Recipient[] {
  return RECIPIENT_WORDS.filter(([, pattern]) => pattern.test(text)).map(([recipient]) => recipient);
}

/** "may disclose to X when …", "may be disclosed to X and to Y when …", "may communicate the threat to X." */
const NAMED_RECIPIENTS = /\bmay (?:disclose|be disclosed|communicate(?: the threat)?) to ([^.;]+?)(?= when\b| if\b|[.;]|$)/i;

export function notificationRule(law: StateLaw): NotificationRule {
  const d = law.dutyToProtect;
  const named = d.status === 'mandatory' ? null : (NAMED_RECIPIENTS.exec(d.summary)?.[1]?.trim() ?? null);
  const limitedTo = named ? recipientsIn(named) : [];
  const limited = limitedTo.length > 0;
  const report = law.dangerReport;
  return {
    status: d.status,
    permitted: new Set(limited ? limitedTo : ALL),
    limited,
    named: limited ? named : null,
    discharge: new Set(d.discharge.flatMap(recipientsIn)),
    reportOthers: report?.coversOthers ? report : null,
    reportSelf: report?.coversSelfHarm ? report : null,
    warnFamily: law.selfHarmWarning ?? null,
  };
}
