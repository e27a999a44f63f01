/**
 * Who is affected by this dilemma, read from its facts and categories: the client, a person
 * threatened, a child or older adult at risk, parents, partner, colleague, supervisor, agency,
 * court, insurer, the practitioner and the wider community. The risk assessment's stakeholder
 * impact matrix and the stakeholder analysis both draw on this one map, so the two screens name
 * the same people (spec-2 §2 risk and stakeholder screens).
 */
import type { z } from 'zod';
import type { StakeholderSchema } from '../../shared/api/sections';
import { CATEGORIES, type PartyKey } from '../categories';
import type { HarmKey } from '../types';
import { guidanceOf } from './issues';
import { articled } from './prose';
import { factIsPresent, factIsRaised, type Reading } from './reading';

type StakeholderCategory = z.infer<typeof StakeholderSchema>['category'];
export type Impact = 'critical' | 'high' | 'moderate' | 'low';

export type Party = {
  key: string;
  name: string;
  category: StakeholderCategory;
  role: string;
  interests: string[];
  impact: Impact;
  harms: string[];
  benefits: string[];
  /** How harm would reach them (risk matrix). */
  mechanism: string;
  atStake: string;
  /** Which harm probability of the risk result best describes their exposure. */
  harmKey: HarmKey;
  /** Words that let a "focus on …" request find this party. */
  aliases: string[];
  added?: boolean;
};

const IMPACT_ORDER: Impact[] = ['low', 'moderate', 'high', 'critical'];

function clientImpact(r: Reading): Impact {
  const { level, score } = r.risk;
  if (level === 'CRITICAL') return 'critical';
  if (level === 'HIGH') return 'high';
  if (level === 'MODERATE') return 'moderate';
  return score >= 3 ? 'moderate' : 'low';
}

function lower(impact: Impact, steps = 1): Impact {
  return IMPACT_ORDER[Math.max(0, IMPACT_ORDER.indexOf(impact) - steps)] ?? 'low';
}

function clientParty(r: Reading): Party {
  const has = (id: Parameters<typeof r.categories.includes>[0]) => r.categories.includes(id);
  const guide = guidanceOf(r.main);
  const family = has('couples-family-group') && !r.signals.minor && r.age === null;
  const baseName = family ? 'The clients (the couple, family or group members)' : r.age !== null ? `The ${r.age}-year-old client` : r.signals.minor ? 'The young person (your client)' : 'Your client';
  // When the client is the adult at risk, one card speaks for both.
  if (r.adultAtRiskIsClient) {
    const elder = elderParty();
    return { ...elder, key: 'client', name: `${baseName} (the adult at risk)`, aliases: [...elder.aliases, 'client', 'patient'] };
  }
  const name = baseName;
  const interests = [
    r.signals.suicide
      ? 'Staying alive and safe through the current crisis'
      : r.signals.childAbuse && r.signals.minor
        ? 'Being safe at home and believed'
        : r.signals.duty ? 'Getting help with the anger and urges before anyone is hurt' : `Continuing to receive good care while ${r.subject} is settled`,
    has('confidentiality') || has('minors-consent') || has('records-legal-process') || has('substance-use-records')
      ? `Keeping control over who learns what about them through ${r.subject}`
      : `Being treated with respect and understanding over ${r.subject}`,
    has('gifts') || has('social-media') || has('boundary-crossings') ? 'Feeling valued by you without the relationship changing' : `A trusting relationship with you that survives ${r.subject}`,
  ];
  return {
    key: 'client',
    name,
    category: 'primary',
    role: `The person you serve as a ${r.roleNoun}; ${guide.clientHarm.atStake.charAt(0).toLowerCase()}${guide.clientHarm.atStake.slice(1)} depend on how you handle this.`,
    interests,
    impact: clientImpact(r),
    harms: [guide.clientHarm.mechanism],
    benefits: [`A decision about ${r.subject} explained openly, which can deepen trust`, `Care that stays within safe, ethical limits while ${r.subject} is worked through`],
    mechanism: guide.clientHarm.mechanism,
    atStake: guide.clientHarm.atStake,
    harmKey: r.signals.suicide ? 'client_psychological_harm' : r.signals.danger ? 'escalated_behavior' : 'therapeutic_rupture',
    aliases: ['client', 'patient', 'student', 'young person', 'teen', 'minor', 'couple', 'family'],
  };
}

function practitionerParty(r: Reading): Party {
  const impact: Impact = r.risk.level === 'LOW' ? 'low' : r.risk.level === 'MODERATE' ? 'moderate' : 'high';
  return {
    key: 'practitioner',
    name: 'You (the practitioner)',
    category: 'professional',
    role: `The ${r.roleNoun} who must decide and act, accountable under the ${r.codeName}${r.signals.legal ? ` and ${r.stateName} law` : ''}.`,
    interests: [`Handling ${r.subject} within the ${r.codeShort}${r.signals.legal ? ` and ${r.stateName} law` : ''}`, `Keeping the working relationship with ${r.client.the} through ${r.subject}`, `A decision on ${r.subject} you can explain and defend`],
    impact,
    harms: [`A licensing complaint or legal claim if ${r.subject} is handled without reasons or a record`, `Moral distress from a hard call on ${r.subject}`],
    benefits: [`Confidence that comes from consulting on ${r.subject} and documenting why`, `Professional growth from working through ${r.subject}`],
    mechanism: `A decision on ${r.subject} that departs from the code or the law, or one that is not documented, can lead to a complaint or a claim`,
    atStake: `Your licence, professional reputation and peace of mind, as ${articled(r.roleNoun)} in ${r.stateName}`,
    harmKey: 'licensing_complaint',
    aliases: ['you', 'practitioner', 'therapist', 'counselor', 'clinician', 'myself', 'me'],
  };
}

function victimParty(r: Reading): Party {
  const who = r.victim ? `The person threatened (${r.victim})` : 'The person threatened';
  return {
    key: 'victim',
    name: who,
    category: 'primary',
    role: 'An identifiable person the client has threatened; their safety may depend on the steps you take.',
    interests: ['Physical safety', 'Knowing about a serious threat in time to protect themselves'],
    impact: 'critical',
    harms: ['Serious injury or death if the threat is carried out', 'Fear and disruption once warned'],
    benefits: ['A warning or police involvement that lets them protect themselves'],
    mechanism: 'If the threat is acted on before protective steps are taken, they could be seriously hurt',
    atStake: 'Their physical safety and life',
    harmKey: 'escalated_behavior',
    // The words of the person the client named ("his ex-wife") find this card when the practitioner focuses on them.
    aliases: [
      'victim',
      'target',
      'threatened',
      'ex',
      'wife',
      'husband',
      'partner',
      'girlfriend',
      'boyfriend',
      'coworker',
      'boss',
      'supervisor',
      'neighbor',
      ...(r.victim ?? '').split(/[^a-z-]+/).filter((w) => w.length > 2 && !['his', 'her', 'the', 'their', 'and', 'new'].includes(w)),
    ],
  };
}

function childAtRiskParty(r: Reading): Party {
  const clientIsChild = r.signals.minor;
  return {
    key: 'child',
    name: clientIsChild ? `The child at the centre of the disclosure (${r.age !== null ? `${r.age} years old` : 'your client'})` : 'The child or children at risk',
    category: 'primary',
    role: 'A child whose safety depends on a suspicion being reported and assessed by the people trained to do it.',
    interests: ['Being safe at home', 'Being believed and protected', 'Keeping a trusted adult in their life'],
    impact: 'critical',
    harms: ['Continued abuse or neglect if nothing is done', 'Fear of the consequences of having told'],
    benefits: ['Protection and support through the child protection process'],
    mechanism: 'Delay in reporting leaves the child exposed; a clumsy response can lead to pressure to take the disclosure back',
    atStake: 'The child’s safety and wellbeing',
    harmKey: 'client_psychological_harm',
    aliases: ['child', 'children', 'kid', 'kids', 'son', 'daughter', 'student', 'boy', 'girl'],
  };
}

function elderParty(): Party {
  return {
    key: 'elder',
    name: 'The older or dependent adult at risk',
    category: 'primary',
    role: 'An adult who may be abused, neglected or exploited and may depend on others for care.',
    interests: ['Safety', 'Independence and dignity', 'Being involved in decisions about their own life'],
    impact: 'critical',
    harms: ['Continued abuse, neglect or exploitation', 'Loss of independence if the response overrides their wishes'],
    benefits: ['Protection and support services'],
    mechanism: 'Without a report, abuse or exploitation may continue; a heavy-handed response can strip away autonomy',
    atStake: 'Safety, finances and independence',
    harmKey: 'client_psychological_harm',
    aliases: ['elder', 'older', 'parent', 'mother', 'father', 'grandmother', 'grandfather', 'dependent'],
  };
}

/** The relative or carer the description names around the adult at risk: "her older brother", "his son". */
const CARER =
  /\b(?:his|her|their) (?:(?:older|younger|adult|eldest|oldest|youngest) )?(son|daughter|brother|sister|nephew|niece|grandson|granddaughter|husband|wife|partner|boyfriend|girlfriend|caregiver|carer|aide|roommate|landlord)\b/i;

function caregiverParty(r: Reading): Party {
  const noun = r.ctx.input.text.match(CARER)?.[1]?.toLowerCase();
  // "Her brother" is the client's brother; when the adult at risk is someone else, only a carer's title is safe to name.
  const name = noun && r.adultAtRiskIsClient ? `The client’s ${noun}` : noun && /^(?:caregiver|carer|aide)$/.test(noun) ? `The adult’s ${noun}` : 'The family member or carer involved';
  return {
    key: 'caregiver',
    name,
    category: 'secondary',
    role: 'Someone close to the adult at risk — often a carer they depend on, sometimes the person whose conduct is in question.',
    interests: ['Being treated fairly while the facts are established', 'Keeping their place in the adult’s life', 'Support if the care is more than they can manage'],
    impact: 'high',
    harms: ['An investigation, and the loss of a role or income if the concern is upheld', 'Strain with the adult and the rest of the family'],
    benefits: ['Help, respite or services if the care has become too much'],
    mechanism: 'Warned before protective services act, a carer who is exploiting or neglecting the adult can put pressure on them or hide what is happening',
    atStake: 'Their role in the adult’s care and their relationship with them',
    harmKey: 'escalated_behavior',
    aliases: ['caregiver', 'carer', 'brother', 'sister', 'son', 'daughter', 'nephew', 'niece', 'payee', 'family', ...(noun ? [noun] : [])],
  };
}

function parentsParty(r: Reading): Party {
  return {
    key: 'parents',
    name: r.signals.childAbuse ? 'The child’s parents or caregivers' : 'The parents or guardians',
    category: 'secondary',
    role: r.signals.childAbuse
      ? 'Caregivers who may be the subject of a report or the protective adult the child needs.'
      : `Legally responsible adults who usually hold consent rights for a minor in ${r.stateName}, within the limits the state allows the minor.`,
    interests: ['Their child’s wellbeing', 'Being informed about their child’s care', 'Keeping their family together'],
    impact: r.signals.childAbuse ? 'high' : 'moderate',
    harms: ['Feeling excluded or blamed', 'Conflict with their child or with you'],
    benefits: ['Clear information about what will and will not be shared', 'A role in supporting their child'],
    mechanism: 'Surprise disclosures or exclusion can lead them to withdraw the young person from care',
    atStake: 'Their relationship with their child and their trust in the service',
    harmKey: 'therapeutic_rupture',
    aliases: ['parent', 'parents', 'mother', 'father', 'mom', 'dad', 'guardian', 'guardians', 'caregiver', 'stepfather', 'stepmother'],
  };
}

const PARTNER_ALIASES = ['partner', 'spouse', 'husband', 'wife', 'girlfriend', 'boyfriend', 'fiance'];

function partnerParty(r: Reading): Party {
  if (r.signals.partnerViolence) return violentPartnerParty();
  return {
    key: 'partner',
    name: 'The client’s partner or spouse',
    category: 'secondary',
    role: r.signals.suicide
      ? 'A potential support person who could help with safety at home if the client agrees to involve them.'
      : 'Someone close to the client whose life is touched by the decision.',
    interests: ['The client’s wellbeing', 'Not being kept in the dark about things that affect them'],
    impact: r.signals.suicide ? 'high' : 'moderate',
    harms: ['Distress at learning of the situation', 'Strain in the relationship'],
    benefits: ['A chance to support the client', 'Clarity about what is happening'],
    mechanism: 'Learning of the situation suddenly, or being excluded from it, can strain the relationship',
    atStake: 'Their relationship with the client',
    harmKey: 'therapeutic_rupture',
    aliases: [...PARTNER_ALIASES],
  };
}

/** The partner the client describes as violent: the source of danger, not a support person. */
function violentPartnerParty(): Party {
  return {
    key: 'partner',
    name: 'The client’s partner (who the client says was violent)',
    category: 'secondary',
    role: 'The person the client describes harming them; any step you take has to keep in mind how they might react.',
    interests: ['Not being held to account', 'Knowing what the client has told others'],
    impact: 'moderate',
    harms: ['Legal consequences if the violence is reported'],
    benefits: ['A chance to be held to account and to seek help for the violence'],
    mechanism: 'Learning that the client has told someone, or is planning to leave, can provoke more violence: the client’s safety plan has to come first',
    atStake: 'Whether the client can seek help without raising the danger to themselves',
    harmKey: 'escalated_behavior',
    aliases: [...PARTNER_ALIASES],
  };
}

function supportPeopleParty(): Party {
  return {
    key: 'support',
    name: 'The client’s family and support people',
    category: 'secondary',
    role: 'People who could help keep the client safe at home, if the client agrees to involve them.',
    interests: ['The client staying alive and well', 'Knowing how to help'],
    impact: 'high',
    harms: ['Grief and trauma if the client dies or is hurt', 'Feeling shut out of a crisis they could have helped with'],
    benefits: ['A role in the safety plan and in securing the means at home'],
    mechanism: 'Without involvement they cannot help secure the means or notice warning signs',
    atStake: 'A family member’s life and their own wellbeing',
    harmKey: 'client_psychological_harm',
    aliases: ['family', 'support', 'daughter', 'son', 'sister', 'brother', 'mother', 'father', 'friend'],
  };
}

function familyMembersParty(): Party {
  return {
    key: 'members',
    name: 'The other family or group members',
    category: 'secondary',
    role: 'People in the same treatment whose trust depends on how confidences and fairness are handled.',
    interests: ['Being treated fairly', 'Knowing the rules about secrets and confidentiality'],
    impact: 'moderate',
    harms: ['Feeling deceived or excluded'],
    benefits: ['A clear, fair confidentiality policy'],
    mechanism: 'Uneven handling of what one member shared can break the group’s trust',
    atStake: 'Their trust in the joint work',
    harmKey: 'therapeutic_rupture',
    aliases: ['member', 'members', 'group', 'family', 'sibling', 'brother', 'sister'],
  };
}

function colleagueParty(r: Reading): Party {
  const conduct = r.categories.includes('colleague-conduct');
  return {
    key: 'colleague',
    name: 'Your colleague',
    category: 'professional',
    role: conduct ? 'The professional whose conduct is in question.' : 'A professional involved in or affected by the situation.',
    interests: ['Fair treatment', 'Their job and reputation', 'A chance to correct course'],
    impact: conduct ? 'high' : 'moderate',
    harms: ['Discipline or loss of employment', 'Damage to the working relationship'],
    benefits: ['Early feedback that lets them change before harm grows'],
    mechanism: 'Raising the concern may lead to discipline; staying silent may let harm continue',
    atStake: 'Their career and your working relationship',
    harmKey: 'professional_reputation_damage',
    aliases: ['colleague', 'coworker', 'co-worker', 'peer', 'counselor', 'therapist'],
  };
}

function colleagueClientsParty(): Party {
  return {
    key: 'colleague-clients',
    name: 'Your colleague’s clients',
    category: 'secondary',
    role: 'People receiving care from the colleague whose conduct is in question.',
    interests: ['Safe, competent and confidential care'],
    impact: 'high',
    harms: ['Continued exposure to poor or harmful practice'],
    benefits: ['Protection if the concern is acted on'],
    mechanism: 'If the conduct continues unaddressed, they bear its effects',
    atStake: 'The quality and safety of their care',
    harmKey: 'client_psychological_harm',
    aliases: ['their clients', 'other clients', 'students'],
  };
}

function supervisorParty(r: Reading): Party {
  return {
    key: 'supervisor',
    name: 'Your clinical supervisor',
    category: 'professional',
    role: `Shares responsibility for your clinical work and is the first person to consult about ${r.subject}.`,
    interests: ['Client welfare', 'Your sound practice', 'Limiting the service’s exposure'],
    impact: r.risk.level === 'LOW' ? 'low' : 'moderate',
    harms: [`Vicarious responsibility if ${r.subject} goes wrong without their knowledge`],
    benefits: [`The chance to guide the decision on ${r.subject} and share the load`],
    mechanism: `If not consulted, they may share responsibility for a decision on ${r.subject} they never saw`,
    atStake: `Their oversight of ${r.subject} and their liability for it`,
    harmKey: 'licensing_complaint',
    aliases: ['supervisor', 'clinical supervisor', 'manager', 'director'],
  };
}

function agencyParty(r: Reading): Party {
  const school = r.signals.school;
  return {
    key: 'agency',
    name: school ? 'The school and its administration' : 'Your agency or employer',
    category: 'institutional',
    role: school ? 'Responsible for student safety, school policy and the records it keeps.' : `Sets the policies you work under, including any on ${r.subject}, and shares the liability for your practice.`,
    interests: [`Compliance with policy and law on ${r.subject}`, 'Its reputation', `The welfare of the people ${r.subject} touches`],
    impact: r.categories.includes('workplace-policy') ? 'high' : 'moderate',
    harms: ['Liability or reputational damage', `Conflict between its policy and your practice on ${r.subject}`],
    benefits: [`A clear precedent for handling ${r.subject} next time`],
    mechanism: `A poorly handled decision on ${r.subject} can expose the organisation to complaints, claims or publicity`,
    atStake: `Its reputation, liability and policies on ${r.subject}`,
    harmKey: 'professional_reputation_damage',
    aliases: ['agency', 'employer', 'clinic', 'organisation', 'organization', 'school', 'administration', 'principal', 'hospital', 'program'],
  };
}

function courtParty(): Party {
  return {
    key: 'court',
    name: 'The court and the attorneys in the case',
    category: 'institutional',
    role: 'Seek information for a legal proceeding; a court order carries legal force, a subpoena alone does not decide privilege.',
    interests: ['Relevant evidence', 'A fair process'],
    impact: 'moderate',
    harms: ['Delay if the request is contested'],
    benefits: ['A clear, lawful response that settles what must be produced'],
    mechanism: 'A careless response can release privileged material or draw sanctions',
    atStake: 'The fairness of the proceeding and your compliance with it',
    harmKey: 'legal_action',
    aliases: ['court', 'judge', 'attorney', 'lawyer', 'counsel', 'opposing counsel'],
  };
}

function lawEnforcementParty(): Party {
  return {
    key: 'police',
    name: 'Law enforcement',
    category: 'institutional',
    role: 'Can act to protect the person threatened when notified.',
    interests: ['Timely, specific information about a credible threat'],
    impact: 'moderate',
    harms: ['Acting on vague information'],
    benefits: ['Being able to intervene before harm occurs'],
    mechanism: 'Without timely notice they cannot act',
    atStake: 'Public safety',
    harmKey: 'escalated_behavior',
    aliases: ['police', 'law enforcement', 'officer', 'sheriff'],
  };
}

function protectionAgencyParty(r: Reading): Party {
  return {
    key: 'protection-agency',
    name: r.signals.childAbuse ? 'The child protection agency' : 'Adult protective services',
    category: 'institutional',
    role: `Receives and investigates reports under ${r.stateName} law.`,
    interests: ['Timely, factual reports', 'The safety of the person at risk'],
    impact: 'moderate',
    harms: ['Acting late if the report is delayed'],
    benefits: ['The information it needs to assess safety'],
    mechanism: 'A late or vague report delays assessment',
    atStake: 'Its ability to protect the person at risk',
    harmKey: 'legal_action',
    aliases: ['agency', 'cps', 'aps', 'protective services', 'child protection', 'dcfs', 'dcs'],
  };
}

function insurerParty(): Party {
  return {
    key: 'insurer',
    name: 'The insurer or payer',
    category: 'institutional',
    role: 'Pays for care on the basis of the claims and records it receives.',
    interests: ['Accurate claims', 'Medically necessary care'],
    impact: 'low',
    harms: ['Paying for services not provided or misdescribed'],
    benefits: ['Accurate information'],
    mechanism: 'Inaccurate claims misrepresent care and can trigger audits or fraud investigations',
    atStake: 'The integrity of the payment system',
    harmKey: 'legal_action',
    aliases: ['insurer', 'insurance', 'payer', 'medicaid', 'medicare'],
  };
}

function otherStateProvidersParty(): Party {
  return {
    key: 'other-state',
    name: 'Providers and regulators where the client is located',
    category: 'institutional',
    role: 'The licensing board of the client’s state, and local providers who could take over care.',
    interests: ['Practice only by authorised practitioners', 'Continuity of care for residents'],
    impact: 'low',
    harms: ['Unauthorised practice in their jurisdiction'],
    benefits: ['A lawful handoff if needed'],
    mechanism: 'Practising without authorisation where the client is can draw action from that state',
    atStake: 'Regulatory compliance',
    harmKey: 'licensing_complaint',
    aliases: ['board', 'other state', 'local provider', 'regulator'],
  };
}

function communityParty(r: Reading): Party {
  const rural = factIsPresent(r.u.facts.setting.ruralSmallCommunity);
  return {
    key: 'community',
    name: rural ? 'Your small community' : 'The profession and the public',
    category: 'community',
    role: rural ? 'People who know both you and the client outside the therapy room.' : `Rely on ${r.roleNoun}s to keep clear, trustworthy standards on questions like ${r.subject}.`,
    interests: [`Trust that ${r.roleNoun}s handle ${r.subject} well`, 'Consistent professional standards'],
    impact: 'low',
    harms: [`Loss of trust if ${r.subject} is handled badly`],
    benefits: [`Confidence that ${r.roleNoun}s handle questions like ${r.subject} carefully`],
    mechanism: `Publicity or gossip about a poorly handled ${r.subject.replace(/^(?:the|your) /, '')} erodes trust in care`,
    atStake: `Public trust in how ${r.roleNoun}s handle ${r.subject}`,
    harmKey: 'professional_reputation_damage',
    aliases: ['community', 'public', 'profession', 'town', 'village', 'congregation'],
  };
}

/** The parties this dilemma involves, most affected first; always 4–8. */
export function partiesFor(r: Reading): Party[] {
  const f = r.facts;
  const s = r.signals;
  // Each issue the dilemma states names the people it brings onto the map (its category file); the
  // facts decide the rest (a partner mentioned, a court involved, the setting). A danger the screen
  // has only flagged puts no one on the map as threatened or abused until it is answered.
  const brings = (key: PartyKey) => r.categories.some((id) => CATEGORIES[id].stakeholders.parties.includes(key));
  const threatened = brings('victim') || factIsRaised(f.threat);
  const parties: Party[] = [clientParty(r)];
  if (threatened) parties.push(victimParty(r));
  // When the client is the child, the client card already is the child at risk.
  if (brings('child') && !s.minor) parties.push(childAtRiskParty(r));
  if (brings('elder') && !r.adultAtRiskIsClient) parties.push(elderParty());
  if (brings('caregiver')) parties.push(caregiverParty(r));
  if (s.minor || (brings('parents') && factIsPresent(f.involved.parents))) parties.push(parentsParty(r));
  if (factIsPresent(f.involved.partner) && !r.victim && !s.minor) parties.push(partnerParty(r));
  else if ((brings('support') || factIsRaised(f.suicidalIdeation)) && !s.minor) parties.push(supportPeopleParty());
  if (brings('members') && !s.minor) parties.push(familyMembersParty());
  if (brings('colleague-clients')) parties.push(colleagueParty(r), colleagueClientsParty());
  else if (brings('colleague') || factIsPresent(f.involved.colleague)) parties.push(colleagueParty(r));
  parties.push(practitionerParty(r));
  if (threatened && r.risk.score >= 7) parties.push(lawEnforcementParty());
  if (brings('protection-agency')) parties.push(protectionAgencyParty(r));
  if (brings('court') || factIsPresent(f.involved.court) || s.courtOrder) parties.push(courtParty());
  if (brings('insurer') || factIsPresent(f.involved.insurer)) parties.push(insurerParty());
  if (brings('other-state')) parties.push(otherStateProvidersParty());
  const organised = s.school || factIsPresent(f.setting.agency) || factIsPresent(f.setting.hospital) || factIsPresent(f.involved.employer) || brings('agency');
  if (organised) parties.push(agencyParty(r));
  if (factIsRaised(f.involved.supervisor) && f.involved.supervisor.status !== 'negated') parties.push(supervisorParty(r));
  if (parties.length < 4 && !parties.some((p) => p.key === 'supervisor')) parties.push(supervisorParty(r));
  if (parties.length < 5 || brings('community') || factIsPresent(f.setting.ruralSmallCommunity)) parties.push(communityParty(r));
  return parties.slice(0, 8);
}

/** Lowers an impact by the number of steps (used to grade the less affected parties). */
export const lowerImpact = lower;

type Inference = { test: RegExp; make: (name: string) => Omit<Party, 'key' | 'name' | 'added'> };

/** What a user-added stakeholder probably is, from the words of its name. */
const INFERENCES: Inference[] = [
  {
    test: /principal|school|teacher|district|dean|coach|administrat/i,
    make: () => ({
      category: 'institutional',
      role: 'School staff or leadership responsible for students’ safety, discipline and the school’s records.',
      interests: ['Student safety', 'Following district policy', 'Working relationships with families'],
      impact: 'moderate',
      harms: ['Being drawn into a confidential matter beyond their role', 'Acting on partial information'],
      benefits: ['Coordinated support for the student when sharing is appropriate'],
      mechanism: 'Sharing with school staff beyond what is needed can spread sensitive information',
      atStake: 'Student welfare and school policy',
      harmKey: 'professional_reputation_damage',
      aliases: [],
    }),
  },
  {
    test: /employer|boss|manager|workplace|job|company|hr\b/i,
    make: () => ({
      category: 'secondary',
      role: 'The client’s employer, who has no right to clinical information without the client’s written consent.',
      interests: ['A productive, safe workplace', 'Clear information about work capacity when the client consents'],
      impact: 'low',
      harms: ['Receiving information the client did not agree to share'],
      benefits: ['Appropriate accommodations if the client chooses to disclose'],
      mechanism: 'Any disclosure to an employer without consent could cost the client their job',
      atStake: 'The client’s employment and privacy',
      harmKey: 'legal_action',
      aliases: [],
    }),
  },
  {
    test: /parent|mother|father|mom|dad|guardian|stepparent|caregiver/i,
    make: () => ({
      category: 'secondary',
      role: 'A parent or caregiver of someone in the situation.',
      interests: ['Their family member’s wellbeing', 'Being kept informed where appropriate'],
      impact: 'moderate',
      harms: ['Feeling excluded or blamed'],
      benefits: ['A supportive role when the client agrees'],
      mechanism: 'Disclosures to or from them can change family dynamics',
      atStake: 'Family relationships',
      harmKey: 'therapeutic_rupture',
      aliases: [],
    }),
  },
  {
    test: /partner|spouse|wife|husband|girlfriend|boyfriend|fianc/i,
    make: () => ({
      category: 'secondary',
      role: 'Someone in a close relationship with the client.',
      interests: ['The client’s wellbeing', 'Honesty in the relationship'],
      impact: 'moderate',
      harms: ['Distress or conflict if information surfaces suddenly'],
      benefits: ['A support role when the client agrees'],
      mechanism: 'Learning of the situation without the client’s consent can strain the relationship',
      atStake: 'The relationship with the client',
      harmKey: 'therapeutic_rupture',
      aliases: [],
    }),
  },
  {
    test: /child|son|daughter|kids|sibling|brother|sister|grand/i,
    make: () => ({
      category: 'secondary',
      role: 'A family member affected by the client’s situation.',
      interests: ['Stability at home', 'Their own wellbeing'],
      impact: 'moderate',
      harms: ['Being affected by decisions made without their perspective'],
      benefits: ['Stability if the situation is handled well'],
      mechanism: 'Family members feel the effects of the decision at home',
      atStake: 'Family stability',
      harmKey: 'client_psychological_harm',
      aliases: [],
    }),
  },
  {
    test: /doctor|physician|psychiatrist|prescriber|nurse|pcp|provider|therapist|counselor|clinician/i,
    make: () => ({
      category: 'professional',
      role: 'Another professional involved in the client’s care.',
      interests: ['Coordinated, safe care', 'Information needed for their part of treatment, with consent'],
      impact: 'low',
      harms: ['Gaps in care if coordination fails'],
      benefits: ['Better-coordinated care with the client’s consent'],
      mechanism: 'Without coordination, treatment decisions may conflict',
      atStake: 'Continuity and safety of care',
      harmKey: 'client_psychological_harm',
      aliases: [],
    }),
  },
  {
    test: /police|officer|law enforcement|sheriff|probation|parole/i,
    make: () => ({
      category: 'institutional',
      role: 'A law enforcement or justice agency with its own legal authority and limits on what it may receive.',
      interests: ['Public safety', 'Lawful access to information'],
      impact: 'low',
      harms: ['Receiving information without a lawful basis'],
      benefits: ['Acting appropriately when lawfully informed'],
      mechanism: 'Disclosures to them have legal consequences for the client',
      atStake: 'The client’s liberty and privacy',
      harmKey: 'legal_action',
      aliases: [],
    }),
  },
  {
    test: /court|judge|attorney|lawyer|counsel|guardian ad litem|gal\b/i,
    make: () => ({
      category: 'institutional',
      role: 'A participant in a legal process that may seek information about the client.',
      interests: ['Relevant information through proper legal channels'],
      impact: 'moderate',
      harms: ['Receiving privileged material without a proper order'],
      benefits: ['A lawful, clear response'],
      mechanism: 'Information shared in a legal process can be used against the client',
      atStake: 'The fairness of the proceeding and the client’s privilege',
      harmKey: 'legal_action',
      aliases: [],
    }),
  },
  {
    test: /insur|payer|medicaid|medicare|managed care/i,
    make: () => ({
      category: 'institutional',
      role: 'A payer that relies on accurate claims and records.',
      interests: ['Accurate billing', 'Medically necessary care'],
      impact: 'low',
      harms: ['Misleading claims'],
      benefits: ['Accurate information'],
      mechanism: 'Inaccurate claims trigger audits and recoupment',
      atStake: 'Payment integrity',
      harmKey: 'legal_action',
      aliases: [],
    }),
  },
  {
    test: /church|pastor|congregation|faith|clergy|temple|mosque|synagogue|religious/i,
    make: () => ({
      category: 'community',
      role: 'A faith community connected to the client or to you.',
      interests: ['The wellbeing of its members', 'Its own values and relationships'],
      impact: 'low',
      harms: ['Gossip or pressure on the client if information spreads'],
      benefits: ['Support for the client if they choose to involve it'],
      mechanism: 'In close communities, information travels quickly',
      atStake: 'The client’s standing in the community',
      harmKey: 'professional_reputation_damage',
      aliases: [],
    }),
  },
  {
    test: /board|licens|regulator/i,
    make: () => ({
      category: 'institutional',
      role: 'The regulator that licenses practitioners and hears complaints.',
      interests: ['Public protection', 'Compliance with the practice act'],
      impact: 'low',
      harms: ['None directly; it acts on complaints'],
      benefits: ['Clarity about the rules when you ask'],
      mechanism: 'A complaint would bring the decision before it',
      atStake: 'Professional standards',
      harmKey: 'licensing_complaint',
      aliases: [],
    }),
  },
  {
    test: /friend|roommate|neighbo|classmate|peer/i,
    make: () => ({
      category: 'secondary',
      role: 'Someone in the client’s social circle.',
      interests: ['The client’s wellbeing', 'Their own relationship with the client'],
      impact: 'low',
      harms: ['Being drawn into matters the client wants private'],
      benefits: ['Support for the client'],
      mechanism: 'Information shared in social circles spreads beyond control',
      atStake: 'The client’s relationships and privacy',
      harmKey: 'therapeutic_rupture',
      aliases: [],
    }),
  },
];

const GENERIC_INFERENCE: Inference['make'] = () => ({
  category: 'secondary',
  role: 'Someone you identified as affected by this situation; their exact role is for you to define.',
  interests: ['Being treated fairly', 'Not being harmed by the decision'],
  impact: 'low',
  harms: ['Being affected by a decision made without considering them'],
  benefits: ['Having their interests weighed explicitly'],
  mechanism: 'Decisions about the client can reach them indirectly',
  atStake: 'Their wellbeing and their relationship to the situation',
  harmKey: 'therapeutic_rupture',
  aliases: [],
});

function displayName(raw: string): string {
  const trimmed = raw.trim().replace(/\s+/g, ' ');
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** A stakeholder the user named, with content inferred from the words of the name. */
export function inferParty(raw: string, index: number): Party {
  const name = displayName(raw);
  const inference = INFERENCES.find((i) => i.test.test(name))?.make ?? GENERIC_INFERENCE;
  const words = name.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2);
  return { key: `added-${index}`, name, ...inference(name), aliases: words, added: true };
}

/**
 * Finds the party a "focus on …" request means. The head noun decides ("the client's pastor" is
 * a pastor, not the client); other words are tried only when the head matches no one.
 */
export function matchParty(parties: readonly Party[], focus: string): Party | undefined {
  const needle = focus.trim().toLowerCase();
  if (!needle) return undefined;
  const direct = parties.find((p) => p.name.toLowerCase() === needle || p.name.toLowerCase().replace(/^(?:the|your) /, '') === needle.replace(/^(?:the|my|our|a) /, ''));
  if (direct) return direct;
  const words = needle.split(/[^a-z-]+/).filter((w) => w.length > 2);
  const head = words.at(-1);
  if (!head) return undefined;
  const byHead = parties.find((p) => p.aliases.includes(head));
  if (byHead) return byHead;
  // An unknown head noun ("pastor", "landlord") names someone new, not a party its modifiers mention.
  if (INFERENCES.some((i) => i.test.test(head)) || words.length > 1) return undefined;
  return parties.find((p) => p.aliases.some((alias) => words.includes(alias)));
}

/** Up to three initials for the avatar circle: "Your clinical supervisor" → "CS". */
export function initials(name: string): string {
  if (/^you\b/i.test(name.trim())) return 'You';
  const skip = new Set(['the', 'your', 'a', 'an', 'of', 'and', 'or', 'in', 'at', 'to', 'you', 'year', 'old']);
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .split(/[^A-Za-z’']+/)
    .filter((w) => w.length > 0 && !skip.has(w.toLowerCase()));
  const letters = words.slice(0, 2).map((w) => w.charAt(0).toUpperCase()).join('');
  return letters || name.trim().charAt(0).toUpperCase() || '?';
}
