/** State law for the northeastern states: CT, ME, MA, NH, NJ, NY, PA, RI, VT. */
import type { JurisdictionCode } from '../../../shared/domain/jurisdictions';
import type { StateLaw } from '../types';
import {
  CWIG,
  JAAPL_2014,
  RECHECKED,
  REGISTRY_2026,
  SECONDARY_DTP_NOTE,
  classify,
  secondaryMinorConsent,
  report,
  sourced,
} from './build';

export const NORTHEAST_STATE_LAWS = {
  CT: {
    code: 'CT',
    dutyToProtect: {
      ...sourced(
        'Conn. Gen. Stat. § 52-146f(2) (law.justia.com, 2018 code; laws9.com; a later copy reading “psychiatric mental health provider”)',
        true,
        '§ 52-146c (psychologists) was reported repealed 1 Oct 2025 and is not confirmed here; the counselor, social work and MFT confidentiality sections were not read.',
      ),
      status: 'permissive',
      citations: ['Conn. Gen. Stat. § 52-146f(2)'],
      summary:
        'A psychologist or psychiatric mental health provider may disclose without consent when there is a substantial risk of imminent physical injury by the patient to self or others; disclosure is allowed, not required.',
      discharge: [],
      classifications: classify('P', 'P'),
      coversSelfHarm: true,
    },
    childAbuseReporting: report({
      source: 'churchlawandtax.com, Child Abuse Reporting Laws for Connecticut (Gen. Stat. §§ 17a-101 to 17a-101c); darkscan.org Connecticut digest (2023)',
      citation: 'Conn. Gen. Stat. § 17a-101b',
      summary: 'Mandated reporters with reasonable cause to suspect a child has been abused or neglected, or is at imminent risk of serious harm, must report.',
      who: 'Mandated reporters listed in § 17a-101, including psychologists and other mental health professionals, social workers, professional counselors, marital and family therapists, alcohol and drug counselors, school employees including guidance counselors, clergy and health professionals',
      when: 'Within 12 hours, by telephone or in person; a written or electronic report within 48 hours of the oral report (§ 17a-101c)',
      to: 'The Commissioner of Children and Families (DCF Careline) or a law enforcement agency',
    }),
    elderAbuseReporting: report({
      source: 'Conn. Gen. Stat. § 17b-451 (casetext, current with 2024 sessions)',
      citation: 'Conn. Gen. Stat. § 17b-451',
      summary: 'A mandatory reporter with reasonable cause to suspect or believe that a person 60 or older has been abused, neglected, exploited or abandoned, or needs protective services, must report.',
      who: 'Mandatory reporters listed in § 17b-451(a), including physicians, nurses, nursing home staff, and behavioral health providers such as counselors, therapists and social workers',
      when: 'Within 24 hours of the suspicion arising (formerly 72 hours)',
      to: 'The Commissioner of Social Services or the commissioner’s designee (Protective Services for the Elderly)',
      note: 'The deadline was shortened from 72 hours; older secondary sources still show 72.',
    }),
    minorConsent: {
      ...sourced(
        'Conn. Gen. Stat. § 19a-14c (lawserver.com, current text; law.justia.com, 2016 code); NASW Connecticut guide to the statute (naswct.org, reflecting the 1 July 2021 revision)',
        true,
        'The older text required parental consent after the sixth session unless involving a parent would be seriously detrimental; NASW Connecticut reports that the 2021 revision allows unlimited sessions. The current subsection on sessions was not read in the statute itself.',
      ),
      age: null,
      citation: 'Conn. Gen. Stat. § 19a-14c',
      conditions:
        'No minimum age. A licensed psychiatrist, psychologist, clinical social worker or marital and family therapist may give a minor outpatient mental health treatment (not including prescription medication) at the minor’s request without a parent’s consent or notification if all five conditions hold: requiring parental consent or notification would make the minor reject treatment; treatment is clinically indicated; not treating would be seriously detrimental to the minor’s well-being; the minor sought it knowingly and voluntarily; and the minor is mature enough to take part productively. The provider documents the reasons and a statement signed by the minor, and may not tell the parents without the minor’s consent. Licensed professional counselors and master’s-level social workers are not listed.',
    },
    licensingBoards: {},
  },
  ME: {
    code: 'ME',
    dutyToProtect: {
      ...sourced(
        '32 M.R.S. § 13867 (counseling professionals; casetext copy, added by P.L. 2019, ch. 317)',
        true,
        'Only the counseling-professionals section (§ 13867) was read; the parallel sections for physicians, psychologists, social workers and alcohol and drug counselors are reported by the 2026 registry. JAAPL (2014) predates the 2019 law.',
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
      coversSelfHarm: true,
    },
    childAbuseReporting: report({
      source: '22 M.R.S. § 4011-A (lawserver.com copy of the statute)',
      citation: '22 M.R.S. § 4011-A',
      summary: 'Listed adults acting in a professional capacity who know or have reasonable cause to suspect a child has been or is likely to be abused or neglected, or that a suspicious child death occurred, must report.',
      who: 'Psychologists, mental health professionals, social workers, guidance counselors, teachers and school officials, medical and social service workers, health professionals, clergy (except confidential communications), caregivers and others listed',
      when: 'Immediately',
      to: 'The Department of Health and Human Services (Office of Child and Family Services)',
    }),
    elderAbuseReporting: report({
      source: '22 M.R.S. § 3477 (animallaw.info copy of the statute); RAINN state law database, Mandatory Reporting: The Elderly – Maine (April 2023); Maine professional licensing guidance',
      citation: '22 M.R.S. § 3477',
      summary: 'Listed persons who know or have reasonable cause to suspect that an incapacitated or dependent adult has been or is likely to be abused, neglected or exploited must report.',
      who: 'Acting professionally: psychologists, mental health professionals, social workers, physicians, nurses, clergy (except confidential communications), law enforcement and others listed; also anyone who has taken on the adult’s care',
      when: 'Immediately',
      to: 'The Department of Health and Human Services, Adult Protective Services',
    }),
    minorConsent: {
      ...sourced(
        '22 M.R.S. § 1503 (casetext, current through the 131st Legislature, ch. 684); 32 M.R.S. §§ 3817 and 7004 (mainelegislature.org; self-law.org); LD 746 (2011) bill text amending § 1502 (mainelegislature.org)',
        false,
        'The current text of 22 M.R.S. § 1502, which has let a minor consent to treatment for emotional or psychological problems, was not read; a 2011 bill (LD 746) would have limited it to minors meeting listed conditions, and whether it passed was not checked.',
      ),
      age: null,
      citation: '22 M.R.S. §§ 1502, 1503',
      conditions:
        'No age is set. A minor may consent to all medical, mental, dental and other health counseling and services if living apart from parents and independent of their support (shown by documents such as a statement from a homeless-services agency, school liaison or attorney), married, in the armed forces, or emancipated (§ 1503). Licensed psychologists and social workers may treat a minor for drug or alcohol problems without a parent’s consent (32 M.R.S. §§ 3817, 7004). § 1502 also lets a minor consent to treatment for emotional or psychological problems, possibly subject to conditions; confirm its current text.',
    },
    licensingBoards: {},
  },
  MA: {
    code: 'MA',
    dutyToProtect: {
      ...sourced(
        'M.G.L. c. 123, § 36B (casetext, current through the 2024 session); Shea v. Caritas Carney Hospital, 79 Mass. App. Ct. 530 (2011)',
        true,
        'The list of reasonable precautions is in c. 123, § 1, which was not read directly here; the section displaces any common-law duty (Shea, 2011).',
      ),
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
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: 'M.G.L. c. 119, § 51A (instalawyer.io copy of the statute); § 21 definition of mandated reporter as summarised by Cutting and Story LLC',
      citation: 'M.G.L. c. 119, § 51A',
      summary: 'A mandated reporter who, in a professional capacity, has reasonable cause to believe a child is suffering physical or emotional injury from abuse or neglect, was born dependent on an addictive drug, or is a sexually exploited or trafficked child must report.',
      who: 'Mandated reporters defined in c. 119, § 21, including psychologists, psychiatrists, clinical social workers, allied mental health and human services professionals (such as licensed mental health counselors and marriage and family therapists), drug and alcohol counselors, guidance and family counselors, teachers, clergy and health professionals',
      when: 'Immediately by oral report; a written report within 48 hours',
      to: 'The Department of Children and Families (area office, or the Child-at-Risk Hotline after hours); staff may instead notify the person in charge of their institution, who must report',
    }),
    elderAbuseReporting: report({
      source: 'M.G.L. c. 19A, § 15 (instalawyer.io copy of the statute)',
      citation: 'M.G.L. c. 19A, § 15',
      summary: 'Listed professionals with reasonable cause to believe a person 60 or older is suffering from, or died as a result of, abuse must report.',
      who: 'Licensed psychologists, social workers, family counselors, physicians, nurses, police, firefighters and others listed, plus heads of home care and homemaker agencies',
      when: 'Immediately by verbal report; a written report within 48 hours',
      to: 'The Executive Office of Elder Affairs or its designated protective services agency',
    }),
    minorConsent: {
      ...sourced(
        'Committee for Public Counsel Services, Minors’ rights to consent to medical treatment (publiccounsel.net); Boston College Law School JRAP guide (2006)',
        false,
        'A Department of Mental Health regulation on mature minors is mentioned in one student report but was not read; the secondary list’s 16 may reflect inpatient admission rules and is not used.',
      ),
      age: null,
      citation: 'G.L. c. 112, § 12F',
      conditions:
        'No statute specific to outpatient mental health care was found. A minor may consent to their own medical care if married, widowed or divorced, a parent, in the armed forces, pregnant, or living apart from parents and managing their own finances (c. 112, § 12F); a minor 12 or older found drug dependent by two physicians may consent to treatment for it (§ 12E); and under the mature-minor doctrine (Baird v. Attorney General, 371 Mass. 741 (1977)) a capable minor may consent when not telling the parents is in the minor’s best interests.',
    },
    licensingBoards: {},
  },
  NH: {
    code: 'NH',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}; RSA 330-C:25 (gencourt.state.nh.us)`,
        false,
        `${SECONDARY_DTP_NOTE} The parallel section for alcohol and other drug use professionals, RSA 330-C:25 (2008), was read in the official text and has the same trigger (including threats to real property) and the same three alternative ways to discharge the duty; RSA 329:31, 329-B:29 and 330-A:35 were not read. Powell v. Catholic Medical Center (N.H. 2000) held that RSA 329:31 does not displace a common-law duty to warn where no threat was communicated.`,
      ),
      status: 'mandatory',
      citations: ['RSA 329:31', 'RSA 329-B:29', 'RSA 330-A:35', 'RSA 330-C:25'],
      summary:
        'Physicians, psychologists, mental health practice licensees and licensed alcohol and drug counselors have a duty when a client communicates a serious threat of physical violence against a clearly identified or reasonably identifiable victim, or a serious threat of substantial damage to real property.',
      discharge: [
        'Make reasonable efforts to communicate the threat to the victim or victims',
        'Or notify the police department nearest the client’s or the potential victim’s home',
        'Or obtain civil commitment of the client to the state mental health system',
      ],
      classifications: classify('MS', 'M'),
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: `${CWIG}: Mandatory Reporting, and Making and Screening Reports of Child Abuse and Neglect – New Hampshire`,
      citation: 'RSA 169-C:29',
      summary: 'Every person with reason to suspect that a child has been abused or neglected must report; only the attorney–client privilege excuses a report.',
      who: 'Every person (universal reporting); psychologists, therapists, psychiatrists, social workers, school counselors, teachers, health professionals and clergy are named',
      when: 'Immediately by telephone or otherwise; a written report within 48 hours if the department asks (RSA 169-C:30)',
      to: 'The Department of Health and Human Services, Division for Children, Youth and Families (central intake)',
    }),
    elderAbuseReporting: report({
      source: 'RSA 161-F:46 (gencourt.state.nh.us, as amended 2021); NH DHHS, Adult Abuse reporting page (dhhs.nh.gov)',
      citation: 'RSA 161-F:46',
      summary: 'Any person who suspects or believes in good faith that a vulnerable adult has been subjected to abuse, neglect, self-neglect or exploitation, or lives in hazardous conditions, must report.',
      who: 'Every person (universal reporting), including physicians, other health care professionals, social workers, clergy and law enforcement',
      when: 'Immediately by an oral report (telephone or otherwise); a written report if requested',
      to: 'The Department of Health and Human Services, Bureau of Elderly and Adult Services (1-800-949-0470); after hours, the local police or county sheriff',
    }),
    minorConsent: secondaryMinorConsent(16, '', 'The secondary list gives 16; the statute and any conditions were not confirmed.'),
    licensingBoards: {},
  },
  NJ: {
    code: 'NJ',
    dutyToProtect: {
      ...sourced(
        'N.J.S.A. 2A:62A-16 as quoted by Bowne Barry law firm (2018 amendment, 2019) and restated in S2614 (2016); Marshall v. Klebanov, 188 N.J. 23 (2006)',
        true,
        'Read in faithful reproductions, not the official code; the 2018 firearms-notice subsection and 2019 medical-aid-in-dying amendment were not read.',
      ),
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
      coversSelfHarm: true,
    },
    childAbuseReporting: report({
      source: 'N.J.S.A. 9:6-8.10 (text reproduced by Lewis Roca church–state blog); churchlawandtax.com New Jersey summary (verified March 2023)',
      citation: 'N.J.S.A. 9:6-8.10',
      summary: 'Any person with reasonable cause to believe a child has been subjected to abuse or acts of abuse must report it.',
      who: 'Every person (universal reporting); no professions are singled out',
      when: 'Immediately, by telephone or otherwise',
      to: 'The Department of Children and Families, Division of Child Protection and Permanency (State Central Registry hotline 1-877-652-2873)',
    }),
    elderAbuseReporting: report({
      source: 'NCEA/NAPSA brief on mandated reporting, as summarised by vanarellilaw.com, citing N.J.S.A. 52:27D-409',
      citation: 'N.J.S.A. 52:27D-409',
      summary: 'Listed professionals with reasonable cause to believe a vulnerable adult is the subject of abuse, neglect or exploitation must report; anyone else may.',
      who: 'Health care professionals, law enforcement officers, firefighters, paramedics and emergency medical technicians',
      when: 'Not stated in the source read',
      to: 'The county adult protective services provider',
      note: 'Secondary source only; the statute text, including any deadline and which licences count as health care professionals, was not read.',
    }),
    minorConsent: {
      ...sourced(
        'New Jersey Assembly Democrats release on A-3435, the “Boys & Girls Clubs Keystone Law”, after the governor’s conditional veto (assemblydems.com); 2024 S1970 and 2026–27 bill statements describing current law (gardenstatefamilies.org, fastdemocracy.com); N.J.S.A. 9:17A-4 (casetext, current through L. 2024, c. 80)',
        false,
        'The age and conditions come from the legislature’s statements about the law (the governor’s conditional veto limited it to minors 16 and older); the behavioral-health subsection of § 9:17A-4 itself was not read.',
      ),
      age: 16,
      citation: 'N.J.S.A. 9:17A-4',
      conditions:
        'A minor 16 or older may consent to temporary outpatient behavioral health treatment for mental illness or emotional disorders under the supervision of a licensed professional such as a physician, psychologist, social worker or counselor, not including medication; neither the minor nor the provider must report the treatment. Bills since 2022 would lower the age to 14 or 13; none was confirmed as enacted.',
    },
    licensingBoards: {},
  },
  NY: {
    code: 'NY',
    dutyToProtect: {
      ...sourced(
        `N.Y. Mental Hyg. Law § 33.13 as summarised by the Health Information & the Law project (healthinfolaw.org) and reproduced at laws9.com and instalawyer.io; ${JAAPL_2014}`,
        false,
        'The permission to tell an endangered person and the police was read in a summary of § 33.13(c), not in the statute text, and its paragraph number was not confirmed. Section 33.13 governs programs licensed, operated or funded through the Office of Mental Health; private practitioners fall under their professions’ confidentiality rules and HIPAA 45 CFR 164.512(j). New York’s mandatory SAFE Act report (§ 9.46) is a report to the county, not a duty to warn, and is held separately.',
        RECHECKED,
      ),
      status: 'permissive',
      citations: ['N.Y. Mental Hyg. Law § 33.13(c)'],
      summary:
        'New York has no statutory duty to warn. Clinical information may be disclosed to an endangered person and to a law enforcement agency when a treating psychiatrist or psychologist has determined that the patient presents a serious and imminent danger to that person; disclosure is permitted, not required.',
      discharge: [],
      classifications: classify('P', 'M', { registryQualifier: 'reporting duty, not a warning' }),
      coversSelfHarm: false,
    },
    dangerReport: {
      ...sourced(
        'N.Y. Mental Hyg. Law § 9.46 (newyork.public.law and instalawyer.io copies); county guidance on SAFE Act reporting (monroecounty.gov, askarcnassau.com)',
        true,
        'Bills to replace § 9.46 with a permissive disclosure rule (e.g. A5636 of 2025) had not been enacted when checked.',
        RECHECKED,
      ),
      citation: 'N.Y. Mental Hyg. Law § 9.46',
      summary:
        'Since the 2013 SAFE Act, a mental health professional currently treating a person who judges, with reasonable professional judgment, that the person is likely to engage in conduct that would seriously harm self or others must report it to the county director of community services. It is a report, not a duty to warn the person at risk; nothing in it requires an act that would endanger the professional or increase the danger to a potential victim, and a reasonable good-faith decision to report or not carries no civil or criminal liability.',
      whoMustReport: 'Physicians, psychiatrists, psychologists, registered and licensed professional nurses, certified nurse practitioners, clinical nurse specialists, licensed clinical and master social workers, licensed mental health counselors and licensed clinical marriage and family therapists currently treating the person',
      trigger: 'The professional determines, in reasonable professional judgment, that the person is likely to engage in conduct that would result in serious harm to self or others',
      timeframe: 'As soon as practicable',
      reportTo: 'The county director of community services or the director’s designee, who reports to the Division of Criminal Justice Services when they agree',
      consequence: 'Only names and non-clinical identifying details go to the Division of Criminal Justice Services, to decide whether a firearm licence is suspended or revoked or the person may no longer possess a firearm',
      coversSelfHarm: true,
      coversOthers: true,
    },
    childAbuseReporting: report({
      source: `${CWIG}: Making and Screening Reports of Child Abuse and Neglect – New York (Nov 2021); N.Y. Soc. Serv. Law § 415 (nysenate.gov); Adelphi University mandated reporter course`,
      citation: 'N.Y. Soc. Serv. Law § 413',
      summary: 'Mandated reporters with reasonable cause to suspect that a child has been abused or maltreated by a person responsible for the child’s care must report.',
      who: 'Mandated reporters listed in § 413(1), including physicians, psychologists, social workers, mental health professionals, school officials and others in their professional roles',
      when: 'Immediately by telephone (Mandated Reporter line, 1-800-635-1522) or electronically; a written report (LDSS-2221A) within 48 hours',
      to: 'The Statewide Central Register of Child Abuse and Maltreatment (Office of Children and Family Services); the written report goes to the local child protective service',
      note: 'The full list of professions in § 413(1) was not read here.',
    }),
    elderAbuseReporting: report({
      source: 'RAINN state law database, Mandatory Reporting: The Elderly – New York (April 2023); eversafe.com New York chart (Pub. Health Law § 2803-d; Soc. Serv. Law §§ 473, 488); Albany Government Law Review (2014); S1828 of 2025 (introduced, not enacted)',
      citation: 'N.Y. Pub. Health Law § 2803-d',
      summary: 'New York has no general duty to report abuse of older adults living in the community; reports to Adult Protective Services (Soc. Serv. Law § 473) are voluntary. Mandatory reporting applies to residents of residential health care facilities (Pub. Health Law § 2803-d) and to vulnerable persons in programs overseen by the Justice Center (Soc. Serv. Law § 488).',
      who: 'For nursing home residents: facility staff and listed professionals, including psychologists and licensed master and clinical social workers. For vulnerable persons in covered programs: custodians and listed professionals, including licensed mental health counselors and marriage and family therapists',
      when: 'Not read in the sources (check § 2803-d and § 491)',
      to: 'For facility residents, the Department of Health; for vulnerable persons in covered programs, the Justice Center’s Vulnerable Persons’ Central Register; voluntary community reports go to the county Adult Protective Services',
      note: 'Timeframes and the Justice Center reporting section were not read; bills to create general mandatory elder abuse reporting (e.g. S1828 of 2025) had not been enacted when checked.',
    }),
    minorConsent: {
      ...sourced(
        'N.Y. Mental Hyg. Law § 33.21 (nysenate.gov, newyork.public.law, laws9.com; lexace.ai for the current definition of minor); NYCLU, Minors’ rights (nyclu.org)',
        true,
        'The list of conditions in subsection (c) was cut off in the copies read. No age is set, so age is left empty: this does not mean a parent must always consent.',
      ),
      age: null,
      citation: 'N.Y. Mental Hyg. Law § 33.21(c)',
      conditions:
        'No minimum age. In outpatient programs licensed or operated by the Office of Mental Health, a physician, licensed psychologist or staff supervised by a physician may treat a minor who voluntarily seeks services without a parent’s consent when the conditions of § 33.21(c) are met; otherwise parents are to be involved and their consent is required outside emergencies. Outside OMH-licensed settings the position is unresolved (NYCLU). Minors who are parents, married, emancipated or (in the current text) homeless youth are not “minors” for this section.',
    },
    licensingBoards: {},
  },
  PA: {
    code: 'PA',
    dutyToProtect: {
      ...sourced(
        'Emerich v. Philadelphia Center for Human Development, 554 Pa. 209 (1998) (lexplug and studicata briefs stating the rule; knowledge-base case entry read against the opinion); Maas v. UPMC Presbyterian Shadyside (Pa. 21 Jul 2020) (opinion text, cetient.com)',
        true,
        'The duty comes from the state supreme court, not a statute. Maas (2020) held that a patient’s repeated threats against an unnamed “neighbor” in his forty-unit building could still trigger the duty, so the victim need not be named.',
      ),
      status: 'mandatory',
      citations: [
        'Emerich v. Philadelphia Center for Human Development, 554 Pa. 209, 720 A.2d 1032 (1998)',
        'Maas v. UPMC Presbyterian Shadyside, No. 7 WAP 2019 (Pa. 2020)',
      ],
      summary:
        'Pennsylvania’s supreme court held that a mental health professional must warn when a patient communicates a specific and immediate threat of serious bodily injury against a specifically identified or readily identifiable person and the professional determines, or should determine, that the patient is a serious danger to that person.',
      discharge: ['Warn the identified or readily identifiable victim (the court set out no other list of acts)'],
      classifications: classify('MC', 'C'),
      coversSelfHarm: false,
      leadingCase: 'Emerich v. Philadelphia Center for Human Development, 554 Pa. 209, 720 A.2d 1032 (1998)',
    },
    childAbuseReporting: report({
      source: '23 Pa.C.S. § 6313 (legis.state.pa.us, current consolidated statutes); ATrain Education Pennsylvania mandated reporter course (ChildLine)',
      citation: '23 Pa.C.S. § 6311',
      summary: 'Mandated reporters with reasonable cause to suspect that a child is a victim of child abuse must report it.',
      who: 'Mandated reporters listed in § 6311, including licensed health care and mental health professionals, social services workers, school employees, clergy, child care workers and law enforcement',
      when: 'Immediately, by telephone to ChildLine or electronically; a written report within 48 hours after an oral report (§ 6313)',
      to: 'The Department of Human Services through ChildLine (1-800-932-0313) or the Child Welfare Portal',
      note: 'The list of mandated reporters in § 6311 was not read in its current form.',
    }),
    elderAbuseReporting: report({
      source: 'Pennsylvania Department of Aging, Mandatory Abuse Reporting (aging.pa.gov); RAINN state law database, Mandatory Reporting: The Elderly – Pennsylvania (April 2023)',
      citation: '35 P.S. § 10225.701',
      summary: 'Under the Older Adults Protective Services Act only employees and administrators of care facilities must report suspected abuse of a care recipient; anyone else may report to the elder abuse hotline.',
      who: 'Employees and administrators of facilities (such as nursing homes, personal care and home health providers); community practitioners are not mandated unless they work for a covered facility',
      when: 'Immediately by oral report; for sexual abuse, serious injury or suspicious death, also an immediate report to law enforcement and the Department of Aging, with a written report to law enforcement within 48 hours',
      to: 'The local Area Agency on Aging (statewide hotline 1-800-490-8505); law enforcement and the Department of Aging in the serious cases',
      note: 'Section number recalled for the OAPSA employee-reporting chapter; the agency pages read do not print it.',
    }),
    minorConsent: {
      ...sourced(
        '35 P.S. § 10101.1 (Act 147 of 2004) and Act 65 of 2020 (legis.state.pa.us; pa.gov DHS Act 65 page)',
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
        'R.I. Gen. Laws § 5-39.1-4(a)(2) (webserver.rilegislature.gov; 2022 S 2764 Sub A shows the same wording)',
        true,
        'Only the social-worker statute was read; the registry marks the row unverified. The exception reads: a clear and present danger to the safety of the client or of other individuals.',
      ),
      status: 'permissive',
      citations: ['R.I. Gen. Laws § 5-39.1-4(a)(2)'],
      summary:
        'Social workers may disclose when there is a clear and present danger to the client or others; no statute requiring a warning was found for any profession.',
      discharge: [],
      classifications: classify('P', 'P', { registryUnverified: true }),
      coversSelfHarm: true,
    },
    childAbuseReporting: report({
      source: 'R.I. Gen. Laws § 40-11-3 (lawserver.com copy of the statute); Mandated Reporter Academy, Rhode Island',
      citation: 'R.I. Gen. Laws § 40-11-3',
      summary: 'Any person with reasonable cause to know or suspect that a child has been abused or neglected, or sexually abused by another child, must report; professional privileges other than attorney–client do not excuse it.',
      who: 'Every person (universal reporting); physicians, nurse practitioners and other health care providers have an additional immediate-report duty (§ 40-11-6)',
      when: 'Within 24 hours; immediately where a child is being denied nutrition or treatment for a life-threatening condition',
      to: 'The Department of Children, Youth and Families (24-hour hotline 1-800-742-4453)',
    }),
    elderAbuseReporting: report({
      source: 'R.I. Gen. Laws § 42-66-8 (lawserver.com copy of the statute)',
      citation: 'R.I. Gen. Laws § 42-66-8',
      summary: 'Any person with reasonable cause to believe that a person 60 or older has been abused, neglected or exploited, or is self-neglecting, must report, wherever the elder lives.',
      who: 'Every person (universal reporting)',
      when: 'Immediately',
      to: 'The director of the Office of Healthy Aging or a designee (Adult Protective Services)',
    }),
    minorConsent: {
      ...sourced(
        'R.I. Gen. Laws § 23-4.6-1 (instalawyer.io, as amended by P.L. 2018, ch. 132 and 251)',
        false,
        'The general consent statute was read; whether it reaches counseling by non-physician mental health professionals, and any mental-health-specific statute, were not confirmed.',
      ),
      age: 16,
      citation: 'R.I. Gen. Laws § 23-4.6-1',
      conditions:
        'A person 16 or older, or married, may consent to routine or emergency medical or surgical care; the statute does not remove a parent’s right to consent as well. It does not expressly mention mental health treatment.',
    },
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
      coversSelfHarm: false,
      leadingCase: 'Peck v. Counseling Service of Addison County, 146 Vt. 61 (1985)',
    },
    childAbuseReporting: report({
      source: 'Vermont DCF Family Services, Mandated Reporters of Child Abuse/Neglect (dcf.vermont.gov); RAINN state law database, Mandatory Reporting: Children – Vermont (April 2023)',
      citation: '33 V.S.A. § 4913',
      summary: 'Mandated reporters with reasonable cause to believe a child has been abused or neglected must report.',
      who: 'Mental health professionals, social workers, psychologists, health care providers, school staff including guidance counselors, child care workers, clergy, police and others listed',
      when: 'Within 24 hours of first receiving or observing the information',
      to: 'The Department for Children and Families, Family Services Division',
    }),
    elderAbuseReporting: report({
      source: '33 V.S.A. § 6903 (instalawyer.io copy of the current statute); Vermont Adult Protective Services, Mandatory Reporting (dlp.vermont.gov)',
      citation: '33 V.S.A. § 6903',
      summary: 'Listed persons who know of, receive information about, or suspect abuse, neglect or exploitation of a vulnerable adult must report, even if they doubt the information; reports may not be anonymous.',
      who: 'Mental health professionals, social workers, psychologists, health professionals, school staff, caregivers, care facility operators and staff, law enforcement and Agency of Human Services staff involved in caregiving',
      when: 'Within 48 hours, orally or in writing',
      to: 'Adult Protective Services (Department of Disabilities, Aging and Independent Living)',
    }),
    minorConsent: {
      ...sourced(
        '18 V.S.A. § 8350 (legislature.vermont.gov, Vermont Statutes Online updated for the 2023 session; law.justia.com); 18 V.S.A. § 7503 (casetext, current through L. 2024, c. 142)',
        true,
        'The 2024 secondary list gives 14, which is the age for voluntary inpatient admission (§ 7503), not for outpatient care.',
      ),
      age: null,
      citation: '18 V.S.A. § 8350',
      conditions:
        'No minimum age for outpatient care: since 1 January 2018 a minor may consent to any legally authorised outpatient treatment (psychotherapy and other supportive counseling, but not prescription drugs) from a mental health professional as defined in 18 V.S.A. § 7101; a parent’s consent is not needed and the consent cannot be disaffirmed. A person 14 or older may apply in writing for voluntary admission to a designated hospital or psychiatric residential treatment facility for youth; under 14, admission also needs a parent’s or guardian’s written application (§ 7503).',
    },
    licensingBoards: {},
  },
} satisfies Partial<Record<JurisdictionCode, StateLaw>>;
