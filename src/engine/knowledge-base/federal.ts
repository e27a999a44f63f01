import { KB_LAST_CHECKED } from './codes/define';
import type { FederalProvision, FederalRuleId } from './types';

const HIPAA_512J = 'HHS Privacy Rule, 45 CFR 164.512(j) (ecfr.gov); Bricker Graydon summary; ASPE preamble on § 164.512(j)';
const HIPAA_DEFS = 'HHS Privacy Rule, 45 CFR 164.501 and 164.508 (ecfr.gov); Bricker Graydon definitions summary';
const PART2_RULE = 'HHS OCR/SAMHSA final rule, Confidentiality of Substance Use Disorder Patient Records, 89 FR 12472 (16 Feb 2024), federalregister.gov';
const PART2_CFR = '42 CFR Part 2 (ecfr.gov)';
const FERPA = 'FERPA regulations, 34 CFR Part 99 (ecfr.gov); U.S. Department of Education guidance';
const CAPTA = 'Child Abuse Prevention and Treatment Act, 42 U.S.C. 5101 et seq.; Children\'s Bureau CAPTA compilation';

/** The day the HIPAA family-involvement and abuse-reporting entries were (re-)checked. */
const RECHECKED = '2026-11-26';
const HIPAA_510B =
  'HHS Privacy Rule, 45 CFR 164.510(b) (ecfr.gov), regulation text as amended in 2013 reproduced by Bricker Graydon; HHS ASPE, Final Privacy Rule Preamble, Section 164.510(b) (aspe.hhs.gov)';
const HIPAA_512BC =
  'HHS Privacy Rule, 45 CFR 164.512(b)(1) and 164.512(c) (ecfr.gov), regulation text reproduced in a HIPAA requirements compilation; HHS ASPE, Final Privacy Rule Preamble, Section 164.512(c) (aspe.hhs.gov); Ohio HIPAA privacy rule summary (hipaa.ohio.gov)';

type ProvisionInput = Omit<FederalProvision, 'lastChecked'> & { lastChecked?: string };

function provision(input: ProvisionInput): FederalProvision {
  return { ...input, lastChecked: input.lastChecked ?? KB_LAST_CHECKED };
}

/**
 * Federal rules: HIPAA, 42 CFR Part 2, FERPA and CAPTA. `roles` lists the practice roles a rule especially
 * concerns; empty means every role. Each rule's `note` keeps the caveat a user must see.
 */
export const FEDERAL_PROVISIONS: FederalProvision[] = [
  provision({
    rule: 'HIPAA',
    section: '45 CFR 164.512(j)',
    title: 'Uses and disclosures to avert a serious threat to health or safety',
    summary: 'A covered provider may disclose health information, consistent with law and ethics, when it believes in good faith that disclosure is needed to prevent or lessen a serious and imminent threat to a person or the public and the recipient (including the target) can reasonably prevent or lessen it.',
    categories: ['duty-to-protect', 'suicide-risk', 'confidentiality'],
    roles: [],
    source: HIPAA_512J,
    verified: true,
    note: 'HIPAA permits this disclosure; it does not itself create a duty to warn. Any duty comes from state law.',
  }),
  provision({
    rule: 'HIPAA',
    section: '45 CFR 164.501',
    title: 'Definition of psychotherapy notes',
    summary: 'Psychotherapy notes are a mental health professional\'s notes documenting or analysing session conversation, kept separate from the rest of the record; medication, session times, modalities, test results and summaries of diagnosis, treatment plan and progress are not psychotherapy notes.',
    categories: ['documentation', 'records-legal-process'],
    roles: [],
    source: HIPAA_DEFS,
    verified: true,
  }),
  provision({
    rule: 'HIPAA',
    section: '45 CFR 164.508(a)(2)',
    title: 'Authorization required for psychotherapy notes',
    summary: 'Almost any use or disclosure of psychotherapy notes needs the patient\'s specific authorization; exceptions include the note-writer\'s own treatment use, supervised training, defending a suit brought by the patient, disclosures required by law or for oversight of the note-writer, and serious-threat disclosures under 164.512(j)(1)(i).',
    categories: ['records-legal-process', 'documentation', 'confidentiality'],
    roles: [],
    source: HIPAA_DEFS,
    verified: true,
    note: 'That the authorization must be a separate document and cannot be a condition of treatment was seen only in secondary material.',
  }),
  provision({
    rule: 'HIPAA',
    section: '45 CFR 164.502(g)',
    title: 'Personal representatives (including parents of minors)',
    summary: 'A person with legal authority to make health care decisions for an individual, usually a parent of an unemancipated minor, is generally treated as the individual; exceptions apply where the minor may lawfully consent to care alone.',
    categories: ['minors-consent', 'confidentiality'],
    roles: [],
    source: 'HHS Privacy Rule, 45 CFR 164.502(g) (ecfr.gov)',
    verified: false,
    note: 'Citation and the minor exceptions not yet confirmed against the regulation text.',
  }),
  provision({
    rule: 'HIPAA',
    section: '45 CFR 164.510(b)',
    title: 'Disclosures to family and others involved in care',
    summary: 'A provider may share with a family member, relative, close friend or anyone else the patient names the information directly relevant to that person\'s involvement in the patient\'s care or its payment, and may notify family of the patient\'s location, general condition or death: with the patient\'s agreement or no objection when the patient is present and capable, or, when the patient is absent or incapacitated, if professional judgment finds it in the patient\'s best interest.',
    categories: ['confidentiality', 'couples-family-group', 'suicide-risk'],
    roles: [],
    source: HIPAA_510B,
    verified: true,
    lastChecked: RECHECKED,
  }),
  provision({
    rule: 'HIPAA',
    section: '45 CFR 164.512(b)(1)(ii)',
    title: 'Disclosures to report child abuse or neglect',
    summary: 'A covered provider may, without the patient\'s or parent\'s authorization, disclose health information to a public health authority or other government authority authorized by law to receive reports of child abuse or neglect.',
    categories: ['child-abuse-reporting', 'confidentiality'],
    roles: [],
    source: HIPAA_512BC,
    verified: true,
    lastChecked: RECHECKED,
    note: 'HIPAA permits the report; the duty to report comes from state law, which HIPAA leaves in force.',
  }),
  provision({
    rule: 'HIPAA',
    section: '45 CFR 164.512(c)',
    title: 'Disclosures about victims of abuse, neglect or domestic violence',
    summary: 'For an adult the provider reasonably believes is a victim of abuse, neglect or domestic violence, information may go to a government authority (such as adult protective services) authorized to receive such reports: as far as a law requires the report, when the person agrees, or, where a statute or regulation expressly allows it, when professional judgment finds it necessary to prevent serious harm or the person cannot agree because of incapacity. The provider must promptly tell the person a report was or will be made, unless that would put them at risk of serious harm or would mean telling a personal representative believed responsible for the abuse.',
    categories: ['elder-abuse-reporting', 'confidentiality'],
    roles: [],
    source: HIPAA_512BC,
    verified: true,
    lastChecked: RECHECKED,
    note: 'Child-abuse reports fall under 164.512(b)(1)(ii), not this paragraph.',
  }),
  provision({
    rule: 'HIPAA',
    section: '45 CFR 164.512(e)',
    title: 'Disclosures for judicial and administrative proceedings',
    summary: 'Information may be disclosed in response to a court order, or to a subpoena or discovery request only with satisfactory assurances that the patient was notified or a protective order was sought.',
    categories: ['records-legal-process', 'forensic-role'],
    roles: [],
    source: 'HHS Privacy Rule, 45 CFR 164.512(e), regulation text excerpted at dol.gov (OALJ rules references); HHS HIPAA FAQ 706 on satisfactory assurances',
    verified: true,
    note: 'HIPAA permits these disclosures; state privilege and confidentiality law may be stricter, and a subpoena is not a court order.',
  }),
  provision({
    rule: 'HIPAA',
    section: '45 CFR 164.524(a)(1)(i)',
    title: 'No right of access to psychotherapy notes',
    summary: 'The patient\'s right to inspect and copy their record does not extend to psychotherapy notes.',
    categories: ['records-legal-process', 'documentation'],
    roles: [],
    source: 'HHS Privacy Rule, 45 CFR 164.524 (ecfr.gov); EFF glossary',
    verified: false,
    note: 'The exclusion is confirmed in secondary material; the exact paragraph citation is not yet confirmed.',
  }),
  provision({
    rule: '42 CFR Part 2',
    section: '42 CFR 2.12',
    title: 'Applicability of Part 2',
    summary: 'Part 2 protects records that identify someone as having or having had a substance use disorder when the information was obtained by a federally assisted program that holds itself out as providing SUD diagnosis, treatment or referral.',
    categories: ['substance-use-records', 'confidentiality'],
    roles: ['substance-abuse-counselor'],
    source: PART2_CFR,
    verified: true,
  }),
  provision({
    rule: '42 CFR Part 2',
    section: '89 FR 12472',
    title: '2024 final rule aligning Part 2 with HIPAA',
    summary: 'The 2024 rule (effective 16 Apr 2024, compliance by 16 Feb 2026) allows one consent for all future treatment, payment and operations disclosures, adds HIPAA-style breach notification and penalties, creates a separately protected category of SUD counseling notes, and keeps the bar on using records against the patient in proceedings without consent or a qualifying court order.',
    categories: ['substance-use-records', 'records-legal-process', 'informed-consent'],
    roles: ['substance-abuse-counselor'],
    source: PART2_RULE,
    verified: true,
  }),
  provision({
    rule: '42 CFR Part 2',
    section: '42 CFR 2.11',
    title: 'SUD counseling notes (definition)',
    summary: 'Notes by a Part 2 program\'s clinician analysing SUD counseling sessions, kept separate from the rest of the record, get protection like HIPAA psychotherapy notes and need their own consent.',
    categories: ['substance-use-records', 'documentation'],
    roles: ['substance-abuse-counselor'],
    source: PART2_RULE,
    verified: false,
    note: 'The category is confirmed in the 2024 rule; that its definition sits in § 2.11 is not yet confirmed.',
  }),
  provision({
    rule: '42 CFR Part 2',
    section: '42 CFR 2.14',
    title: 'Minor patients',
    summary: 'Where state law lets a minor consent to SUD treatment alone, only the minor can consent to disclosure, even to parents; where state law requires parental consent, both the minor and a parent must consent.',
    categories: ['substance-use-records', 'minors-consent'],
    roles: ['substance-abuse-counselor', 'school-counselor'],
    source: `${PART2_CFR}; amended at 89 FR 12621`,
    verified: true,
  }),
  provision({
    rule: '42 CFR Part 2',
    section: '42 CFR 2.12(c)(6)',
    title: 'Reports of suspected child abuse and neglect',
    summary: 'Part 2 does not stop a program from making the initial report of suspected child abuse or neglect that state law requires, though the records themselves stay protected in later proceedings.',
    categories: ['child-abuse-reporting', 'substance-use-records'],
    roles: ['substance-abuse-counselor'],
    source: PART2_CFR,
    verified: false,
    note: 'Seen consistently in secondary material (third-party Part 2 compliance software and guides) but not yet confirmed against the regulation text. The 2024 rule\'s renumbering should be checked.',
  }),
  provision({
    rule: '42 CFR Part 2',
    section: '42 CFR 2.51',
    title: 'Medical emergencies',
    summary: 'Part 2 information may be disclosed without consent to medical personnel to the extent needed to meet a bona fide medical emergency, with the disclosure documented.',
    categories: ['suicide-risk', 'duty-to-protect', 'substance-use-records'],
    roles: ['substance-abuse-counselor'],
    source: PART2_CFR,
    verified: false,
    note: 'Seen consistently in secondary material (third-party Part 2 compliance software and guides) but not yet confirmed against the regulation text. Part 2 has no general duty-to-warn exception.',
  }),
  provision({
    rule: '42 CFR Part 2',
    section: '42 CFR 2.61-2.67',
    title: 'Court orders authorizing use and disclosure',
    summary: 'A subpoena alone does not permit disclosing Part 2 records; a court must issue an order after a good-cause finding under Part 2\'s procedures, limited to what is essential.',
    categories: ['records-legal-process', 'substance-use-records', 'forensic-role'],
    roles: ['substance-abuse-counselor'],
    source: PART2_CFR,
    verified: false,
    note: 'The court-order requirement (subpart E) is well established; the numbering §§ 2.61–2.67 was seen only in secondary material.',
  }),
  provision({
    rule: 'FERPA',
    section: '34 CFR 99.3',
    title: 'Education records and the sole-possession exclusion',
    summary: 'Education records cover almost anything directly related to a student that the school keeps; a counselor\'s private memory-aid notes shared with no one but a temporary substitute are excluded, but once shared or used for decisions they become education records open to parents.',
    categories: ['documentation', 'records-legal-process', 'minors-consent', 'confidentiality'],
    roles: ['school-counselor'],
    source: FERPA,
    verified: true,
    note: 'The exclusion is narrow; notes used to make decisions about the student do not qualify.',
  }),
  provision({
    rule: 'FERPA',
    section: '34 CFR 99.31(a)(10)',
    title: 'Disclosure in a health or safety emergency',
    summary: 'A school may disclose personally identifiable information from education records without consent in connection with a health or safety emergency, subject to § 99.36.',
    categories: ['duty-to-protect', 'suicide-risk', 'confidentiality'],
    roles: ['school-counselor'],
    source: FERPA,
    verified: true,
  }),
  provision({
    rule: 'FERPA',
    section: '34 CFR 99.36',
    title: 'Conditions for health or safety emergency disclosures',
    summary: 'The emergency disclosure goes to appropriate parties whose knowledge is needed to protect the student or others, where there is an articulable and significant threat, and the school records the threat and who received the information.',
    categories: ['duty-to-protect', 'suicide-risk', 'documentation'],
    roles: ['school-counselor'],
    source: FERPA,
    verified: true,
    note: 'The "articulable and significant threat" standard and recording requirement are from our reading of § 99.36 and § 99.32; confirm against the current text.',
  }),
  provision({
    rule: 'FERPA',
    section: '34 CFR 99.7',
    title: 'Annual notification of rights',
    summary: 'Schools must notify parents and eligible students each year of their FERPA rights, including to inspect records and seek amendment.',
    categories: ['informed-consent', 'minors-consent'],
    roles: ['school-counselor'],
    source: FERPA,
    verified: true,
  }),
  provision({
    rule: 'CAPTA',
    section: '42 U.S.C. 5101 et seq.',
    title: 'Child Abuse Prevention and Treatment Act',
    summary: 'CAPTA (P.L. 93-247, 1974, rewritten 1988 and amended through 2018) funds state child protection systems and, as a grant condition, requires states to have mandatory reporting laws; the duty to report itself comes from state law.',
    categories: ['child-abuse-reporting'],
    roles: [],
    source: CAPTA,
    verified: true,
    note: 'The specific grant-condition citation (42 U.S.C. 5106a(b)(2)(B)(i)) is not yet confirmed.',
  }),
  provision({
    rule: 'CAPTA',
    section: '42 U.S.C. 5101 note',
    title: 'Federal minimum definition of child abuse and neglect (CAPTA § 3)',
    summary: 'CAPTA sets a floor definition: a recent act or failure to act by a parent or caretaker that results in death, serious physical or emotional harm, sexual abuse or exploitation, or presents an imminent risk of serious harm; states define abuse more fully.',
    categories: ['child-abuse-reporting'],
    roles: [],
    source: CAPTA,
    verified: false,
    note: 'The location of the definition is confirmed; its wording here is our paraphrase and not yet checked against the statute.',
  }),
];

/**
 * The category that pulls a rule's provisions for every role: 42 CFR Part 2 binds any clinician in
 * a federally assisted SUD program, so a substance-use-records dilemma needs it whatever the role.
 */
export const FEDERAL_HOME_CATEGORY: Partial<Record<FederalRuleId, 'substance-use-records'>> = {
  '42 CFR Part 2': 'substance-use-records',
};
