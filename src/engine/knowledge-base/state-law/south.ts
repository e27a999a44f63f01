/** State law for the southern states and DC: AL, AR, DE, DC, FL, GA, KY, LA, MD, MS, NC, OK, SC, TN, TX, VA, WV. */
import type { JurisdictionCode } from '../../../shared/domain/jurisdictions';
import type { StateLaw } from '../types';
import {
  DOMAIN_FACTS,
  JAAPL_2014,
  REGISTRY_2026,
  SECONDARY_DTP_NOTE,
  classify,
  secondaryMinorConsent,
  sourced,
  unconfirmedReport,
} from './build';

const NO_GENERAL_RULE =
  'No general statute letting a minor consent alone to outpatient mental health care was found; the secondary list gives 18, so parental consent is generally needed. Narrower exceptions may exist.';

const UNCLEAR_CASE_LAW =
  'Sources disagree and no duty statute was found, so the status is left unclear: treat a serious threat against an identifiable person as possibly triggering a duty and consult counsel.';

export const SOUTH_STATE_LAWS = {
  AL: {
    code: 'AL',
    dutyToProtect: {
      ...sourced(
        'NCSL, Mental Health Professionals’ Duty to Warn (ncsl.org/health/mental-health-professionals-duty-to-warn), Alabama row',
        true,
        'The 2026 registry found no duty because it read only the psychologist privilege (§ 34-26-2); NCSL cites the counselor and MFT sections, which are followed here. No Alabama duty statute was found for psychologists or social workers.',
      ),
      status: 'mandatory',
      citations: ['Ala. Code § 34-8A-24', 'Ala. Code § 34-17A-23'],
      summary:
        'Licensed professional counselors and marriage and family therapists are not liable for failing to warn unless the client communicated a serious threat of physical violence against a reasonably identifiable victim; then the duty applies.',
      discharge: [
        'Make reasonable efforts to communicate the threat to the victim',
        'Make reasonable efforts to communicate the threat to a law enforcement agency',
      ],
      classifications: classify('MC', 'N', { registryUnverified: true, ncsl: 'Yes / Mandatory' }),
    },
    childAbuseReporting: unconfirmedReport('Ala. Code § 26-14-3', 'child'),
    elderAbuseReporting: unconfirmedReport('Ala. Code § 38-9-8', 'elder'),
    minorConsent: secondaryMinorConsent(14, '', 'The secondary list gives 14; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  AR: {
    code: 'AR',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} JAAPL (2014) found no guidance; Act 1212 of 2013 is read by the registry as creating a duty.`,
      ),
      status: 'mandatory',
      citations: ['Ark. Code Ann. § 20-45-201', 'Ark. Code Ann. § 20-45-202'],
      summary:
        'Listed mental health providers have a duty when a patient communicates an explicit and imminent threat to kill or seriously injure a clearly or reasonably identifiable victim, or to commit a violent act likely to cause serious injury or death, with apparent intent and ability.',
      discharge: [
        'Give timely notice to law enforcement in the victim’s county, the patient’s county, or the Arkansas State Police',
        'Or arrange immediate voluntary or involuntary hospitalization',
        'If a patient under 18 threatens suicide or serious self-harm, make a reasonable effort to tell the custodial parent, then the noncustodial parent or legal guardian',
      ],
      classifications: classify('N', 'M'),
    },
    childAbuseReporting: unconfirmedReport('Ark. Code Ann. § 12-18-402', 'child'),
    elderAbuseReporting: unconfirmedReport('Ark. Code Ann. § 12-12-1708', 'elder'),
    minorConsent: secondaryMinorConsent(12, '', 'The secondary list gives 12; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  DE: {
    code: 'DE',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} § 5403 separately permits disclosure to police when a patient is dangerous even without an identifiable victim.`,
      ),
      status: 'mandatory',
      citations: ['16 Del. C. § 5401', '16 Del. C. § 5402'],
      summary:
        'Mental health providers have a duty when a patient communicates an explicit and imminent threat to kill or seriously injure a clearly identified victim, or to commit a violent act likely to cause serious injury or death, with apparent intent and ability.',
      discharge: [
        'Notify law enforcement where the potential victim or the patient lives and communicate the threat to the clearly identified victim, in a timely manner',
        'Or arrange immediate voluntary or involuntary hospitalization (check § 5402 for whether these are alternatives)',
      ],
      classifications: classify('MC', 'M'),
    },
    childAbuseReporting: unconfirmedReport('16 Del. C. § 903', 'child'),
    elderAbuseReporting: unconfirmedReport('31 Del. C. § 3910', 'elder'),
    minorConsent: secondaryMinorConsent(14, '', 'The secondary list gives 14; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  DC: {
    code: 'DC',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'permissive',
      citations: ['D.C. Code § 7-1203.03'],
      summary:
        'A mental health professional may disclose the minimum necessary to seek emergency hospitalization or to protect the client or another person from a substantial risk of imminent and serious physical injury; disclosure is permitted, not required.',
      discharge: [],
      classifications: classify('P', 'P'),
    },
    childAbuseReporting: unconfirmedReport('D.C. Code § 4-1321.02', 'child'),
    elderAbuseReporting: unconfirmedReport('D.C. Code § 7-1903', 'elder'),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  FL: {
    code: 'FL',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} Florida courts have been described as rejecting civil liability for failure to warn (Boynton v. Burglass, 1991); the statutes now say the clinician shall notify law enforcement.`,
      ),
      status: 'mandatory',
      citations: ['Fla. Stat. § 456.059', 'Fla. Stat. § 490.0147', 'Fla. Stat. § 491.0147'],
      summary:
        'Psychiatrists, psychologists and chapter 491 licensees (clinical social workers, MFTs, mental health counselors) must tell law enforcement when a patient communicates a specific threat of serious bodily injury or death to an identified or readily available person and appears able and intending to act imminently; warning the victim is allowed but not required.',
      discharge: [
        'Disclose the threat to a law enforcement agency',
        'Warning the potential victim is permitted, not required',
      ],
      classifications: classify('P', 'M'),
    },
    childAbuseReporting: unconfirmedReport('Fla. Stat. § 39.201', 'child'),
    elderAbuseReporting: unconfirmedReport('Fla. Stat. § 415.1034', 'elder'),
    minorConsent: {
      ...sourced(
        `Fla. Stat. § 394.4784 (leg.state.fl.us) (${DOMAIN_FACTS})`,
        true,
        'The limits on crisis intervention, therapy and counseling were not read.',
      ),
      age: 13,
      citation: 'Fla. Stat. § 394.4784',
      conditions:
        'From 13 a minor may consent to outpatient diagnostic and evaluative services (no more than 2 visits in any 1-week period before parental consent is needed) and to outpatient crisis intervention, therapy and counseling, whose limits were not read.',
    },
    licensingBoards: {},
  },
  GA: {
    code: 'GA',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, `${SECONDARY_DTP_NOTE} ${UNCLEAR_CASE_LAW}`),
      status: 'none-or-unclear',
      citations: ['Bradley Center, Inc. v. Wessner, 250 Ga. 199, 296 S.E.2d 693 (1982)'],
      summary:
        'No duty-to-warn statute was found; the Georgia Supreme Court held that a physician who exercises control over a patient and knows or should know the patient is likely to harm others must use reasonable care to prevent it.',
      discharge: [],
      classifications: classify('MC', 'C', { registryUnverified: true }),
      leadingCase: 'Bradley Center, Inc. v. Wessner, 250 Ga. 199 (1982)',
    },
    childAbuseReporting: unconfirmedReport('O.C.G.A. § 19-7-5', 'child'),
    elderAbuseReporting: unconfirmedReport('O.C.G.A. § 30-5-4', 'elder'),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  KY: {
    code: 'KY',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['KRS 202A.400'],
      summary:
        'Listed mental health professionals, including licensed pastoral counselors, have a duty when a patient communicates an actual threat of physical violence against a clearly identified or reasonably identifiable victim, or an actual threat of a specific violent act.',
      discharge: [
        'Identifiable victim: make reasonable efforts to communicate the threat to the victim and to notify the police department nearest the patient’s and the victim’s home',
        'Threat of a specific violent act with no identifiable victim: make reasonable efforts to tell law enforcement',
        'Reasonable efforts to seek civil commitment also satisfy the duty',
      ],
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: unconfirmedReport('KRS 620.030', 'child'),
    elderAbuseReporting: unconfirmedReport('KRS 209.030', 'elder'),
    minorConsent: secondaryMinorConsent(16, '', 'The secondary list gives 16; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  LA: {
    code: 'LA',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['La. R.S. 9:2800.2'],
      summary:
        'Psychologists, psychiatrists, MFTs, professional counselors and social workers have a duty when a patient communicates a threat of physical violence, significant in the professional’s judgment, against a clearly identified victim, with apparent intent and ability.',
      discharge: [
        'Make a reasonable effort to communicate the threat to the potential victim or victims',
        'Notify law enforcement near the patient’s or the potential victim’s home',
      ],
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: unconfirmedReport('La. Ch.C. art. 609', 'child'),
    elderAbuseReporting: unconfirmedReport('La. R.S. 15:1504', 'elder'),
    minorConsent: secondaryMinorConsent(16, '', 'The secondary list gives 16; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  MD: {
    code: 'MD',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['Md. Code, Cts. & Jud. Proc. § 5-609'],
      summary:
        'A mental health care provider has a duty when it knew of the patient’s propensity for violence and the patient indicated, by speech, conduct or writing, an intention to inflict imminent physical injury on a specified victim or group of victims.',
      discharge: [
        'Make reasonable and timely efforts to seek civil commitment',
        'Or form a diagnostic impression and start a documented treatment plan calculated to remove the possibility that the patient will carry out the threat',
        'Or inform the appropriate law enforcement agency and, if feasible, the specified victim or victims of the threat and the identities involved',
      ],
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: unconfirmedReport('Md. Code, Fam. Law § 5-704', 'child'),
    elderAbuseReporting: unconfirmedReport('Md. Code, Fam. Law § 14-302', 'elder'),
    minorConsent: {
      ...sourced(
        `Md. Code, Health-Gen. § 20-104 (codes.findlaw.com; mdpsych.org 2021) (${DOMAIN_FACTS})`,
        true,
      ),
      age: 12,
      citation: 'Md. Code, Health-Gen. § 20-104',
      conditions:
        'From 12 a minor the provider judges mature enough may consent to consultation, diagnosis and treatment of a mental or emotional disorder (SB 41, effective 1 Oct 2021); no prescription medication on the minor’s own consent under 16.',
    },
    licensingBoards: {},
  },
  MS: {
    code: 'MS',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} JAAPL (2014) classed Mississippi as mandatory; the 2023 amendment (SB 2797) says the professional may communicate the threat, so the statute reading is used.`,
      ),
      status: 'permissive',
      citations: ['Miss. Code Ann. § 41-21-97(1)(e)'],
      summary:
        'When a patient communicates an actual threat of physical violence against a clearly identified or reasonably identifiable victim, the treating physician, psychologist, master social worker or professional counselor may communicate the threat to the victim, law enforcement or a minor victim’s parent or guardian.',
      discharge: [],
      classifications: classify('MS', 'P'),
    },
    childAbuseReporting: unconfirmedReport('Miss. Code Ann. § 43-21-353', 'child'),
    elderAbuseReporting: unconfirmedReport('Miss. Code Ann. § 43-47-7', 'elder'),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  NC: {
    code: 'NC',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} JAAPL (2014) read North Carolina case law as mandatory; the statute found only permits disclosure.`,
      ),
      status: 'permissive',
      citations: ['N.C.G.S. § 122C-55(d)'],
      summary:
        'A responsible professional may disclose when there is an imminent danger to the client’s or another person’s health or safety, or a likely felony or violent misdemeanor; no statute requires a warning.',
      discharge: [],
      classifications: classify('MC', 'P'),
    },
    childAbuseReporting: unconfirmedReport('N.C.G.S. § 7B-301', 'child'),
    elderAbuseReporting: unconfirmedReport('N.C.G.S. § 108A-102', 'elder'),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  OK: {
    code: 'OK',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, `${SECONDARY_DTP_NOTE} ${UNCLEAR_CASE_LAW}`),
      status: 'none-or-unclear',
      citations: ['43A O.S. § 1-109', 'Wofford v. Eastern State Hospital, 1990 OK 77, 795 P.2d 516'],
      summary:
        'The mental health statute allows disclosure without authorization when not disclosing presents a serious threat; the supreme court’s Wofford decision recognised a duty of care in releasing a dangerous patient, not a general duty to warn.',
      discharge: [],
      classifications: classify('MS', 'C'),
      leadingCase: 'Wofford v. Eastern State Hospital, 1990 OK 77, 795 P.2d 516',
    },
    childAbuseReporting: unconfirmedReport('10A O.S. § 1-2-101', 'child'),
    elderAbuseReporting: unconfirmedReport('43A O.S. § 10-104', 'elder'),
    minorConsent: secondaryMinorConsent(16, '', 'The secondary list gives 16; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  SC: {
    code: 'SC',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, `${SECONDARY_DTP_NOTE} ${UNCLEAR_CASE_LAW}`),
      status: 'none-or-unclear',
      citations: ['S.C. Code Ann. § 19-11-95(C)(3)', 'Bishop v. South Carolina Dep’t of Mental Health, 331 S.C. 79 (1998)'],
      summary:
        'A statute permits a provider to reveal a patient’s intent to commit a crime or harm someone; case law recognises a duty to warn only where the provider can control the patient and the patient made a specific threat against a specific person.',
      discharge: [],
      classifications: classify('MC', 'C'),
      leadingCase: 'Bishop v. South Carolina Department of Mental Health, 331 S.C. 79, 502 S.E.2d 78 (1998)',
    },
    childAbuseReporting: unconfirmedReport('S.C. Code Ann. § 63-7-310', 'child'),
    elderAbuseReporting: unconfirmedReport('S.C. Code Ann. § 43-35-25', 'elder'),
    minorConsent: secondaryMinorConsent(16, '', 'The secondary list gives 16; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  TN: {
    code: 'TN',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['Tenn. Code Ann. § 33-3-206', 'Tenn. Code Ann. § 33-3-207'],
      summary:
        'A qualified mental health professional or behavior analyst has a duty when a service recipient communicates an actual threat of bodily harm against a clearly identified victim or certain groups (such as a school, place of worship or family) and appears able and likely to carry it out (amended 2024).',
      discharge: [
        'Take reasonable care to warn of, or take precautions to protect, the identified victim or group',
        'Report the threat to the local law enforcement agency where the recipient lives, or to the local crisis response service if the threat is general and not imminent',
        'Inpatient hospitalization of the recipient also discharges the duty to warn',
      ],
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: unconfirmedReport('Tenn. Code Ann. § 37-1-403', 'child'),
    elderAbuseReporting: unconfirmedReport('Tenn. Code Ann. § 71-6-103', 'elder'),
    minorConsent: secondaryMinorConsent(16, '', 'The secondary list gives 16; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  TX: {
    code: 'TX',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'permissive',
      citations: ['Tex. Health & Safety Code § 611.004(a)(2)', 'Tex. Health & Safety Code § 611.002(b-1)'],
      summary:
        'A professional may disclose to medical, mental health or law enforcement personnel when there is a probability of imminent physical injury by the patient to self or others; the statute says no exception creates a duty to disclose, and the state supreme court rejected a common-law duty to warn.',
      discharge: [],
      classifications: classify('P', 'P'),
      leadingCase: 'Thapar v. Zezulka, 994 S.W.2d 635 (Tex. 1999)',
    },
    childAbuseReporting: unconfirmedReport('Tex. Fam. Code § 261.101', 'child'),
    elderAbuseReporting: unconfirmedReport('Tex. Hum. Res. Code § 48.051', 'elder'),
    minorConsent: secondaryMinorConsent(
      null,
      'Tex. Fam. Code § 32.004',
      'No general rule; a minor may reportedly consent to counseling for suicide prevention, chemical dependency, or sexual, physical or emotional abuse under Fam. Code § 32.004 (unconfirmed).',
    ),
    licensingBoards: {},
  },
  VA: {
    code: 'VA',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['Va. Code § 54.1-2400.1'],
      summary:
        'A wide range of mental health service providers, including peer recovery specialists, have a duty when a client communicates a specific and immediate threat of serious bodily injury or death to an identified or readily identifiable person and the provider believes the client intends and is able to act imminently (for a child victim, also threats of physical or sexual abuse).',
      discharge: [
        'Seek involuntary admission of the client',
        'Or make reasonable attempts to warn the potential victims (or the parent or guardian of a victim under 18)',
        'Or make reasonable efforts to notify law enforcement where the client or the potential victim lives or works',
        'Or take reasonably available steps to prevent violence until law enforcement takes custody',
        'Or continue therapy in the session until the provider believes the client no longer has the intent or ability',
        'Peer recovery specialists and unlicensed qualified mental health professionals: report at once to a licensed provider who takes one of these steps',
      ],
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: unconfirmedReport('Va. Code § 63.2-1509', 'child'),
    elderAbuseReporting: unconfirmedReport('Va. Code § 63.2-1606', 'elder'),
    minorConsent: secondaryMinorConsent(
      14,
      '',
      'The secondary list gives 14; Va. Code § 54.1-2969(E) may let a minor of any age consent to outpatient mental health services (unconfirmed).',
    ),
    licensingBoards: {},
  },
  WV: {
    code: 'WV',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'permissive',
      citations: ['W. Va. Code § 27-3-1(b)(5)'],
      summary:
        'Confidential information may be disclosed to protect against a clear and substantial danger of imminent injury by a patient to self or others; the statute is an exception to confidentiality, not a command to warn.',
      discharge: [],
      classifications: classify('P', 'P'),
    },
    childAbuseReporting: unconfirmedReport('W. Va. Code § 49-2-803', 'child'),
    elderAbuseReporting: unconfirmedReport('W. Va. Code § 9-6-9', 'elder'),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
} satisfies Partial<Record<JurisdictionCode, StateLaw>>;
