/**
 * Territorial law: PR, VI, GU, AS, MP. Far less is published for the territories than for the
 * states; what could not be confirmed is said plainly in each entry's note.
 */
import type { JurisdictionCode } from '../../../shared/domain/jurisdictions';
import type { StateLaw } from '../types';
import { CWIG, NOT_CONFIRMED, RECHECKED, report, sourced } from './build';

const NO_DTP_FOUND =
  'No territorial statute or court decision on a duty to warn or protect was found; treat a serious threat against an identifiable person with caution and consult local counsel. HIPAA 45 CFR 164.512(j) still permits disclosure to prevent a serious and imminent threat.';

/** Where a territorial duty to warn was looked for and not found. */
const DTP_SEARCHED =
  'Searched without finding a territorial provision: NCSL, Mental Health Professionals’ Duty to Warn; Johnson, Persad & Sisti, J Am Acad Psychiatry Law 42:469–77 (2014), Table 1; territorial code compilations';

/** Where a territorial minor-consent rule was looked for and not found. */
const MINOR_SEARCHED =
  'Searched without finding a territorial rule: worldpopulationreview.com, Age of consent for mental health treatment by state (2024); territorial code compilations';

const NO_MINOR_RULE =
  'No territorial rule on a minor’s own consent to outpatient mental health care was found; assume parental consent is needed and check local law.';

function unknownDutyToProtect(code: string): StateLaw['dutyToProtect'] {
  return {
    ...sourced(DTP_SEARCHED, false, NO_DTP_FOUND),
    status: 'none-or-unclear',
    citations: [],
    summary: `No duty-to-warn or duty-to-protect provision was confirmed for ${code}.`,
    discharge: [],
    classifications: {},
  };
}

const NO_ELDER_LAW_FOUND =
  'No territorial elder or vulnerable-adult abuse reporting statute was found in the sources searched (Child Welfare Information Gateway, APS compilations, territorial code excerpts); check local law and report serious danger to police.';

function unknownElderReporting(territory: string): StateLaw['elderAbuseReporting'] {
  return {
    ...sourced('Searches of APS and elder-abuse law compilations (no territorial provision found)', false, NO_ELDER_LAW_FOUND),
    citation: '',
    summary: `No elder or vulnerable-adult abuse reporting provision was confirmed for ${territory}.`,
    whoMustReport: NOT_CONFIRMED,
    timeframe: NOT_CONFIRMED,
    reportTo: 'Local police in an emergency; otherwise the territorial human services department (not confirmed)',
  };
}

function unknownMinorConsent(): StateLaw['minorConsent'] {
  return { ...sourced(MINOR_SEARCHED, false, NOT_CONFIRMED), age: null, citation: '', conditions: NO_MINOR_RULE };
}

export const TERRITORY_STATE_LAWS = {
  PR: {
    code: 'PR',
    dutyToProtect: {
      ...sourced(
        'P.R. Laws Ann. tit. 24, § 6153q, “Duty to warn third parties at risk or under threat of harm”, Mental Health Code of 2000 (casetext English translation; Spanish text at instalawyer.io)',
        true,
        'Read in an unofficial English translation; the last listed step (for a threatened person who cannot understand the warning) was cut off in the copy read.',
      ),
      status: 'mandatory',
      citations: ['P.R. Laws Ann. tit. 24, § 6153q'],
      summary:
        'A physician, psychiatrist, psychologist, social worker, professional counselor or other health professional told of a threat to physically harm a reasonably identifiable third party must warn that person once the professional has identified, evaluated and verified the threat and judges, in light of violence risk factors, that it is highly likely to be carried out. Other staff who hear such a threat must tell the responsible professional and record it in detail.',
      discharge: [
        'If therapeutically indicated, tell the person who made the threat about the duty to warn',
        'Notify the police station nearest the threatened person’s home',
        'Warn the threatened person, with tact and caution',
      ],
      classifications: {},
      coversSelfHarm: false,
    },
    selfHarmWarning: {
      ...sourced(
        'P.R. Laws Ann. tit. 24, § 6153r, “Duty to warn of suicide or self-mutilation risk”, Mental Health Code of 2000 (casetext English translation)',
        true,
        'Read in an unofficial English translation; the list of required actions in § 6153r(4) was cut off inside its first item, which is read here by analogy with the parallel step of § 6153q; any further steps were not seen.',
        RECHECKED,
      ),
      citation: 'P.R. Laws Ann. tit. 24, § 6153r',
      summary:
        'When a person tells a physician, psychiatrist, psychologist, social worker, professional counselor or other health professional of an intention to commit suicide or self-mutilation, or behaves so that the professional believes an attempt is possible, the professional must warn a family member of the possibility of an attempt, once the intention has been identified and evaluated and, in light of suicide risk factors, an attempt is judged highly probable. Other staff who hear of the intention must tell the responsible professional at once and record it in detail.',
      whoMustWarn: 'Physicians, psychiatrists, psychologists, social workers, professional counselors and other health professionals providing mental health care',
      trigger: 'An intention to commit suicide or self-mutilation was communicated, or the person’s behaviour suggests an attempt, and after evaluating risk factors the professional judges an attempt highly probable',
      warn: 'A family member; for a prisoner, the director of the institution where the person is held',
      discharge: [
        'If therapeutically indicated, tell the person about the duty to warn',
        'Warn a family member (for a prisoner, the director of the institution) of the possibility of an attempt',
      ],
    },
    childAbuseReporting: report({
      source: `${CWIG}: Mandatory Reporting of Child Abuse and Neglect – Puerto Rico (May 2023); Clergy as Mandatory Reporters – Puerto Rico (May 2023)`,
      citation: 'P.R. Laws Ann. tit. 8, § 1131',
      summary: 'Every person who knows of or suspects abuse, institutional abuse, neglect or institutional neglect of a minor, or that a minor is at risk of it, must report; only the attorney–client privilege survives.',
      who: 'Every person (universal reporting); professionals in health, justice, education, social work and public order, and staff of care institutions, are named in the earlier law',
      when: 'Immediately',
      to: 'The Department of the Family hotline or local office, or the Puerto Rico Police',
      note: 'The 2023 Gateway summary cites tit. 8, § 1131 (the current child-protection law); older sources cite tit. 8, § 446 under the law it replaced.',
    }),
    elderAbuseReporting: report({
      source: 'P.R. Laws tit. 8, § 346j (casetext, 2019 text; Bill of Rights for Elderly Persons, Law No. 121 of 1986 as amended in 2003)',
      citation: 'P.R. Laws Ann. tit. 8, § 346j',
      summary: 'Professionals and public officials who, in their work, learn of or suspect abuse, institutional abuse or neglect of an elderly person must report it.',
      who: 'Professionals and public officials and public, private or privatised entities, including health, education, social work and law enforcement professionals and staff of care institutions',
      when: 'Not stated in the section read',
      to: 'The “Golden Hotline” (Línea Dorada), the Puerto Rico Police and/or the Office of Elderly Affairs',
      note: 'The elderly persons’ rights law was replaced in 2019 (Law 121-2019); whether § 346j carries over unchanged was not confirmed.',
    }),
    minorConsent: {
      ...sourced(
        'Ley Núm. 408 de 2 de octubre de 2000, Ley de Salud Mental de Puerto Rico, Art. 10.01 (lexjuris.com)',
        true,
      ),
      age: 14,
      citation: 'Ley 408-2000, Art. 10.01',
      conditions:
        'From 14 to 18 a minor may ask for and receive counseling, and outpatient treatment if needed, for at most 6 sessions, when the child and adolescent psychiatrist, psychiatrist, clinical psychologist or social worker finds the minor able to decide. Parents are not told without the minor’s consent unless the minor may harm self, others or property, and the minor is told of any notice. Otherwise parents with patria potestad must consent.',
    },
    licensingBoards: {},
  },
  VI: {
    code: 'VI',
    dutyToProtect: {
      ...sourced(
        `${DTP_SEARCHED}; getpocketlaw.com page headed "Section 544 Confidentiality" (filed under another state’s code)`,
        false,
        `A page headed "Section 544 Confidentiality", filed under another state’s code and only possibly territorial law, frees licensed social workers from keeping secret a communication revealing a contemplated crime or harmful act; the title and section (possibly 27 V.I.C. § 544) were not confirmed. ${NO_DTP_FOUND}`,
      ),
      status: 'none-or-unclear',
      citations: [],
      summary:
        'No duty to warn was confirmed; a social-work confidentiality provision appears to allow disclosure of a contemplated crime or harmful act.',
      discharge: [],
      classifications: {},
    },
    childAbuseReporting: report({
      source: `${CWIG}: Mandatory Reporting (May 2023) and Making and Screening Reports (Nov 2021) – Virgin Islands; 5 V.I.C. § 2533 (zacharykaufman.com copy)`,
      citation: '5 V.I.C. § 2533',
      summary: 'Listed professionals with reasonable cause to suspect that a child has been abused, sexually abused or neglected, or who see a child in conditions that would reasonably lead to it, must report; only the attorney–client privilege excuses a report.',
      who: 'Medical and behavioral (mental) health professionals, physicians, nurses, hospital staff, teachers and school personnel, social service workers, child care and foster care workers, and law enforcement',
      when: 'Immediately, by telephone or otherwise; a written report within 48 hours if the department asks',
      to: 'The Virgin Islands Police Department or the Department of Social Welfare (now Human Services)',
    }),
    elderAbuseReporting: report({
      source: '34 V.I.C. ch. 15, the Elder and Dependent Adult Abuse Prevention Act (2019 V.I. Code via law.uslawyerdatabase.com; §§ 452, 459, 460)',
      citation: '34 V.I.C. ch. 15 (Elder and Dependent Adult Abuse Prevention Act)',
      summary: 'Mandated reporters who, in their work, observe or learn of apparent physical abuse, abandonment, abduction, isolation, financial abuse or neglect of an elder or dependent adult, or are told of it by the adult, must report; others may report to law enforcement.',
      who: 'Mandated reporters defined in the Act, including care custodians, clergy members and health practitioners',
      when: NOT_CONFIRMED,
      to: 'The Department of Human Services (which investigates) or local law enforcement',
      verified: false,
      note: 'The Act and its duty were read only in index excerpts; the exact section number, the full reporter list and the deadline were not confirmed.',
    }),
    minorConsent: unknownMinorConsent(),
    licensingBoards: {},
  },
  GU: {
    code: 'GU',
    dutyToProtect: unknownDutyToProtect('Guam'),
    childAbuseReporting: report({
      source: `${CWIG}: Mandatory Reporting (May 2023) and Making and Screening Reports (Nov 2021) – Guam`,
      citation: '19 GCA § 13201',
      summary: 'Any person who, in their work or professional practice, comes into contact with children and reasonably suspects abuse or neglect must report; no privilege excuses the report.',
      who: 'Mental health professionals, physicians, nurses and other health workers, school administrators, teachers and counselors, social services and child care workers, clergy, law enforcement and film processors',
      when: 'Immediately by telephone; a written report within 48 hours (§ 13203)',
      to: 'Child Protective Services or the Guam Police Department',
    }),
    elderAbuseReporting: report({
      source: 'Guam DPHSS, Bureau of Adult Protective Services page (dphss.guam.gov); 10 GCA § 21007 (lawserver.com, code current to Aug 2023)',
      citation: '10 GCA ch. 21 (P.L. 19-54, as amended by P.L. 21-33)',
      summary: 'Guam’s elder and disabled-adult protection law makes the Bureau of Adult Protective Services responsible for receiving and investigating reports of suspected abuse of people 60 or older and adults with disabilities.',
      who: 'Not confirmed (the section listing mandated reporters was not read)',
      when: NOT_CONFIRMED,
      to: 'The Bureau of Adult Protective Services, Division of Senior Citizens, Department of Public Health and Social Services (reports received 24 hours a day)',
      verified: false,
      note: 'The Bureau’s 24-hour intake is confirmed; whether reporting is mandatory, for whom, and the exact section were not confirmed.',
    }),
    minorConsent: unknownMinorConsent(),
    licensingBoards: {},
  },
  AS: {
    code: 'AS',
    dutyToProtect: unknownDutyToProtect('American Samoa'),
    childAbuseReporting: report({
      source: `${CWIG}: Mandatory Reporting (May 2023) and Making and Screening Reports (Nov 2021) – American Samoa`,
      citation: 'A.S.C.A. § 45.2002',
      summary: 'Listed persons with reasonable cause to know or suspect that a child has been abused or neglected, or who see a child in conditions that would result in it, must report; everyone else is urged to report.',
      who: 'Mental health professionals, social workers, physicians, nurses and other health workers, school officials and employees, child care and family care home workers, and Christian Science practitioners',
      when: 'Immediately; a written report if the receiving agency asks',
      to: 'The Child Protection Agency of the Department of Human (and Social) Services, with notice to the Department of Public Safety; suspected deaths to the Department of Public Safety',
    }),
    elderAbuseReporting: unknownElderReporting('American Samoa'),
    minorConsent: unknownMinorConsent(),
    licensingBoards: {},
  },
  MP: {
    code: 'MP',
    dutyToProtect: unknownDutyToProtect('the Northern Mariana Islands'),
    childAbuseReporting: report({
      source: `${CWIG}: Mandatory Reporting (May 2023) and Cross-Reporting (Feb 2021) – Northern Mariana Islands`,
      citation: '6 CMC § 5313',
      summary: 'Listed persons who, in a professional capacity, come into contact with a child they know or reasonably suspect is abused or neglected must report; professional privileges other than attorney–client do not apply.',
      who: 'Health-care workers including psychiatrists, psychologists and mental health counselors; counselors and social workers; teachers and school officials; paid child care providers; and law enforcement',
      when: 'Not stated in the summary read',
      to: 'The Department of Public Safety, which must notify the Attorney General and the Division of Youth Services within 24 hours',
      note: 'The reporting deadline and the exact receiving agency in § 5313 were not read; the recipient is inferred from the cross-reporting provision.',
    }),
    elderAbuseReporting: unknownElderReporting('the Northern Mariana Islands'),
    minorConsent: unknownMinorConsent(),
    licensingBoards: {},
  },
} satisfies Partial<Record<JurisdictionCode, StateLaw>>;
