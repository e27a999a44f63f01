/** State law for the southern states and DC: AL, AR, DE, DC, FL, GA, KY, LA, MD, MS, NC, OK, SC, TN, TX, VA, WV. */
import type { JurisdictionCode } from '../../../shared/domain/jurisdictions';
import type { StateLaw } from '../types';
import {
  JAAPL_2014,
  REGISTRY_2026,
  SECONDARY_DTP_NOTE,
  classify,
  secondaryMinorConsent,
  CWIG,
  report,
  sourced,
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
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: `${CWIG}: Making and Screening Reports of Child Abuse and Neglect – Alabama (Nov 2021); CHILD USA, Alabama mandatory reporting laws`,
      citation: 'Ala. Code § 26-14-3',
      summary: 'Listed professionals and institutions who know or suspect that a child is a victim of abuse or neglect must report.',
      who: 'Mental health professionals, social workers, health professionals, school and higher-education employees, day care workers, clergy, law enforcement and anyone called on to give a child aid or medical assistance',
      when: 'Immediately by an oral report, followed by a written report',
      to: 'A duly constituted authority: the municipal chief of police, the county sheriff (outside city limits) or the Department of Human Resources',
    }),
    elderAbuseReporting: report({
      source: 'Ala. Code § 38-9-8 (casetext, current through the 2024 regular session); Alabama DHR Adult Protective Services FAQ',
      citation: 'Ala. Code § 38-9-8',
      summary: 'Physicians, other practitioners of the healing arts and caregivers with reasonable cause to believe a protected adult has been physically, sexually or emotionally abused, neglected or exploited must report.',
      who: 'Physicians and other practitioners of the healing arts, caregivers, and long-term care ombudsmen',
      when: 'Immediately by an oral report (telephone or otherwise), followed by a written report',
      to: 'The county Department of Human Resources, the city chief of police or the county sheriff; abuse by nursing home staff goes to the Department of Public Health',
    }),
    minorConsent: {
      ...sourced(
        'Alabama Board of Medical Examiners notice on SB 101 (albme.gov); alpolitics.com report of Act 2025-455 (signed 21 May 2025); fastdemocracy.com SB 101 summary; Ala. Code § 22-8-10 (alisondb.legislature.state.al.us, 2015 text)',
        true,
        'The amended statute text was not read; the new age and its exceptions come from the medical board’s notice and news reports of the signed act. The secondary list’s 14 is the pre-October-2025 rule.',
      ),
      age: 16,
      citation: 'Ala. Code § 22-8-4 (as amended by Act 2025-455)',
      conditions:
        'From 1 Oct 2025 (Act 2025-455, SB 101) a minor 16 or older may consent to medical, dental and mental health services; before that the age was 14. Younger minors may still consent if pregnant, emancipated or living independently, and for sexually transmitted disease, substance-use and emergency care. Under 16, school counseling services need written parental permission. Parents may not be denied a minor’s health records except under a court order or while the parent is investigated for a crime against the child. A parent may authorize mental health treatment over an older minor’s refusal when a mental health professional agrees it is needed (§ 22-8-10).',
    },
    licensingBoards: {},
  },
  AR: {
    code: 'AR',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `${SECONDARY_DTP_NOTE} JAAPL (2014) found no guidance; Act 1212 of 2013 (HB 1746, “to require a mental health services provider to warn a law enforcement agency of a credible threat”) is read by the registry as creating a duty. Only the bill’s title and an unofficial summary were seen.`,
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
      coversSelfHarm: true,
    },
    childAbuseReporting: report({
      source: 'Ark. Code Ann. § 12-18-402 (casetext, current with 2024 sessions); § 12-18-302',
      citation: 'Ark. Code Ann. § 12-18-402',
      summary: 'Listed mandated reporters with reasonable cause to suspect child maltreatment (or a death from it), or who see a child in conditions that would reasonably result in it, must report.',
      who: 'Mental health professionals and paraprofessionals, social workers, school employees including school counselors, health professionals, clergy (except confidential communications), law enforcement and others listed',
      when: 'Immediately',
      to: 'The Child Abuse Hotline (Department of Human Services and Arkansas State Police), by telephone, fax or online',
    }),
    elderAbuseReporting: report({
      source: 'Arkansas DHS, Mandated Reporters of Adult Maltreatment (humanservices.arkansas.gov), citing Ark. Code § 12-12-1708; § 12-12-1707 (instalawyer.io)',
      citation: 'Ark. Code Ann. § 12-12-1708',
      summary: 'Listed mandated reporters must report suspected or observed abuse, sexual abuse, neglect or exploitation of an endangered or impaired adult, or maltreatment of a long-term care facility resident.',
      who: 'Mental health professionals, social workers, case managers, physicians, nurses, hospital and facility staff, home health workers, law enforcement, firefighters, EMTs, DHS employees and financial institution employees',
      when: 'Immediately (as in the predecessor statute; the current wording of § 12-12-1708 was not read)',
      to: 'The Adult and Long-Term Care Facility Resident Maltreatment Hotline (1-800-482-8049), Department of Human Services',
      note: 'Timeframe not confirmed in the current statute text.',
    }),
    minorConsent: {
      ...sourced(
        'Ark. Code Ann. § 20-9-602 (instalawyer.io); Ark. Code Ann. § 9-27-362(e) (codes.findlaw.com, current to 28 Mar 2024); 2023 HB 1266 summary (legiplex.com)',
        false,
        'The 2024 secondary list gives 12, which no statute seen supports. § 20-9-602 was read, but whether its mature-minor clause reaches counseling by non-physicians was not settled: an Attorney General opinion on mental health providers treating minors without parental consent was seen only in part. HB 1266 (2023; 16 and older, outpatient, six sessions or 30 days) was not confirmed as enacted.',
      ),
      age: null,
      citation: 'Ark. Code Ann. § 20-9-602',
      conditions:
        'No statute specific to outpatient mental health care was found. Under § 20-9-602 an unemancipated minor of sufficient intelligence to understand and appreciate the consequences may consent to treatment suggested, recommended, prescribed or directed by a licensed physician, as may a married or emancipated minor; a minor emancipated by a juvenile court may consent to all medical care, including counseling (§ 9-27-362). Otherwise a parent’s consent is generally needed.',
    },
    licensingBoards: {},
  },
  DE: {
    code: 'DE',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}`,
        false,
        `Trigger read in 16 Del. C. § 5402(a) (delcode.delaware.gov, current text), which now also covers institutions, agencies and hospitals; the discharge subsection was not read, so the steps below come from the registry. § 5403 (81 Del. Laws c. 232) permits disclosure to law enforcement when a patient is dangerous to self or others even without an explicit threat against an identifiable victim.`,
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
    childAbuseReporting: report({
      source: '16 Del. C. §§ 903–904 as reproduced by the Milford School District; Delaware Division of Professional Regulation mandatory reporting page; RAINN state law database (March 2020)',
      citation: '16 Del. C. § 903',
      summary: 'Any person, agency or entity that knows or in good faith suspects child abuse or neglect must report it.',
      who: 'Every person (universal reporting); physicians and other healing-arts practitioners, nurses, school employees, social workers, psychologists and law enforcement are named. A 2002 court decision read the list more narrowly, so everyone should report',
      when: 'Immediately, by an oral report; a written report if requested',
      to: 'The Division of Family Services Child Abuse and Neglect Report Line (1-800-292-9582), Department of Services for Children, Youth and Their Families; police may also be told, but not instead',
    }),
    elderAbuseReporting: report({
      source: 'RAINN state law database, Mandatory Reporting: The Elderly – Delaware (April 2023); 31 Del. C. ch. 39 (delcode.delaware.gov); Delaware DHSS Adult Protective Services page; 152nd General Assembly bill summary amending § 3910(a)',
      citation: '31 Del. C. § 3910',
      summary: 'Any person with reasonable cause to believe that an adult who is impaired or incapacitated needs protective services must report; a recent amendment names health care professionals expressly and says privilege does not excuse a report.',
      who: 'Every person (universal reporting), expressly including health care professionals',
      when: 'Not stated in the sources read',
      to: 'Adult Protective Services, Division of Services for Aging and Adults with Physical Disabilities (1-888-277-4302)',
      note: 'The statute’s timing language was not read.',
    }),
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
      coversSelfHarm: true,
    },
    childAbuseReporting: report({
      source: 'D.C. Code § 4-1321.02 (casetext, current to April 2024); § 4-1321.03 (code.dccouncil.gov); Catholic University summary of D.C. law',
      citation: 'D.C. Code § 4-1321.02',
      summary: 'Mandatory reporters who know or have reasonable cause to believe that a child they know professionally has been, or is in immediate danger of being, abused or neglected must report; separately, any adult must report suspected sexual abuse of a child under 16 (§ 22-3020.52).',
      who: 'Mental health professionals, psychologists, social services workers, physicians, nurses and others caring for patients, school officials and teachers, coaches, day care workers, law enforcement and CFSA staff',
      when: 'Immediately by an oral report; a written report if requested or if drug-related activity is involved (§ 4-1321.03)',
      to: 'The Child and Family Services Agency hotline (202-671-7233) or the Metropolitan Police Department (911)',
    }),
    elderAbuseReporting: report({
      source: 'D.C. Code § 7-1903 (laws9.com copy of the statute); D.C. Code § 7-1904 (code.dccouncil.us)',
      citation: 'D.C. Code § 7-1903',
      summary: 'Listed professionals who, through their appointment, employment or practice, have substantial cause to believe an adult needs protective services because of abuse, neglect or exploitation by another must report; others may.',
      who: 'Licensed health professionals, social workers, health-care administrators, police, guardians and conservators, and bank and financial managers; not a social worker or health professional whose own client is the alleged abuser',
      when: 'Immediately, orally or in writing',
      to: 'The Department of Human Services, Adult Protective Services (the division the Mayor designates)',
    }),
    minorConsent: {
      ...sourced(
        'D.C. Mun. Regs. tit. 22-B, § 600.7 (casetext, current through D.C. Register vol. 72, no. 2, 10 Jan 2025; dcrules.elaws.us); D.C. Code § 21-511(b) (development.code.dccouncil.us; legalfix.com); D.C. Code § 7-1202.05 (getpocketlaw.com)',
        true,
        'The secondary list’s 18 is wrong for the District. D.C. Code § 7-1231.14 (consent of youth receiving mental health services) was seen only as a heading in the official code’s table of contents; its text was not read.',
      ),
      age: null,
      citation: 'D.C. Mun. Regs. tit. 22-B, § 600.7; D.C. Code § 21-511(b)',
      conditions:
        'No minimum age: a minor of any age may consent to health services they request for the prevention, diagnosis or treatment of a mental or emotional condition (and of substance abuse, pregnancy and sexually transmitted disease); a person under 18 may seek and consent to outpatient mental health services and supports (§ 21-511(b)), while voluntary hospital admission of a minor is requested by a parent, guardian or spouse. Disclosure of records of a client aged 14 to 17 needs the joint written authorization of the client and a parent, unless the parent has not consented to the services, in which case the minor may authorise alone (§ 7-1202.05).',
    },
    licensingBoards: {},
  },
  FL: {
    code: 'FL',
    dutyToProtect: {
      ...sourced(
        `Fla. Stat. § 456.059 (2025 text via syfert.com, linking the official statute); Fla. Stat. § 491.0147 (flsenate.gov, 2019 Florida Statutes)`,
        true,
        'Read for psychiatrists (§ 456.059) and chapter 491 licensees (§ 491.0147); the parallel § 490.0147 (psychologists) was not read. Courts have been described as rejecting civil liability for failure to warn (Boynton v. Burglass, 1991), which predates the 2019 mandatory law-enforcement notice.',
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
    childAbuseReporting: report({
      source: 'Florida DCF, The Laws – Abuse Hotline (myflfamilies.com); Florida Statutes ch. 39 as quoted by the Brevard Child Advocacy Center',
      citation: 'Fla. Stat. § 39.201',
      summary: 'Any person who knows or has reasonable cause to suspect that a child is abused, abandoned or neglected by a parent, caregiver or other person responsible for the child’s welfare must report.',
      who: 'Every person (universal reporting); professionals such as mental health professionals, physicians, teachers and social workers must also give their names when reporting',
      when: 'Immediately',
      to: 'The Department of Children and Families central abuse hotline (Florida Abuse Hotline, 1-800-96-ABUSE, or online)',
      note: 'The requirement that professionals identify themselves is recalled, not read in the sources above.',
    }),
    elderAbuseReporting: report({
      source: 'Fla. Stat. § 415.1034 (instalawyer.io copy of the statute); § 415.103 (fl.elaws.us)',
      citation: 'Fla. Stat. § 415.1034',
      summary: 'Any person who knows or has reasonable cause to suspect that a vulnerable adult has been or is being abused, neglected or exploited must report.',
      who: 'Every person (universal reporting), expressly including health and mental health professionals, social workers, care facility staff, law enforcement and financial institution employees',
      when: 'Immediately',
      to: 'The Department of Children and Families central abuse hotline',
    }),
    minorConsent: {
      ...sourced(
        'Fla. Stat. § 394.4784 (leg.state.fl.us)',
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
      ...sourced(
        'Bradley Center, Inc. v. Wessner, 250 Ga. 199 (1982) (opinion text, vlex); Stanley v. Garrett (Ga. Ct. App. 17 Sep 2020, 2020 WL 5554398) (opinion text, law.com, and a Georgia health-law firm summary)',
        true,
        `Read in the opinions; no statute was found. ${UNCLEAR_CASE_LAW}`,
      ),
      status: 'none-or-unclear',
      citations: ['Bradley Center, Inc. v. Wessner, 250 Ga. 199, 296 S.E.2d 693 (1982)', 'Stanley v. Garrett (Ga. Ct. App. 2020)'],
      summary:
        'No duty-to-warn statute was found. Under Bradley Center a provider who exercises legal control over a patient (such as a hospital holding an inpatient) and knows or should know the patient is likely to harm others must use reasonable care to prevent it; Stanley v. Garrett (2020) held that this does not reach a voluntary outpatient, so an outpatient therapist generally owes no such duty to third parties.',
      discharge: [],
      classifications: classify('MC', 'C', { registryUnverified: true }),
      leadingCase: 'Bradley Center, Inc. v. Wessner, 250 Ga. 199 (1982)',
    },
    childAbuseReporting: report({
      source: 'churchlawandtax.com, Child Abuse Reporting Laws for Georgia (O.C.G.A. § 19-7-5(c), (e)); darkscan.org Georgia digest (2023)',
      citation: 'O.C.G.A. § 19-7-5',
      summary: 'Listed mandated reporters with reasonable cause to believe a child has been abused must report, even if the information came in a privileged communication (clergy confession excepted).',
      who: 'Psychologists, counselors, social workers, marriage and family therapists, school counselors, social workers and psychologists, health professionals, child service organization staff and volunteers, law enforcement and clergy',
      when: 'Immediately, and no later than 24 hours',
      to: 'The child welfare agency designated by the Department of Human Services (Division of Family and Children Services), or police or the district attorney where no such agency is available',
    }),
    elderAbuseReporting: report({
      source: 'Taylor English Duma, “Mandated Reporters Must Look Out for Some Adults” (quoting O.C.G.A. § 30-5-4); O.C.G.A. § 30-5-3 definitions (ezelderlaw.com)',
      citation: 'O.C.G.A. § 30-5-4',
      summary: 'Listed persons with reasonable cause to believe that a disabled adult or an elder (65 or older) has been abused, neglected or exploited must report.',
      who: 'Persons listed in § 30-5-4, which includes the child abuse mandated reporters of § 19-7-5 (such as psychologists, counselors, social workers and marriage and family therapists)',
      when: 'Not stated in the sources read',
      to: 'The Department of Human Services, Division of Aging Services (Adult Protective Services), and an appropriate law enforcement agency or prosecuting attorney',
      note: 'The full list and any deadline in § 30-5-4 were not read.',
    }),
    minorConsent: {
      ...sourced(
        'O.C.G.A. § 37-3-20 (uslawyerdatabase.com and getpocketlaw.com copies, with the 2022 HB 752 note); Georgia minor-consent overview by a Georgia attorney (cphins.com)',
        true,
      ),
      age: null,
      citation: 'O.C.G.A. § 37-3-20',
      conditions:
        'No statute lets a minor consent alone to outpatient mental health treatment; a parent or guardian consents for anyone under 18 (O.C.G.A. § 19-7-2). A minor 12 or older may apply for voluntary admission to a facility, but a parent or guardian must give written consent to the treatment (§ 37-3-20). Minors may consent alone for drug-abuse treatment, pregnancy-related care and sexually transmitted disease.',
    },
    licensingBoards: {},
  },
  KY: {
    code: 'KY',
    dutyToProtect: {
      ...sourced(
        'KRS 202A.400 (laws9.com copy of the statute); DeVasier v. James (Ky. 19 Feb 2009, No. 2007-SC-000130-DG) (law.justia.com)',
        true,
        'Trigger and discharge read in the statute text. The definition of “mental health professional” (KRS 202A.011), which the registry reads as including licensed pastoral counselors, was not read; KRS 645.270 sets the same rule for children’s providers. DeVasier holds that a threat relayed through staff who must pass it on counts as communicated, but that a known history of violence is not itself a threat.',
      ),
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
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: 'KRS 620.030 (law.justia.com, 2021 Kentucky Revised Statutes); Child Welfare Information Gateway: Mandatory Reporting of Child Abuse and Neglect – Kentucky',
      citation: 'KRS 620.030',
      summary: 'Any person who knows or has reasonable cause to believe a child is dependent, neglected or abused must report; professional privileges other than attorney–client and clergy–penitent do not excuse a report.',
      who: 'Every person (universal reporting); mental health professionals, social workers, health professionals, teachers and school personnel, and peace officers are named',
      when: 'Immediately, orally or in writing, by telephone or otherwise',
      to: 'The Cabinet for Health and Family Services (child protection hotline 1-877-KYSAFE1), local law enforcement or the Kentucky State Police, or the Commonwealth’s or county attorney',
    }),
    elderAbuseReporting: report({
      source: 'Kentucky Cabinet for Health and Family Services, adult abuse reporting FAQ citing KRS 209.030(2) (prd.webapps.chfs.ky.gov); RAINN state law database, Mandatory Reporting: The Elderly – Kentucky (April 2023); eversafe.com chart quoting § 209.030(2)',
      citation: 'KRS 209.030',
      summary: 'Any person who has reasonable cause to suspect that an adult (18 or older who, because of mental or physical dysfunction, cannot manage their resources or protect themselves) has suffered abuse, neglect or exploitation must report it.',
      who: 'Any person, including physicians, nurses, social workers, law enforcement officers, cabinet staff, coroners, medical examiners, alternate care facility employees and caretakers (universal reporting)',
      when: 'Not stated in the sources read; the Cabinet treats it as a duty to report as soon as the suspicion arises, and its hotline runs 24 hours a day',
      to: 'The Cabinet for Health and Family Services hotline, 1-877-597-2331 (1-877-KYSAFE1), or its web portal for non-urgent reports; 911 in an emergency',
      note: 'The timing wording of § 209.030 was not read.',
    }),
    minorConsent: {
      ...sourced(
        'KRS 214.185 (lawserver.com, current as of 2024; laws9.com earlier text); KRS 210.410 (self-law.org copy)',
        true,
      ),
      age: 16,
      citation: 'KRS 214.185(2)',
      conditions:
        'A physician may give outpatient mental health counseling to a child 16 or older at the child’s request without a parent’s consent. The current text also lets a qualified mental health professional do so for a child 16 or older who is an unaccompanied youth (§ 214.185(3)). Community mental health centers must offer outpatient services to a child 16 or older without a parent’s consent when the matter involves alleged physical or sexual abuse by that parent (KRS 210.410(2)). Otherwise a parent’s consent is needed.',
    },
    licensingBoards: {},
  },
  LA: {
    code: 'LA',
    dutyToProtect: {
      ...sourced(
        'La. R.S. 9:2800.2 (casetext, current with the 2024 session; legalfix.com copy)',
        true,
        'Subsection A names psychologists, medical psychologists, psychiatrists and social workers; marriage and family therapists and licensed professional counselors appear in the title and in subsections B and C.',
      ),
      status: 'mandatory',
      citations: ['La. R.S. 9:2800.2'],
      summary:
        'Psychologists, psychiatrists, MFTs, professional counselors and social workers have a duty when a patient communicates a threat of physical violence, significant in the professional’s judgment, against a clearly identified victim, with apparent intent and ability.',
      discharge: [
        'Make a reasonable effort to communicate the threat to the potential victim or victims',
        'Notify law enforcement near the patient’s or the potential victim’s home',
      ],
      classifications: classify('MS', 'M'),
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: 'La. Ch.C. art. 610 (legis.la.gov); RAINN state law database, Mandatory Reporting: Children – Louisiana (April 2023); churchlawandtax.com Louisiana summary',
      citation: 'La. Ch.C. art. 609',
      summary: 'Mandatory reporters with cause to believe a child’s health is endangered by abuse or neglect must report; a mental health practitioner engaged by a child’s attorney has a narrow exception.',
      who: 'Mental health and social service practitioners (psychiatrists, psychologists, marriage and family counselors, social workers and other counselors), health practitioners, clergy, teachers and child care providers, police and others listed',
      when: 'Immediately',
      to: 'The Department of Children and Family Services child protection hotline (1-855-452-5437) or Mandated Reporter Portal when a parent, caretaker or household member is suspected; otherwise local or state law enforcement',
    }),
    elderAbuseReporting: report({
      source: 'La. R.S. 15:1504 (legis.la.gov); La. Admin. Code tit. 48, pt. I, § 17109 (regulations.justia.com, current to Sept 2024)',
      citation: 'La. R.S. 15:1504',
      summary: 'Any person with cause to believe that an adult’s physical or mental health or welfare has been or may be further harmed by abuse, neglect or exploitation must report.',
      who: 'Every person (universal reporting), expressly including health, mental health and social service practitioners',
      when: 'As set by R.S. 15:1505 (not read); agency rules prioritise reports by risk',
      to: 'Adult Protective Services (Office of Aging and Adult Services, 1-800-898-4910) for adults 18–59, the Governor’s Office of Elderly Affairs for those 60 and older, or any law enforcement agency',
      note: 'R.S. 15:1505 (how and when to report) was not read.',
    }),
    minorConsent: {
      ...sourced(
        'La. Ch.C. arts. 1404, 1464 and 1468 (legis.la.gov); La. R.S. 40:1079.1 (codes.findlaw.com, current to 1 Jan 2023); Louisiana DCFS Kinship Navigator page on mental and behavioral health (dcfs.louisiana.gov)',
        true,
        'The Children’s Code articles cover admission to a treatment facility, which art. 1404 defines to include licensed mental health centers; the state child welfare agency reads them as letting 16- and 17-year-olds consent to their own mental health treatment and notes the law does not clearly separate inpatient from outpatient care.',
      ),
      age: 16,
      citation: 'La. Ch.C. arts. 1464, 1468',
      conditions:
        'A minor 16 or older may apply for voluntary admission to a treatment facility (a licensed hospital, mental health center or other facility) and then has the same rights as an adult patient; the director may also admit a 16- or 17-year-old informally on request, and the minor may leave during day-shift hours. Separately, R.S. 40:1079.1 makes binding the consent of a minor of any age who is or believes they are ill, for care by a hospital, public clinic or physician; the physician may, but need not, tell the parents.',
    },
    licensingBoards: {},
  },
  MD: {
    code: 'MD',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}; case summaries of Barnes v. University of Maryland Medical System (Md. Ct. Spec. App. 2020) and Falk v. Southern Maryland Hospital (1999) (studicata.com)`,
        false,
        'The trigger (actual knowledge of a propensity for violence and an indicated intention to inflict imminent physical injury on a specified victim or group) matches the case summaries; the statute text and the list of discharging acts were not read.',
      ),
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
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: 'Md. Code, Fam. Law § 5-704 (mgaleg.maryland.gov); Mandated Reporter Academy, Maryland; RAINN state law database (Maryland, children)',
      citation: 'Md. Code, Fam. Law § 5-704',
      summary: 'Health practitioners, police, educators and human service workers acting professionally who have reason to believe a child has been abused or neglected must report, notwithstanding privilege; under § 5-705 every other person must report too (attorney and clergy privileges excepted).',
      who: 'Health practitioners (including licensed mental health professionals), educators including school counselors, human service workers including social workers, and police; all other persons under § 5-705',
      when: 'An oral report as soon as possible; a written report within 48 hours of the contact that raised the concern',
      to: 'The local department of social services or the appropriate law enforcement agency',
    }),
    elderAbuseReporting: report({
      source: 'Md. Code, Fam. Law § 14-302 (law.uslawyerdatabase.com, 2022); § 14-101 definitions; RAINN state law database, Mandatory Reporting: The Elderly – Maryland (April 2023); People’s Law Library of Maryland',
      citation: 'Md. Code, Fam. Law § 14-302',
      summary: 'A health practitioner, police officer or human service worker who contacts, examines or treats a vulnerable adult and has reason to believe the adult has been abused, neglected, self-neglected or exploited must report, notwithstanding privilege.',
      who: 'Health practitioners (anyone licensed under the Health Occupations Article, including mental health licensees), police officers, and human service workers (professional staff of health or social services agencies, including social workers)',
      when: 'Not stated in the sources read; staff of a hospital or public health agency must also notify the head of the institution immediately',
      to: 'The local department of social services (adult abuse hotline 1-800-91-PREVENT)',
    }),
    minorConsent: {
      ...sourced(
        'Md. Code, Health-Gen. § 20-104 (codes.findlaw.com; mdpsych.org 2021)',
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
        'Miss. Code Ann. § 41-21-97 (casetext, current through the 2024 session; codes.findlaw.com, current to 1 Jan 2025)',
        true,
        'JAAPL (2014) classed Mississippi as mandatory; the text as amended in 2023 (SB 2797) says the professional may communicate the threat, and only to the listed people, so the statute reading is used.',
      ),
      status: 'permissive',
      citations: ['Miss. Code Ann. § 41-21-97(1)(e)'],
      summary:
        'When a patient communicates an actual threat of physical violence against a clearly identified or reasonably identifiable victim, the treating physician, psychologist, master social worker or professional counselor may communicate the threat to the victim, law enforcement or a minor victim’s parent or guardian.',
      discharge: [],
      classifications: classify('MS', 'P'),
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: `Miss. Code Ann. § 43-21-353(1) as set out in HB 798 (2022) and HB 1117 (2019); ${CWIG}: Mandatory Reporting of Child Abuse and Neglect – Mississippi`,
      citation: 'Miss. Code Ann. § 43-21-353',
      summary: 'Any person with reasonable cause to suspect that a child is neglected, abused, or a victim of commercial sexual exploitation or trafficking must report; professionals cannot rely on someone else to report.',
      who: 'Every person (universal reporting); psychologists, social workers, physicians, nurses, attorneys, ministers, school employees, child caregivers and law enforcement are named',
      when: 'An oral report immediately by telephone or otherwise, followed as soon as possible by a written report',
      to: 'The Department of Child Protection Services (statewide intake 1-800-222-8000)',
    }),
    elderAbuseReporting: report({
      source: 'eversafe.com reporting chart quoting Miss. Code Ann. § 43-47-7(1)(a); HB 798 (2022) and SB 2652 (2023) titles amending § 43-47-7',
      citation: 'Miss. Code Ann. § 43-47-7',
      summary: 'Any person who knows or suspects that a vulnerable person (impaired by disability or the infirmities of aging, or a resident of a care facility) has been or is being abused, neglected or exploited must report it immediately.',
      who: 'Any person, expressly including attorneys, physicians, medical examiners and other listed professionals (universal reporting)',
      when: 'Immediately',
      to: 'The Mississippi Department of Human Services or the county department of human services where the vulnerable person is located',
    }),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
  NC: {
    code: 'NC',
    dutyToProtect: {
      ...sourced(
        'UNC School of Government summary of G.S. 122C-52 to 122C-56 (sog.unc.edu); healthinfolaw.org (GWU), N.C. Gen. Stat. §§ 122C-52 to 122C-56, quoting the imminent-danger exception',
        true,
        'The permissive exception was read in two compilations that quote it and cite the article as a whole; the subsection letter (d) comes from the registry. JAAPL (2014) read North Carolina case law as mandatory; no statute requiring a warning was found.',
      ),
      status: 'permissive',
      citations: ['N.C.G.S. § 122C-55(d)'],
      summary:
        'A responsible professional may disclose when there is an imminent danger to the client’s or another person’s health or safety, or a likely felony or violent misdemeanor; no statute requires a warning.',
      discharge: [],
      classifications: classify('MC', 'P'),
      coversSelfHarm: true,
    },
    childAbuseReporting: report({
      source: 'N.C.G.S. § 7B-301 and § 14-318.6 as quoted by Craven County and the Child Advocacy Centers of North Carolina',
      citation: 'N.C.G.S. § 7B-301',
      summary: 'Any person or institution with cause to suspect that a juvenile is abused, neglected or dependent, or died from maltreatment, must report; separately, any adult who knows or should know a juvenile is the victim of a violent or sexual offense must report to law enforcement (§ 14-318.6).',
      who: 'Every person or institution (universal reporting)',
      when: 'Section 7B-301 as quoted sets no deadline; the § 14-318.6 report to law enforcement must be immediate',
      to: 'The director of the department of social services in the county where the juvenile lives or is found; violent or sexual offenses also to local law enforcement',
    }),
    elderAbuseReporting: report({
      source: 'Carteret County and Cabarrus County (N.C.) social services pages quoting N.C.G.S. § 108A-102; N.C.G.S. Article 6, Chapter 108A (ncga.state.nc.us, definitions); 10A NCAC 71A .0201',
      citation: 'N.C.G.S. § 108A-102',
      summary: 'Any person with reasonable cause to believe that a disabled adult (18 or older, or an emancipated minor, who is physically or mentally incapacitated) is in need of protective services because of abuse, neglect or exploitation must report it; reporters acting in good faith are immune.',
      who: 'Any person (universal reporting)',
      when: 'No timeframe appears in the passages read; county departments must take reports 24 hours a day (10A NCAC 71A .0201)',
      to: 'The director of the county department of social services where the adult resides or is present (after hours, through 911 or the sheriff as the county directs)',
      note: 'The statute’s own text was read only as quoted by county social services departments.',
    }),
    minorConsent: {
      ...sourced(
        'N.C.G.S. § 90-21.5 (ncleg.net, current text)',
        true,
        'The statute names physicians only; whether psychologists, counselors or social workers may rely on it was not confirmed, so non-physician therapists should assume a parent’s consent is needed.',
      ),
      age: null,
      citation: 'N.C.G.S. § 90-21.5(a)',
      conditions:
        'Any minor may consent to a licensed physician’s services for the prevention, diagnosis and treatment of emotional disturbance; this does not extend to admission to a 24-hour facility except an emergency admission under § 122C-223.',
    },
    licensingBoards: {},
  },
  OK: {
    code: 'OK',
    dutyToProtect: {
      ...sourced(
        `${REGISTRY_2026}; ${JAAPL_2014}; 59 O.S. § 1376 (self-law.org and ok.elaws.us copies)`,
        false,
        `${SECONDARY_DTP_NOTE} ${UNCLEAR_CASE_LAW} In § 1376 the sentence after the threat-to-others condition (what a psychologist must or may then do) was cut off in the copies read, so whether it imposes a duty on psychologists is unconfirmed.`,
      ),
      status: 'none-or-unclear',
      citations: ['43A O.S. § 1-109', '59 O.S. § 1376', 'Wofford v. Eastern State Hospital, 1990 OK 77, 795 P.2d 516'],
      summary:
        'The mental health statute allows disclosure without authorization when not disclosing presents a serious threat; the supreme court’s Wofford decision recognised a duty of care in releasing a dangerous patient, not a general duty to warn. For psychologists, 59 O.S. § 1376 lets them disclose when a patient communicates an explicit threat to kill or seriously injure a reasonably identified person, and requires them to seek commitment of a patient who is a clear and present danger to self and refuses treatment.',
      discharge: [],
      classifications: classify('MS', 'C'),
      leadingCase: 'Wofford v. Eastern State Hospital, 1990 OK 77, 795 P.2d 516',
    },
    childAbuseReporting: report({
      source: '10A O.S. § 1-2-101 (oscn.net, as amended 2025); churchlawandtax.com Oklahoma summary; Okla. Admin. Code 317:30-5-1026',
      citation: '10A O.S. § 1-2-101',
      summary: 'Every person with reason to believe a child under 18 is a victim of abuse or neglect must report; no privilege or contract excuses the report.',
      who: 'Every person (universal reporting)',
      when: 'Immediately (failing to report abuse known for six months or more is a felony)',
      to: 'The Department of Human Services statewide child abuse hotline (1-800-522-3511)',
    }),
    elderAbuseReporting: report({
      source: '43A O.S. § 10-104 (casetext, current through Laws 2024, c. 453)',
      citation: '43A O.S. § 10-104',
      summary: 'Any person with reasonable cause to believe a vulnerable adult is suffering abuse, neglect or exploitation must report.',
      who: 'Every person (universal reporting), expressly including physicians and other medical professionals, social workers and mental health professionals, law enforcement, domestic violence program staff and long-term care staff',
      when: 'As soon as the person is aware of the situation',
      to: 'The Department of Human Services (county office, or the hotline after hours), the district attorney’s office, or the local police or sheriff',
    }),
    minorConsent: {
      ...sourced(
        '25 Okla. Stat. § 2005 (Parents’ Bill of Rights; official Oklahoma Statutes on govt.westlaw.com, effective 1 July 2019); 63 Okla. Stat. § 2602 (law.justia.com, 2019 code); 43A Okla. Stat. § 9-101 (law.justia.com, 2019 code)',
        true,
        'The 2024 secondary list gives 16, probably from inpatient admission rules under the Inpatient Mental Health and Substance Abuse Treatment of Minors Act (43A Okla. Stat. § 5-501 and following), which were not read.',
      ),
      age: null,
      citation: '25 Okla. Stat. § 2005; 63 Okla. Stat. § 2602',
      conditions:
        'No general age for mental health care: except as otherwise provided by law or court order, no one may assess or provide mental health therapy to a minor without a parent’s or legal guardian’s written consent (violation is a misdemeanor), unless an emergency requires it to prevent serious injury or save the minor’s life. A minor may consent alone if married, a parent or emancipated, or living apart from and not supported by parents, and may consent to services for pregnancy, reportable communicable disease, or drug, substance or alcohol abuse (those conditions only) (63 Okla. Stat. § 2602).',
    },
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
      coversSelfHarm: true,
      leadingCase: 'Bishop v. South Carolina Department of Mental Health, 331 S.C. 79, 502 S.E.2d 78 (1998)',
    },
    childAbuseReporting: report({
      source: 'S.C. Code Ann. § 63-7-310 (legalfix.com, 2019 text); CHILD USA and Mandated Reporter Academy, South Carolina',
      citation: 'S.C. Code Ann. § 63-7-310',
      summary: 'Listed professionals who, in their professional capacity, receive information giving reason to believe a child has been or may be abused or neglected must report; telling a supervisor does not satisfy the duty.',
      who: 'Mental health and allied health professionals, counselors including school counselors, social workers, substance abuse treatment staff, clergy and paid religious counselors, health professionals, teachers and principals, law enforcement and others listed',
      when: 'Orally by telephone or otherwise; the current deadline was not confirmed',
      to: 'The county Department of Social Services or a law enforcement agency where the child lives or is found (law enforcement when the suspected abuser is not a parent or caregiver)',
      note: 'A 24-hour deadline was proposed in 2013 (H. 3371); whether the current text sets one was not confirmed.',
    }),
    elderAbuseReporting: report({
      source: 'S.C. Code Ann. § 43-35-25 (instalawyer.io copy of the statute)',
      citation: 'S.C. Code Ann. § 43-35-25',
      summary: 'Listed professionals with reason to believe a vulnerable adult has been or is likely to be abused, neglected or exploited must report, as must anyone with actual knowledge of such abuse; the duty is personal.',
      who: 'Mental health and allied health professionals, counselors, psychologists, social workers, health professionals, teachers, caregivers and facility staff, and law enforcement; any other person with actual knowledge',
      when: 'Within 24 hours or the next working day, orally or in writing',
      to: 'For state mental health or disability facilities, SLED’s Vulnerable Adults Investigations Unit; for other facilities, the Long Term Care Ombudsman; otherwise Adult Protective Services (Department of Social Services)',
      note: 'The community (non-facility) recipient was cut off in the text read.',
    }),
    minorConsent: {
      ...sourced(
        'S.C. Code § 63-5-340 as reproduced in H.3638 (scstatehouse.gov, 2025–26 session); § 63-5-350 (lawserver.com)',
        true,
        '2025 bills (H.3638, S.242) would require parental consent before most health care for minors; whether either passed was not checked.',
      ),
      age: 16,
      citation: 'S.C. Code Ann. § 63-5-340',
      conditions:
        'A minor 16 or older may consent to any health services from a person authorized by law to provide them, other than an operation (which must be essential to life or health). Health services of any kind may also be given to a minor of any age without a parent’s consent when the provider judges them necessary (§ 63-5-350).',
    },
    licensingBoards: {},
  },
  TN: {
    code: 'TN',
    dutyToProtect: {
      ...sourced(
        'Tenn. Code Ann. § 33-3-206 (casetext, current through Acts 2023–2024, ch. 1069); Tenn. Code Ann. §§ 33-3-209 and 33-3-210 (instalawyer and law.justia, 2021 Tennessee Code); Tenn. Code Ann. § 52-3-207 (added by 2024 Tenn. Acts ch. 688)',
        true,
        'The current § 33-3-206 names qualified mental health professionals and behavior analysts only; 2023–24 bill summaries describing an extension to physicians, nurse practitioners and physician assistants were not matched in that text. § 33-3-210 was read in the 2021 code; § 52-3-207 (2024) sets the same immediate law-enforcement report for persons supported in the disability and aging system.',
      ),
      status: 'mandatory',
      citations: ['Tenn. Code Ann. § 33-3-206', 'Tenn. Code Ann. § 33-3-209', 'Tenn. Code Ann. § 33-3-210'],
      summary:
        'If, and only if, a service recipient communicates to a qualified mental health professional or behavior analyst an intent for an actual threat of bodily harm against a clearly identified victim, or against a group of people (such as students at a day care or school, people at a place of worship, or the recipient’s family), and the professional determines or reasonably should determine that the recipient has the apparent ability and is likely to carry it out unless prevented, the professional must both take reasonable care to warn or protect and report the threat. Separately, § 33-3-210 requires an immediate report to local law enforcement of an actual threat of serious bodily harm or death against a reasonably identifiable victim.',
      discharge: [
        'Take reasonable care to warn of, or take precautions to protect, the identified victim or group (required together with the report below)',
        'Report the threat to the local law enforcement agency for the recipient’s municipality or county of residence, or, if the threat is general and not imminent or clearly identified, to 988 or the local crisis response service',
        'Inpatient hospitalization of the recipient discharges the duty to warn',
        'Under § 33-3-210, report immediately to local law enforcement: the recipient’s name and aliases, the professional’s name and treating facility, date of birth, race and sex, and social security number if available',
      ],
      coversSelfHarm: false,
      classifications: classify('MS', 'M'),
    },
    childAbuseReporting: report({
      source: `${CWIG}: Mandatory Reporting of Child Abuse and Neglect – Tennessee; Tenn. Code Ann. § 37-1-403(a)(1) as quoted in a school compliance form; Our Kids Center (§ 37-1-605)`,
      citation: 'Tenn. Code Ann. § 37-1-403',
      summary: 'Any person who knows of, or is called on to help, a child whose injury or condition reasonably appears to result from brutality, abuse or neglect must report; suspected child sexual abuse must also be reported under § 37-1-605.',
      who: 'Every person (universal reporting); health and mental health professionals, social workers, school staff, child care workers, judges, law enforcement and neighbours, relatives and friends are named',
      when: 'Immediately',
      to: 'The Department of Children’s Services (Child Abuse Hotline 1-877-237-0004, or online), the juvenile court judge, the county sheriff or the municipal chief law enforcement officer',
    }),
    elderAbuseReporting: report({
      source: 'Tenn. Code Ann. § 71-6-103 (casetext, current through Acts 2023–2024); RAINN state law database, Mandatory Reporting: The Elderly – Tennessee (April 2023)',
      citation: 'Tenn. Code Ann. § 71-6-103',
      summary: 'Any person with reasonable cause to suspect that an adult (18 or older who cannot protect themselves because of dysfunction or advanced age) has suffered abuse, neglect or exploitation must report.',
      who: 'Every person (universal reporting), including physicians, nurses, social workers, care facility employees and caretakers',
      when: 'Not stated in the text read',
      to: 'The Department of Human Services, Adult Protective Services (1-888-APS-TENN or online); sexual offenses in licensed mental health facilities or hospitals also to local law enforcement',
    }),
    minorConsent: {
      ...sourced(
        'Tenn. Code Ann. § 33-8-202 (law.justia.com, 2024 code; casetext, current through Acts 2023–24, ch. 1069)',
        true,
        'A further rule on a minor’s disclosure of suicidal ideation in subsection (c)(3) was not fully read.',
      ),
      age: 16,
      citation: 'Tenn. Code Ann. § 33-8-202',
      conditions:
        'A child 16 or older with a serious emotional disturbance or mental illness has an adult’s rights over outpatient and inpatient mental health treatment, medication decisions and confidential information, and an outpatient professional may treat without a parent’s consent. Parents may still see prescription records, except where abuse has been reported and access would endanger the child.',
    },
    licensingBoards: {},
  },
  TX: {
    code: 'TX',
    dutyToProtect: {
      ...sourced(
        'Tex. Health & Safety Code §§ 611.002(b-1), 611.004(a)(2) (texas.public.law, from statutes.capitol.texas.gov, accessed Apr 2024)',
        true,
        'The copy read lists “medical or law enforcement personnel”; a continuing-education reprint lists “medical, mental health, or law enforcement personnel”, so the wording may have been amended since. Subsection (b-1) was added by H.B. 549 (2021). Physicians have a parallel exception in Tex. Occ. Code § 159.004(a)(2).',
      ),
      status: 'permissive',
      citations: ['Tex. Health & Safety Code § 611.004(a)(2)', 'Tex. Health & Safety Code § 611.002(b-1)'],
      summary:
        'A professional may disclose to medical, mental health or law enforcement personnel when there is a probability of imminent physical injury by the patient to self or others; the statute says no exception creates a duty to disclose, and the state supreme court rejected a common-law duty to warn.',
      discharge: [],
      classifications: classify('P', 'P'),
      coversSelfHarm: true,
      leadingCase: 'Thapar v. Zezulka, 994 S.W.2d 635 (Tex. 1999)',
    },
    childAbuseReporting: report({
      source: 'Tex. Fam. Code § 261.101 (text reproduced on vdocuments.us)',
      citation: 'Tex. Fam. Code § 261.101',
      summary: 'Any person with cause to believe a child’s physical or mental health or welfare has been harmed by abuse or neglect must report; licensed professionals in contact with children may not delegate the report, and privilege is no excuse.',
      who: 'Every person (universal reporting); licensed or certified professionals with direct contact with children (including counselors, social workers and psychologists) have a 48-hour personal duty',
      when: 'Immediately for any person; a professional no later than 48 hours after first suspecting abuse or neglect',
      to: 'The Department of Family and Protective Services (Texas Abuse Hotline) or a law enforcement agency, as set by § 261.103',
      note: 'Section 261.103 (where reports go) was not read; the recipients are recalled.',
    }),
    elderAbuseReporting: report({
      source: 'Tex. Hum. Res. Code § 48.051 (texas.public.law; casetext, current to Nov 2023); Texas Young Lawyers Association guide',
      citation: 'Tex. Hum. Res. Code § 48.051',
      summary: 'A person with cause to believe that an elderly person (65 or older), a person with a disability, or a client of certain providers is being abused, neglected or exploited must report; the duty applies without exception to mental health professionals, clergy, attorneys and others whose communications are otherwise confidential.',
      who: 'Every person (universal reporting), including mental health professionals, social workers, medical practitioners, clergy and attorneys',
      when: 'Immediately',
      to: 'The Department of Family and Protective Services (Adult Protective Services); abuse in a state-licensed facility goes to the agency that licenses or operates it',
    }),
    minorConsent: {
      ...sourced(
        'Tex. Fam. Code § 32.004 (legalfix.com copy, as amended 1995)',
        true,
      ),
      age: null,
      citation: 'Tex. Fam. Code § 32.004',
      conditions:
        'No general rule. A child may consent to counseling for suicide prevention, chemical addiction or dependency, or sexual, physical or emotional abuse; a licensed or certified physician, psychologist, counselor or social worker may then counsel without a parent’s consent, may tell the parents with or without the child’s consent, may rely on the child’s written statement of the grounds, and may not counsel if a court order forbids it.',
    },
    licensingBoards: {},
  },
  VA: {
    code: 'VA',
    dutyToProtect: {
      ...sourced(
        'Va. Code § 54.1-2400.1 (statutes.laws.com copy); University of Virginia IRB guide summarising the statutory discharge options',
        true,
        'The copy read is older than the current code; later additions (peer recovery specialists, the child-abuse threat clause) come from the 2026 registry.',
      ),
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
      coversSelfHarm: false,
    },
    childAbuseReporting: report({
      source: 'Va. Code § 63.2-1509 (LIS text via slideshare, 2013); churchlawandtax.com Virginia summary; Mandated Reporter Academy, Virginia',
      citation: 'Va. Code § 63.2-1509',
      summary: 'Listed persons who, in their professional or official capacity, have reason to suspect a child is abused or neglected must report, unless they know the same matter has already been reported.',
      who: 'Mental health professionals, social workers, persons licensed in the healing arts, nurses, teachers and school staff, child care providers, clergy, law enforcement, adults employed by organisations responsible for children, and others listed',
      when: 'Immediately, and no later than 24 hours after having reason to suspect',
      to: 'The local department of social services where the child lives or the abuse occurred, or the state child abuse and neglect hotline (1-800-552-7096)',
    }),
    elderAbuseReporting: report({
      source: 'Va. Code § 63.2-1606 (lawserver.com; laws9.com); RAINN state law database, Mandatory Reporting: The Elderly – Virginia (April 2023)',
      citation: 'Va. Code § 63.2-1606',
      summary: 'Listed persons acting professionally who have reason to suspect abuse, neglect or exploitation of an adult (60 or older, or 18 or older and incapacitated) must report.',
      who: 'Anyone licensed by a health regulatory board (including counselors, social workers, psychologists and marriage and family therapists), mental health services providers under § 54.1-2400.1, agency and facility staff working with adults, paid caregivers, guardians, law enforcement and behavior analysts',
      when: 'Immediately on determining there is reason to suspect',
      to: 'The local department of social services where the adult lives or the abuse occurred, or the Adult Protective Services hotline (1-888-832-3858)',
    }),
    minorConsent: {
      ...sourced(
        'Va. Code § 54.1-2969(E) as quoted by the Center for Ethical Practice (centerforethicalpractice.org); Va. Code § 16.1-336 (law.justia.com, 2006 code)',
        true,
        'No minimum age applies, so age is left empty: this does not mean a parent must consent to outpatient care.',
      ),
      age: null,
      citation: 'Va. Code § 54.1-2969(E)(4)',
      conditions:
        'A minor of any age is deemed an adult for consenting to services needed for outpatient care, treatment or rehabilitation for mental illness or emotional disturbance (and for substance abuse, (E)(3)), and may see those records. Inpatient admission is different: from 14 it needs the consent of both the minor and a parent (§ 16.1-336 et seq.).',
    },
    licensingBoards: {},
  },
  WV: {
    code: 'WV',
    dutyToProtect: {
      ...sourced(
        'healthinfolaw.org (GWU), W. Va. Code §§ 27-3-1, 27-3-2 (current as of June 2015), quoting the danger exception; W. Va. Code § 30-30-24 (social workers, lexace.ai copy)',
        true,
        'The exception was read in a compilation that quotes it; the subsection number (b)(5) comes from the registry. Social workers may also disclose an intended crime or harmful act when needed to protect someone from a clear, imminent risk of serious harm (§ 30-30-24).',
      ),
      status: 'permissive',
      citations: ['W. Va. Code § 27-3-1(b)(5)'],
      summary:
        'Confidential information may be disclosed to protect against a clear and substantial danger of imminent injury by a patient to self or others; the statute is an exception to confidentiality, not a command to warn.',
      discharge: [],
      classifications: classify('P', 'P'),
      coversSelfHarm: true,
    },
    childAbuseReporting: report({
      source: 'West Virginia DHHR, Centralized Intake for Abuse and Neglect (dhhr.wv.gov, citing W. Va. Code § 49-2-803); W. Va. Code § 49-2-809 (codes.findlaw.com, current to Jan 2024)',
      citation: 'W. Va. Code § 49-2-803',
      summary: 'Listed adults with reasonable cause to suspect that a child is abused or neglected, or who see a child in conditions likely to lead to it, must report; any adult who learns of sexual abuse or assault of a child from a credible source must report.',
      who: 'Medical, dental and mental health professionals, social service workers, school personnel, child care workers, clergy, law enforcement, judges and others listed',
      when: 'Immediately and no more than 24 hours after suspecting; serious physical or sexual abuse also immediately to the State Police and the local law enforcement agency',
      to: 'The Department’s Centralized Intake for Abuse and Neglect (24-hour line or web report)',
    }),
    elderAbuseReporting: report({
      source: 'West Virginia DHHR, Report Adult Abuse and Neglect (wvdhhr.org) and Centralized Intake page (dhhr.wv.gov)',
      citation: 'W. Va. Code § 9-6-9',
      summary: 'Listed mandatory reporters who know of or believe that an incapacitated adult or facility resident is being abused or neglected, or is in an emergency situation, must report.',
      who: 'Groups named in statute, including medical and mental health professionals and social service workers (the full list was cut off in the source)',
      when: 'Immediately by telephone; the written APS mandatory reporting form within 48 hours',
      to: 'The local office of the Department (Adult Protective Services) or its 24-hour hotline; law enforcement and the prosecutor as well in cases of serious injury or death',
      note: 'The agency pages do not print the section number; W. Va. Code § 9-6-9 was not read directly.',
    }),
    minorConsent: secondaryMinorConsent(null, '', NO_GENERAL_RULE),
    licensingBoards: {},
  },
} satisfies Partial<Record<JurisdictionCode, StateLaw>>;
