/** State law for the western states: AK, AZ, CA, CO, HI, ID, MT, NV, NM, OR, UT, WA, WY. */
import type { JurisdictionCode } from '../../../shared/domain/jurisdictions';
import type { StateLaw } from '../types';
import {
  JAAPL_2014,
  REGISTRY_2026,
  SECONDARY_DTP_NOTE,
  classify,
  secondaryMinorConsent,
  CWIG,
  NOT_CONFIRMED,
  RECHECKED,
  report,
  sourced,
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
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: `${CWIG}: Making and Screening Reports of Child Abuse and Neglect – Alaska; Alaska Office of Children’s Services, “Who must report” (dfcs.alaska.gov)`,
      citation: 'AS 47.17.020',
      summary: 'Listed professionals who, in their work, have reasonable cause to suspect a child has been harmed by abuse or neglect must report it.',
      who: 'Practitioners of the healing arts, expressly including mental health counselors, social workers, psychologists, psychiatrists and marital and family therapists; teachers and school staff; child care providers; staff of domestic violence, crisis and substance-use treatment programs; peace officers; and others listed',
      when: 'Immediately (OCS guidance: as soon as reasonably possible and no later than 24 hours)',
      to: 'The nearest office of the Office of Children’s Services (hotline 1-800-478-4444); a peace officer if OCS cannot be reached and immediate action is needed',
    }),
    elderAbuseReporting: report({
      source: 'AS 47.24.010 (codes.findlaw.com, current to 1 Jan 2025); Alaska Department of Health, Report Harm to APS (health.alaska.gov)',
      citation: 'AS 47.24.010',
      summary: 'Listed professionals who, in their work, have reasonable cause to believe a vulnerable adult suffers undue influence, abandonment, exploitation, abuse, neglect or self-neglect must report it.',
      who: 'Physicians and other licensed health care providers, mental health professionals (including marital and family therapists), social workers, clergy, pharmacists, facility staff, guardians, police, educators and others listed',
      when: 'Within 24 hours of first having cause for the belief',
      to: 'Adult Protective Services’ vulnerable adult centralized intake (online report, or 1-800-478-9996)',
    }),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  AZ: {
    code: 'AZ',
    dutyToProtect: {
      ...sourced(
        'A.R.S. § 36-517.02 (legalfix.com, 2019 text); Avitia v. Crisis Preparation & Recovery (Ariz. 2023, law.justia.com)',
        true,
        'The text read says the duty is discharged by all of the listed steps (communicating with victims, notifying law enforcement, starting hospitalization if appropriate, other reasonable precautions); Avitia (2023) also recognises a common-law duty based on the special relationship.',
      ),
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
      coversSelfHarm: false,
      leadingCase: 'Avitia v. Crisis Preparation & Recovery, Inc. (Ariz. 2023)',
    },
    childAbuseReporting: report({
      source: `${CWIG}: Making and Screening Reports, and Mandatory Reporting of Child Abuse and Neglect – Arizona`,
      citation: 'A.R.S. § 13-3620',
      summary: 'Listed persons who reasonably believe a minor is a victim of abuse or neglect must report it immediately.',
      who: 'Physicians, behavioral health professionals, psychologists, counselors, social workers and nurses who form the belief while treating a patient; clergy; parents and guardians; school personnel; victim advocates; anyone responsible for a minor’s care or treatment; and their supervisors',
      when: 'Immediately, by telephone or electronically',
      to: 'The Department of Child Safety (DCS) or a peace officer (a tribal agency for a minor living on a reservation); a peace officer only if the suspected abuser has no care, custody or control of the minor',
    }),
    elderAbuseReporting: report({
      source: 'Arizona Attorney General, Relevant Arizona Law: mandatory reporting (azag.gov/seniors/az-law), quoting A.R.S. § 46-454',
      citation: 'A.R.S. § 46-454',
      summary: 'Health professionals and others responsible for a vulnerable adult’s care who have a reasonable basis to believe the adult has been abused, neglected or exploited must report it.',
      who: 'Health professionals, social workers, home health and long-term care providers, peace officers, guardians and conservators, and any other person responsible for the care of a vulnerable adult',
      when: 'Immediately, by telephone or online',
      to: 'A peace officer or the Adult Protective Services central intake unit (Department of Economic Security); guardians and conservators also report to the superior court',
    }),
    minorConsent: {
      ...sourced(
        'A.R.S. § 36-2272 (azleg.gov)',
        true,
      ),
      age: null,
      citation: 'A.R.S. § 36-2272',
      conditions:
        'A parent’s or legal custodian’s written or oral consent is required before mental health screening in a nonclinical setting or mental health treatment of a minor, except in an emergency where it is needed to prevent serious injury or save the minor’s life; violating this is a class 1 misdemeanor.',
    },
    licensingBoards: {},
  },
  CA: {
    code: 'CA',
    dutyToProtect: {
      ...sourced('Cal. Civ. Code § 43.92 (self-law.org/code/ca/civil-code/43-92); SB 1134 (2012), Senate committee analysis (leginfo.ca.gov)', true),
      status: 'mandatory',
      citations: ['Cal. Civ. Code § 43.92'],
      summary:
        'A psychotherapist is liable for failing to protect only when the patient has communicated a serious threat of physical violence against a reasonably identifiable victim; since 2013 the statute calls this a duty to protect, with no change in substance.',
      discharge: [
        'Make reasonable efforts to communicate the threat to the victim or victims',
        'Make reasonable efforts to communicate the threat to a law enforcement agency',
      ],
      classifications: classify('MS', 'M'),
      coversSelfHarm: false,
      leadingCase: 'Tarasoff v. Regents of the University of California, 17 Cal.3d 425 (1976)',
    },
    dangerReport: {
      ...sourced(
        'Cal. Welf. & Inst. Code §§ 8100(b), 8105(c): Los Angeles County Sheriff’s Department manual 5-09/540.00, Tarasoff notifications (pars.lasd.org); SB 127 (2013), Senate Public Safety Committee analysis (leginfo.ca.gov); CAMFT, Your Duty to Report Serious Threats of Violence (2015, updated 2022)',
        true,
        'The 24-hour deadline was read in the SB 127 committee analysis and the five-year prohibition in the Sheriff’s manual; the enacted wording of § 8105(c) itself was not read.',
        RECHECKED,
      ),
      citation: 'Cal. Welf. & Inst. Code § 8105(c)',
      summary:
        'A licensed psychotherapist must report to local law enforcement the identity of a patient who has communicated a serious threat of physical violence against a reasonably identifiable victim. The report is separate from the duty to protect under Civil Code § 43.92: telling the police under § 8105(c) does not warn the victim, and law enforcement does not warn the victim for the therapist.',
      whoMustReport: 'Licensed psychotherapists (as defined in Evidence Code § 1010)',
      trigger: 'A patient has communicated a serious threat of physical violence against a reasonably identifiable victim or victims',
      timeframe: 'Within 24 hours',
      reportTo: 'The local law enforcement agency, which notifies the Department of Justice',
      consequence: 'The patient may not own, possess or buy a firearm or other deadly weapon for five years from the date of the report (Welf. & Inst. Code § 8100(b)), unless a court restores the right',
      coversSelfHarm: false,
      coversOthers: true,
    },
    childAbuseReporting: report({
      source: `${CWIG}: Making and Screening Reports of Child Abuse and Neglect – California; Cal. Penal Code § 11166(a) (leginfo.legislature.ca.gov, SB 360 comparison)`,
      citation: 'Cal. Penal Code § 11166',
      summary: 'A mandated reporter who, in a professional capacity, knows or reasonably suspects that a child has been abused or neglected must report it.',
      who: 'Mandated reporters listed in Penal Code § 11165.7, including psychiatrists, psychologists, marriage and family therapists, clinical social workers, professional clinical counselors, their associates and trainees, teachers and clergy',
      when: 'Initial report by telephone immediately or as soon as practicably possible; written follow-up report within 36 hours',
      to: 'A police or sheriff’s department (not a school police department), a county probation department if designated, or the county welfare (child protective services) department (Penal Code § 11165.9)',
    }),
    elderAbuseReporting: report({
      source: 'Cal. Welf. & Inst. Code § 15630 (statutes.laws-info.com); RAINN state law database, Mandatory Reporting: The Elderly – California (April 2023)',
      citation: 'Cal. Welf. & Inst. Code § 15630',
      summary: 'Mandated reporters who observe, are told of, or reasonably suspect physical abuse, abandonment, abduction, isolation, financial abuse or neglect of an elder or dependent adult must report it.',
      who: 'Care custodians, health practitioners (including psychiatrists, psychologists, clinical social workers, marriage and family therapists, clinical counselors and their associates, and substance use disorder counselors), clergy, and anyone who has taken on responsibility for an elder’s or dependent adult’s care',
      when: 'By telephone immediately or as soon as practicably possible; written report (SOC 341) within two working days',
      to: 'County adult protective services or local law enforcement; for abuse in a long-term care facility, the local long-term care ombudsman or law enforcement',
    }),
    minorConsent: {
      ...sourced(
        'Cal. Fam. Code § 6924 (jurris.com copy); Cal. Health & Safety Code § 124260; allynetwork.org, Youth rights to outpatient mental health services',
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
      ...sourced(
        'C.R.S. § 13-21-117 (codes.findlaw.com and law.justia.com, 2022 Colorado Code)',
        true,
      ),
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
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: `${CWIG}: Making and Screening Reports of Child Abuse and Neglect – Colorado; C.R.S. §§ 19-3-304, 19-3-307 (colorado.public.law; self-law.org)`,
      citation: 'C.R.S. § 19-3-304',
      summary: 'Listed persons with reasonable cause to know or suspect child abuse or neglect, or who see a child in conditions that would reasonably result in it, must report.',
      who: 'Listed professionals, including mental health professionals, psychologists, professional counselors, marriage and family therapists, social workers, unlicensed psychotherapists, clergy, school employees and health care workers',
      when: 'Immediately; the current § 19-3-307 requires the report as soon as practicable and no later than 24 hours after receiving the information',
      to: 'The county department of human or social services, the local law enforcement agency, or the statewide child abuse reporting hotline',
    }),
    elderAbuseReporting: report({
      source: 'C.R.S. § 18-6.5-108 (law.justia.com, 2022 Colorado Code); Colorado Department of Human Services, Mandatory reporting of adult mistreatment (cdhs.colorado.gov)',
      citation: 'C.R.S. § 18-6.5-108',
      summary: 'Listed persons who observe, or have reasonable cause to believe in, mistreatment of an at-risk elder (70 or older) or an at-risk adult with an intellectual or developmental disability must report it; reports about other at-risk adults are urged, not required (C.R.S. § 26-3.1-102).',
      who: 'Health care providers, psychologists, addiction counselors, professional counselors, marriage and family therapists, unlicensed psychotherapists, social workers, first responders, clergy and others listed',
      when: 'Within 24 hours of the observation or discovery',
      to: 'A law enforcement agency (where the mistreatment occurred)',
    }),
    minorConsent: {
      ...sourced(
        'C.R.S. § 12-245-203.5 (colorado.public.law/statutes/crs_12-245-203.5); HB19-1120 as reported in the National Law Review (natlawreview.com)',
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
    childAbuseReporting: report({
      source: `${CWIG}: Making and Screening Reports, and Mandatory Reporting of Child Abuse and Neglect – Hawaii`,
      citation: 'HRS § 350-1.1',
      summary: 'Listed professionals who have reason to believe a child has been abused or neglected, or is at substantial risk of it in the foreseeable future, must report.',
      who: 'Licensed or registered health professionals (including psychologists), employees of agencies providing social, medical or mental health services, school employees, law enforcement and court staff, child care providers, clergy and others listed',
      when: 'Immediately by an oral report; a written report follows as soon as possible',
      to: 'The Department of Human Services (Child Welfare Services) or the police department',
    }),
    elderAbuseReporting: report({
      source: 'HRS § 346-224 (statutes.laws.com, current text after the 2008 amendments); Honolulu Police Department policy on vulnerable adult abuse',
      citation: 'HRS § 346-224',
      summary: 'Listed professionals who, in their work, know or have reason to believe a vulnerable adult has been abused or is in danger of abuse without immediate action must report it.',
      who: 'Licensed or registered health professionals (including psychologists), employees of agencies providing social, medical, hospital or mental health services, licensed social workers, law enforcement and court staff, adult care home and day care staff, and medical examiners',
      when: 'Promptly by an oral report; a written report follows as soon as possible',
      to: 'The Department of Human Services, Adult Protective Services',
    }),
    minorConsent: {
      ...sourced(
        'Haw. Rev. Stat. § 577-29 as set out in 2019 bills amending it (H.B. 584 and S.B. 768, capitol.hawaii.gov, legiscan.com); HMSA HealthPro News (Sept 2016) as quoted on the Hawaii Psychological Association forum',
        true,
        'The text was read as existing law inside 2019 amending bills; 2019–2020 bills to let supervised, not-yet-licensed professionals treat minors alone were not confirmed as enacted.',
      ),
      age: 14,
      citation: 'Haw. Rev. Stat. § 577-29',
      conditions:
        'Since 1 July 2016 a minor 14 or older may consent to mental health treatment or counseling by a licensed mental health professional who judges the minor mature enough to take part intelligently. A parent’s or guardian’s consent is still needed to prescribe medication or to place the minor in out-of-home or residential treatment, and the parent is to be involved unless the professional, after consulting the minor, finds that inappropriate (recording whether and when contact was attempted).',
    },
    licensingBoards: {},
  },
  ID: {
    code: 'ID',
    dutyToProtect: {
      ...sourced(
        `Idaho Code § 6-1903 (legislature.idaho.gov); ${REGISTRY_2026}`,
        false,
        'The discharge steps were read in the official text of § 6-1903 (which adds supplying a requesting law enforcement agency with what the professional knows of the threat); the trigger in § 6-1902 and the list of professions in § 6-1901 were not read.',
      ),
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
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: 'Idaho Code § 16-1605 (instalawyer.io copy of the statute); darkscan.org Idaho reporting digest (2023)',
      citation: 'Idaho Code § 16-1605',
      summary: 'Every person who has reason to believe a child under 18 has been abused, abandoned or neglected, or sees a child in conditions that would reasonably lead to it, must report.',
      who: 'Every person (universal reporting); physicians, nurses, teachers, day care staff and social workers are named. Staff of a hospital or similar institution notify the person in charge, who reports',
      when: 'Within 24 hours',
      to: 'The proper law enforcement agency or the Department of Health and Welfare',
    }),
    elderAbuseReporting: report({
      source: 'Idaho Code § 39-5303 (casetext, current through the 2024 session, as amended 2023)',
      citation: 'Idaho Code § 39-5303',
      summary: 'Listed professionals with reasonable cause to believe a vulnerable adult is being or has been maltreated must report it; anyone else may.',
      who: 'Licensed medical professionals, social workers, emergency services, facility and care-provider employees, medical examiners and law enforcement',
      when: 'As soon as possible and within 24 hours; within 4 hours to law enforcement when maltreatment caused death or serious physical injury',
      to: 'The Idaho Commission on Aging’s designated adult protective services provider (and law enforcement in the serious-injury case)',
    }),
    minorConsent: {
      ...sourced(
        'Holland & Hart health law update, Consent for Treatment of Minors in Idaho (July 2023), quoting Idaho Code §§ 39-4503 and 39-4504; Hawley Troxell, Consent for Treatment by Minors',
        false,
        'The 2024 secondary list gives 14, which no source seen supports. The statutes were seen only as quoted by law firms, and the same firm notes a later update (not read), possibly reflecting newer parental rights legislation.',
      ),
      age: null,
      citation: 'Idaho Code §§ 39-4503, 39-4504',
      conditions:
        'No mental-health-specific minor consent statute was found. § 39-4503 lets any person who understands the need for, nature of and significant risks of proposed care consent to it, but § 39-4504 lists who consents for a minor (guardian, parent, relative or other responsible adult, or the provider in an emergency), so the cautious reading is that a parent’s or surrogate’s consent is needed; whether a mature minor may consent alone has not been settled by an Idaho court.',
    },
    licensingBoards: {},
  },
  MT: {
    code: 'MT',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}; Woods v. State ex rel. Montana State Hospital, 2015 MT 8 (opinion text, casetext and ecases.us)`,
        false,
        'The trigger was read as quoted in Woods, which calls the duty extremely narrow: knowing of a patient’s aggression is not enough without a communicated threat by specific means against an identifiable victim. The discharge steps come from the registry and were not read.',
      ),
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
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: `${CWIG}: Mandatory Reporting of Child Abuse and Neglect – Montana (May 2023); RAINN state law database, Mandatory Reporting: Children – Montana (March 2020)`,
      citation: 'MCA 41-3-201',
      summary: 'Listed professionals and officials who, in their work, know or have reasonable cause to suspect a child is abused or neglected by anyone must report.',
      who: 'Physicians, nurses and other health or mental health professionals, social workers, school staff, child care and foster care workers, clergy, peace officers, guardians ad litem and others listed',
      when: 'Promptly (the exact statutory wording was not read here)',
      to: 'The Department of Public Health and Human Services (Child and Family Services)',
      note: 'Who must report is confirmed; the timeframe and receiving agency were cut off in the sources read.',
    }),
    elderAbuseReporting: report({
      source: 'MCA 52-3-811 (leg.mt.gov, MCA 2023; lawserver.com) and 52-3-804',
      citation: 'MCA 52-3-811',
      summary: 'Listed professionals and others who, in their professional or official capacity, know or have reasonable cause to suspect that a vulnerable adult has been abused, sexually abused, neglected or exploited must report it; the department investigates.',
      who: 'Professionals and others listed in MCA 52-3-811(3), beginning with physicians, residents, interns, nurses, physician assistants and hospital staff, osteopaths, dentists, chiropractors, optometrists, podiatrists, medical examiners and coroners (the rest of the list was not read)',
      when: NOT_CONFIRMED,
      to: 'The Department of Public Health and Human Services or its local affiliate, or the county attorney; for a long-term care resident, the long-term care ombudsman and the department',
      verified: false,
      note: 'Where to report was read in the official code; the full reporter list and any timeframe were not.',
    }),
    minorConsent: {
      ...sourced(
        'Mont. Code Ann. § 53-21-112 (lexace.ai); §§ 40-6-702 (Montana Code Annotated 2023, leg.mt.gov) and 41-1-406 (MCA 2021, leg.mt.gov); §§ 41-1-402 and 41-1-405 (lawserver.com, instalawyer.io)',
        false,
        'Statute texts were read, but they pull in different directions: § 53-21-112(2) lets a minor of 16 consent to mental health services, while § 40-6-702 (parental rights law) bars mental health evaluation or treatment of a child without a parent’s consent except as provided in Title 41, chapter 1, part 4 or by court order, and § 53-21-112 is not in that part. How they interact was not resolved in any source seen.',
      ),
      age: null,
      citation: 'Mont. Code Ann. §§ 53-21-112, 40-6-702',
      conditions:
        'Unsettled. § 53-21-112(2) says a minor 16 or older may consent without a parent to mental health services from a facility, physician or licensed mental health professional (including voluntary admission, with release within 5 days on request). But § 40-6-702 forbids performing a mental health evaluation or treatment on a child without a parent’s consent, except under Title 41, ch. 1, pt. 4 (an emancipated, married or self-supporting minor, or a minor with a child or a high school diploma; pregnancy, communicable disease or substance abuse; urgent psychiatric or psychological counseling by a physician or psychologist when a parent cannot be reached in time, § 41-1-406), a court order, or an emergency. Get a parent’s consent or legal advice before relying on the 16-year rule.',
    },
    licensingBoards: {},
  },
  NV: {
    code: 'NV',
    dutyToProtect: {
      ...sourced(
        'NRS 629.550 (legalfix.com, 2019 text); NRS 433A.160 (lawserver.com and instalawyer.io, current text)',
        true,
        'The 2019 text says “apply for the emergency admission of the patient” under NRS 433A.160, which now provides for a mental health crisis hold. A professional who uses reasonable care in deciding whether the duty applies is protected from civil, criminal and disciplinary liability either way. JAAPL (2014) found no guidance; the section was added in 2015.',
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
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: 'NRS 432B.220 (instalawyer.io copy of the statute); NRS 432B.230',
      citation: 'NRS 432B.220',
      summary: 'Listed persons who, in their professional or occupational capacity, know or have reasonable cause to believe a child has been abused or neglected must report.',
      who: 'Persons licensed under the listed health chapters (including psychologists, marriage and family therapists, clinical professional counselors, social workers and alcohol and drug counselors), medical facility staff, clergy, school employees and volunteers, child care staff and others listed',
      when: 'As soon as reasonably practicable and no later than 24 hours',
      to: 'An agency that provides child welfare services or a law enforcement agency (law enforcement if the suspected abuse is at a child care facility)',
    }),
    elderAbuseReporting: report({
      source: 'NRS 200.5093 (instalawyer.io copy, version effective through 31 Dec 2021); NRS 200.5094',
      citation: 'NRS 200.5093',
      summary: 'Listed persons who, in their professional or occupational capacity, know or have reasonable cause to believe an older or vulnerable person has been abused, neglected, exploited, isolated or abandoned must report.',
      who: 'Listed professionals, including physicians, psychiatrists, psychologists, marriage and family therapists, clinical professional counselors, alcohol and drug counselors, social workers and care facility staff',
      when: 'As soon as reasonably practicable and no later than 24 hours',
      to: 'A local office of the Aging and Disability Services Division, a police department or sheriff’s office, or the Division’s toll-free reporting line',
      note: 'The text read is the version in force through 2021; later amendments were not checked.',
    }),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  NM: {
    code: 'NM',
    dutyToProtect: {
      ...sourced(
        'NMSA 1978, § 43-1-19 (getpocketlaw.com copy); healthinfolaw.org (GWU), N.M. Stat. Ann. § 43-1-19 (current as of June 2015)',
        true,
        'The children’s-code counterpart, § 32A-6A-24(D)(2), was not read. The exception already appears in the 2015 compilation, so the earlier reading that it dates from 2024 (SB 230) is not supported.',
      ),
      status: 'permissive',
      citations: ['NMSA 1978, § 43-1-19(B)(2)', 'NMSA 1978, § 32A-6A-24(D)(2)'],
      summary:
        'Confidential information may be disclosed without the client’s authorization when needed to protect against a clear and substantial risk of imminent serious physical injury or death inflicted by the client on self or another; the statutes do not require a warning.',
      discharge: [],
      classifications: classify('N', 'P'),
      coversSelfHarm: true,
    },
    childAbuseReporting: report({
      source: `NMSA 1978, § 32A-4-3 (legalfix.com and NMSBA copies of the statute); ${CWIG}: Mandatory Reporting of Child Abuse and Neglect – New Mexico (May 2023)`,
      citation: 'NMSA 1978, § 32A-4-3',
      summary: 'Every person who knows or reasonably suspects that a child is abused or neglected must report it.',
      who: 'Every person (universal reporting); physicians, nurses, teachers and school officials, social workers, law enforcement, judges and clergy (for non-privileged information) are named',
      when: 'Immediately',
      to: 'A local law enforcement agency, the Children, Youth and Families Department (Statewide Central Intake), or a tribal law enforcement or social services agency for an Indian child living in Indian country',
    }),
    elderAbuseReporting: report({
      source: 'NMSA 1978, § 27-7-30 (instalawyer.io and statutes.laws-info.com copies); § 27-7-16 (department = Aging and Long-Term Services Department)',
      citation: 'NMSA 1978, § 27-7-30',
      summary: 'Any person with reasonable cause to believe that an incapacitated adult is being abused, neglected or exploited must report it.',
      who: 'Any person, including financial institutions (universal reporting)',
      when: 'Immediately, orally or in writing',
      to: 'The Aging and Long-Term Services Department (Adult Protective Services)',
    }),
    minorConsent: {
      ...sourced(
        'N.M. Stat. § 32A-6A-14 (law.justia.com, 2019 code); N.M. Stat. §§ 32A-6A-15 and 32A-6A-16 (instalawyer.io, 2021 code)',
        true,
        'A 2025 Senate memorial asked for a study of the age of consent; no change to the 14-year rule was seen.',
      ),
      age: 14,
      citation: 'N.M. Stat. § 32A-6A-15',
      conditions:
        'A child 14 or older is presumed able to consent without the legal custodian to psychotherapy, counseling, family therapy, case management, substance abuse treatment and other verbal treatment, and to psychotropic medication (the custodian is then notified by the clinician); the child also controls disclosure of the records. Under 14, the custodian must consent, except that the child may start an initial assessment and early-intervention verbal therapy lasting no more than two calendar weeks (§ 32A-6A-14). A custodian cannot place a child 14 or older in residential treatment without the child’s consent (§ 32A-6A-16).',
    },
    licensingBoards: {},
  },
  OR: {
    code: 'OR',
    dutyToProtect: {
      ...sourced(
        'ORS 40.252 (law.onecle.com copy); ORS 675.580 (oregon.public.law, regulated social workers)',
        true,
        'ORS 179.505(12), which covers public providers’ records, was not read; its wording in the summary comes from the registry. Regulated social workers may also disclose a communication that reveals a clear intent to commit a crime reasonably expected to injure someone (ORS 675.580(1)(d)).',
      ),
      status: 'permissive',
      citations: ['ORS 179.505(12)', 'ORS 40.252'],
      summary:
        'No privilege covers a communication that, in the professional’s judgment, shows a clear and serious intent to commit a crime involving physical injury, a threat to anyone’s safety, sexual abuse or death, from a client who poses that danger, once the professional reports it; the statute creates no duty to report, and neither disclosing nor not disclosing creates civil liability. Public providers may likewise disclose a clear and immediate danger to others or to society (ORS 179.505(12)).',
      discharge: [],
      classifications: classify('P', 'P'),
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: 'ORS 419B.010 (codes.findlaw.com, current to 1 Jan 2023); familylaws.uslegal.com, Oregon child abuse laws',
      citation: 'ORS 419B.010',
      summary: 'Any public or private official with reasonable cause to believe a child they come in contact with has been abused, or that a person they come in contact with has abused a child, must report; the duty is personal to the official.',
      who: 'Public or private officials as defined in ORS 419B.005, including psychologists, professional counselors, marriage and family therapists, social workers, physicians, school employees and clergy; psychiatrists, psychologists and clergy need not report privileged communications',
      when: 'Immediately',
      to: 'The Department of Human Services or a law enforcement agency, in the manner set by ORS 419B.015',
      note: 'ORS 419B.015 (where and how to report) was not read directly.',
    }),
    elderAbuseReporting: report({
      source: 'ORS 124.060 and 124.065 (oregonlaws.org)',
      citation: 'ORS 124.060',
      summary: 'Any public or private official with reasonable cause to believe that a person 65 or older they come in contact with has been abused, or that someone they come in contact with has abused such a person, must report.',
      who: 'Public or private officials (ORS 124.050), including psychologists, professional counselors, marriage and family therapists and social workers; psychiatrists, psychologists, clergy and attorneys need not report privileged communications (a social worker is not within that exception)',
      when: 'Immediately, by an oral report by telephone or otherwise',
      to: 'The local Department of Human Services office or a law enforcement agency in the county where the reporter is',
    }),
    minorConsent: {
      ...sourced(
        'Lincoln County (Oregon) Health & Human Services, Minors’ Healthcare Rights (co.lincoln.or.us); Zalbin Law summary quoting ORS 109.675(1) (zalbinlaw.com)',
        true,
      ),
      age: 14,
      citation: 'ORS 109.675',
      conditions:
        'From 14 a minor may obtain outpatient diagnosis or treatment of a mental or emotional disorder or chemical dependency (not methadone maintenance) from a licensed physician, psychologist, nurse practitioner or other listed licensed clinician without a parent’s knowledge or consent. Parents must be involved before treatment ends unless they refuse, it is clinically contraindicated (documented), there is sexual abuse, or the minor has lived apart from the parents for 90 days; the provider may tell parents when clinically appropriate, for detox admission, or when the minor is at risk of suicide and needs hospital admission (ORS 109.680).',
    },
    licensingBoards: {},
  },
  UT: {
    code: 'UT',
    dutyToProtect: {
      ...sourced(
        'Utah Code § 78B-3-502 (lawserver.com, as amended 2022) and § 78B-3-501; law.justia.com (2010 code); Robinson v. Mount Logan Clinic, 2008 UT 21',
        true,
        'Therapists are psychiatrists, psychologists, marriage and family therapists, social workers, psychiatric mental health nurse specialists and clinical mental health counselors. Robinson adds that a therapist who chooses to give information to police when not required must do so without negligence.',
      ),
      status: 'mandatory',
      citations: ['Utah Code § 78B-3-501', 'Utah Code § 78B-3-502'],
      summary:
        'A therapist has a duty to warn or take precautions only when a client communicates an actual threat of physical violence against a clearly identified or reasonably identifiable victim.',
      discharge: [
        'Make reasonable efforts to communicate the threat to the victim',
        'Notify a law enforcement officer or agency of the threat',
      ],
      classifications: classify('MS', 'M'),
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: 'Utah Code § 80-2-602 (casetext, current through the 2024 third special session); formerly § 62A-4a-403 (law.justia.com, 2021)',
      citation: 'Utah Code § 80-2-602',
      summary: 'Any person who has reason to believe a child is or has been abused or neglected, or sees a child in conditions that would reasonably lead to it, must report; a narrow exception covers clergy confessions.',
      who: 'Every person (universal reporting), including licensed health care providers and mental health therapists',
      when: 'Immediately',
      to: 'The Division of Child and Family Services or the nearest peace officer or law enforcement agency',
    }),
    elderAbuseReporting: report({
      source: 'Utah Code § 62A-3-305 (law.justia.com 2012; statutes.laws.com), recodified as § 26B-6-205 (per a public Utah practice reference table)',
      citation: 'Utah Code § 26B-6-205',
      summary: 'Any person who has reason to believe a vulnerable adult has been abused, neglected or exploited must report it; willful failure is a misdemeanor.',
      who: 'Every person (universal reporting)',
      when: 'Immediately',
      to: 'Adult Protective Services intake or the nearest law enforcement agency',
      note: 'The duty was read in the pre-2023 section (62A-3-305); the current section number is confirmed only by a secondary table, and 2021 amendments (HB 218) added exceptions not read here.',
    }),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  WA: {
    code: 'WA',
    dutyToProtect: {
      ...sourced(
        'RCW 71.05.120(3) (apps.leg.wa.gov); Volk v. DeMeerleer, No. 91387-1 (Wash. Sup. Ct., 22 Dec 2016), opinion (Fairhurst, J.) at law.justia.com',
        true,
        'Whether the legislature has since narrowed the Volk duty was not confirmed: a 2017 bill to limit it to actual threats against reasonably identifiable people (ESB 5800) was seen, not its fate.',
        RECHECKED,
      ),
      status: 'mandatory',
      citations: ['RCW 71.05.120(3)'],
      summary:
        'The statute keeps a duty to warn or take reasonable precautions when a patient has communicated an actual threat of physical violence against a reasonably identifiable victim or victims. For outpatient treatment, Volk v. DeMeerleer (2016) goes further: a mental health professional in a special relationship with a patient must act with reasonable care, by the profession’s standards, to protect the patient’s foreseeable victims, even when no victim was ever named.',
      discharge: [
        'Make reasonable efforts to communicate the threat to the victim or victims',
        'Make reasonable efforts to communicate the threat to law enforcement',
      ],
      classifications: classify('MS', 'M'),
      coversSelfHarm: false,
      leadingCase: 'Volk v. DeMeerleer, 386 P.3d 254 (Wash. 2016)',
    },
    childAbuseReporting: report({
      source: `${CWIG}: Mandatory Reporting of Child Abuse and Neglect – Washington; RCW 26.44.040 (app.leg.wa.gov); churchlawandtax.com summary of RCW 26.44.030(1)(g)`,
      citation: 'RCW 26.44.030',
      summary: 'Listed mandated reporters who have reasonable cause to believe a child has suffered abuse or neglect must report it.',
      who: 'Practitioners (including physicians and nurses), psychologists, social service counselors, professional school personnel including school counselors, child care providers, DCYF and DSHS employees, law enforcement, supervisors of people who work with children, any adult a child lives with, and others listed',
      when: 'At the first opportunity and no later than 48 hours after forming reasonable cause; an immediate oral report, followed by a written report on request',
      to: 'The proper law enforcement agency or the Department of Children, Youth, and Families',
    }),
    elderAbuseReporting: report({
      source: 'Washington DSHS, Mandatory and Permissive Reporters (dshs.wa.gov), citing RCW 74.34.020 and 74.34.035',
      citation: 'RCW 74.34.035',
      summary: 'Mandated reporters with reasonable cause to believe a vulnerable adult has been abandoned, abused, financially exploited or neglected must report it; self-neglect reports are encouraged, not required.',
      who: 'Mandated reporters defined in RCW 74.34.020, including social workers, employees of social service, welfare and mental health agencies, health care providers licensed under RCW 18.130, DSHS employees, law enforcement, professional school personnel and facility operators',
      when: 'Immediately',
      to: 'The Department of Social and Health Services (Adult Protective Services); also law enforcement at once when sexual assault or significant physical assault is suspected',
    }),
    minorConsent: {
      ...sourced('RCW 71.34.530 (wa.elaws.us/rcw/71.34.530; instalawyer.io copy)', true),
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
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: 'W.S. 14-3-205(a) as quoted by the Prevent Child Abuse Wyoming page (pcawy.org); CHILD USA, Wyoming mandatory reporting laws',
      citation: 'W.S. 14-3-205',
      summary: 'Any person who knows or has reasonable cause to believe or suspect that a child has been abused or neglected, or sees a child in conditions that would reasonably lead to it, must report.',
      who: 'Every person (universal reporting); institutional staff also notify the person in charge, who must report as well',
      when: 'Immediately',
      to: 'The child protective agency (a local Department of Family Services office) or local law enforcement',
    }),
    elderAbuseReporting: report({
      source: 'Wyoming Department of Family Services, Mandatory Reporting of Child or Vulnerable Adult Abuse/Neglect/Exploitation (dfsweb.wyo.gov)',
      citation: 'W.S. 35-20-103',
      summary: 'Any person with reasonable cause to believe a vulnerable adult is being abused, neglected or exploited must report it.',
      who: 'Every person (universal reporting)',
      when: 'Immediately (DFS treats reporting as a 24-hour obligation; the statute’s wording was not read)',
      to: 'The local Department of Family Services office (or law enforcement; call 911 in an emergency)',
      note: 'Confirmed from the state agency page, not the statute text.',
    }),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
} satisfies Partial<Record<JurisdictionCode, StateLaw>>;
