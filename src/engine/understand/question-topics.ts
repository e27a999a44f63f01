/**
 * What each of the app's own clarifying questions is about (the ids the question bank in
 * compose/text/question-bank.ts uses), so an answer is read as an answer: the question's topic
 * never becomes a new issue or a new person in the case because the practitioner answered it
 * ("Have you consulted anyone?" — "Not yet, I'll call my supervisor" is not a supervision issue).
 */
import type { IssueCategoryId } from '../../shared/domain/issue-categories';
import type { FactKey } from './fact-lexicon';

export type QuestionTopic = {
  /** Issues the question itself raises: an answer's words for them add nothing. */
  echoes?: readonly IssueCategoryId[];
  /** People the question itself names: an answer mentioning them adds no stakeholder. */
  echoedPeople?: readonly FactKey[];
  /** The fact a bare "yes" / "no" / "not sure" settles, and that any answer's own words about it count toward. */
  fact?: FactKey;
  /** The question asks for advice or reflection, not facts: its answer states nothing about the case. */
  reflective?: boolean;
  /**
   * The question asks about someone who may harm the client (a partner): a weapon or a threat in
   * the answer is theirs, so the answer sets none of the client's own danger facts.
   */
  aboutOthers?: boolean;
};

export const QUESTION_TOPICS: Record<string, QuestionTopic> = {
  'q-means': { fact: 'firearm', echoes: ['duty-to-protect', 'suicide-risk'] },
  'q-means-secured': { fact: 'protective', echoes: ['duty-to-protect', 'suicide-risk'] },
  'q-intent-timeline': { fact: 'intent', echoes: ['duty-to-protect'] },
  'q-victim': { fact: 'victimPhrase', echoes: ['duty-to-protect'] },
  'q-victim-contact': { echoes: ['duty-to-protect', 'confidentiality'], echoedPeople: ['involved.lawEnforcement'] },
  'q-prior-violence': { fact: 'priorViolence', echoes: ['duty-to-protect'] },
  'q-ideation': { fact: 'plan', echoes: ['suicide-risk'] },
  'q-attempts': { fact: 'priorAttempts', echoes: ['suicide-risk'] },
  'q-protective': { fact: 'protective', echoes: ['suicide-risk'] },
  'q-abuse-observed': { echoes: ['child-abuse-reporting'] },
  'q-abuse-reported': { echoes: ['child-abuse-reporting', 'elder-abuse-reporting'] },
  'q-capacity': { echoes: ['elder-abuse-reporting'] },
  'q-age': { echoes: ['minors-consent'] },
  'q-minor-consent': { echoes: ['minors-consent'], echoedPeople: ['involved.parents'] },
  'q-custody': { echoes: ['minors-consent', 'forensic-role'], echoedPeople: ['involved.parents', 'involved.court'] },
  'q-subpoena-type': { fact: 'subpoena', echoes: ['records-legal-process'], echoedPeople: ['involved.court'] },
  'q-records-requester': { echoes: ['records-legal-process'], echoedPeople: ['involved.parents'] },
  'q-records-holder': { echoes: ['records-legal-process'] },
  'q-client-position': { echoes: ['records-legal-process', 'forensic-role'] },
  'q-authorization': { echoes: ['confidentiality'] },
  'q-client-wishes': { echoes: ['confidentiality', 'couples-family-group'] },
  'q-secrets-policy': { echoes: ['couples-family-group'] },
  'q-avoidable': { echoes: ['multiple-relationships'] },
  'q-contact-so-far': { echoes: ['sexual-boundaries'] },
  'q-gift-value': { echoes: ['gifts'] },
  'q-gift-meaning': { echoes: ['gifts', 'cultural-diversity'] },
  'q-barter-terms': { echoes: ['bartering-fees'] },
  'q-crossing-purpose': { echoes: ['boundary-crossings'] },
  'q-online-policy': { echoes: ['social-media'] },
  'q-training': { echoes: ['competence-scope'] },
  'q-consent-voluntary': { echoes: ['informed-consent'] },
  'q-location': { echoes: ['telehealth-jurisdiction'] },
  'q-local-plan': { echoes: ['telehealth-jurisdiction'] },
  'q-firsthand': { echoes: ['colleague-conduct'], echoedPeople: ['involved.colleague'] },
  'q-impact-on-work': { echoes: ['practitioner-impairment'] },
  'q-values-manage': { echoes: ['values-conflict'] },
  'q-cultural-context': { echoes: ['cultural-diversity'] },
  'q-termination-plan': { echoes: ['termination-abandonment'] },
  'q-capacity-eol': { echoes: ['end-of-life'] },
  'q-claim-accuracy': { echoes: ['billing-insurance'], echoedPeople: ['involved.insurer'] },
  'q-supervision-terms': { echoes: ['supervision-training'], echoedPeople: ['involved.supervisor'] },
  'q-part2': { echoes: ['substance-use-records'] },
  'q-record-state': { echoes: ['documentation'] },
  'q-role-asked': { echoes: ['forensic-role'], echoedPeople: ['involved.court'] },
  'q-policy-text': { echoes: ['workplace-policy'], echoedPeople: ['involved.employer'] },
  'q-uncertain': { echoes: ['competence-scope'] },
  'q-consultation': {
    echoes: ['supervision-training', 'colleague-conduct', 'competence-scope'],
    echoedPeople: ['involved.supervisor', 'involved.colleague', 'involved.employer'],
  },
  'q-policy': { echoes: ['workplace-policy'], echoedPeople: ['involved.employer', 'involved.supervisor'] },
  'q-client-view': {},
  'q-partner-danger': { aboutOthers: true, echoes: ['duty-to-protect'], echoedPeople: ['involved.partner'] },
  'q-sources': { reflective: true, echoes: ['competence-scope', 'supervision-training'], echoedPeople: ['involved.supervisor', 'involved.colleague'] },
  'q-timing': {},
  'q-own-question': { reflective: true },
  'q-outcome': { reflective: true },
  'q-documentation': { echoes: ['documentation'] },
  'q-colleague': { reflective: true, echoes: ['colleague-conduct', 'supervision-training'], echoedPeople: ['involved.colleague', 'involved.supervisor'] },
};
