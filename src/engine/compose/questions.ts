/**
 * Clarifying questions (spec-1 §2 "Clarifying Questions"): each candidate asks for a fact the
 * dilemma leaves missing or uncertain, for the categories found, with a context note saying why
 * the answer matters here. Ids are stable so answers can be read back by topic (the reflective
 * summary quotes them). Priorities order the candidates; the composer fixes the fifth slot.
 */
import type { IssueCategoryId } from '../../shared/domain/issue-categories';
import { minorConsentRule } from '../knowledge-base';
import type { Citation } from '../types';
import { quoteAll, vary } from './prose';
import { ageSentence, caseEvidence, codeCitation, factIsPresent as isPresent, factIsRaised as isRaised, federalCitation, has, phrasesOf, stateCitations, type Reading } from './reading';

export type QuestionCandidate = {
  id: string;
  category: string;
  priority: number;
  question: string;
  context: string;
  /** What the question's context cites, so the response lists it. */
  citations?: Citation[];
};

/** spec-1 §4: cached questions are reused only when the fifth asks this. */
export const COLLEAGUE_QUESTION_ID = 'q-colleague';

/** What each question asks about, so a later section can say what an answer added. */
export const QUESTION_TOPICS: Record<string, string> = {
  'q-means': 'access to means',
  'q-means-secured': 'where the means are now',
  'q-partner-danger': 'the danger from the partner',
  'q-intent-timeline': 'intent and timing',
  'q-victim': 'who could be harmed',
  'q-victim-contact': 'reaching the person threatened',
  'q-prior-violence': 'history of violence',
  'q-ideation': 'plan and intent',
  'q-attempts': 'past attempts',
  'q-protective': 'protective factors',
  'q-abuse-observed': 'what was observed or disclosed',
  'q-abuse-reported': 'reports already made',
  'q-capacity': 'the adult’s capacity and wishes',
  'q-age': 'the client’s age',
  'q-minor-consent': 'who consented to treatment',
  'q-custody': 'custody and parental authority',
  'q-subpoena-type': 'the kind of legal request',
  'q-records-requester': 'who is asking for the records',
  'q-records-holder': 'who holds the records',
  'q-client-position': 'your client’s position on release',
  'q-authorization': 'authorisation to disclose',
  'q-client-wishes': 'what your client wants shared',
  'q-secrets-policy': 'your agreement about secrets',
  'q-avoidable': 'whether the other relationship is avoidable',
  'q-contact-so-far': 'what has happened so far',
  'q-gift-value': 'the gift and its value',
  'q-gift-meaning': 'what the gift means',
  'q-barter-terms': 'the terms of the arrangement',
  'q-crossing-purpose': 'the purpose of the crossing',
  'q-training': 'your training and referral options',
  'q-consent-voluntary': 'whether consent is informed and voluntary',
  'q-location': 'where your client is during sessions',
  'q-local-plan': 'local resources where your client is',
  'q-online-policy': 'your social media policy',
  'q-firsthand': 'what you know firsthand',
  'q-impact-on-work': 'the effect on the work',
  'q-values-manage': 'the values in conflict',
  'q-cultural-context': 'your client’s cultural context',
  'q-termination-plan': 'notice and referrals',
  'q-capacity-eol': 'decision-making capacity',
  'q-claim-accuracy': 'what the claim would say',
  'q-supervision-terms': 'supervision requirements',
  'q-part2': 'Part 2 coverage and consent',
  'q-record-state': 'the state of the record',
  'q-role-asked': 'what you are being asked to provide',
  'q-policy-text': 'the policy and how you raised it',
  'q-uncertain': 'what would settle your uncertainty',
  'q-consultation': 'consultation already sought',
  'q-policy': 'agency or practice policy',
  'q-client-view': 'how your client sees it',
  'q-sources': 'where you would look for the answer',
  'q-timing': 'how much time you have',
  'q-own-question': 'the answer you are leaning toward',
  'q-outcome': 'the outcome you hope for',
  'q-documentation': 'what you have documented',
  [COLLEAGUE_QUESTION_ID]: 'what you would tell a colleague',
};

type Builder = (r: Reading) => QuestionCandidate | null;

/** A gift's value written in the dilemma: "$80", "80 dollars", "worth a few hundred". */
const GIFT_VALUE_STATED = /\$\s?\d|\b\d+\s?(?:dollars|bucks)\b|\bworth (?:about |around |roughly |maybe |at least )?(?:a few |several |hundreds|thousands|\d)/i;

/** Whether the dilemma involves someone the practitioner serves (not, say, a licence renewal question). */
const CLIENT_WORDS = /\b(?:clients?|patients?|students?|counselees?|congregants?|members?|peers?|teens?|child(?:ren)?|kids?|famil(?:y|ies)|couples?|residents?|consumers?|supervisees?|caseload|sessions?)\b/i;
function mentionsClient(r: Reading): boolean {
  return r.u.categories.length > 0 || CLIENT_WORDS.test(r.input.text);
}

const quoted = (r: Reading, id: IssueCategoryId): string => {
  const phrases = r.quotes(id, 1);
  return phrases.length > 0 ? `You wrote ${quoteAll(phrases)}. ` : '';
};

/**
 * Danger questions the safety screen does not ask (it covers ideation, method, intent, plan,
 * preparation, means, timing, target and history): where the means are now, how to reach the
 * person at risk, and what keeps the client going.
 */
const dangerBuilders: Builder[] = [
  (r) => {
    const f = r.u.facts;
    if (!has(r, 'duty-to-protect', 'suicide-risk') || !isRaised(f.firearm)) return null;
    const phrase = f.firearm.evidence[0]?.phrase;
    return {
      id: 'q-means-secured',
      category: 'Safety',
      priority: 95,
      question: `${phrase ? `You mentioned “${phrase}”. ` : ''}Where is the firearm now, who else can reach it, and would your client agree to have it stored outside the home while things are this tense?`,
      context: 'Reducing access to a firearm is one of the most effective protective steps available, and whether your client agrees to it also tells you something about their intent.',
    };
  },
  (r) => {
    const violence = r.u.facts.partnerViolence;
    if (!isRaised(violence)) return null;
    const phrase = violence?.evidence[0]?.phrase;
    return {
      id: 'q-partner-danger',
      category: 'Safety',
      priority: 94,
      question: `${phrase ? `You wrote “${phrase}”. ` : ''}What else do you know about the danger from the partner: choking or strangulation before, threats to kill, a gun in the home, a recent or planned separation, stalking, or violence that is getting worse?`,
      context:
        'These are the items a structured danger assessment weighs most (the Danger Assessment, Campbell and colleagues); they tell you how urgent safety planning is, and each is a question you can ask your client directly.',
    };
  },
  (r) => {
    if (!has(r, 'duty-to-protect')) return null;
    const victim = r.victim;
    const law = r.law;
    if (victim) {
      return {
        id: 'q-victim-contact',
        category: 'Legal duty',
        priority: 86,
        question: `If you decide a warning is needed, do you have a way to reach the person your client named (“${victim}”), and the law enforcement agency where that person lives?`,
        context:
          law.dutyToProtect.discharge.length > 0
            ? `In ${r.stateName}, the steps that discharge the duty include: ${law.dutyToProtect.discharge.join('; ').toLowerCase()}. Knowing in advance how you would do that saves time if you need to.`
            : `Knowing in advance how you would reach the person and the police saves time if you decide to act; ${r.stateName}’s statute describes what disclosure it permits.`,
        citations: stateCitations(r, 'duty-to-protect'),
      };
    }
    // Who could be harmed is a safety-screen item; the free-text question adds nothing.
    return null;
  },
  (r) => {
    const f = r.u.facts;
    if (!has(r, 'suicide-risk') || isPresent(f.protective)) return null;
    return {
      id: 'q-protective',
      category: 'Protective factors',
      priority: 72,
      question: 'What is keeping your client going right now: people, reasons for living, engagement with you, a safety plan they have used before?',
      context: 'Protective factors do not cancel risk, but they shape a collaborative plan and tell you whom your client might let you involve.',
    };
  },
];

const reportingBuilders: Builder[] = [
  (r) => {
    if (!has(r, 'child-abuse-reporting')) return null;
    const law = r.law.childAbuseReporting;
    return {
      id: 'q-abuse-observed',
      category: 'Legal duty',
      priority: 90,
      question: `${quoted(r, 'child-abuse-reporting')}What exactly did the child say, in their own words, or what did you see yourself, and when?`,
      context: `${r.stateName}’s statute (${law.citation}) asks for reasonable suspicion, not proof; a precise record of what was said or seen is what the report and your documentation will rest on. Timeframe: ${law.timeframe.charAt(0).toLowerCase()}${law.timeframe.slice(1)}.`,
      citations: stateCitations(r, 'child-abuse-reporting'),
    };
  },
  (r) => {
    if (!has(r, 'child-abuse-reporting', 'elder-abuse-reporting')) return null;
    return {
      id: 'q-abuse-reported',
      category: 'Legal duty',
      priority: 78,
      question: 'Has anyone else (a school, a physician, another professional) already made a report, or been told about this?',
      context: 'In many states each mandated reporter’s duty is personal, so another person’s report may not relieve you of yours; knowing who else is involved also helps coordinate the response.',
    };
  },
  (r) => {
    if (!has(r, 'elder-abuse-reporting')) return null;
    return {
      id: 'q-capacity',
      category: 'Capacity',
      priority: 85,
      question: `${quoted(r, 'elder-abuse-reporting')}Does the adult have capacity to make decisions about their care and money, and what do they want to happen?`,
      context: `${r.stateName}’s reporting statute (${r.law.elderAbuseReporting.citation}) may apply regardless of the adult’s wishes, but their capacity and preferences shape how you involve them and what protective services can do.`,
      citations: stateCitations(r, 'elder-abuse-reporting'),
    };
  },
];

const minorBuilders: Builder[] = [
  (r) => {
    const f = r.u.facts;
    if (f.client.age !== null) return null;
    const relevant = has(r, 'minors-consent') || r.signals.school || (isPresent(f.involved.parents) && f.client.isMinor !== false);
    if (!relevant) return null;
    const consent = r.law.minorConsent;
    const rule = `in ${r.stateName} ${minorConsentRule(r.u.state).phrase}${consent.citation ? ` (${consent.citation})` : ''}${consent.verified ? '' : ' (this entry is not yet confirmed)'}`;
    return {
      id: 'q-age',
      category: 'Consent',
      priority: f.client.isMinor ? 88 : 80,
      question: 'How old is your client, and who signed the consent for treatment?',
      context: `Age decides who holds the right to consent and to the records: ${rule}.`,
      citations: stateCitations(r, 'minors-consent'),
    };
  },
  (r) => {
    const f = r.u.facts;
    if (f.client.age === null || !f.client.isMinor || !has(r, 'minors-consent')) return null;
    const consent = r.law.minorConsent;
    const rule = minorConsentRule(r.u.state);
    const canConsent = rule.anyAge || (consent.age !== null && f.client.age >= consent.age);
    return {
      id: 'q-minor-consent',
      category: 'Consent',
      priority: 85,
      question: `${ageSentence(r) ?? ''} Did your client consent to treatment on their own, or did a parent or guardian sign, and what was agreed about what parents would be told?`.trim(),
      context: canConsent
        ? `At ${f.client.age}, your client may be able to consent on their own in ${r.stateName} (${rule.phrase}${consent.citation ? `, ${consent.citation}` : ''}), which changes what parents are entitled to know.`
        : `In ${r.stateName} ${rule.phrase}, so a parent’s consent likely governs treatment, and with it the parents’ access to information.`,
      citations: stateCitations(r, 'minors-consent'),
    };
  },
  (r) => {
    const f = r.u.facts;
    if (!has(r, 'minors-consent') || !isRaised(f.involved.parents)) return null;
    return {
      id: 'q-custody',
      category: 'Family',
      priority: 80,
      question: 'Who has legal custody and decision-making authority (is there a custody order or parenting plan), and what did each parent agree to about information sharing?',
      context: 'A parent’s right to consent or to records can depend on the custody order, not on which parent brings the child.',
    };
  },
];

const recordsBuilders: Builder[] = [
  (r) => {
    const f = r.u.facts;
    const legal = isRaised(f.subpoena) || isRaised(f.courtOrder);
    if (!legal && !(has(r, 'records-legal-process') && isRaised(f.involved.court))) return null;
    const what = isRaised(f.subpoena) ? 'the subpoena' : isRaised(f.courtOrder) ? 'the order' : 'the request';
    return {
      id: 'q-subpoena-type',
      category: 'Legal process',
      priority: 92,
      question: `Is ${what} signed by a judge (a court order) or only by an attorney or clerk (a subpoena), and what is the date by which you must respond?`,
      context: 'A subpoena usually obliges you to respond, not necessarily to disclose; a judge’s order can compel disclosure. HIPAA’s rule for judicial proceedings (45 CFR 164.512(e)) treats them differently.',
      citations: federalCitation('HIPAA', '45 CFR 164.512(e)'),
    };
  },
  (r) => {
    const f = r.u.facts;
    // A request without legal papers: who asks, and what right they have, decides the answer.
    if (!has(r, 'records-legal-process') || isRaised(f.subpoena) || isRaised(f.courtOrder) || isRaised(f.involved.court)) return null;
    return {
      id: 'q-records-requester',
      category: 'Records',
      priority: 92,
      question: 'Who exactly is asking for the records (the client, a parent or guardian, another provider, an employer, a school), on what authority, and did they put it in writing?',
      context: `Who may see a record depends on who asks: a parent’s right to a minor’s record can be limited by state minor-consent law${r.signals.school ? ', notes kept in your sole possession are not education records under FERPA' : ''}, and anyone else needs the client’s authorization.`,
    };
  },
  (r) => {
    const f = r.u.facts;
    if (!has(r, 'records-legal-process') && !isRaised(f.subpoena) && !isRaised(f.recordsRequest)) return null;
    return {
      id: 'q-records-holder',
      category: 'Records',
      priority: 84,
      question: 'Who holds the records (you personally, a group practice, an agency or a hospital), and do you keep psychotherapy notes separately from the rest of the record?',
      context: 'The custodian of the record is the one who must respond, and separately kept psychotherapy notes have added protection under HIPAA (45 CFR 164.508(a)(2)).',
      citations: federalCitation('HIPAA', '45 CFR 164.508(a)(2)'),
    };
  },
  (r) => {
    if (!has(r, 'records-legal-process', 'forensic-role')) return null;
    return {
      id: 'q-client-position',
      category: 'Privilege',
      priority: 80,
      question: 'Does your client know about the request, and have they (or their attorney) said whether they want to assert privilege or authorise release?',
      context: 'Privilege belongs to your client. Their attorney, not you, usually decides whether to move to quash or limit the request, and your response should follow from that.',
    };
  },
];

const relationshipBuilders: Builder[] = [
  (r) => {
    if (!has(r, 'confidentiality')) return null;
    return {
      id: 'q-authorization',
      category: 'Confidentiality',
      priority: 80,
      question: `${quoted(r, 'confidentiality')}Is there a signed release covering this person and this information, and what did your intake paperwork tell your client about the limits of confidentiality?`,
      context: 'Without an authorisation or a specific legal exception, the default is not to disclose; what your client was told at the start shapes what they can reasonably expect now.',
    };
  },
  (r) => {
    if (!has(r, 'confidentiality', 'couples-family-group')) return null;
    return {
      id: 'q-client-wishes',
      category: 'Client voice',
      priority: 70,
      question: 'What does your client want shared, with whom, and have you been able to ask them directly?',
      context: 'Your client’s own wishes (and any change in them) often resolve a confidentiality question without a unilateral decision.',
    };
  },
  (r) => {
    if (!has(r, 'couples-family-group')) return null;
    return {
      id: 'q-secrets-policy',
      category: 'Treatment frame',
      priority: 85,
      question: `${quoted(r, 'couples-family-group')}What did you tell the participants at the start about secrets, individual contacts and who the client is?`,
      context: 'A no-secrets or limited-secrets agreement made at intake is the reference point for what you can do now; without one, the way forward needs more care.',
    };
  },
  (r) => {
    if (!has(r, 'multiple-relationships')) return null;
    const small = isPresent(r.u.facts.setting.ruralSmallCommunity);
    return {
      id: 'q-avoidable',
      category: 'Boundaries',
      priority: 85,
      question: `${quoted(r, 'multiple-relationships')}How avoidable is the other relationship${small ? ' in a community the size of yours' : ''}, and is there another qualified practitioner your client could reasonably see?`,
      context: 'Codes prohibit multiple relationships that risk harm or exploitation, not every overlapping contact; whether it can be avoided, and the alternatives, decide what safeguards are needed.',
    };
  },
  (r) => {
    if (!has(r, 'sexual-boundaries')) return null;
    return {
      id: 'q-contact-so-far',
      category: 'Boundaries',
      priority: 95,
      question: 'What has happened so far (words, messages, physical contact), and have you discussed it with a supervisor, consultant or your own therapist?',
      context: 'Whether a line has already been crossed changes what must happen next, including whether you need legal advice before anything else.',
    };
  },
  (r) => {
    if (!has(r, 'gifts')) return null;
    return {
      id: 'q-gift-value',
      category: 'Gift',
      priority: 85,
      // A value already given ("worth around $80") is not asked again; the meaning of the giving still is.
      question: GIFT_VALUE_STATED.test(r.input.text)
        ? `${quoted(r, 'gifts')}What did your client say or show when giving it, and what do you think it is meant to say at this point in your work?`
        : `${quoted(r, 'gifts')}What is the gift worth, roughly, and what did your client say or show when giving it?`,
      context: 'Ethics guidance on gifts weighs the monetary value, your client’s motive, your own motive and the point in treatment (ACA A.10.f names these factors explicitly); the answers decide whether accepting is a kindness or a complication.',
      citations: codeCitation('ACA', 'A.10.f'),
    };
  },
  (r) => {
    if (!has(r, 'gifts')) return null;
    return {
      id: 'q-gift-meaning',
      category: 'Culture',
      priority: 68,
      question: 'What might the gift mean in your client’s culture or family, and at this point in your work together (a holiday, a milestone, an ending)?',
      context: 'In many cultures a gift is how gratitude is expressed, and refusing it can shame; its timing may also carry clinical meaning worth exploring.',
    };
  },
  (r) => {
    if (!has(r, 'bartering-fees')) return null;
    return {
      id: 'q-barter-terms',
      category: 'Fees',
      priority: 85,
      question: `${quoted(r, 'bartering-fees')}Who proposed the arrangement, how would value be set, and is it customary in your community?`,
      context: 'Codes that allow bartering do so only when the client asks for it, it is not exploitative, and it is accepted locally; the terms matter as much as the idea.',
    };
  },
  (r) => {
    if (!has(r, 'boundary-crossings')) return null;
    return {
      id: 'q-crossing-purpose',
      category: 'Boundaries',
      priority: 84,
      question: `${quoted(r, 'boundary-crossings')}Whose need would this serve, and what is it likely to mean to your client if you say yes, or no?`,
      context: 'A boundary crossing that serves the client’s treatment, is discussed and documented is different from one that serves the practitioner or starts a pattern.',
    };
  },
  (r) => {
    if (!has(r, 'social-media')) return null;
    return {
      id: 'q-online-policy',
      category: 'Technology',
      priority: 84,
      question: `${quoted(r, 'social-media')}Does your informed consent or a written social media policy cover this, and has your client raised it with you?`,
      context: 'A social media policy agreed at intake lets you respond consistently and without rejecting your client personally.',
    };
  },
];

const practiceBuilders: Builder[] = [
  (r) => {
    if (!has(r, 'competence-scope')) return null;
    return {
      id: 'q-training',
      category: 'Competence',
      priority: 85,
      question: `${quoted(r, 'competence-scope')}What training, supervised experience or consultation do you have in this area, and is a qualified referral realistically available?`,
      context: 'Codes allow practice in a new area with training and supervision; whether that is realistic in time for this client, or a referral is better, turns on these facts.',
    };
  },
  (r) => {
    if (!has(r, 'informed-consent')) return null;
    return {
      id: 'q-consent-voluntary',
      category: 'Consent',
      priority: 84,
      question: `${quoted(r, 'informed-consent')}What has your client been told so far, and is anyone (a court, employer, family member or payer) pressing them to agree?`,
      context: 'Consent must be informed and voluntary; pressure from a third party does not make it invalid, but it should be named and discussed.',
    };
  },
  (r) => {
    const f = r.u.facts;
    if (!has(r, 'telehealth-jurisdiction') && !isPresent(f.setting.acrossStateLines)) return null;
    return {
      id: 'q-location',
      category: 'Jurisdiction',
      priority: 93,
      question: `Where is your client physically located during sessions, and are you licensed or otherwise authorised (temporary practice, an interstate compact) to practise there as well as in ${r.stateName}?`,
      context: 'Licensure generally follows the client’s location at the time of service, and that state’s law on confidentiality and reporting may apply alongside yours.',
    };
  },
  (r) => {
    if (!has(r, 'telehealth-jurisdiction')) return null;
    return {
      id: 'q-local-plan',
      category: 'Planning',
      priority: 66,
      question: 'Do you have an emergency contact and the local crisis resources for the place your client actually connects from?',
      context: 'Distance care needs a plan for the client’s location, not yours, in case something goes wrong during or between sessions.',
    };
  },
  (r) => {
    if (!has(r, 'colleague-conduct')) return null;
    return {
      id: 'q-firsthand',
      category: 'Colleague',
      priority: 88,
      question: `${quoted(r, 'colleague-conduct')}Did you observe this yourself, or hear it from someone else, and have you been able to raise it with the colleague directly?`,
      context: 'Codes generally ask you to try informal resolution first when it is safe and appropriate, and firsthand knowledge carries different weight from second-hand concern.',
    };
  },
  (r) => {
    if (!has(r, 'practitioner-impairment')) return null;
    return {
      id: 'q-impact-on-work',
      category: 'Fitness to practise',
      priority: 86,
      question: `${quoted(r, 'practitioner-impairment')}What have you noticed in the work itself (missed or late sessions, concentration, reactions in session), and who knows about it?`,
      context: 'The question is not whether someone is struggling, but whether it is affecting client care; concrete signs decide what adjustments are needed.',
    };
  },
  (r) => {
    if (!has(r, 'values-conflict')) return null;
    return {
      id: 'q-values-manage',
      category: 'Values',
      priority: 85,
      question: `${quoted(r, 'values-conflict')}What exactly about your client’s goal conflicts with your values, and what support would let you work toward their goal anyway?`,
      context: 'Codes ask practitioners to manage their own values rather than refer solely because of them; naming the conflict precisely is the first step.',
    };
  },
  (r) => {
    if (!has(r, 'cultural-diversity')) return null;
    return {
      id: 'q-cultural-context',
      category: 'Culture',
      priority: 84,
      question: `${quoted(r, 'cultural-diversity')}What have you learned from your client about how their family and community would see this, and is there someone from that community you could consult?`,
      context: 'Culturally responsive practice starts with your client’s own framework; a cultural consultant can help you see what your standard approach might miss.',
    };
  },
  (r) => {
    if (!has(r, 'termination-abandonment')) return null;
    return {
      id: 'q-termination-plan',
      category: 'Continuity',
      priority: 84,
      question: `${quoted(r, 'termination-abandonment')}What notice, pre-termination discussion and referrals have you been able to offer, and how is your client likely to take it?`,
      context: 'Ending services is allowed for legitimate reasons; abandonment lies in ending without notice, discussion or a path to continued care.',
    };
  },
  (r) => {
    if (!has(r, 'end-of-life')) return null;
    return {
      id: 'q-capacity-eol',
      category: 'Capacity',
      priority: 88,
      question: `${quoted(r, 'end-of-life')}Has your client’s decision-making capacity been assessed, and has a treatable condition such as depression been ruled out as the driver of the decision?`,
      context: 'Respecting an end-of-life choice presumes it is informed, voluntary and made with capacity; your role may be to help make sure that is so.',
    };
  },
  (r) => {
    if (!has(r, 'billing-insurance')) return null;
    return {
      id: 'q-claim-accuracy',
      category: 'Billing',
      priority: 88,
      question: `${quoted(r, 'billing-insurance')}What exactly would the claim or record say (service code, diagnosis, rendering provider, dates), and who asked for it to be done that way?`,
      context: 'Claims must reflect the service actually provided and who provided it; the details show whether this is a documentation question or a misrepresentation.',
    };
  },
  (r) => {
    if (!has(r, 'supervision-training')) return null;
    return {
      id: 'q-supervision-terms',
      category: 'Supervision',
      priority: 84,
      question: `${quoted(r, 'supervision-training')}What do your written supervision agreement and ${r.stateName}’s licensure rules require here?`,
      context: 'Supervisors carry responsibility for supervisees’ work, and licensure boards set specific rules for supervised hours and oversight.',
    };
  },
  (r) => {
    if (!has(r, 'substance-use-records')) return null;
    return {
      id: 'q-part2',
      category: 'Federal privacy',
      priority: 90,
      question: 'Is your program a federally assisted substance use treatment program covered by 42 CFR Part 2, and do you have a Part 2–compliant written consent for this disclosure?',
      context: 'Part 2 restricts even acknowledging that someone is a patient without proper consent or a qualifying court order; its rules are stricter than ordinary health privacy rules.',
      citations: federalCitation('42 CFR Part 2', '42 CFR 2.12'),
    };
  },
  (r) => {
    if (!has(r, 'documentation')) return null;
    return {
      id: 'q-record-state',
      category: 'Records',
      priority: 84,
      question: `${quoted(r, 'documentation')}What is in the record now, and are any entries late, missing or written after the fact?`,
      context: 'Late entries must be marked as late; anything that looks like altering a record after the fact creates more risk than the gap itself.',
    };
  },
  (r) => {
    if (!has(r, 'forensic-role')) return null;
    return {
      id: 'q-role-asked',
      category: 'Role clarity',
      priority: 87,
      question: `${quoted(r, 'forensic-role')}What exactly are you being asked to provide: records, facts of treatment, or an opinion you have not formed through a forensic evaluation?`,
      context: 'A treating practitioner may be a fact witness; offering evaluative opinions (for example on custody) from the treating role is a common source of complaints.',
    };
  },
  (r) => {
    if (!has(r, 'workplace-policy')) return null;
    return {
      id: 'q-policy-text',
      category: 'Workplace',
      priority: 84,
      question: `${quoted(r, 'workplace-policy')}What exactly does the policy or instruction say, and have you raised your concern with a supervisor or manager in writing?`,
      context: 'Codes ask you to address conflicts between policy and ethics through the organisation first, and a written record protects both you and your client.',
    };
  },
];

const generalBuilders: Builder[] = [
  (r) => {
    const quotedAlready = new Set(r.u.categories.flatMap((c) => r.quotes(c.id, 1)).map((p) => p.toLowerCase()));
    const hedge = caseEvidence(r, r.u.uncertainties)
      .filter((e) => e.source === 'dilemma')
      .flatMap((e) => phrasesOf(r.signals, [e], 1))
      .find((phrase) => /\s/.test(phrase) && !quotedAlready.has(phrase.toLowerCase()));
    if (!hedge) return null;
    return {
      id: 'q-uncertain',
      category: 'Uncertainty',
      priority: 76,
      question: `You sounded unsure about “${hedge}”. What would make you more certain: more information from your client, records from elsewhere, or a consultation?`,
      context: 'Naming what you are unsure about, and what would settle it, is often the quickest way through a dilemma.',
    };
  },
  (r) => {
    const supervised = isRaised(r.u.facts.involved.supervisor);
    return {
      id: 'q-consultation',
      category: 'Consultation',
      priority: r.risk.level === 'LOW' ? 58 : 74,
      question: supervised
        ? 'What has your supervisor said so far, and have you consulted anyone else (a peer, your association’s ethics consultation, your liability insurer)?'
        : `Have you already consulted a supervisor, a trusted colleague or your association’s ethics consultation service about ${r.subject}, and what did they say?`,
      context: `Consultation is expected practice for ${r.subject}, and documenting it is part of what makes a decision defensible.`,
    };
  },
  (r) => {
    const s = r.u.facts.setting;
    const organised = isPresent(s.agency) || isPresent(s.hospital) || r.signals.school;
    return {
      id: 'q-policy',
      category: 'Policy',
      priority: organised ? 66 : 48,
      question: organised
        ? `Does your ${r.signals.school ? 'school or district' : isPresent(s.hospital) ? 'hospital' : 'agency'} have a written policy or procedure for this situation, and who is responsible for applying it?`
        : 'Do you have a practice policy, or a clause in your informed consent, that covers this situation?',
      context: `Policies do not override the ${r.codeShort} or the law, but they shape the expected procedure for ${r.subject} and whom you need to involve.`,
    };
  },
  (r) =>
    mentionsClient(r)
      ? {
          id: 'q-client-view',
          category: 'Client voice',
          priority: 56,
          question: `How do you think your client sees ${r.subject}, and have you been able to talk about it with them?`,
          context: `Your client’s view of ${r.subject} often points to the least intrusive way forward, and involving them protects the working relationship.`,
        }
      : {
          id: 'q-sources',
          category: 'Resources',
          priority: 56,
          question: 'Where would you normally look for the answer (your board’s rules, your association, a colleague), and what have you found so far?',
          context: 'For a practice question, the licensing board’s own rules and your association’s guidance are usually the authoritative sources.',
        },
  (r) => {
    const danger = r.risk.level === 'CRITICAL' || r.risk.level === 'HIGH';
    return {
      id: 'q-timing',
      category: 'Timing',
      priority: danger ? 82 : 50,
      question: mentionsClient(r)
        ? `When is your next contact with your client, and how much time do you have before you need to decide about ${r.subject}?`
        : `By when do you need to decide or act on ${r.subject}?`,
      context: danger
        ? `With the risk at ${r.risk.level.toLowerCase()}, the timing of the next contact determines what you need to arrange today for ${r.subject}.`
        : `Knowing your time frame for ${r.subject} helps you plan consultation and documentation without rushing.`,
    };
  },
  (r) => {
    const asked = r.question;
    if (!asked) return null;
    return {
      id: 'q-own-question',
      category: 'Your question',
      priority: r.u.categories.length === 0 ? 60 : 42,
      question: `You asked “${asked}”. What answer are you leaning toward, and what would make you doubt it?`,
      context: 'Your own first answer is a useful starting point; naming what would change it shows what facts or advice you still need.',
    };
  },
  () => ({
    id: 'q-outcome',
    category: 'Values',
    priority: 46,
    question: 'What outcome would you consider best for your client, and which outcome would you find hardest to live with?',
    context: 'Naming the outcome you hope for, and the one you fear, brings your own values into view before you weigh the options.',
  }),
  () => ({
    id: 'q-documentation',
    category: 'Documentation',
    priority: 44,
    question: 'What have you documented so far, and what would you want a reviewer to see in the record?',
    context: 'A contemporaneous note of the facts, your reasoning and any consultation is the practitioner’s best protection and a useful discipline for thinking.',
  }),
];

const ALL_BUILDERS: readonly Builder[] = [...dangerBuilders, ...reportingBuilders, ...minorBuilders, ...recordsBuilders, ...relationshipBuilders, ...practiceBuilders, ...generalBuilders];

/** Every question that fits this dilemma, highest priority first (stable on ties). */
export function questionCandidates(r: Reading): QuestionCandidate[] {
  return ALL_BUILDERS.map((build, order) => ({ candidate: build(r), order }))
    .filter((item): item is { candidate: QuestionCandidate; order: number } => item.candidate !== null)
    .sort((a, b) => b.candidate.priority - a.candidate.priority || a.order - b.order)
    .map((item) => item.candidate);
}

/** The fixed fifth question (spec-1 §4), worded for this role with some variation. */
export function colleagueQuestion(r: Reading): QuestionCandidate {
  const peer = r.roleNoun;
  return {
    id: COLLEAGUE_QUESTION_ID,
    category: 'Reflection',
    priority: 0,
    question: vary(r, 'colleague-question', [
      `If a colleague came to you with this same dilemma about ${r.subject}, what would you tell them to do?`,
      `What would you tell a colleague, another ${peer}, facing this same dilemma about ${r.subject}?`,
      `Imagine a colleague brought you this same dilemma about ${r.subject}: what would you tell them?`,
    ]),
    context: `Advice we would give a peer about ${r.subject} is often clearer than the advice we give ourselves; it shows what you already believe is right, and where you hesitate.`,
  };
}
