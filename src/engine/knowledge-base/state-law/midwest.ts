/** State law for the midwestern states: IL, IN, IA, KS, MI, MN, MO, NE, ND, OH, SD, WI. */
import type { JurisdictionCode } from '../../../shared/domain/jurisdictions';
import type { StateLaw } from '../types';
import {
  JAAPL_2014,
  CWIG,
  NOT_CONFIRMED,
  RECHECKED,
  REGISTRY_2026,
  SECONDARY_DTP_NOTE,
  classify,
  secondaryMinorConsent,
  report,
  sourced,
} from './build';

const NO_GENERAL_RULE =
  'No general statute letting a minor consent alone to outpatient mental health care was found; the secondary list gives 18, so parental consent is generally needed. Narrower exceptions may exist.';

export const MIDWEST_STATE_LAWS = {
  IL: {
    code: 'IL',
    dutyToProtect: {
      ...sourced(
        '405 ILCS 5/6-103 (ilga.gov, official Illinois Compiled Statutes)',
        true,
        'The statute names physicians, clinical psychologists and qualified examiners. JAAPL (2014) read Illinois as permissive; the statute text imposes liability for failing to act once a serious threat is communicated, so it is treated as a duty.',
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
      coversSelfHarm: false,
    },
    dangerReport: {
      ...sourced(
        '405 ILCS 5/6-103.3 as set out in SB 1711 and HB 283 (101st General Assembly, ilga.gov); 59 Ill. Adm. Code 150.210 (ilrules.elaws.us); 20 Ill. Adm. Code 1230.120 (law.cornell.edu)',
        true,
        'The definition of “clear and present danger” in the FOID Card Act (430 ILCS 65/1.1) was not read; bills to add local police as recipients (e.g. HB 5817 of 2024) were not enacted when checked.',
        RECHECKED,
      ),
      citation: '405 ILCS 5/6-103.3',
      summary:
        'A physician, clinical psychologist or qualified examiner who determines that a person poses a clear and present danger to self or to others must notify the Department of Human Services within 24 hours; the Department updates its records and, where appropriate, tells the State Police for Firearm Owner’s Identification (FOID) purposes. This is a report, separate from the duty to warn under § 6-103, and it covers danger to self.',
      whoMustReport: 'Physicians, clinical psychologists and qualified examiners, whether employed by the State, by a public or private mental health facility, or in private practice',
      trigger: 'The clinician determines that the person poses a clear and present danger to self or to others',
      timeframe: 'Within 24 hours of making the determination',
      reportTo: 'The Department of Human Services (its web-based reporting platform), which notifies the Illinois State Police',
      consequence: 'The State Police may deny or revoke the person’s FOID card; the report stays privileged, is used for no other purpose, and the reporting clinician is not named to the person',
      coversSelfHarm: true,
      coversOthers: true,
    },
    childAbuseReporting: report({
      source: '89 Ill. Adm. Code 300.30 (regulations.justia.com, current to Sept 2024); Illinois school and county guidance citing 325 ILCS 5/4',
      citation: '325 ILCS 5/4',
      summary: 'Listed mandated reporters who have reasonable cause to believe a child known to them in their professional or official capacity may be abused or neglected must report; telling a supervisor does not satisfy the duty.',
      who: 'Mandated reporters listed in the Act, including social workers, registered psychologists and those working under a psychologist or psychiatrist, mental health treatment providers, crisis line staff, physicians, nurses, school personnel, clergy and law enforcement',
      when: 'Immediately',
      to: 'The Department of Children and Family Services State Central Register hotline (1-800-25-ABUSE) or online',
    }),
    elderAbuseReporting: report({
      source: '320 ILCS 20/4(a-5) as set out in HB 187 (104th General Assembly, ilga.gov); Illinois Department on Aging, What Professionals Need to Know (2017)',
      citation: '320 ILCS 20/4',
      summary: 'A mandated reporter who has reason to believe that an eligible adult (60 or older, or 18–59 with a disability, living in the community) who cannot seek help because of a disability or impairment was abused, abandoned, neglected or financially exploited within the past 12 months must report.',
      who: 'Mandated reporters as defined in the Act (licensed professionals including social workers, counselors, psychologists and health care workers); anyone else may report',
      when: 'Within 24 hours of forming the belief',
      to: 'An agency designated under the Act (Adult Protective Services provider) or the Illinois Department on Aging',
    }),
    minorConsent: {
      ...sourced('405 ILCS 5/3-5A-105; P.A. 100-614 (beta.ilga.gov/ftp/Public Acts/100/100-0614.htm)', true),
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
      ...sourced(
        'Ind. Code § 34-30-16-2 (law.onecle.com copy); § 34-30-16-1 as quoted in Coplan v. Miller, 179 N.E.3d 1006 (Ind. Ct. App. 2021) (casetext and a law-firm report of the opinion)',
        true,
        'Section 1 was read as quoted by the court, not in the code itself. Coplan holds that the imminent-danger branch can rest on everything the patient said and did in the weeks before, even without an actual threat.',
      ),
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
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: 'Ind. Code §§ 31-33-5-1 to -4 (law.justia.com, 2011 Indiana Code); darkscan.org Indiana reporting digest (2023)',
      citation: 'Ind. Code § 31-33-5-1',
      summary: 'Every individual who has reason to believe a child is a victim of abuse or neglect must report; staff of institutions, schools and agencies also notify the person in charge, which does not relieve them of their own duty.',
      who: 'Every individual (universal reporting); the counselor, social worker and therapist privileges do not excuse a report',
      when: 'Immediately, by an oral report',
      to: 'The Department of Child Services (hotline 1-800-800-5556) or the local law enforcement agency',
    }),
    elderAbuseReporting: report({
      source: 'Ind. Code § 12-10-3-10 (instalawyer.io copy); chapter index listing § 12-10-3-9 “Duty to Report Endangered Adult”',
      citation: 'Ind. Code § 12-10-3-9',
      summary: 'A person who believes or has reason to believe an adult is endangered (unable to care for self or property and harmed or threatened by neglect, battery or exploitation) must report it.',
      who: 'Any individual with reason to believe an adult is endangered (the wording of § 12-10-3-9 was not read)',
      when: 'Immediately',
      to: 'Adult Protective Services, a law enforcement agency, or the Division of Aging’s statewide toll-free line',
      note: 'Timing and recipients confirmed in § 12-10-3-10; the scope of who must report under § 12-10-3-9 was not read.',
    }),
    minorConsent: {
      ...sourced(
        'Ind. Code § 16-36-1-3 (codes.findlaw.com, current 2 Jan 2024; courtgpt.ai copy); § 16-36-1-1 (definition of health care)',
        true,
      ),
      age: null,
      citation: 'Ind. Code § 16-36-1-3',
      conditions:
        'The general consent statute lets a minor consent to their own health care, which includes mental health treatment, only if emancipated, married, in the military, or 14 or older and living apart from and not dependent on parents while managing their own affairs, or where another statute allows it (such as substance-use treatment under IC 12-23-12). No mental-health-specific exception was found, so a parent’s consent is generally needed.',
    },
    licensingBoards: {},
  },
  IA: {
    code: 'IA',
    dutyToProtect: {
      ...sourced(
        'Iowa Code § 228.7A (lawserver.com copy)',
        true,
        'The duty is to disclose to law enforcement only; subsection 1 separately permits disclosure to law enforcement to prevent or lessen a serious and imminent threat to the individual or a clearly identifiable victim.',
      ),
      status: 'mandatory',
      citations: ['Iowa Code § 228.7A'],
      summary:
        'A mental health professional must act when an individual communicates an imminent threat of physical violence against self or a clearly identifiable victim; other disclosures to prevent a serious and imminent threat are permitted.',
      discharge: ['Make reasonable efforts to communicate the threat to a law enforcement professional'],
      classifications: classify('MC', 'M'),
      coversSelfHarm: true,
    },
    childAbuseReporting: report({
      source: 'Iowa Code § 232.69 (zacharykaufman.com copy of the statute); § 232.70 (lawserver.com, current); Iowa HHS, Mandatory Reporters (hhs.iowa.gov)',
      citation: 'Iowa Code § 232.69',
      summary: 'Listed professionals who, in their practice or employment, examine, counsel or treat a child and reasonably believe the child has been abused must report.',
      who: 'Health practitioners, social workers, psychologists, counselors and mental health professionals, school employees, and staff of health care, child care, substance use and mental health facilities, among others',
      when: 'Within 24 hours, by an oral report',
      to: 'The Iowa Department of Health and Human Services; also an appropriate law enforcement agency when the child needs immediate protection',
    }),
    elderAbuseReporting: report({
      source: 'Iowa HHS, Mandatory Reporters (hhs.iowa.gov/report-abuse-fraud/mandatory-reporters), citing Iowa Code § 235B.3(2)',
      citation: 'Iowa Code § 235B.3',
      summary: 'Professionals defined in § 235B.3(2) who reasonably believe a dependent adult has suffered abuse must report it.',
      who: 'Mandatory reporters listed in § 235B.3(2) (the list itself was not read here)',
      when: 'Within 24 hours, by an oral report',
      to: 'The Iowa Department of Health and Human Services',
      note: 'Confirmed from the state agency page; the statute’s list of reporters was not read.',
    }),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  KS: {
    code: 'KS',
    dutyToProtect: {
      ...sourced(
        'K.S.A. 65-5603(a)(6) (laws9.com copy); healthinfolaw.org (GWU), Kan. Stat. Ann. § 65-5603',
        true,
        'The statute covers treatment facilities only; no private-practice duty statute was found by the registry. The compilation adds that the patient must be told of the disclosure.',
      ),
      status: 'permissive',
      citations: ['K.S.A. 65-5603(a)(6)'],
      summary:
        'The treatment-facility privilege does not protect threat information when a patient has named a person threatened with substantial physical harm, staff believe the patient is likely to act soon, and the facility head decides notification should be given; it is an exception, not a command to warn.',
      discharge: [],
      classifications: classify('N', 'P'),
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: 'K.S.A. 38-2223 (lawserver.com; statutes.laws.com); darkscan.org Kansas reporting digest (2023)',
      citation: 'K.S.A. 38-2223',
      summary: 'Listed persons who have reason to suspect a child has been harmed by physical, mental or emotional abuse, neglect or sexual abuse must report.',
      who: 'Medical providers; licensed mental health providers (psychologists, clinical psychotherapists, social workers, marriage and family therapists, professional and clinical professional counselors, behavior analysts, alcohol and drug counselors); school employees; child care providers; law enforcement, firefighters, case managers and others listed',
      when: 'Promptly',
      to: 'The Kansas Department for Children and Families; a law enforcement agency when DCF is not open',
    }),
    elderAbuseReporting: report({
      source: 'K.S.A. 39-1431 (casetext, current through the 2024 session); Kansas DCF, Adult Mandatory Reporters (dcf.ks.gov)',
      citation: 'K.S.A. 39-1431',
      summary: 'Listed persons with reasonable cause to suspect or believe an adult is being harmed by abuse, neglect or financial exploitation, or needs protective services, must report.',
      who: 'Health care licensees; persons licensed by the Behavioral Sciences Regulatory Board (psychologists, social workers, marriage and family therapists, professional counselors, behavior analysts, addiction counselors); teachers; law enforcement; case managers; financial officers; care facility administrators and others listed',
      when: 'Promptly',
      to: 'The Kansas Department for Children and Families (Adult Protective Services)',
    }),
    minorConsent: {
      ...sourced(
        'Kansas Attorney General Opinion No. 2003-35 (30 Dec 2003, ksag.washburnlaw.edu)',
        true,
        'An Attorney General opinion is persuasive, not binding.',
      ),
      age: null,
      citation: 'Kan. Att’y Gen. Op. No. 2003-35',
      conditions:
        'No Kansas statute addresses a minor’s consent to outpatient mental health care. The Attorney General concluded that a mature minor may give informed consent to outpatient psychotherapy, counseling or social work services; a therapist who relies on that risks a civil suit that would turn on whether the minor was mature enough and properly informed.',
    },
    licensingBoards: {},
  },
  MI: {
    code: 'MI',
    dutyToProtect: {
      ...sourced(
        'MCL 330.1946 (legalfix.com copy of the Mental Health Code section); Dawe v. Bar-Levav & Associates (Mich. Ct. App. 2008), as described by a Michigan law firm (lexology.com)',
        true,
      ),
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
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: 'Mandated Reporter Academy, Michigan (summarising MCL 722.623 from the Child Welfare Information Gateway); Michigan Judicial Institute, Child Protective Proceedings Benchbook § 2.2',
      citation: 'MCL 722.623',
      summary: 'Listed mandated reporters with reasonable cause to suspect child abuse or neglect must report it.',
      who: 'Health professionals; psychologists, marriage and family therapists, licensed professional counselors, social workers and social work technicians; school administrators, counselors and teachers; child care providers; clergy; law enforcement and others listed',
      when: 'Immediately by telephone (or the online system); a written report within 72 hours of an oral report',
      to: 'The Department of Health and Human Services centralized intake (1-855-444-3911)',
    }),
    elderAbuseReporting: report({
      source: 'Michigan DHHS, Adult Protective Services Mandated Reporters (michigan.gov/mdhhs); safeseniors.info summary of MCL 400.11a(1)',
      citation: 'MCL 400.11a',
      summary: 'People who provide health, educational, social welfare, mental health or other human services, and their employees, must report suspected abuse, neglect or exploitation of a vulnerable adult.',
      who: 'Those employed, licensed, registered or certified to provide health care, educational, social welfare, mental health or other human services (including psychologists, counselors and social workers), law enforcement officers and medical examiner staff',
      when: 'Immediately, by an oral report',
      to: 'Adult Protective Services at the Department of Health and Human Services (1-855-444-3911)',
    }),
    minorConsent: {
      ...sourced(
        'MCL 330.1707 as quoted in a legal compendium on minors’ consent (bostoncoop.net/lcd); Planned Parenthood Advocates of Michigan, Michigan laws pertaining to minors (miplannedparenthood.org)',
        true,
        'The statute was read as quoted, not in the official code; the 12-session / 4-month limit is confirmed in two secondary sources.',
      ),
      age: 14,
      citation: 'MCL 330.1707',
      conditions:
        'From 14 a minor may request and receive outpatient mental health services without a parent’s consent or knowledge, limited to 12 sessions or 4 months; the professional may tell the parent only on a compelling need based on a substantial probability of harm to the minor or another person, after telling the minor.',
    },
    licensingBoards: {},
  },
  MN: {
    code: 'MN',
    dutyToProtect: {
      ...sourced(
        `Minn. Stat. § 148.975 (revisor.mn.gov, 2007 text; lawserver.com, current text); Minn. Stat. § 148B.391 (casetext and instalawyer.io copies); Minn. Stat. § 148B.593 (instalawyer.io, lawserver.com, self-law.org); Expose v. Thad Wilderson & Associates (Minn. 2016); ${REGISTRY_2026}; ${JAAPL_2014}`,
        true,
        'Read for psychologists (§ 148.975), marriage and family therapists (§ 148B.391) and professional counselors (§ 148B.593). The psychology and MFT sections expressly do not apply to threats of suicide or self-harm (which may still be disclosed in good faith); the counseling section covers a threat of physical violence to self. The social work (§ 148E.240) and alcohol and drug counselor (§ 148F.13) sections were not read. In Expose (2016) the Supreme Court held § 148.975’s immunity did not cover an unlicensed intern; the current text defines licensee to include practicum students, interns and postdoctoral trainees.',
      ),
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
      coversSelfHarm: true,
    },
    childAbuseReporting: report({
      source: `${CWIG}: Mandatory Reporting of Child Abuse and Neglect – Minnesota; Mandated Reporter Academy, Minnesota (Minn. Stat. §§ 260E.03, 260E.06, 260E.09); Dakota County mandated reporting page`,
      citation: 'Minn. Stat. § 260E.06',
      summary: 'Professionals who know or have reason to believe a child is being maltreated, or was maltreated within the past three years, must report.',
      who: 'Professionals and their delegates in the healing arts, psychological or psychiatric treatment, social services (including employee assistance counseling), education, child care, hospital administration, corrections and law enforcement; clergy for information received in ministerial duties',
      when: 'Immediately (as soon as possible and no later than 24 hours) by an oral report; a written report within 72 hours, excluding weekends and holidays',
      to: 'The local welfare agency (county child protection), the police department or the county sheriff',
    }),
    elderAbuseReporting: report({
      source: 'Minn. Stat. § 626.557, subd. 3 (revisor.mn.gov); Minnesota DHS Vulnerable Adult Mandated Reporting course (MAARC)',
      citation: 'Minn. Stat. § 626.557',
      summary: 'A mandated reporter who has reason to believe a vulnerable adult is being or has been maltreated, or has an unexplained physical injury, must report it.',
      who: 'Professionals and their delegates in social services, law enforcement, education, direct care, licensed health and human services professions (including psychologists, social workers, counselors and marriage and family therapists) and licensed facilities',
      when: 'Immediately',
      to: 'The common entry point, the Minnesota Adult Abuse Reporting Center (MAARC, 1-844-880-1574); law enforcement may also be told',
    }),
    minorConsent: {
      ...sourced(
        'Minn. Stat. § 253B.04, subd. 1 (codes.findlaw.com, current to 1 Jan 2023; revisor.mn.gov); Minn. Stat. § 144.3431 definition as quoted by uslegalforms.com; 2023 bills HF 905 / SF 836 (legiplex.com)',
        true,
        'The age of 16 rests on § 253B.04, read in a statute compilation. § 144.3431 (nonresidential mental health services, from the 2023 session) was seen only through its quoted definition, the bill summaries and an unofficial copy of Department of Health guidance; its consent subdivision itself was not read.',
      ),
      age: 16,
      citation: 'Minn. Stat. § 253B.04, subd. 1; § 144.3431',
      conditions:
        'A person 16 or older may ask to be admitted to a treatment facility as a voluntary patient without a formal written application; under 16, admission needs a parent’s or guardian’s consent and an independent examination. Under § 144.3431 a minor 16 or older is reported to be able to consent alone to nonresidential (outpatient) mental health services, meaning outpatient services to a minor not living in a hospital, inpatient unit or residential program.',
    },
    licensingBoards: {},
  },
  MO: {
    code: 'MO',
    dutyToProtect: {
      ...sourced(
        'Bradley v. Ray, 904 S.W.2d 302 (Mo. Ct. App. 1995) (opinion text, case-law.vlex.com, midpage.ai and biotech.law.lsu.edu); studicata summary',
        true,
        'JAAPL lists a statutory duty, but no statute was found; the duty rests on this intermediate appellate decision, which reversed the dismissal of a common-law failure-to-warn claim against psychologists who allegedly knew their client was abusing his stepdaughter. Status is left unclear because the Missouri Supreme Court has not ruled; treat a serious threat against an identifiable person as possibly triggering a duty and consult counsel.',
      ),
      status: 'none-or-unclear',
      citations: ['Bradley v. Ray, 904 S.W.2d 302 (Mo. Ct. App. 1995)'],
      summary:
        'No duty-to-warn statute was found; a Missouri Court of Appeals decision recognised a common-law duty of a treating psychologist who knows or should know that a patient poses a serious danger to a readily identifiable victim to warn the victim or appropriate authorities.',
      discharge: [],
      classifications: classify('MS', 'C'),
      leadingCase: 'Bradley v. Ray, 904 S.W.2d 302 (Mo. Ct. App. 1995)',
    },
    childAbuseReporting: report({
      source: `${CWIG}: Mandatory Reporting of Child Abuse and Neglect – Missouri (May 2023); Mandated Reporter Academy, Missouri (Rev. Stat. § 210.115)`,
      citation: 'Mo. Rev. Stat. § 210.115',
      summary: 'Listed mandated reporters with reasonable cause to suspect a child has been or may be abused or neglected must report; mandated reporters may not report anonymously.',
      who: 'Psychologists, mental health professionals and social workers; physicians, nurses and other health practitioners; teachers and school officials; child care workers; ministers and clergy; law enforcement and others listed',
      when: 'Immediately, by an oral report',
      to: 'The Children’s Division of the Department of Social Services (child abuse and neglect hotline)',
    }),
    elderAbuseReporting: report({
      source: 'Mo. Rev. Stat. § 192.2405 (codes.findlaw.com, current to 1 Jan 2023); § 192.2410; Missouri DHSS guidance on HB 2332 (ffam.org)',
      citation: 'Mo. Rev. Stat. § 192.2405',
      summary: 'Listed professionals with reasonable cause to suspect that an eligible adult (60 or older, or 18–59 with a disability) has been abused or neglected must report, as must anyone who suspects such an adult is likely to suffer serious physical harm and needs protective services.',
      who: 'Psychologists, mental health professionals, social workers, ministers, physicians, nurses and other health practitioners, law enforcement, first responders, care facility and in-home services staff, and others listed; any person in the serious-harm case',
      when: 'Immediately, orally or in writing',
      to: 'The Department of Health and Senior Services (Adult Abuse and Neglect Hotline, 1-800-392-0210)',
    }),
    minorConsent: {
      ...sourced(
        'RSMo § 431.061 (statutes.laws.com copy; 2002 and 2006 House bills reproducing the section)',
        true,
        'The copy read may predate later amendments.',
      ),
      age: null,
      citation: 'Mo. Rev. Stat. § 431.061',
      conditions:
        'The minor-consent statute covers pregnancy (not abortion), venereal disease and drug or substance abuse, and married minors and minor parents; it has no provision for mental health treatment, so a parent’s consent is generally needed.',
    },
    licensingBoards: {},
  },
  NE: {
    code: 'NE',
    dutyToProtect: {
      ...sourced(
        'Neb. Rev. Stat. § 38-2137 (nebraskalegislature.gov); Munstermann v. Alegent Health, 271 Neb. 834 (2006) (law.justia.com)',
        true,
        'Read for mental health practitioners (§ 38-2137), whose duty also covers a serious threat against the patient themself; the psychologists’ section (§ 38-3132) was not read.',
      ),
      status: 'mandatory',
      citations: ['Neb. Rev. Stat. § 38-2137', 'Neb. Rev. Stat. § 38-3132'],
      summary:
        'Mental health practitioners and psychologists have a duty when a patient communicates a serious threat of physical violence against a reasonably identifiable victim (for mental health practitioners, also against the patient).',
      discharge: [
        'Make reasonable efforts to communicate the threat to the victim or victims',
        'Make reasonable efforts to communicate the threat to a law enforcement agency',
      ],
      classifications: classify('MS', 'M'),
      coversSelfHarm: true,
    },
    childAbuseReporting: report({
      source: `${CWIG}: Mandatory Reporting of Child Abuse and Neglect – Nebraska (May 2023); Neb. Rev. Stat. § 28-711 as quoted by a Lincoln Police Department post; darkscan.org Nebraska digest (2023)`,
      citation: 'Neb. Rev. Stat. § 28-711',
      summary: 'Every person with reasonable cause to believe a child (a minor under 19) has been abused or neglected, or who sees a child in conditions that would reasonably lead to it, must report; counselor-client privilege does not excuse it.',
      who: 'Every person (universal reporting); physicians, nurses, school employees and social workers are named',
      when: 'Immediately by telephone (to the department if not already reported to law enforcement); a written report follows',
      to: 'The proper law enforcement agency or the Department of Health and Human Services child abuse hotline (1-800-652-1999)',
    }),
    elderAbuseReporting: report({
      source: 'eversafe.com reporting chart citing Neb. Rev. Stat. § 28-372(1); Nebraska DHHS, Adult Protective Services (dhhs.ne.gov); § 28-373 (self-law.org)',
      citation: 'Neb. Rev. Stat. § 28-372',
      summary: 'The Adult Protective Services Act requires listed professionals and others to report suspected abuse, neglect or exploitation of a vulnerable adult (18 or older with a substantial mental or functional impairment, or under guardianship).',
      who: 'Physicians, psychologists, physician assistants, nurses, nursing assistants, other medical, developmental disability or mental health professionals, law enforcement and others listed in § 28-372(1)',
      when: NOT_CONFIRMED,
      to: 'Law enforcement or the Department of Health and Human Services adult abuse hotline (1-800-652-1999)',
      verified: false,
      note: 'The reporter list was read only in part (as quoted in a compilation) and the timeframe was not read.',
    }),
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
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: 'N.D.C.C. § 50-25.1-03 as set out in SB 2180 (2021); CHILD USA, North Dakota mandatory reporting laws',
      citation: 'N.D.C.C. § 50-25.1-03',
      summary: 'Listed professionals who, from information received in their professional capacity, know of or reasonably suspect child abuse or neglect (or a death from it) must report; clergy need not report what they learn as spiritual advisers.',
      who: 'Tier 1–4 mental health professionals (psychiatrists, psychologists, clinical social workers, professional and clinical counselors, marriage and family therapists, addiction counselors and others) and other medical or mental health professionals, school teachers, administrators and counselors, licensed social workers, child care workers, law enforcement and clergy',
      when: 'No deadline appears in § 50-25.1-03; the manner of reporting is set in § 50-25.1-04, which was not read',
      to: 'The Department of Health and Human Services (child protection)',
      note: 'Timeframe not confirmed.',
    }),
    elderAbuseReporting: report({
      source: 'North Dakota HHS, How to Report (hhs.nd.gov) and the state’s online intake form (mandated reporter categories); N.D.C.C. ch. 50-25.2 (statutes.laws-info.com, definitions); N.D. Admin. Code § 17-02-03-04',
      citation: 'N.D.C.C. § 50-25.2-03',
      summary: 'North Dakota’s vulnerable adult protection law requires listed professionals to report suspected abuse, neglect or exploitation of a vulnerable adult to the department.',
      who: 'Listed professionals and others, including counselors, addiction counselors, marriage and family therapists, mental health professionals, social workers, physicians, nurses, clergy (not for knowledge gained as a spiritual adviser), caregivers and financial-services staff',
      when: NOT_CONFIRMED,
      to: 'Vulnerable Adult Protective Services: online report, form SFN 1607, or central intake 1-855-462-5465 (press 2), weekdays; law enforcement first if the adult is in immediate danger',
      verified: false,
      note: 'The reporter categories come from the department’s page and intake form, not the statute; the timeframe was not read.',
    }),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  OH: {
    code: 'OH',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}; Ohio Adm. Code 5122-3-12 (regulations.justia.com, current through 16 Dec 2024)`,
        false,
        `${SECONDARY_DTP_NOTE} Only the definitions in division (A) of the statute were read (instalawyer.io, effective 20 Mar 2019); the department rule implementing it for state hospitals confirms the trigger (an explicit threat of serious physical harm to a clearly identifiable victim, or to an identifiable structure, made by the patient or reported by a knowledgeable person). The 2025 amendment was not read.`,
      ),
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
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: `${CWIG}: Mandatory Reporting of Child Abuse and Neglect – Ohio; familylaws.uslegal.com Ohio summary; 136th General Assembly bill summary amending § 2151.421`,
      citation: 'Ohio Rev. Code § 2151.421',
      summary: 'Listed professionals who know or suspect that a child under 18 (or a person under 21 with a developmental disability or physical impairment) has suffered or faces a threat of abuse or neglect must report.',
      who: 'Licensed psychologists, school psychologists, marriage and family therapists, social workers and professional counselors; physicians, nurses and other health care professionals; attorneys; teachers and school employees; child care and children services staff; and others listed',
      when: 'Immediately',
      to: 'The public children services agency or a peace officer in the county where the child lives or the abuse occurred',
    }),
    elderAbuseReporting: report({
      source: 'Ohio Rev. Code § 5101.63 (instalawyer.io copy, effective 30 Sept 2021, HB 110)',
      citation: 'Ohio Rev. Code § 5101.63',
      summary: 'Listed professionals with reasonable cause to believe an adult (60 or older) is being abused, neglected or exploited, or is in a condition resulting from it, must report.',
      who: 'Psychologists; social workers, professional and clinical counselors and marriage and family therapists licensed under chapter 4757; physicians, nurses and pharmacists; attorneys; hospital, home health and care facility employees; and others listed',
      when: 'Immediately',
      to: 'The county department of job and family services (Adult Protective Services)',
    }),
    minorConsent: {
      ...sourced(
        'Ohio Rev. Code § 5122.04 (law.onecle.com/ohio/title-51/5122.04.html); Ohio Adm. Code 5122-27-04 (codes.ohio.gov)',
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
        `${SECONDARY_DTP_NOTE} The statutes found cover licensed professional counselors and marriage and family therapists only. SDCL 36-33-55 (sdlegislature.gov, SL 2020, ch 166) was read and matches the summary for marriage and family therapists, who may also disclose to prevent a serious and imminent threat (36-33-56); the counselors’ section 36-32-77 was not read.`,
      ),
      status: 'mandatory',
      citations: ['SDCL 36-32-77', 'SDCL 36-33-55'],
      summary:
        'Licensed professional counselors and marriage and family therapists have a duty to warn or take reasonable precautions when a client communicates a serious threat of physical violence against an identifiable victim.',
      discharge: ['Warn the identifiable victim or take reasonable precautions to protect them (the statutes list no specific acts)'],
      classifications: classify('MC', 'M', { registryQualifier: 'LPC and LMFT' }),
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: 'SDCL 26-8A-8 (instalawyer.io copy); CHILD USA and Mandated Reporter Academy, South Dakota (SDCL 26-8A-3)',
      citation: 'SDCL 26-8A-3',
      summary: 'Listed professionals with reasonable cause to suspect a child has been abused or neglected must report; anyone who suspects a child died from abuse or neglect must report.',
      who: 'Mental health professionals and counselors, psychologists, social workers, chemical dependency counselors, school counselors and teachers, health professionals, child welfare providers, domestic abuse shelter staff, law enforcement and others listed',
      when: 'Immediately, orally by telephone or otherwise',
      to: 'The state’s attorney of the county where the child lives or is present, the Department of Social Services, or law enforcement',
    }),
    elderAbuseReporting: report({
      source: 'South Dakota Department of Social Services, Adult Protective Services: Mandatory Reporting (dss.sd.gov); SDCL 22-46-1 definitions',
      citation: 'SDCL 22-46-9',
      summary: 'Medical and mental health professionals and others with ongoing contact with elders (65 or older) or adults with disabilities must report knowledge or reasonable suspicion of abuse or neglect.',
      who: 'Physicians, nurses and other health care professionals, social workers, psychologists, licensed mental health professionals and counselors, ombudsmen and criminal justice employees; facility and care staff report to the person in charge, who reports',
      when: 'Within 24 hours, orally or in writing',
      to: 'The state adult protective services agency, law enforcement, or the state’s attorney',
      note: 'The agency page does not print the section number; SDCL 22-46-9 was not read directly. Adult Protective Services has moved to the Department of Human Services.',
    }),
    minorConsent: secondaryMinorConsent(16, '', 'The secondary list gives 16; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  WI: {
    code: 'WI',
    dutyToProtect: {
      ...sourced(
        'Wis. Stat. § 51.17 (casetext, current through Acts 2023-24, ch. 272; instalawyer.io and legalfix.com copies); Schuster v. Altenberg, 144 Wis. 2d 223 (1988)',
        true,
        'The duty rests on case law (Schuster); § 51.17(3) says how any duty to warn is fulfilled but does not create it, and § 51.17(2) permits good-faith disclosure of a substantial probability of serious bodily harm to others. Schuster itself was not reread here.',
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
    childAbuseReporting: report({
      source: 'Wis. Stat. § 48.981(2) (docs.legis.wisconsin.gov); CHILD USA, Wisconsin mandatory reporting laws; ASPE state law summary',
      citation: 'Wis. Stat. § 48.981(2)',
      summary: 'Listed professionals with reasonable cause to suspect that a child seen in the course of professional duties has been abused or neglected, or reason to believe abuse or neglect is threatened and will occur, must report; a narrow exception covers some confidential health services for minors.',
      who: 'Medical and mental health professionals, social workers, marriage and family therapists, professional counselors, alcohol and drug counselors, school teachers, administrators, counselors and other school employees, child care workers, clergy, law enforcement and others listed',
      when: 'Immediately, by telephone or in person',
      to: 'The county department of human or social services (in Milwaukee County, the Department of Children and Families), or the sheriff or city, village or town police department',
      note: 'The receiving agencies are as summarised by ASPE; § 48.981(3) was not read in its current form.',
    }),
    elderAbuseReporting: report({
      source: 'Wis. Stat. § 46.90 (docs.legis.wisconsin.gov); Dane County Adults-at-Risk Reporting Law page; UW Office of Legal Affairs FAQ',
      citation: 'Wis. Stat. § 46.90(4)',
      summary: 'Reporting is mandatory only in defined cases: a listed professional who sees an elder adult at risk (60 or older) in the course of professional duties must report if the elder asks, if the elder faces imminent risk of serious harm, death, sexual assault or significant property loss and cannot judge whether to report, or if other elders are at risk from the same person; the professional may decline if a report is not in the elder’s best interest, documenting why.',
      who: 'Employees of entities licensed or certified by the Department of Health Services, health care providers, and social workers, professional counselors and marriage and family therapists certified under ch. 457',
      when: 'No deadline is set for the reporter; the receiving agency must act within set times',
      to: 'The county elder-adult-at-risk agency, law enforcement or another agency named in the statute',
    }),
    minorConsent: {
      ...sourced(
        'Wisconsin DHS, Client Rights: Minors, Outpatient Admissions (dhs.wisconsin.gov); Wis. Stat. §§ 51.14 and 51.138 (docs.legis.wisconsin.gov, getpocketlaw.com); Legislative Council note to 2025 SB 107',
        true,
        'A 2025 bill (SB 107) would let either the minor (14 or older) or the parent consent; its status was not checked.',
      ),
      age: null,
      citation: 'Wis. Stat. §§ 51.14, 51.138',
      conditions:
        'From 14, outpatient mental health treatment needs the informed consent of both the minor and a parent or guardian; if either refuses, a petition can go to the county mental health review officer (§ 51.14). A treatment director may treat a minor for up to 30 days without consent in an emergency after a reasonable effort to reach a parent, but may not prescribe medication or admit the minor (§ 51.138). Any minor may consent to outpatient alcohol treatment at a public facility for prevention, intervention or follow-up (§ 51.45(10)(am)).',
    },
    licensingBoards: {},
  },
} satisfies Partial<Record<JurisdictionCode, StateLaw>>;
