/** State law for the western states: AK, AZ, CA, CO, HI, ID, MT, NV, NM, OR, UT, WA, WY. */
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

export const WEST_STATE_LAWS = {
  AK: {
    code: 'AK',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'permissive',
      citations: ['AS 08.86.200(a)(3)', 'AS 08.29.200(a)(1)', 'AS 08.63.200(a)(5)', 'AS 08.95.900(a)(6)'],
      summary:
        'The licensing chapters for psychologists, professional counselors, marital and family therapists and social workers lift confidentiality when a client threatens serious physical harm to an identifiable person; none of them says the clinician must warn.',
      discharge: [],
      classifications: classify('P', 'P'),
    },
    childAbuseReporting: unconfirmedReport('AS 47.17.020', 'child'),
    elderAbuseReporting: unconfirmedReport('AS 47.24.010', 'elder'),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  AZ: {
    code: 'AZ',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['A.R.S. § 36-517.02'],
      summary:
        'A mental health provider must take reasonable precautions when a patient makes an explicit threat of imminent serious physical harm or death against a clearly identified or identifiable victim and appears to have the intent and ability to carry it out.',
      discharge: [
        'Communicate the threat, when possible, to every identifiable victim',
        'Notify a law enforcement agency where the patient or any potential victim lives',
        'Take reasonable steps to start voluntary or involuntary hospitalization if appropriate',
        'Take any other precaution a reasonable and prudent provider would take',
      ],
      classifications: classify('MS', 'M'),
      leadingCase: 'Avitia v. Crisis Preparation & Recovery, Inc. (Ariz. 2023)',
    },
    childAbuseReporting: unconfirmedReport('A.R.S. § 13-3620', 'child'),
    elderAbuseReporting: unconfirmedReport('A.R.S. § 46-454', 'elder'),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  CA: {
    code: 'CA',
    dutyToProtect: {
      ...sourced(`Cal. Civ. Code § 43.92 (self-law.org/code/ca/civil-code/43-92); ${DOMAIN_FACTS} §2.5`, true),
      status: 'mandatory',
      citations: ['Cal. Civ. Code § 43.92'],
      summary:
        'A psychotherapist is liable for failing to protect only when the patient has communicated a serious threat of physical violence against a reasonably identifiable victim; since 2013 the statute calls this a duty to protect, with no change in substance.',
      discharge: [
        'Make reasonable efforts to communicate the threat to the victim or victims',
        'Make reasonable efforts to communicate the threat to a law enforcement agency',
      ],
      classifications: classify('MS', 'M'),
      leadingCase: 'Tarasoff v. Regents of the University of California, 17 Cal.3d 425 (1976)',
    },
    childAbuseReporting: unconfirmedReport('Cal. Penal Code § 11166', 'child'),
    elderAbuseReporting: unconfirmedReport('Cal. Welf. & Inst. Code § 15630', 'elder'),
    minorConsent: {
      ...sourced(
        `Cal. Fam. Code § 6924; Cal. Health & Safety Code § 124260 (${DOMAIN_FACTS})`,
        true,
        'The AB 665 change (1 Jul 2024) is confirmed only in secondary sources.',
      ),
      age: 12,
      citation: 'Cal. Fam. Code § 6924; Cal. Health & Safety Code § 124260',
      conditions:
        'From 12 if the professional judges the minor mature enough to take part intelligently; since 1 Jul 2024 (AB 665) the former danger-or-abuse condition no longer applies. Parents or guardians are to be involved unless the professional finds that inappropriate. The minor cannot consent alone to medication or inpatient care.',
    },
    licensingBoards: {},
  },
  CO: {
    code: 'CO',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['C.R.S. § 13-21-117'],
      summary:
        'A mental health provider has a duty to warn or protect when a patient communicates a serious threat of imminent physical violence against a specific person, including people identifiable through a specific place or entity.',
      discharge: [
        'Make reasonable and timely efforts to notify the person or people threatened (or whoever is responsible for a threatened place or entity)',
        'Notify an appropriate law enforcement agency',
        'Or take other appropriate action, including hospitalizing the patient',
      ],
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: unconfirmedReport('C.R.S. § 19-3-304', 'child'),
    elderAbuseReporting: unconfirmedReport('C.R.S. § 18-6.5-108', 'elder'),
    minorConsent: {
      ...sourced(
        `C.R.S. § 12-245-203.5 (colorado.public.law/statutes/crs_12-245-203.5); HB19-1120 (${DOMAIN_FACTS})`,
        true,
      ),
      age: 12,
      citation: 'C.R.S. § 12-245-203.5',
      conditions:
        'From 12 a minor may consent to psychotherapy services (HB19-1120, effective 16 May 2019); the older rule of 15 still governs other mental health services.',
    },
    licensingBoards: {},
  },
  HI: {
    code: 'HI',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} JAAPL reads Hawaii case law as mandatory; the statutes the registry read only permit disclosure, so the statute reading is used.`,
      ),
      status: 'permissive',
      citations: ['HRS § 626-1, Rule 504.1(d)(6)', 'HRS § 453D-13(2)'],
      summary:
        'The privilege rules withhold protection from a client’s statement of intent to commit an act likely to cause death or serious bodily harm, and mental health counselors need not keep secret what is needed to prevent a clear and imminent danger; no statute requires a warning.',
      discharge: [],
      classifications: classify('MC', 'P'),
    },
    childAbuseReporting: unconfirmedReport('HRS § 350-1.1', 'child'),
    elderAbuseReporting: unconfirmedReport('HRS § 346-224', 'elder'),
    minorConsent: secondaryMinorConsent(14, '', 'The secondary list gives 14; the statute and any session limits were not confirmed.'),
    licensingBoards: {},
  },
  ID: {
    code: 'ID',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['Idaho Code §§ 6-1901 to 6-1904'],
      summary:
        'Physicians, professional counselors, psychologists, social workers and licensed nurses must act when a patient communicates an explicit threat of imminent serious physical harm or death against a clearly identified or identifiable victim and appears able and intending to carry it out.',
      discharge: [
        'Make a reasonable, timely effort to communicate the threat to the victim',
        'Notify the law enforcement agency nearest the patient’s or the victim’s home',
        'If the victim is a minor, also try to tell the custodial or noncustodial parent or legal guardian',
      ],
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: unconfirmedReport('Idaho Code § 16-1605', 'child'),
    elderAbuseReporting: unconfirmedReport('Idaho Code § 39-5303', 'elder'),
    minorConsent: secondaryMinorConsent(14, '', 'The secondary list gives 14; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  MT: {
    code: 'MT',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['MCA 27-1-1102'],
      summary:
        'A mental health professional has a duty to warn when a patient communicates an actual threat of physical violence by specific means against a clearly identified or reasonably identifiable victim.',
      discharge: [
        'Make reasonable efforts to communicate the threat to the victim',
        'Notify the law enforcement agency nearest the patient’s or the victim’s home',
        'Give a requesting law enforcement agency the information about the threat',
      ],
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: unconfirmedReport('MCA 41-3-201', 'child'),
    elderAbuseReporting: unconfirmedReport('MCA 52-3-811', 'elder'),
    minorConsent: secondaryMinorConsent(16, '', 'The secondary list gives 16; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  NV: {
    code: 'NV',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} JAAPL (2014) found no guidance; NRS 629.550 was added in 2015.`,
      ),
      status: 'mandatory',
      citations: ['NRS 629.550'],
      summary:
        'Listed mental health professionals must act when a patient makes an explicit threat of imminent serious physical harm or death against a clearly identified or identifiable person and, in the professional’s judgment, has the intent and ability to carry it out.',
      discharge: [
        'Place the patient on a mental health crisis hold, or petition a court for one',
        'Or make a reasonable, timely effort to communicate the threat to the person threatened, to the law enforcement agency nearest that person’s home and, if that person is a minor, to a parent or guardian',
      ],
      classifications: classify('N', 'M'),
    },
    childAbuseReporting: unconfirmedReport('NRS 432B.220', 'child'),
    elderAbuseReporting: unconfirmedReport('NRS 200.5093', 'elder'),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  NM: {
    code: 'NM',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'permissive',
      citations: ['NMSA 1978, § 43-1-19(B)(2)', 'NMSA 1978, § 32A-6A-24(D)(2)'],
      summary:
        'Since 2024 (SB 230) confidential information may be disclosed without authorization when needed to protect against a clear and substantial risk of imminent serious injury or death to the client or another person; the statutes do not require a warning.',
      discharge: [],
      classifications: classify('N', 'P'),
    },
    childAbuseReporting: unconfirmedReport('NMSA 1978, § 32A-4-3', 'child'),
    elderAbuseReporting: unconfirmedReport('NMSA 1978, § 27-7-30', 'elder'),
    minorConsent: secondaryMinorConsent(14, '', 'The secondary list gives 14; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  OR: {
    code: 'OR',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'permissive',
      citations: ['ORS 179.505(12)', 'ORS 40.252'],
      summary:
        'A provider may report information showing a clear and immediate danger to others or to society; the statutes say that not disclosing creates no liability and that no duty to report is created.',
      discharge: [],
      classifications: classify('P', 'P'),
    },
    childAbuseReporting: unconfirmedReport('ORS 419B.010', 'child'),
    elderAbuseReporting: unconfirmedReport('ORS 124.060', 'elder'),
    minorConsent: secondaryMinorConsent(14, '', 'The secondary list gives 14; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  UT: {
    code: 'UT',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['Utah Code § 78B-3-501', 'Utah Code § 78B-3-502'],
      summary:
        'A therapist has a duty to warn or take precautions only when a client communicates an actual threat of physical violence against a clearly identified or reasonably identifiable victim.',
      discharge: [
        'Make reasonable efforts to communicate the threat to the victim',
        'Notify a law enforcement officer or agency of the threat',
      ],
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: unconfirmedReport('Utah Code § 80-2-602', 'child'),
    elderAbuseReporting: unconfirmedReport('Utah Code § 26B-6-205', 'elder'),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  WA: {
    code: 'WA',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['RCW 71.05.120(3)'],
      summary:
        'The duty to warn or take reasonable precautions applies when a patient has communicated an actual threat of physical violence against a reasonably identifiable victim or victims.',
      discharge: [
        'Make reasonable efforts to communicate the threat to the victim or victims',
        'Make reasonable efforts to communicate the threat to law enforcement',
      ],
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: unconfirmedReport('RCW 26.44.030', 'child'),
    elderAbuseReporting: unconfirmedReport('RCW 74.34.035', 'elder'),
    minorConsent: {
      ...sourced(`RCW 71.34.530 (wa.elaws.us/rcw/71.34.530) (${DOMAIN_FACTS})`, true),
      age: 13,
      citation: 'RCW 71.34.530',
      conditions:
        'A minor 13 or older may consent to outpatient mental health treatment without a parent’s consent.',
    },
    licensingBoards: {},
  },
  WY: {
    code: 'WY',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'permissive',
      citations: ['W.S. 33-38-113(a)(iv)', 'W.S. 33-27-123(a)(iv)'],
      summary:
        'Counselors, social workers, marriage and family therapists, addictions practitioners and psychologists may disclose an immediate threat of physical violence against a readily identifiable victim as an exception to confidentiality; no duty to warn is stated.',
      discharge: [],
      classifications: classify('P', 'P'),
    },
    childAbuseReporting: unconfirmedReport('W.S. 14-3-205', 'child'),
    elderAbuseReporting: unconfirmedReport('W.S. 35-20-103', 'elder'),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
} satisfies Partial<Record<JurisdictionCode, StateLaw>>;
