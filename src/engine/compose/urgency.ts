/**
 * One reading of urgency and complexity for every section: the summary and risk screens print
 * it, the timeline paces its phases by it, and the scripts, the stakeholder timings, the model's
 * priority actions and the report's plan take their clocks from its word. The urgency text's
 * first word is one of Immediate / Urgent / Moderate / Routine, and the rest avoids the words
 * `timelineLabel` (src/shared/domain/risk.ts) looks for, so the TIMELINE card reads the first
 * word and nothing else: "Routine — …" must not mention anything "immediate".
 */
import { issueCategoryLabel, type IssueCategoryId } from '../../shared/domain/issue-categories';
import type { Reading } from './reading';
import { joinList } from './prose';

export type UrgencyWord = 'Immediate' | 'Urgent' | 'Moderate' | 'Routine';

export type Urgency = { word: UrgencyWord; text: string; reason: string };

type Inputs = Pick<Reading, 'risk' | 'categories' | 'timeline' | 'facts' | 'law' | 'stateName' | 'subject'>;

/** Words `timelineLabel` keys on; urgency detail text must not contain them. */
const LABEL_WORDS = /immediate|emergency|critical|urgent|high|moderate|medium/i;

const raised = (status: string) => status === 'present' || status === 'uncertain';

function reportDueNow(r: Inputs): boolean {
  if (r.categories.includes('child-abuse-reporting') && /\bimmediately\b/i.test(r.law.childAbuseReporting.timeframe)) return true;
  return r.categories.includes('elder-abuse-reporting') && /\bimmediately\b/i.test(r.law.elderAbuseReporting.timeframe);
}

export function urgencyOf(r: Inputs): Urgency {
  const { level } = r.risk;
  const has = (...ids: IssueCategoryId[]) => ids.some((id) => r.categories.includes(id));
  const danger = has('duty-to-protect', 'suicide-risk');
  const when = r.timeline;
  const timed = raised(r.facts.timeline.status);
  const reporting = has('child-abuse-reporting', 'elder-abuse-reporting');
  const legalProcess = raised(r.facts.subpoena.status) || raised(r.facts.courtOrder.status);

  if (level === 'CRITICAL' || (level === 'HIGH' && danger && timed)) {
    return {
      word: 'Immediate',
      text: `Immediate — act on ${r.subject} today${when ? `: the stated time frame is “${when}”` : ''}; consult as you act, not afterwards`,
      reason: when ? `The danger facts include a time frame (“${when}”).` : `The facts of ${r.subject} reach the top risk band.`,
    };
  }
  if (reporting && reportDueNow(r)) {
    return {
      word: 'Immediate',
      text: `Immediate — ${r.stateName} law expects the report without delay once you have reasonable suspicion`,
      reason: `The report on ${r.subject.replace(/^the /, '')} is due as soon as reasonable suspicion exists.`,
    };
  }
  if (level === 'HIGH' || (danger && timed) || reporting) {
    return {
      word: 'Urgent',
      text: `Urgent — decide and act on ${r.subject} within 24–48 hours, with consultation before the next contact`,
      reason: reporting ? `A reporting duty puts ${r.stateName}’s statutory clock on ${r.subject}.` : danger ? `Safety is in question in ${r.subject}.` : `A legal duty or serious harm is likely in play in ${r.subject}.`,
    };
  }
  if (level === 'MODERATE' || legalProcess) {
    return {
      word: 'Moderate',
      text: legalProcess
        ? `Moderate — respond before the legal deadline on ${r.subject}; take advice first and do not release anything in the meantime`
        : `Moderate — plan, consult and document ${r.subject} within the week, before the next session if you can`,
      reason: legalProcess ? `Legal process sets its own deadline for ${r.subject}.` : `There is real risk of harm or complaint over ${r.subject}, but no clock is running.`,
    };
  }
  return {
    word: 'Routine',
    text: `Routine — reflect on ${r.subject}, consult as you would for any practice question and note your reasoning`,
    reason: `There is no safety or legal clock on ${r.subject}.`,
  };
}

/** Keeps the detail of an urgency text clear of the label words, should a template change. */
export function isCleanUrgencyText(text: string): boolean {
  const [first, ...rest] = text.split(' — ');
  return Boolean(first) && !LABEL_WORDS.test(rest.join(' — '));
}

export type Complexity = { word: 'High' | 'Moderate' | 'Low'; text: string };

const LEGAL_CATEGORIES: readonly IssueCategoryId[] = [
  'duty-to-protect',
  'child-abuse-reporting',
  'elder-abuse-reporting',
  'records-legal-process',
  'minors-consent',
  'telehealth-jurisdiction',
  'substance-use-records',
  'forensic-role',
  'billing-insurance',
];

export function complexityOf(r: Pick<Reading, 'risk' | 'categories'>): Complexity {
  const ids = r.categories;
  const labels = ids.slice(0, 3).map((id) => issueCategoryLabel(id).toLowerCase());
  const legal = ids.some((id) => LEGAL_CATEGORIES.includes(id));
  const serious = r.risk.level === 'HIGH' || r.risk.level === 'CRITICAL';
  if (ids.length >= 3 || serious || (ids.length >= 2 && legal)) {
    const why =
      ids.length >= 2
        ? `${joinList(labels)} interact${legal ? ', and the law has a say' : ''}`
        : `${labels[0] ?? 'the issue'} carries ${legal ? 'legal as well as ethical weight' : 'serious consequences either way'}`;
    return { word: 'High', text: `High — ${why}; several obligations pull in different directions` };
  }
  if (ids.length === 2 || r.risk.level === 'MODERATE' || legal) {
    const why = ids.length === 2 ? `${joinList(labels)} overlap` : `${labels[0] ?? 'the question'} has more than one defensible answer`;
    return { word: 'Moderate', text: `Moderate — ${why}, and the right course depends on facts you can still clarify` };
  }
  if (ids.length === 1) {
    return { word: 'Low', text: `Low — a single question about ${labels[0]}, with clear guidance in your code` };
  }
  return { word: 'Low', text: 'Low — a routine practice question with no competing duties on the facts given' };
}
