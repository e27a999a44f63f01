/**
 * Medical aid-in-dying law: the jurisdictions where a terminally ill, capable adult may lawfully
 * obtain medication to end their life, by statute or (Montana) by court ruling. A request made
 * under one of these laws is an end-of-life question, not a suicide risk, so the engine needs to
 * know where they exist. The list was checked on the date in each entry; a law enacted or struck
 * down after that date is not reflected.
 */
import type { JurisdictionCode } from '../../../shared/domain/jurisdictions';
import type { AidInDyingLaw } from '../types';
import { RECHECKED, sourced } from './build';

/** The chart used to cross-check which jurisdictions have a law and when each took effect. */
const CC_CHART = 'Compassion & Choices, States or territories where medical aid in dying is authorized (compassionandchoices.org)';

const TERMINAL_ADULT =
  'An adult (18 or older) who has a terminal illness expected, in reasonable medical judgment, to cause death within six months, has the capacity to make the decision, asks voluntarily and can take the medication themself';

type AidInDyingInput = Omit<AidInDyingLaw, 'source' | 'lastChecked' | 'verified' | 'note'> & {
  source: string;
  verified: boolean;
  note?: string;
};

function law(input: AidInDyingInput): AidInDyingLaw {
  const { source, verified, note, ...rest } = input;
  return { ...sourced(source, verified, note, RECHECKED), ...rest };
}

export const AID_IN_DYING_LAWS: Partial<Record<JurisdictionCode, AidInDyingLaw>> = {
  OR: law({
    code: 'OR',
    basis: 'statute',
    name: 'Oregon Death with Dignity Act',
    citation: 'ORS 127.800–127.897',
    inForceFrom: '1997-10-27',
    eligibility: `${TERMINAL_ADULT}.`,
    mentalHealthRole:
      'If the attending or consulting physician thinks the patient may have a psychiatric or psychological disorder or depression impairing judgment, the patient is referred for counseling with a state-licensed psychiatrist or psychologist, and no prescription is written until the counselor finds no such impairment.',
    notSuicideClause: 'ORS 127.880',
    source: `ORS 127.800 and 127.880 (oregon.public.law; oregonlaws.org; instalawyer.io 2021 ORS); ${CC_CHART}`,
    verified: true,
    note: 'The counseling-referral section (ORS 127.825) was not read, only the definition of counseling in ORS 127.800(5); the 2023 removal of the residency requirement was seen only in secondary material.',
  }),
  WA: law({
    code: 'WA',
    basis: 'statute',
    name: 'Washington Death with Dignity Act',
    citation: 'RCW 70.245',
    inForceFrom: '2009-03-05',
    eligibility: `${TERMINAL_ADULT}, and is a Washington resident.`,
    mentalHealthRole:
      'If either provider thinks the patient may have a psychiatric or psychological disorder or depression impairing judgment, the patient is referred for counseling (RCW 70.245.060), and no medication is prescribed until the counselor finds no such impairment.',
    notSuicideClause: 'RCW 70.245.180(1)',
    source: `RCW 70.245.180 (apps.leg.wa.gov); Initiative Measure No. 1000 (2008); ${CC_CHART}`,
    verified: true,
    note: 'The wording of RCW 70.245.060 was read only in summaries; the 2023 amendments (shorter waiting period, more kinds of prescriber) were seen only in secondary material.',
  }),
  MT: law({
    code: 'MT',
    basis: 'court-ruling',
    name: 'Baxter v. State',
    citation: '2009 MT 449, 354 Mont. 234, 224 P.3d 1211',
    inForceFrom: '2009-12-31',
    eligibility:
      'There is no statute. The Montana Supreme Court held that a mentally competent, terminally ill patient’s consent can be a defence for a physician charged with homicide for prescribing medication the patient takes themself (the consent statute, MCA § 45-2-211), because such aid is not against public policy.',
    mentalHealthRole: 'No statute sets a procedure; capacity is judged under ordinary professional standards.',
    source: 'Baxter v. State, No. DA 09-0051, 2009 MT 449 (decided 31 Dec 2009), opinion at casetext.com and case-law.vlex.com',
    verified: true,
    note: 'The ruling gives the physician a defence, not immunity, and sets no safeguards; later bills to codify or reverse it were not checked.',
  }),
  VT: law({
    code: 'VT',
    basis: 'statute',
    name: 'Patient Choice and Control at End of Life Act (Act 39 of 2013)',
    citation: '18 V.S.A. ch. 113, §§ 5281–5293',
    inForceFrom: '2013-05-20',
    eligibility: `${TERMINAL_ADULT}.`,
    mentalHealthRole:
      'The physicians must find the patient capable and free of impaired judgment; where that is in doubt, the patient is referred for a psychiatric or psychological evaluation before any prescription.',
    source: `18 V.S.A. ch. 113 (legislature.vermont.gov, Vermont Statutes Online); ${CC_CHART}`,
    verified: true,
    note: 'The referral wording, a not-suicide clause and the 2023 removal of the residency requirement were seen only in secondary summaries.',
  }),
  CA: law({
    code: 'CA',
    basis: 'statute',
    name: 'End of Life Option Act',
    citation: 'Cal. Health & Safety Code §§ 443–443.22',
    inForceFrom: '2016-06-09',
    eligibility: `${TERMINAL_ADULT}, and is a California resident. The Act is set to be repealed on 1 Jan 2031 (§ 443.215).`,
    mentalHealthRole:
      'If there are indications of a mental disorder, the attending physician refers the patient to a mental health specialist (a psychiatrist or licensed psychologist), and no drug is prescribed until the specialist finds the patient has capacity and no impaired judgment from a mental disorder.',
    source: `Cal. Health & Safety Code, Part 1.85 (leginfo.legislature.ca.gov, §§ 443–443.1); AB 15 (2015–16 2nd Ex. Sess.); ${CC_CHART}`,
    verified: true,
    note: 'Only §§ 443 and 443.1 were read in the code; the referral rule (§ 443.5) and the not-suicide clause were read in summaries.',
  }),
  CO: law({
    code: 'CO',
    basis: 'statute',
    name: 'Colorado End-of-Life Options Act',
    citation: 'C.R.S. §§ 25-48-101 to 25-48-123',
    inForceFrom: '2016-12-16',
    eligibility: `${TERMINAL_ADULT}, and is a Colorado resident.`,
    mentalHealthRole:
      'If the attending physician doubts the patient’s mental capacity, the patient is referred to a licensed mental health professional, and no prescription is written until that professional finds the patient capable.',
    source: `C.R.S. §§ 25-48-101 to -103 (colorado.public.law; 2022 Colorado Code at law.uslawyerdatabase.com); Proposition 106 (2016); ${CC_CHART}`,
    verified: true,
    note: 'The referral section and the not-suicide clause were read only in bill summaries; 2024 amendments (SB 24-068, e.g. advanced practice nurses as prescribers) were seen, not read in full.',
  }),
  DC: law({
    code: 'DC',
    basis: 'statute',
    name: 'Death with Dignity Act of 2016',
    citation: 'D.C. Code §§ 7-661.01–7-661.16',
    inForceFrom: '2017-02-18',
    eligibility: `${TERMINAL_ADULT}, and is a District resident.`,
    mentalHealthRole:
      'A patient thought to have a psychiatric or psychological disorder or depression impairing judgment is referred for counseling with a District-licensed psychiatrist or psychologist before any prescription.',
    notSuicideClause: 'D.C. Code § 7-661.15',
    source: `D.C. Law 21-182 and D.C. Code ch. 6B, § 7-661.01 (code.dccouncil.gov); ${CC_CHART}`,
    verified: true,
    note: 'The not-suicide section number (§ 7-661.15) was seen in a secondary summary (nolo.com), not in the code.',
  }),
  HI: law({
    code: 'HI',
    basis: 'statute',
    name: 'Our Care, Our Choice Act',
    citation: 'HRS ch. 327L',
    inForceFrom: '2019-01-01',
    eligibility: `${TERMINAL_ADULT}, and is a Hawaii resident.`,
    mentalHealthRole:
      'Every patient is referred for counseling (HRS § 327L-6) with a psychiatrist, psychologist, clinical social worker, psychiatric advanced practice nurse or marriage and family therapist, and no prescription is written until the counselor finds the patient capable and not suffering from untreated depression or another condition impairing the decision.',
    source: `HRS §§ 327L-1 and 327L-6 (lawserver.com copy); Act 2 of 2018 (HB 2739); ${CC_CHART}`,
    verified: true,
    note: 'A not-suicide clause was not read.',
  }),
  NJ: law({
    code: 'NJ',
    basis: 'statute',
    name: 'Medical Aid in Dying for the Terminally Ill Act',
    citation: 'N.J.S.A. 26:16-1 to 26:16-20',
    inForceFrom: '2019-08-01',
    eligibility: `${TERMINAL_ADULT}, and is a New Jersey resident.`,
    mentalHealthRole:
      'If the attending physician thinks the patient may lack capacity because of a mental disorder, the patient is referred to a mental health professional, and no prescription is written until that professional finds the patient capable.',
    source: `P.L.2019, c.59 (pub.njleg.gov); N.J.S.A. 26:16-3 (legalfix.com copy); Appellate Division opinion dismissing a challenge to the Act (njcourts.gov); ${CC_CHART}`,
    verified: true,
    note: 'The referral section and the statement that acting under the Act is not suicide were read only in summaries.',
  }),
  ME: law({
    code: 'ME',
    basis: 'statute',
    name: 'Maine Death with Dignity Act',
    citation: '22 M.R.S. § 2140',
    inForceFrom: '2019-09-19',
    eligibility: `${TERMINAL_ADULT}, and is a Maine resident.`,
    mentalHealthRole:
      'Both physicians assess the patient for depression or another condition impairing judgment; if they think one exists, the patient is evaluated by a state-licensed psychiatrist, psychologist, licensed clinical social worker or clinical professional counselor, and no prescription is written until that counselor finds no impairment.',
    notSuicideClause: '22 M.R.S. § 2140(20)',
    source: `Maine Death with Dignity Act summary (mainedeathwithdignity.org); nolo.com, Maine’s Death With Dignity Act; ${CC_CHART}`,
    verified: false,
    note: 'Citation, provisions and the not-suicide subsection were seen only in secondary summaries, not in the Maine Revised Statutes.',
  }),
  NM: law({
    code: 'NM',
    basis: 'statute',
    name: 'Elizabeth Whitefield End-of-Life Options Act',
    citation: 'NMSA 1978, §§ 24-7C-1 to 24-7C-8',
    inForceFrom: '2021-06-18',
    eligibility: `${TERMINAL_ADULT}, and is a New Mexico resident.`,
    mentalHealthRole:
      'A patient with a recent history of, or a current, mental health disorder or intellectual disability that could impair end-of-life judgment must be evaluated by a mental health professional (psychiatrist, psychologist, master social worker, psychiatric nurse practitioner or professional clinical mental health counselor), who must find capacity before the patient qualifies (§ 24-7C-4).',
    source: 'NMSA 1978, §§ 24-7C-1, -2 and -4 with annotations (instalawyer.io; law.uslawyerdatabase.com); New Mexico Department of Health, Medical aid in dying (nmhealth.org)',
    verified: true,
    note: 'A not-suicide clause was not read.',
  }),
  DE: law({
    code: 'DE',
    basis: 'statute',
    name: 'Ron Silverio/Heather Block End-of-Life Options Act',
    citation: 'Del. HB 140 (153rd General Assembly, 2025), 16 Del. C.',
    inForceFrom: '2026-01-01',
    eligibility: `${TERMINAL_ADULT}, and is a Delaware resident; age, disability or a mental health condition alone never qualifies.`,
    mentalHealthRole:
      'The patient must be evaluated by a psychiatrist or psychologist if the attending or consulting provider has concerns about the patient’s capacity, and no prescription is written until capacity is confirmed.',
    source: 'Delaware General Assembly, HB 140 bill detail and synopsis (legis.delaware.gov); Governor Meyer’s signing on 20 May 2025 as reported by Compassion & Choices and WBOC',
    verified: false,
    note: 'The enacted text was not read: the Title 16 chapter and section numbers, the not-suicide statement and the mental-health referral wording come from the synopsis and news reports. The law took effect on 1 Jan 2026 or, if earlier, when final regulations were adopted.',
  }),
  IL: law({
    code: 'IL',
    basis: 'statute',
    name: 'End-of-Life Options for Terminally Ill Patients Act (Deb’s Law)',
    citation: 'Ill. Public Act 104-0441',
    inForceFrom: '2026-09-12',
    eligibility: `${TERMINAL_ADULT}, and is an Illinois resident.`,
    mentalHealthRole:
      'The Act provides for referring a patient for a determination of mental capacity before aid-in-dying medication can be prescribed.',
    source: 'Public Act 104-0441 (SB 1950), my.ilga.gov; Office of the Governor, Governor Pritzker signs bill expanding end-of-life options (12 Dec 2025)',
    verified: true,
    note: 'Only the opening of the Act and its synopsis were read: the ILCS codification, the referral section and any not-suicide clause were not. The in-force date is computed as nine months after signing (the Governor’s release says September 2026).',
  }),
  NY: law({
    code: 'NY',
    basis: 'statute',
    name: 'Medical Aid in Dying Act',
    citation: 'N.Y. Pub. Health Law §§ 2899-d–2899-s',
    inForceFrom: '2026-08-05',
    eligibility: `${TERMINAL_ADULT}, and is a New York resident; the first physician evaluation is in person.`,
    mentalHealthRole:
      'Every patient must have a mental health evaluation by a psychiatrist or psychologist before medication is prescribed (§ 2899-i, as strengthened by the 2026 chapter amendment).',
    source: 'N.Y. Assembly bill A136 of 2025 (nyassembly.gov: adds Pub. Health Law art. 28-F, §§ 2899-d–2899-s); chapter amendment S8835 of 2026 (nysenate.gov); Governor Hochul’s signing announcement of 6 Feb 2026 as reported',
    verified: true,
    note: 'The in-force date (six months after signing) is from a law-firm summary; the chapter amendment was read only in part, and a not-suicide clause was not read.',
  }),
};
