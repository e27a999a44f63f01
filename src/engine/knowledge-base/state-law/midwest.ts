/** State law for the midwestern states: IL, IN, IA, KS, MI, MN, MO, NE, ND, OH, SD, WI. */
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

export const MIDWEST_STATE_LAWS = {
  IL: {
    code: 'IL',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} JAAPL (2014) read Illinois as permissive; the registry reads the current 405 ILCS 5/6-103 as imposing a duty, which is followed here.`,
      ),
      status: 'mandatory',
      citations: ['405 ILCS 5/6-103(b)', '405 ILCS 5/6-103(c)'],
      summary:
        'A physician, clinical psychologist, psychiatric nurse or qualified examiner must act when a recipient communicates a serious threat of physical violence against a reasonably identifiable victim.',
      discharge: [
        'Make a reasonable effort to communicate the threat to the victim and to a law enforcement agency',
        'Or make a reasonable effort to obtain hospitalization of the recipient',
      ],
      classifications: classify('P', 'M'),
    },
    childAbuseReporting: unconfirmedReport('325 ILCS 5/4', 'child'),
    elderAbuseReporting: unconfirmedReport('320 ILCS 20/4', 'elder'),
    minorConsent: {
      ...sourced(`405 ILCS 5/3-5A-105; P.A. 100-614 (beta.ilga.gov/ftp/Public Acts/100/100-0614.htm) (${DOMAIN_FACTS})`, true),
      age: 12,
      citation: '405 ILCS 5/3-5A-105',
      conditions:
        'From 12 a minor may consent to outpatient counseling or psychotherapy; for a minor under 17 the services are limited to 8 sessions of up to 90 minutes each until a parent or guardian consents.',
    },
    licensingBoards: {},
  },
  IN: {
    code: 'IN',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['Ind. Code § 34-30-16-1', 'Ind. Code § 34-30-16-2'],
      summary:
        'A listed mental health service provider must act when a patient communicates an actual threat of violence against a reasonably identifiable victim, or shows by conduct or statements an imminent danger of serious injury or death to others.',
      discharge: [
        'Make reasonable attempts to communicate the threat to the victim',
        'Or notify police or another law enforcement agency where the patient or the victim lives',
        'Or seek civil commitment of the patient',
        'Or take reasonably available steps to prevent violence until law enforcement takes custody',
        'Or report the threat to a physician or psychologist designated by the employer to carry the duty to warn',
      ],
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: unconfirmedReport('Ind. Code § 31-33-5-1', 'child'),
    elderAbuseReporting: unconfirmedReport('Ind. Code § 12-10-3-9', 'elder'),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  IA: {
    code: 'IA',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['Iowa Code § 228.7A'],
      summary:
        'A mental health professional must act when an individual communicates an imminent threat of physical violence against self or a clearly identifiable victim; other disclosures to prevent a serious and imminent threat are permitted.',
      discharge: ['Make reasonable efforts to communicate the threat to a law enforcement professional'],
      classifications: classify('MC', 'M'),
    },
    childAbuseReporting: unconfirmedReport('Iowa Code § 232.69', 'child'),
    elderAbuseReporting: unconfirmedReport('Iowa Code § 235B.3', 'elder'),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  KS: {
    code: 'KS',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} The statute covers treatment facilities only; no private-practice duty statute was found by the registry.`,
      ),
      status: 'permissive',
      citations: ['K.S.A. 65-5603(a)(6)'],
      summary:
        'The treatment-facility privilege does not protect threat information when a patient has named a person threatened with substantial physical harm, staff believe the patient is likely to act soon, and the facility head decides notification should be given; it is an exception, not a command to warn.',
      discharge: [],
      classifications: classify('N', 'P'),
    },
    childAbuseReporting: unconfirmedReport('K.S.A. 38-2223', 'child'),
    elderAbuseReporting: unconfirmedReport('K.S.A. 39-1431', 'elder'),
    minorConsent: secondaryMinorConsent(14, '', 'The secondary list gives 14; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  MI: {
    code: 'MI',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['MCL 330.1946'],
      summary:
        'A treating mental health professional has a duty when a patient communicates a threat of physical violence against a reasonably identifiable third person and appears to have the intent and ability to carry it out in the foreseeable future; otherwise there is no duty to warn or protect.',
      discharge: [
        'Hospitalize the patient or start proceedings to hospitalize',
        'Or make a reasonable attempt to communicate the threat to the third person and to the local police, county sheriff or state police',
        'If the person threatened is a minor or legally incompetent, also notify the county social services department and a parent or guardian',
      ],
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: unconfirmedReport('MCL 722.623', 'child'),
    elderAbuseReporting: unconfirmedReport('MCL 400.11a', 'elder'),
    minorConsent: {
      ...sourced(
        `MCL 330.1707 (miplannedparenthood.org, Michigan laws pertaining to minors) (${DOMAIN_FACTS})`,
        false,
        'Confirmed only in a secondary source; check MCL 330.1707.',
      ),
      age: 14,
      citation: 'MCL 330.1707',
      conditions:
        'From 14 a minor may request and receive outpatient mental health services without parental consent, limited to 12 sessions or 4 months.',
    },
    licensingBoards: {},
  },
  MN: {
    code: 'MN',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: [
        'Minn. Stat. § 148.975',
        'Minn. Stat. § 148E.240, subd. 6',
        'Minn. Stat. § 148B.391',
        'Minn. Stat. § 148B.593',
        'Minn. Stat. § 148F.13, subd. 2',
      ],
      summary:
        'Each licensing chapter (psychology, social work, marriage and family therapy, professional counseling, alcohol and drug counseling) imposes a duty when a client communicates a specific, serious threat of physical violence against a clearly identified or identifiable victim; the counseling chapters also cover threats to self.',
      discharge: [
        'Psychologists, social workers, MFTs: communicate the threat to the potential victim, or, if the victim cannot be reached, to the law enforcement agency nearest the victim or the client',
        'Professional and alcohol and drug counselors: reasonable efforts to tell law enforcement, the potential victim, the client’s family or others able to prevent the harm',
      ],
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: unconfirmedReport('Minn. Stat. § 260E.06', 'child'),
    elderAbuseReporting: unconfirmedReport('Minn. Stat. § 626.557', 'elder'),
    minorConsent: secondaryMinorConsent(16, '', 'The secondary list gives 16; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  MO: {
    code: 'MO',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} JAAPL lists a statutory duty, the registry found only an intermediate appellate case and no statute; status left unclear, so treat a serious threat against an identifiable person as possibly triggering a duty and consult counsel.`,
      ),
      status: 'none-or-unclear',
      citations: ['Bradley v. Ray, 904 S.W.2d 302 (Mo. Ct. App. 1995)'],
      summary:
        'No duty-to-warn statute was confirmed; a Missouri Court of Appeals decision recognised a treating psychologist’s duty to warn or protect an identifiable victim.',
      discharge: [],
      classifications: classify('MS', 'C'),
      leadingCase: 'Bradley v. Ray, 904 S.W.2d 302 (Mo. Ct. App. 1995)',
    },
    childAbuseReporting: unconfirmedReport('Mo. Rev. Stat. § 210.115', 'child'),
    elderAbuseReporting: unconfirmedReport('Mo. Rev. Stat. § 192.2405', 'elder'),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  NE: {
    code: 'NE',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['Neb. Rev. Stat. § 38-2137', 'Neb. Rev. Stat. § 38-3132'],
      summary:
        'Mental health practitioners and psychologists have a duty when a patient communicates a serious threat of physical violence against a reasonably identifiable victim (for mental health practitioners, also against the patient).',
      discharge: [
        'Make reasonable efforts to communicate the threat to the victim or victims',
        'Make reasonable efforts to communicate the threat to a law enforcement agency',
      ],
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: unconfirmedReport('Neb. Rev. Stat. § 28-711', 'child'),
    elderAbuseReporting: unconfirmedReport('Neb. Rev. Stat. § 28-372', 'elder'),
    minorConsent: secondaryMinorConsent(
      null,
      '',
      `${NO_GENERAL_RULE} Nebraska’s age of majority is reported to be 19 (unconfirmed).`,
    ),
    licensingBoards: {},
  },
  ND: {
    code: 'ND',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} The duty found applies only to licensed marriage and family therapists; no parallel duty was found for psychologists, social workers or counselors. The cautious reading (a duty) is shown.`,
      ),
      status: 'mandatory',
      citations: ['N.D.C.C. § 43-53-11(2)–(4)'],
      summary:
        'Marriage and family therapy licensees have a duty when a patient communicates a serious threat of physical violence against a reasonably identifiable victim; no such statute was found for other professions.',
      discharge: [
        'Make reasonable efforts to communicate the threat to the victim or victims',
        'Make reasonable efforts to communicate the threat to a law enforcement agency',
      ],
      classifications: classify('N', 'M', { registryQualifier: 'marriage and family therapists only' }),
    },
    childAbuseReporting: unconfirmedReport('N.D.C.C. § 50-25.1-03', 'child'),
    elderAbuseReporting: unconfirmedReport('N.D.C.C. § 50-25.2-03', 'elder'),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  OH: {
    code: 'OH',
    dutyToProtect: {
      ...sourced(`${REGISTRY_2026}; ${JAAPL_2014}`, false, SECONDARY_DTP_NOTE),
      status: 'mandatory',
      citations: ['Ohio Rev. Code § 2305.51'],
      summary:
        'A mental health professional or organization must act when the client, or someone who knows the client, communicates an explicit threat of imminent serious physical harm or death to one or more clearly identifiable victims and the professional believes the client has the intent and ability to carry it out (amended effective 9 Apr 2025).',
      discharge: [
        'Start emergency hospitalization, or voluntary or involuntary hospitalization',
        'Or set up a documented treatment plan reasonably calculated to remove the possibility of the threat being carried out, with a second-opinion risk assessment',
        'Or tell a law enforcement agency of the threat and the identities of the client and each potential victim, and, if feasible, each potential victim (or the parent or guardian of a minor or incompetent victim)',
        'Document the reasons for choosing or rejecting each option',
      ],
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: unconfirmedReport('Ohio Rev. Code § 2151.421', 'child'),
    elderAbuseReporting: unconfirmedReport('Ohio Rev. Code § 5101.63', 'elder'),
    minorConsent: {
      ...sourced(
        `Ohio Rev. Code § 5122.04 (law.onecle.com/ohio/title-51/5122.04.html) (${DOMAIN_FACTS})`,
        true,
        'A bill to repeal the provision (HB 172) was reported pending; check its status.',
      ),
      age: 14,
      citation: 'Ohio Rev. Code § 5122.04',
      conditions:
        'From 14 a minor may consent to outpatient mental health services, excluding medication, for up to 6 sessions or 30 days, whichever comes first; after that a parent or guardian must consent.',
    },
    licensingBoards: {},
  },
  SD: {
    code: 'SD',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} The statutes found cover licensed professional counselors and marriage and family therapists only.`,
      ),
      status: 'mandatory',
      citations: ['SDCL 36-32-77', 'SDCL 36-33-55'],
      summary:
        'Licensed professional counselors and marriage and family therapists have a duty to warn or take reasonable precautions when a client communicates a serious threat of physical violence against an identifiable victim.',
      discharge: ['Warn the identifiable victim or take reasonable precautions to protect them (the statutes list no specific acts)'],
      classifications: classify('MC', 'M', { registryQualifier: 'LPC and LMFT' }),
    },
    childAbuseReporting: unconfirmedReport('SDCL 26-8A-3', 'child'),
    elderAbuseReporting: unconfirmedReport('SDCL 22-46-9', 'elder'),
    minorConsent: secondaryMinorConsent(16, '', 'The secondary list gives 16; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  WI: {
    code: 'WI',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} The duty rests on case law; Wis. Stat. § 51.17(3) says how it is fulfilled but does not create it.`,
      ),
      status: 'mandatory',
      citations: ['Schuster v. Altenberg, 144 Wis. 2d 223 (1988)', 'Wis. Stat. § 51.17(3)'],
      summary:
        'Wisconsin’s supreme court recognised a duty to warn or to seek detention where a therapist should foresee that a patient will harm a third person; a statute now lists acts that fulfil any duty to warn.',
      discharge: [
        'Contact law enforcement',
        'Or contact the county department responsible for approving emergency detention, or approve an emergency detention if authorised',
        'Or take any other action a reasonable health care provider would consider fulfils the duty',
      ],
      classifications: classify('MC', 'C'),
      leadingCase: 'Schuster v. Altenberg, 144 Wis. 2d 223, 424 N.W.2d 159 (1988)',
    },
    childAbuseReporting: unconfirmedReport('Wis. Stat. § 48.981(2)', 'child'),
    elderAbuseReporting: unconfirmedReport('Wis. Stat. § 46.90(4)', 'elder'),
    minorConsent: secondaryMinorConsent(14, '', 'The secondary list gives 14; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
} satisfies Partial<Record<JurisdictionCode, StateLaw>>;
