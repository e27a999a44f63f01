/** State law for the northeastern states: CT, ME, MA, NH, NJ, NY, PA, RI, VT. */
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

export const NORTHEAST_STATE_LAWS = {
  CT: {
    code: 'CT',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} § 52-146c was repealed 1 Oct 2025; the counselor, social work and MFT confidentiality sections were not read.`,
      ),
      status: 'permissive',
      citations: ['Conn. Gen. Stat. § 52-146f(2)'],
      summary:
        'A psychologist or psychiatric mental health provider may disclose without consent when there is a substantial risk of imminent physical injury by the patient to self or others; disclosure is allowed, not required.',
      discharge: [],
      classifications: classify('P', 'P'),
    },
    childAbuseReporting: unconfirmedReport('Conn. Gen. Stat. § 17a-101a', 'child'),
    elderAbuseReporting: unconfirmedReport('Conn. Gen. Stat. § 17b-451', 'elder'),
    minorConsent: {
      ...sourced(DOMAIN_FACTS, false, 'Citation and session limits not confirmed; Connecticut is not on the secondary list.'),
      age: null,
      citation: 'Conn. Gen. Stat. § 19a-14c',
      conditions:
        'Reported to allow outpatient mental health treatment of a minor without parental consent for a limited number of sessions; the age and limits were not confirmed.',
    },
    licensingBoards: {},
  },
  ME: {
    code: 'ME',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} JAAPL (2014) found no guidance; the duty sections were enacted in 2019 (P.L. 2019, ch. 317).`,
      ),
      status: 'mandatory',
      citations: [
        '32 M.R.S. § 2600-F',
        '32 M.R.S. § 3300-I',
        '32 M.R.S. § 3820',
        '32 M.R.S. § 6207-C',
        '32 M.R.S. § 7007',
        '32 M.R.S. § 13867',
      ],
      summary:
        'Physicians, psychologists, alcohol and drug counselors, social workers and counseling professionals have a duty when, from communications with a client, they reasonably believe the client is likely to commit physical violence posing a serious risk of harm to self or others.',
      discharge: [
        'Make reasonable efforts to communicate the threat to a potential victim',
        'Or notify a law enforcement agency',
        'Or seek involuntary hospitalization under Title 34-B',
      ],
      classifications: classify('N', 'M'),
    },
    childAbuseReporting: unconfirmedReport('22 M.R.S. § 4011-A', 'child'),
    elderAbuseReporting: unconfirmedReport('22 M.R.S. § 3477', 'elder'),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  MA: {
    code: 'MA',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['M.G.L. c. 123, § 36B', 'M.G.L. c. 123, § 1'],
      summary:
        'A licensed mental health professional must take reasonable precautions when a patient communicates an explicit threat to kill or seriously injure a reasonably identified victim with apparent intent and ability, or when a patient with a history of violence presents a clear and present danger to such a victim.',
      discharge: [
        'Make reasonable efforts to communicate the threat to the reasonably identified victim',
        'Or notify an appropriate law enforcement agency where the patient or any potential victim lives',
        'Or arrange the patient’s voluntary hospitalization',
        'Or, within the legal scope of practice, start involuntary hospitalization',
      ],
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: unconfirmedReport('M.G.L. c. 119, § 51A', 'child'),
    elderAbuseReporting: unconfirmedReport('M.G.L. c. 19A, § 15', 'elder'),
    minorConsent: secondaryMinorConsent(16, '', 'The secondary list gives 16; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  NH: {
    code: 'NH',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['RSA 329:31', 'RSA 329-B:29', 'RSA 330-A:35'],
      summary:
        'Physicians, psychologists and mental health practice licensees have a duty when a client communicates a serious threat of physical violence against a clearly identified or reasonably identifiable victim, or a serious threat of substantial damage to real property.',
      discharge: [
        'Make reasonable efforts to communicate the threat to the victim or victims',
        'Or notify the police department nearest the client’s or the potential victim’s home',
        'Or obtain civil commitment of the client to the state mental health system',
      ],
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: unconfirmedReport('RSA 169-C:29', 'child'),
    elderAbuseReporting: unconfirmedReport('RSA 161-F:46', 'elder'),
    minorConsent: secondaryMinorConsent(16, '', 'The secondary list gives 16; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  NJ: {
    code: 'NJ',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['N.J.S.A. 2A:62A-16'],
      summary:
        'A licensed practitioner of psychology, psychiatry, medicine, nursing, clinical social work or marriage and family therapy has a duty when a patient threatens imminent, serious physical violence against a readily identifiable person or against self, or the circumstances would lead a reasonable professional to believe the patient intends such violence.',
      discharge: [
        'Arrange voluntary admission to a psychiatric unit, or start involuntary commitment',
        'Or advise local law enforcement of the threat and the identity of the intended victim',
        'Or warn the intended victim (a parent or guardian if the victim is under 18)',
        'If a patient under 18 threatens suicide or self-injury, warn the patient’s parent or guardian',
        'Also notify the chief law enforcement officer (or State Police) for a firearms check, as required since P.L. 2018, c.34',
      ],
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: unconfirmedReport('N.J.S.A. 9:6-8.10', 'child'),
    elderAbuseReporting: unconfirmedReport('N.J.S.A. 52:27D-409', 'elder'),
    minorConsent: secondaryMinorConsent(16, '', 'The secondary list gives 16; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  NY: {
    code: 'NY',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} The mandatory duty is a SAFE Act report, not a duty to warn the victim; JAAPL (2014) classed New York as permissive for warnings.`,
      ),
      status: 'mandatory',
      citations: ['N.Y. Mental Hyg. Law § 9.46'],
      summary:
        'Since 2013 a treating mental health professional who judges that a person is likely to engage in conduct causing serious harm to self or others must report it; the report can lead to firearm-licence action. Warning the victim is not required by this section.',
      discharge: [
        'Report, as soon as practicable, to the county director of community services or the director’s designee',
      ],
      classifications: classify('P', 'M', { registryQualifier: 'reporting duty, not a warning' }),
    },
    childAbuseReporting: unconfirmedReport('N.Y. Soc. Serv. Law § 413', 'child'),
    elderAbuseReporting: unconfirmedReport('N.Y. Soc. Serv. Law § 473', 'elder'),
    minorConsent: secondaryMinorConsent(16, '', 'The secondary list gives 16; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  PA: {
    code: 'PA',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} The duty comes from the state supreme court, not a statute.`,
      ),
      status: 'mandatory',
      citations: ['Emerich v. Philadelphia Center for Human Development, 554 Pa. 209, 720 A.2d 1032 (1998)'],
      summary:
        'Pennsylvania’s supreme court held that a mental health professional must warn when a patient communicates a specific and immediate threat of serious bodily injury against a specifically identified or readily identifiable person and the professional determines, or should determine, that the patient is a serious danger to that person.',
      discharge: ['Warn the identified or readily identifiable victim (the court set out no other list of acts)'],
      classifications: classify('MC', 'C'),
      leadingCase: 'Emerich v. Philadelphia Center for Human Development, 554 Pa. 209, 720 A.2d 1032 (1998)',
    },
    childAbuseReporting: unconfirmedReport('23 Pa.C.S. § 6311', 'child'),
    elderAbuseReporting: unconfirmedReport('35 P.S. § 10225.701', 'elder'),
    minorConsent: {
      ...sourced(
        `35 P.S. § 10101.1 (Act 147 of 2004) and Act 65 of 2020 (legis.state.pa.us; pa.gov DHS Act 65 page) (${DOMAIN_FACTS})`,
        true,
      ),
      age: 14,
      citation: '35 P.S. § 10101.1; Act 65 of 2020',
      conditions:
        'From 14 a minor may consent to outpatient mental health examination and treatment; a parent or guardian may also consent for the minor, even over the minor’s objection. Act 65 of 2020 superseded Act 147 of 2004.',
    },
    licensingBoards: {},
  },
  RI: {
    code: 'RI',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} Only the social-worker statute was read by the registry, which marks the row unverified.`,
      ),
      status: 'permissive',
      citations: ['R.I. Gen. Laws § 5-39.1-4(a)(2)'],
      summary:
        'Social workers may disclose when there is a clear and present danger to the client or others; no statute requiring a warning was found for any profession.',
      discharge: [],
      classifications: classify('P', 'P', { registryUnverified: true }),
    },
    childAbuseReporting: unconfirmedReport('R.I. Gen. Laws § 40-11-3', 'child'),
    elderAbuseReporting: unconfirmedReport('R.I. Gen. Laws § 42-66-8', 'elder'),
    minorConsent: secondaryMinorConsent(16, '', 'The secondary list gives 16; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  VT: {
    code: 'VT',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['18 V.S.A. § 1882', 'Peck v. Counseling Service of Addison County, 146 Vt. 61 (1985)'],
      summary:
        'A mental health professional who knows, or by professional standards should know, that a patient poses a serious risk of danger to an identifiable victim must take reasonable care to protect that victim; the 2017 statute codifies Peck and limits the broader Kuligoski decision.',
      discharge: [
        'Exercise reasonable care to protect the identifiable victim (warning or notifying law enforcement are not named as the only means), consistent with privacy law',
      ],
      classifications: classify('MC', 'M'),
      leadingCase: 'Peck v. Counseling Service of Addison County, 146 Vt. 61 (1985)',
    },
    childAbuseReporting: unconfirmedReport('33 V.S.A. § 4913', 'child'),
    elderAbuseReporting: unconfirmedReport('33 V.S.A. § 6903', 'elder'),
    minorConsent: secondaryMinorConsent(14, '', 'The secondary list gives 14; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
} satisfies Partial<Record<JurisdictionCode, StateLaw>>;
