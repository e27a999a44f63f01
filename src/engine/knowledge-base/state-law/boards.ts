/**
 * Licensing and credentialing bodies per practice role (knowledge-base/types.ts `licensingBoards`),
 * grouped the way states organise them. Names come from general knowledge of each state's
 * regulatory structure and are flagged unverified until checked against the board's own site;
 * boards are renamed and merged often, so practitioners must confirm before relying on them.
 * Groups read on the board's, state's or statute's own pages are listed in CONFIRMED and CONFIRMED_MORE
 * and marked verified.
 * The territories are not covered: no board data could be confirmed for them.
 */
import type { JurisdictionCode } from '../../../shared/domain/jurisdictions';
import type { StateLaw } from '../types';
import { type BoardGroups, boards } from './build';

type BoardNames = Partial<Record<keyof BoardGroups, string>>;

/** A board name (and address, only where the page itself was seen) confirmed on an official page. */
type ConfirmedBoard = { name: string; url?: string; source: string };

const SOURCE = 'General knowledge of state licensing structures; not yet checked against the boards’ own sites';
const NOTE = 'Board name not yet confirmed; check the state licensing site before relying on it.';

const NAMES: Partial<Record<JurisdictionCode, BoardNames>> = {
  AL: {
    counseling: 'Alabama Board of Examiners in Counseling',
    socialWork: 'Alabama State Board of Social Work Examiners',
    mft: 'Alabama Board of Examiners in Marriage and Family Therapy',
    psychology: 'Alabama Board of Examiners in Psychology',
    medicine: 'Alabama Board of Medical Examiners',
    schoolCounselor: 'Alabama State Department of Education',
  },
  AK: {
    counseling: 'Alaska Board of Professional Counselors',
    socialWork: 'Alaska Board of Social Work Examiners',
    mft: 'Alaska Board of Marital and Family Therapy',
    psychology: 'Alaska Board of Psychologist and Psychological Associate Examiners',
    medicine: 'Alaska State Medical Board',
    schoolCounselor: 'Alaska Department of Education and Early Development',
    substanceUse: 'Alaska Commission for Behavioral Health Certification',
  },
  AZ: {
    counseling: 'Arizona Board of Behavioral Health Examiners',
    socialWork: 'Arizona Board of Behavioral Health Examiners',
    mft: 'Arizona Board of Behavioral Health Examiners',
    psychology: 'Arizona Board of Psychologist Examiners',
    medicine: 'Arizona Medical Board',
    schoolCounselor: 'Arizona Department of Education',
    substanceUse: 'Arizona Board of Behavioral Health Examiners',
  },
  AR: {
    counseling: 'Arkansas Board of Examiners in Counseling',
    socialWork: 'Arkansas Social Work Licensing Board',
    mft: 'Arkansas Board of Examiners in Counseling',
    psychology: 'Arkansas Psychology Board',
    medicine: 'Arkansas State Medical Board',
    schoolCounselor: 'Arkansas Department of Education, Division of Elementary and Secondary Education',
  },
  CA: {
    counseling: 'Board of Behavioral Sciences',
    socialWork: 'Board of Behavioral Sciences',
    mft: 'Board of Behavioral Sciences',
    psychology: 'Board of Psychology',
    medicine: 'Medical Board of California',
    schoolCounselor: 'Commission on Teacher Credentialing (Pupil Personnel Services credential)',
    substanceUse: 'Department of Health Care Services (registration and certification of alcohol and other drug counselors)',
  },
  CO: {
    counseling: 'State Board of Licensed Professional Counselor Examiners (DORA)',
    socialWork: 'State Board of Social Work Examiners (DORA)',
    mft: 'State Board of Marriage and Family Therapist Examiners (DORA)',
    psychology: 'State Board of Psychologist Examiners (DORA)',
    medicine: 'Colorado Medical Board',
    schoolCounselor: 'Colorado Department of Education',
    substanceUse: 'State Board of Addiction Counselor Examiners (DORA)',
  },
  CT: {
    counseling: 'Connecticut Department of Public Health',
    socialWork: 'Connecticut Department of Public Health',
    mft: 'Connecticut Department of Public Health',
    psychology: 'Connecticut Department of Public Health',
    medicine: 'Connecticut Medical Examining Board (Department of Public Health)',
    schoolCounselor: 'Connecticut State Department of Education',
    substanceUse: 'Connecticut Department of Public Health',
  },
  DE: {
    counseling: 'Delaware Board of Mental Health and Chemical Dependency Professionals',
    socialWork: 'Delaware Board of Social Work Examiners',
    mft: 'Delaware Board of Mental Health and Chemical Dependency Professionals',
    psychology: 'Delaware Board of Examiners of Psychologists',
    medicine: 'Delaware Board of Medical Licensure and Discipline',
    schoolCounselor: 'Delaware Department of Education',
    substanceUse: 'Delaware Board of Mental Health and Chemical Dependency Professionals',
  },
  DC: {
    counseling: 'DC Board of Professional Counseling',
    socialWork: 'DC Board of Social Work',
    mft: 'DC Board of Marriage and Family Therapy',
    psychology: 'DC Board of Psychology',
    medicine: 'DC Board of Medicine',
    schoolCounselor: 'Office of the State Superintendent of Education',
    substanceUse: 'DC Board of Professional Counseling',
  },
  FL: {
    counseling: 'Florida Board of Clinical Social Work, Marriage and Family Therapy, and Mental Health Counseling',
    socialWork: 'Florida Board of Clinical Social Work, Marriage and Family Therapy, and Mental Health Counseling',
    mft: 'Florida Board of Clinical Social Work, Marriage and Family Therapy, and Mental Health Counseling',
    psychology: 'Florida Board of Psychology',
    medicine: 'Florida Board of Medicine',
    schoolCounselor: 'Florida Department of Education, Bureau of Educator Certification',
    substanceUse: 'Florida Certification Board',
  },
  GA: {
    counseling: 'Georgia Composite Board of Professional Counselors, Social Workers, and Marriage and Family Therapists',
    socialWork: 'Georgia Composite Board of Professional Counselors, Social Workers, and Marriage and Family Therapists',
    mft: 'Georgia Composite Board of Professional Counselors, Social Workers, and Marriage and Family Therapists',
    psychology: 'Georgia State Board of Examiners of Psychologists',
    medicine: 'Georgia Composite Medical Board',
    schoolCounselor: 'Georgia Professional Standards Commission',
  },
  HI: {
    counseling: 'Hawaii Department of Commerce and Consumer Affairs, Professional and Vocational Licensing (mental health counselor program)',
    socialWork: 'Hawaii Department of Commerce and Consumer Affairs, Professional and Vocational Licensing (social worker program)',
    mft: 'Hawaii Department of Commerce and Consumer Affairs, Professional and Vocational Licensing (marriage and family therapist program)',
    psychology: 'Hawaii Board of Psychology',
    medicine: 'Hawaii Medical Board',
    schoolCounselor: 'Hawaii Teacher Standards Board',
    substanceUse: 'Hawaii Department of Health, Alcohol and Drug Abuse Division',
  },
  ID: {
    counseling: 'Idaho Licensing Board of Professional Counselors and Marriage and Family Therapists',
    socialWork: 'Idaho Board of Social Work Examiners',
    mft: 'Idaho Licensing Board of Professional Counselors and Marriage and Family Therapists',
    psychology: 'Idaho Board of Psychologist Examiners',
    medicine: 'Idaho Board of Medicine',
    schoolCounselor: 'Idaho State Department of Education',
  },
  IL: {
    counseling: 'Illinois Department of Financial and Professional Regulation',
    socialWork: 'Illinois Department of Financial and Professional Regulation',
    mft: 'Illinois Department of Financial and Professional Regulation',
    psychology: 'Illinois Department of Financial and Professional Regulation',
    medicine: 'Illinois Department of Financial and Professional Regulation (Medical Licensing Board)',
    schoolCounselor: 'Illinois State Board of Education',
    substanceUse: 'Illinois Certification Board',
  },
  IN: {
    counseling: 'Indiana Behavioral Health and Human Services Licensing Board',
    socialWork: 'Indiana Behavioral Health and Human Services Licensing Board',
    mft: 'Indiana Behavioral Health and Human Services Licensing Board',
    psychology: 'Indiana State Psychology Board',
    medicine: 'Medical Licensing Board of Indiana',
    schoolCounselor: 'Indiana Department of Education',
    substanceUse: 'Indiana Behavioral Health and Human Services Licensing Board',
  },
  IA: {
    counseling: 'Iowa Board of Behavioral Science',
    socialWork: 'Iowa Board of Social Work',
    mft: 'Iowa Board of Behavioral Science',
    psychology: 'Iowa Board of Psychology',
    medicine: 'Iowa Board of Medicine',
    schoolCounselor: 'Iowa Board of Educational Examiners',
    substanceUse: 'Iowa Board of Certification',
  },
  KS: {
    counseling: 'Kansas Behavioral Sciences Regulatory Board',
    socialWork: 'Kansas Behavioral Sciences Regulatory Board',
    mft: 'Kansas Behavioral Sciences Regulatory Board',
    psychology: 'Kansas Behavioral Sciences Regulatory Board',
    medicine: 'Kansas State Board of Healing Arts',
    schoolCounselor: 'Kansas State Department of Education',
    substanceUse: 'Kansas Behavioral Sciences Regulatory Board',
  },
  KY: {
    counseling: 'Kentucky Board of Licensed Professional Counselors',
    socialWork: 'Kentucky Board of Social Work',
    mft: 'Kentucky Board of Licensure of Marriage and Family Therapists',
    psychology: 'Kentucky Board of Examiners of Psychology',
    medicine: 'Kentucky Board of Medical Licensure',
    schoolCounselor: 'Kentucky Education Professional Standards Board',
    substanceUse: 'Kentucky Board of Alcohol and Drug Counselors',
  },
  LA: {
    counseling: 'Louisiana Licensed Professional Counselors Board of Examiners',
    socialWork: 'Louisiana State Board of Social Work Examiners',
    mft: 'Louisiana Licensed Professional Counselors Board of Examiners',
    psychology: 'Louisiana State Board of Examiners of Psychologists',
    medicine: 'Louisiana State Board of Medical Examiners',
    schoolCounselor: 'Louisiana Department of Education',
    substanceUse: 'Louisiana Addictive Disorder Regulatory Authority',
  },
  ME: {
    counseling: 'Maine Board of Counseling Professionals Licensure',
    socialWork: 'Maine State Board of Social Worker Licensure',
    mft: 'Maine Board of Counseling Professionals Licensure',
    psychology: 'Maine State Board of Examiners of Psychologists',
    medicine: 'Maine Board of Licensure in Medicine',
    schoolCounselor: 'Maine Department of Education',
    substanceUse: 'Maine State Board of Alcohol and Drug Counselors',
  },
  MD: {
    counseling: 'Maryland Board of Professional Counselors and Therapists',
    socialWork: 'Maryland Board of Social Work Examiners',
    mft: 'Maryland Board of Professional Counselors and Therapists',
    psychology: 'Maryland State Board of Examiners of Psychologists',
    medicine: 'Maryland Board of Physicians',
    schoolCounselor: 'Maryland State Department of Education',
    substanceUse: 'Maryland Board of Professional Counselors and Therapists',
  },
  MA: {
    counseling: 'Board of Registration of Allied Mental Health and Human Services Professions',
    socialWork: 'Board of Registration of Social Workers',
    mft: 'Board of Registration of Allied Mental Health and Human Services Professions',
    psychology: 'Board of Registration of Psychologists',
    medicine: 'Board of Registration in Medicine',
    schoolCounselor: 'Department of Elementary and Secondary Education',
    substanceUse: 'Department of Public Health, Bureau of Substance Addiction Services',
  },
  MI: {
    counseling: 'Michigan Board of Counseling (LARA)',
    socialWork: 'Michigan Board of Social Work (LARA)',
    mft: 'Michigan Board of Marriage and Family Therapy (LARA)',
    psychology: 'Michigan Board of Psychology (LARA)',
    medicine: 'Michigan Board of Medicine (LARA)',
    schoolCounselor: 'Michigan Department of Education',
    substanceUse: 'Michigan Certification Board for Addiction Professionals',
  },
  MN: {
    counseling: 'Minnesota Board of Behavioral Health and Therapy',
    socialWork: 'Minnesota Board of Social Work',
    mft: 'Minnesota Board of Marriage and Family Therapy',
    psychology: 'Minnesota Board of Psychology',
    medicine: 'Minnesota Board of Medical Practice',
    schoolCounselor: 'Minnesota Professional Educator Licensing and Standards Board',
    substanceUse: 'Minnesota Board of Behavioral Health and Therapy',
  },
  MS: {
    counseling: 'Mississippi State Board of Examiners for Licensed Professional Counselors',
    socialWork: 'Mississippi Board of Examiners for Social Workers and Marriage and Family Therapists',
    mft: 'Mississippi Board of Examiners for Social Workers and Marriage and Family Therapists',
    psychology: 'Mississippi Board of Psychology',
    medicine: 'Mississippi State Board of Medical Licensure',
    schoolCounselor: 'Mississippi Department of Education',
  },
  MO: {
    counseling: 'Missouri Committee for Professional Counselors',
    socialWork: 'Missouri State Committee for Social Workers',
    mft: 'Missouri State Committee of Marital and Family Therapists',
    psychology: 'Missouri State Committee of Psychologists',
    medicine: 'Missouri State Board of Registration for the Healing Arts',
    schoolCounselor: 'Missouri Department of Elementary and Secondary Education',
    substanceUse: 'Missouri Credentialing Board',
  },
  MT: {
    counseling: 'Montana Board of Behavioral Health',
    socialWork: 'Montana Board of Behavioral Health',
    mft: 'Montana Board of Behavioral Health',
    psychology: 'Montana Board of Psychologists',
    medicine: 'Montana Board of Medical Examiners',
    schoolCounselor: 'Montana Office of Public Instruction',
    substanceUse: 'Montana Board of Behavioral Health',
  },
  NE: {
    counseling: 'Nebraska Board of Mental Health Practice (DHHS Licensure Unit)',
    socialWork: 'Nebraska Board of Mental Health Practice (DHHS Licensure Unit)',
    mft: 'Nebraska Board of Mental Health Practice (DHHS Licensure Unit)',
    psychology: 'Nebraska Board of Psychology',
    medicine: 'Nebraska Board of Medicine and Surgery',
    schoolCounselor: 'Nebraska Department of Education',
    substanceUse: 'Nebraska Board of Alcohol and Drug Counseling',
  },
  NV: {
    counseling: 'Nevada Board of Examiners for Marriage and Family Therapists and Clinical Professional Counselors',
    socialWork: 'Nevada Board of Examiners for Social Workers',
    mft: 'Nevada Board of Examiners for Marriage and Family Therapists and Clinical Professional Counselors',
    psychology: 'Nevada State Board of Psychological Examiners',
    medicine: 'Nevada State Board of Medical Examiners',
    schoolCounselor: 'Nevada Department of Education',
    substanceUse: 'Nevada State Board of Examiners for Alcohol, Drug and Gambling Counselors',
  },
  NH: {
    counseling: 'New Hampshire Board of Mental Health Practice (Office of Professional Licensure and Certification)',
    socialWork: 'New Hampshire Board of Mental Health Practice (Office of Professional Licensure and Certification)',
    mft: 'New Hampshire Board of Mental Health Practice (Office of Professional Licensure and Certification)',
    psychology: 'New Hampshire Board of Psychologists',
    medicine: 'New Hampshire Board of Medicine',
    schoolCounselor: 'New Hampshire Department of Education',
    substanceUse: 'New Hampshire Board of Licensing for Alcohol and Other Drug Use Professionals',
  },
  NJ: {
    counseling: 'New Jersey Professional Counselor Examiners Committee',
    socialWork: 'New Jersey State Board of Social Work Examiners',
    mft: 'New Jersey State Board of Marriage and Family Therapy Examiners',
    psychology: 'New Jersey State Board of Psychological Examiners',
    medicine: 'New Jersey State Board of Medical Examiners',
    schoolCounselor: 'New Jersey Department of Education',
    substanceUse: 'New Jersey Alcohol and Drug Counselor Committee',
  },
  NM: {
    counseling: 'New Mexico Counseling and Therapy Practice Board',
    socialWork: 'New Mexico Board of Social Work Examiners',
    mft: 'New Mexico Counseling and Therapy Practice Board',
    psychology: 'New Mexico Board of Psychologist Examiners',
    medicine: 'New Mexico Medical Board',
    schoolCounselor: 'New Mexico Public Education Department',
    substanceUse: 'New Mexico Counseling and Therapy Practice Board',
  },
  NY: {
    counseling: 'New York State Education Department, Office of the Professions (State Board for Mental Health Practitioners)',
    socialWork: 'New York State Education Department, Office of the Professions (State Board for Social Work)',
    mft: 'New York State Education Department, Office of the Professions (State Board for Mental Health Practitioners)',
    psychology: 'New York State Education Department, Office of the Professions (State Board for Psychology)',
    medicine: 'New York State Education Department, Office of the Professions (State Board for Medicine)',
    schoolCounselor: 'New York State Education Department (school counselor certification)',
    substanceUse: 'New York State Office of Addiction Services and Supports (CASAC credential)',
  },
  NC: {
    counseling: 'North Carolina Board of Licensed Clinical Mental Health Counselors',
    socialWork: 'North Carolina Social Work Certification and Licensure Board',
    mft: 'North Carolina Marriage and Family Therapy Licensure Board',
    psychology: 'North Carolina Psychology Board',
    medicine: 'North Carolina Medical Board',
    schoolCounselor: 'North Carolina Department of Public Instruction',
    substanceUse: 'North Carolina Addictions Specialist Professional Practice Board',
  },
  ND: {
    counseling: 'North Dakota Board of Counselor Examiners',
    socialWork: 'North Dakota Board of Social Work Examiners',
    mft: 'North Dakota Marriage and Family Therapy Licensure Board',
    psychology: 'North Dakota State Board of Psychologist Examiners',
    medicine: 'North Dakota Board of Medicine',
    schoolCounselor: 'North Dakota Education Standards and Practices Board',
    substanceUse: 'North Dakota Board of Addiction Counseling Examiners',
  },
  OH: {
    counseling: 'Ohio Counselor, Social Worker and Marriage and Family Therapist Board',
    socialWork: 'Ohio Counselor, Social Worker and Marriage and Family Therapist Board',
    mft: 'Ohio Counselor, Social Worker and Marriage and Family Therapist Board',
    psychology: 'State Board of Psychology of Ohio',
    medicine: 'State Medical Board of Ohio',
    schoolCounselor: 'Ohio Department of Education and Workforce',
    substanceUse: 'Ohio Chemical Dependency Professionals Board',
  },
  OK: {
    counseling: 'Oklahoma State Board of Behavioral Health Licensure',
    socialWork: 'Oklahoma State Board of Licensed Social Workers',
    mft: 'Oklahoma State Board of Behavioral Health Licensure',
    psychology: 'Oklahoma State Board of Examiners of Psychologists',
    medicine: 'Oklahoma State Board of Medical Licensure and Supervision',
    schoolCounselor: 'Oklahoma State Department of Education',
    substanceUse: 'Oklahoma State Board of Behavioral Health Licensure',
  },
  OR: {
    counseling: 'Oregon Board of Licensed Professional Counselors and Therapists',
    socialWork: 'Oregon Board of Licensed Social Workers',
    mft: 'Oregon Board of Licensed Professional Counselors and Therapists',
    psychology: 'Oregon Board of Psychology',
    medicine: 'Oregon Medical Board',
    schoolCounselor: 'Oregon Teacher Standards and Practices Commission',
    substanceUse: 'Mental Health and Addiction Certification Board of Oregon',
  },
  PA: {
    counseling: 'Pennsylvania State Board of Social Workers, Marriage and Family Therapists and Professional Counselors',
    socialWork: 'Pennsylvania State Board of Social Workers, Marriage and Family Therapists and Professional Counselors',
    mft: 'Pennsylvania State Board of Social Workers, Marriage and Family Therapists and Professional Counselors',
    psychology: 'Pennsylvania State Board of Psychology',
    medicine: 'Pennsylvania State Board of Medicine',
    schoolCounselor: 'Pennsylvania Department of Education',
    substanceUse: 'Pennsylvania Certification Board',
  },
  RI: {
    counseling: 'Rhode Island Department of Health (Board of Mental Health Counselors and Marriage and Family Therapists)',
    socialWork: 'Rhode Island Department of Health (Board of Social Work)',
    mft: 'Rhode Island Department of Health (Board of Mental Health Counselors and Marriage and Family Therapists)',
    psychology: 'Rhode Island Department of Health (Board of Psychology)',
    medicine: 'Rhode Island Board of Medical Licensure and Discipline',
    schoolCounselor: 'Rhode Island Department of Education',
  },
  SC: {
    counseling: 'South Carolina Board of Examiners for Licensure of Professional Counselors, Marriage and Family Therapists, Addiction Counselors and Psycho-Educational Specialists',
    socialWork: 'South Carolina Board of Social Work Examiners',
    mft: 'South Carolina Board of Examiners for Licensure of Professional Counselors, Marriage and Family Therapists, Addiction Counselors and Psycho-Educational Specialists',
    psychology: 'South Carolina Board of Examiners in Psychology',
    medicine: 'South Carolina Board of Medical Examiners',
    schoolCounselor: 'South Carolina Department of Education',
    substanceUse: 'South Carolina Board of Examiners for Licensure of Professional Counselors, Marriage and Family Therapists, Addiction Counselors and Psycho-Educational Specialists',
  },
  SD: {
    counseling: 'South Dakota Board of Examiners for Counselors and Marriage and Family Therapists',
    socialWork: 'South Dakota Board of Social Work Examiners',
    mft: 'South Dakota Board of Examiners for Counselors and Marriage and Family Therapists',
    psychology: 'South Dakota Board of Examiners of Psychologists',
    medicine: 'South Dakota Board of Medical and Osteopathic Examiners',
    schoolCounselor: 'South Dakota Department of Education',
    substanceUse: 'South Dakota Board of Addiction and Prevention Professionals',
  },
  TN: {
    counseling: 'Tennessee Board for Licensed Professional Counselors, Licensed Marital and Family Therapists and Licensed Clinical Pastoral Therapists',
    socialWork: 'Tennessee Board of Social Work Licensure',
    mft: 'Tennessee Board for Licensed Professional Counselors, Licensed Marital and Family Therapists and Licensed Clinical Pastoral Therapists',
    psychology: 'Tennessee Board of Examiners in Psychology',
    medicine: 'Tennessee Board of Medical Examiners',
    schoolCounselor: 'Tennessee Department of Education',
    substanceUse: 'Tennessee Board of Alcohol and Drug Abuse Counselors',
  },
  TX: {
    counseling: 'Texas Behavioral Health Executive Council (Texas State Board of Examiners of Professional Counselors)',
    socialWork: 'Texas Behavioral Health Executive Council (Texas State Board of Social Worker Examiners)',
    mft: 'Texas Behavioral Health Executive Council (Texas State Board of Examiners of Marriage and Family Therapists)',
    psychology: 'Texas Behavioral Health Executive Council (Texas State Board of Examiners of Psychologists)',
    medicine: 'Texas Medical Board',
    schoolCounselor: 'Texas Education Agency (State Board for Educator Certification)',
    substanceUse: 'Texas Health and Human Services Commission (licensed chemical dependency counselors)',
  },
  UT: {
    counseling: 'Utah Division of Professional Licensing (Clinical Mental Health Counselor Licensing Board)',
    socialWork: 'Utah Division of Professional Licensing (Social Work Licensing Board)',
    mft: 'Utah Division of Professional Licensing (Marriage and Family Therapist Licensing Board)',
    psychology: 'Utah Division of Professional Licensing (Psychologist Licensing Board)',
    medicine: 'Utah Division of Professional Licensing (Physicians Licensing Board)',
    schoolCounselor: 'Utah State Board of Education',
    substanceUse: 'Utah Division of Professional Licensing (substance use disorder counselors)',
  },
  VT: {
    counseling: 'Vermont Office of Professional Regulation (Board of Allied Mental Health Practitioners)',
    socialWork: 'Vermont Office of Professional Regulation (Board of Social Work)',
    mft: 'Vermont Office of Professional Regulation (Board of Allied Mental Health Practitioners)',
    psychology: 'Vermont Office of Professional Regulation (Board of Psychological Examiners)',
    medicine: 'Vermont Board of Medical Practice',
    schoolCounselor: 'Vermont Agency of Education',
    substanceUse: 'Vermont Office of Professional Regulation (alcohol and drug abuse counselors)',
  },
  VA: {
    counseling: 'Virginia Board of Counseling (Department of Health Professions)',
    socialWork: 'Virginia Board of Social Work (Department of Health Professions)',
    mft: 'Virginia Board of Counseling (Department of Health Professions)',
    psychology: 'Virginia Board of Psychology (Department of Health Professions)',
    medicine: 'Virginia Board of Medicine (Department of Health Professions)',
    schoolCounselor: 'Virginia Department of Education',
    substanceUse: 'Virginia Board of Counseling (Department of Health Professions)',
  },
  WA: {
    counseling: 'Washington State Department of Health (mental health counselors)',
    socialWork: 'Washington State Department of Health (social workers)',
    mft: 'Washington State Department of Health (marriage and family therapists)',
    psychology: 'Washington State Department of Health (Examining Board of Psychology)',
    medicine: 'Washington Medical Commission',
    schoolCounselor: 'Washington Office of Superintendent of Public Instruction (educational staff associate certificate)',
    substanceUse: 'Washington State Department of Health (substance use disorder professionals)',
  },
  WV: {
    counseling: 'West Virginia Board of Examiners in Counseling',
    socialWork: 'West Virginia Board of Social Work',
    mft: 'West Virginia Board of Examiners in Counseling',
    psychology: 'West Virginia Board of Examiners of Psychologists',
    medicine: 'West Virginia Board of Medicine',
    schoolCounselor: 'West Virginia Department of Education',
    substanceUse: 'West Virginia Certification Board for Addiction and Prevention Professionals',
  },
  WI: {
    counseling: 'Wisconsin Marriage and Family Therapy, Professional Counseling, and Social Work Examining Board (DSPS)',
    socialWork: 'Wisconsin Marriage and Family Therapy, Professional Counseling, and Social Work Examining Board (DSPS)',
    mft: 'Wisconsin Marriage and Family Therapy, Professional Counseling, and Social Work Examining Board (DSPS)',
    psychology: 'Wisconsin Psychology Examining Board (DSPS)',
    medicine: 'Wisconsin Medical Examining Board (DSPS)',
    schoolCounselor: 'Wisconsin Department of Public Instruction',
    substanceUse: 'Wisconsin Department of Safety and Professional Services (substance abuse counselors)',
  },
  WY: {
    counseling: 'Wyoming Mental Health Professions Licensing Board',
    socialWork: 'Wyoming Mental Health Professions Licensing Board',
    mft: 'Wyoming Mental Health Professions Licensing Board',
    psychology: 'Wyoming State Board of Psychology',
    medicine: 'Wyoming Board of Medicine',
    schoolCounselor: 'Wyoming Professional Teaching Standards Board',
    substanceUse: 'Wyoming Mental Health Professions Licensing Board',
  },
};

const CONFIRMED: Partial<Record<JurisdictionCode, Partial<Record<keyof BoardGroups, ConfirmedBoard>>>> = {
  CA: {
    ...sameBoard(['counseling', 'socialWork', 'mft'], {
      name: 'Board of Behavioral Sciences',
      url: 'http://www.bbs.ca.gov',
      source: 'Board of Behavioral Sciences, About the Board and Contact pages (bbs.ca.gov): licenses LMFTs, LCSWs, LPCCs and LEPs',
    }),
  },
  TX: {
    counseling: bhec('Texas State Board of Examiners of Professional Counselors'),
    socialWork: bhec('Texas State Board of Social Worker Examiners'),
    mft: bhec('Texas State Board of Examiners of Marriage and Family Therapists'),
    psychology: bhec('Texas State Board of Examiners of Psychologists'),
  },
  FL: {
    ...sameBoard(['counseling', 'socialWork', 'mft'], {
      name: 'Florida Board of Clinical Social Work, Marriage and Family Therapy, and Mental Health Counseling',
      url: 'https://floridasmentalhealthprofessions.gov',
      source: 'The board’s own site (floridasmentalhealthprofessions.gov) and Fla. Stat. § 491.004 (flsenate.gov, 2024 Florida Statutes)',
    }),
  },
  NY: {
    ...sameBoard(['counseling', 'mft'], {
      name: 'New York State Education Department, Office of the Professions (State Board for Mental Health Practitioners)',
      url: 'http://www.op.nysed.gov/prof/mhp/',
      source: 'NYSED Office of the Professions, Mental Health Practitioners page (op.nysed.gov); Board of Regents item of 4 Jan 2005 (mental health counseling is one of four professions under the State Board for Mental Health Practitioners)',
    }),
  },
  PA: {
    ...sameBoard(['counseling', 'socialWork', 'mft'], {
      name: 'Pennsylvania State Board of Social Workers, Marriage and Family Therapists and Professional Counselors',
      url: 'https://www.pa.gov/agencies/dos/department-and-offices/bpoa/boards-commissions/social-workers-marriage-family-therapists-professional-counselors',
      source: 'Pennsylvania Department of State board page (pa.gov); 63 P.S. § 1905 (casetext, current through 2024 Acts)',
    }),
  },
  OH: {
    ...sameBoard(['counseling', 'socialWork', 'mft'], {
      name: 'Ohio Counselor, Social Worker and Marriage and Family Therapist Board',
      url: 'http://www.cswmft.ohio.gov',
      source: 'The board’s own site (cswmft.ohio.gov); Ohio Rev. Code ch. 4757 and Ohio Adm. Code ch. 4757-1 (codes.ohio.gov)',
    }),
  },
  GA: {
    ...sameBoard(['counseling', 'socialWork', 'mft'], {
      name: 'Georgia Composite Board of Professional Counselors, Social Workers, and Marriage and Family Therapists',
      url: 'http://sos.ga.gov/index.php/licensing/plb/43',
      source: 'Georgia Secretary of State, Professional Licensing Boards page for the composite board (sos.ga.gov)',
    }),
  },
  IL: {
    counseling: {
      name: 'Illinois Department of Financial and Professional Regulation',
      source: 'Ill. Adm. Code tit. 68, ch. VII (Department of Financial and Professional Regulation), Part 1375, Professional Counselor and Clinical Professional Counselor Licensing and Practice Act rules (ilga.gov)',
    },
  },
};

/** Further groups confirmed in the second pass (official board, department or statute pages). */
const CONFIRMED_MORE: typeof CONFIRMED = {
  CA: {
    psychology: {
      name: 'Board of Psychology',
      source: 'California state budget program description for the Board of Psychology, Department of Consumer Affairs (ebudget.ca.gov): licenses psychologists',
    },
  },
  FL: {
    psychology: {
      name: 'Florida Board of Psychology',
      url: 'https://floridaspsychology.gov/licensing',
      source: 'Florida Board of Psychology, Licensing and Registration page (floridaspsychology.gov, Department of Health)',
    },
  },
  NY: {
    socialWork: {
      name: 'New York State Education Department, Office of the Professions (State Board for Social Work)',
      url: 'http://www.op.nysed.gov/prof/sw/home.html',
      source: 'NYSED Office of the Professions, Social Work page and LMSW/LCSW FAQs (op.nysed.gov): licenses LMSWs and LCSWs; the New York State Board for Social Work',
    },
    psychology: {
      name: 'New York State Education Department, Office of the Professions',
      url: 'http://www.op.nysed.gov/prof/psych/psychlic.htm',
      source: 'NYSED Office of the Professions, Psychology License Requirements page (op.nysed.gov): licensure under Education Law art. 153, §§ 7603–7604',
    },
  },
  PA: {
    psychology: {
      name: 'Pennsylvania State Board of Psychology',
      url: 'https://www.pa.gov/agencies/dos/department-and-offices/bpoa/boards-commissions/psychology.html',
      source: 'Pennsylvania Department of State, State Board of Psychology page (pa.gov): regulates the practice and licensure of psychologists',
    },
  },
  OH: {
    psychology: {
      name: 'State Board of Psychology of Ohio',
      url: 'https://psychology.ohio.gov/about/about-lp',
      source: 'Ohio Board of Psychology, About Us page (psychology.ohio.gov): enforces Ohio Rev. Code ch. 4732 for psychologists and school psychologists',
    },
  },
  NC: {
    counseling: {
      name: 'North Carolina Board of Licensed Clinical Mental Health Counselors',
      url: 'https://www.ncblcmhc.org/',
      source: 'The board’s own site (ncblcmhc.org, Board Info page)',
    },
    socialWork: {
      name: 'North Carolina Social Work Certification and Licensure Board',
      url: 'https://ncswboard.gov/about/',
      source: 'The board’s own About page and statute page (ncswboard.gov): administers N.C. Gen. Stat. ch. 90B; a license is required for clinical social work practice',
    },
    psychology: {
      name: 'North Carolina Psychology Board',
      url: 'http://ncpsychologyboard.org',
      source: 'The board’s own site (ncpsychologyboard.org): created in 1967 to carry out the North Carolina Psychology Practice Act',
    },
  },
  GA: {
    psychology: {
      name: 'Georgia State Board of Examiners of Psychologists',
      url: 'http://sos.ga.gov/index.php/licensing/plb/44',
      source: 'Georgia Secretary of State, Professional Licensing Boards page for the Board of Psychology (sos.ga.gov)',
    },
  },
  NJ: {
    psychology: {
      name: 'New Jersey State Board of Psychological Examiners',
      url: 'https://njconsumeraffairs.gov/psy/Pages/FAQ.aspx',
      source: 'New Jersey Division of Consumer Affairs, State Board of Psychological Examiners pages and rule proposals (njconsumeraffairs.gov; N.J.A.C. 13:42)',
    },
    ...sameBoard(['counseling', 'mft'], {
      name: 'New Jersey State Board of Marriage and Family Therapy Examiners (Professional Counselor Examiners Committee for counselors), Division of Consumer Affairs',
      source: 'New Jersey Division of Consumer Affairs rule adoption notice (2011) and board FAQ and meetings pages (nj.gov, njconsumeraffairs.gov): counselors are licensed through the Professional Counselor Examiners Committee of the State Board of Marriage and Family Therapy Examiners',
    }),
  },
  VA: {
    ...sameBoard(['counseling', 'mft', 'substanceUse'], {
      name: 'Virginia Board of Counseling (Department of Health Professions)',
      url: 'https://www.dhp.virginia.gov/Boards/Counseling/',
      source: 'Virginia Department of Health Professions, Board of Counseling pages (dhp.virginia.gov): licenses professional counselors, marriage and family therapists and substance abuse treatment practitioners, and certifies substance abuse counselors',
    }),
    socialWork: {
      name: 'Virginia Board of Social Work (Department of Health Professions)',
      url: 'https://www.dhp.virginia.gov/social/',
      source: 'Virginia Department of Health Professions, Board of Social Work pages (dhp.virginia.gov)',
    },
    psychology: {
      name: 'Virginia Board of Psychology (Department of Health Professions)',
      url: 'https://www.dhp.virginia.gov/Boards/Psychology/PractitionerResources/LawsRegulations/',
      source: 'Virginia Department of Health Professions, Board of Psychology Laws and Regulations page (dhp.virginia.gov)',
    },
  },
  MI: {
    counseling: {
      name: 'Michigan Board of Counseling',
      source: 'Mich. Comp. Laws § 333.18103 (legislature.mi.gov): the Michigan board of counseling is created in the department',
    },
  },
  AZ: {
    ...sameBoard(['counseling', 'socialWork', 'mft', 'substanceUse'], {
      name: 'Arizona Board of Behavioral Health Examiners',
      url: 'http://azbbhe.us/',
      source: 'The board’s own site (azbbhe.us): licenses social workers, professional counselors, marriage and family therapists and addiction counselors',
    }),
    psychology: {
      name: 'Arizona Board of Psychologist Examiners',
      url: 'https://psychboard.az.gov/about-board',
      source: 'The board’s own About page (psychboard.az.gov): licenses psychologists and behavior analysts under A.R.S. § 32-2062 and following',
    },
  },
  MA: {
    ...sameBoard(['counseling', 'mft'], {
      name: 'Board of Registration of Allied Mental Health and Human Services Professions',
      url: 'https://www.mass.gov/info-details/licensed-mental-health-professionals-consumer-fact-sheet',
      source: 'Mass.gov, Licensed Mental Health Professionals consumer fact sheet: licenses mental health counselors, marriage and family therapists, rehabilitation counselors and educational psychologists',
    }),
    socialWork: {
      name: 'Board of Registration of Social Workers',
      url: 'https://www.mass.gov/info-details/licensed-mental-health-professionals-consumer-fact-sheet',
      source: 'Mass.gov, Licensed Mental Health Professionals consumer fact sheet',
    },
    psychology: {
      name: 'Board of Registration of Psychologists',
      url: 'https://www.mass.gov/info-details/licensed-mental-health-professionals-consumer-fact-sheet',
      source: 'Mass.gov, Licensed Mental Health Professionals consumer fact sheet',
    },
    medicine: {
      name: 'Board of Registration in Medicine',
      url: 'https://www.mass.gov/info-details/licensed-mental-health-professionals-consumer-fact-sheet',
      source: 'Mass.gov, Licensed Mental Health Professionals consumer fact sheet (psychiatrists)',
    },
  },
  TN: {
    ...sameBoard(['counseling', 'mft'], {
      name: 'Tennessee Board for Licensed Professional Counselors, Licensed Marital and Family Therapists and Licensed Clinical Pastoral Therapists',
      url: 'https://www.tn.gov/health/health-program-areas/health-professional-boards/pcmft-board/pcmft-board/about.html',
      source: 'Tennessee Department of Health, board About page (tn.gov)',
    }),
  },
  IN: {
    ...sameBoard(['counseling', 'socialWork', 'mft', 'substanceUse'], {
      name: 'Indiana Behavioral Health and Human Services Licensing Board',
      url: 'https://secure.in.gov/pla/professions/behavioral-health-and-human-services/behavioral-health-and-human-services-licensing-information',
      source: 'Indiana Professional Licensing Agency, Behavioral Health and Human Services licensing information page (in.gov): social workers, marriage and family therapists, mental health counselors and addiction counselors',
    }),
  },
  WA: {
    counseling: {
      name: 'Washington State Department of Health (mental health counselors)',
      source: 'Washington State Department of Health, Mental Health Counselor Licensing Information and behavioral health professions pages (doh.wa.gov)',
    },
    psychology: {
      name: 'Washington State Department of Health (Examining Board of Psychology)',
      url: 'https://doh.wa.gov/licenses-permits-and-certificates/professions-new-renew-or-update/psychologist/frequently-asked-questions',
      source: 'Washington State Department of Health, Psychologist licensing pages (doh.wa.gov); RCW 18.83.170 (app.leg.wa.gov): licenses granted by the board of psychology',
    },
  },
  MD: {
    ...sameBoard(['counseling', 'mft', 'substanceUse'], {
      name: 'Maryland Board of Professional Counselors and Therapists',
      source: 'Maryland Department of Health, Board of Professional Counselors and Therapists pages (health.maryland.gov/bopc): professional counselors, marriage and family therapists, alcohol and drug counselors, art therapists and behavior analysts',
    }),
  },
  WI: {
    ...sameBoard(['counseling', 'socialWork', 'mft'], {
      name: 'Wisconsin Marriage and Family Therapy, Professional Counseling, and Social Work Examining Board (DSPS)',
      source: 'Wis. Stat. ch. 457 and Wis. Admin. Code ch. MPSW; board rule orders prepared by the Department of Safety and Professional Services (docs.legis.wisconsin.gov)',
    }),
  },
  CO: {
    counseling: {
      name: 'State Board of Licensed Professional Counselor Examiners (DORA)',
      url: 'https://dpo.colorado.gov/ProfessionalCounselor',
      source: 'Colorado Division of Professions and Occupations (DORA), Professional Counselor pages (dpo.colorado.gov, colorado.gov/dora)',
    },
    socialWork: {
      name: 'State Board of Social Work Examiners (DORA)',
      source: 'Colorado DORA, Division of Professions and Occupations board list (colorado.gov/dora)',
    },
    mft: {
      name: 'State Board of Marriage and Family Therapist Examiners (DORA)',
      source: 'Colorado DORA, Division of Professions and Occupations board list (colorado.gov/dora)',
    },
    psychology: {
      name: 'State Board of Psychologist Examiners (DORA)',
      source: 'Colorado DORA, Division of Professions and Occupations board list (colorado.gov/dora)',
    },
  },
  MO: {
    counseling: {
      name: 'Missouri Committee for Professional Counselors',
      source: 'Mo. Code Regs. tit. 20, div. 2095 (Committee for Professional Counselors) and the committee’s meetings page (pr.mo.gov); RSMo § 337.535',
    },
  },
};

/** The same confirmed board for several groups (states that license these professions together). */
function sameBoard(keys: Array<keyof BoardGroups>, board: ConfirmedBoard): Partial<Record<keyof BoardGroups, ConfirmedBoard>> {
  return Object.fromEntries(keys.map((key) => [key, board]));
}

/** Texas licenses through the Behavioral Health Executive Council, which houses four member boards. */
function bhec(memberBoard: string): ConfirmedBoard {
  return {
    name: `Texas Behavioral Health Executive Council (${memberBoard})`,
    url: 'https://www.bhec.texas.gov',
    source: 'Texas Behavioral Health Executive Council home and Compact with Texans pages (bhec.texas.gov): the Council consists of its four member boards',
  };
}

function toGroups(names: BoardNames): BoardGroups {
  const groups: BoardGroups = {};
  for (const key of Object.keys(names) as Array<keyof BoardGroups>) {
    const name = names[key];
    if (name) groups[key] = { name };
  }
  return groups;
}

/** The board entries for one jurisdiction, or none where nothing is known; confirmed groups override. */
export function licensingBoardsFor(code: JurisdictionCode): StateLaw['licensingBoards'] {
  const names = NAMES[code];
  const unconfirmed = names ? boards(toGroups(names), SOURCE, false, NOTE) : {};
  const confirmed = { ...CONFIRMED[code], ...CONFIRMED_MORE[code] };
  let result: StateLaw['licensingBoards'] = unconfirmed;
  for (const key of Object.keys(confirmed) as Array<keyof BoardGroups>) {
    const board = confirmed[key];
    if (!board) continue;
    const group = board.url === undefined ? { name: board.name } : { name: board.name, url: board.url };
    result = { ...result, ...boards({ [key]: group }, board.source, true) };
  }
  return result;
}
