import { describe, expect, it } from 'vitest';
import { mergeCandidates } from './merge';
import { recognizeNames } from './names';

const found = (text: string) => mergeCandidates(recognizeNames(text)).map((c) => text.slice(c.start, c.end));
const roles = (text: string) => mergeCandidates(recognizeNames(text)).map((c) => [text.slice(c.start, c.end), c.nameRole]);

describe('recognizeNames: evidence for a name', () => {
  it.each([
    ['I met with Dr. Okonkwo yesterday', ['Okonkwo']],
    ['Mrs. Hill and Mr. King arrived', ['Hill', 'King']],
    ['Ms. Jordan called', ['Jordan']],
    ['Dr. Beck reviewed the case', ['Beck']],
    ['Judge Alvarez signed the order', ['Alvarez']],
    ['a girl named Tessaly attends', ['Tessaly']],
    ['the boy is called Zeke at school', ['Zeke']],
    ['my client Keisha disclosed', ['Keisha']],
    ['My client, Anjali, disclosed', ['Anjali']],
    ['Client: Dorotea', ['Dorotea']],
    ['his ex-wife Sarah moved out', ['Sarah']],
    ['her son Will is 12', ['Will']],
    ['her daughter, Grace, is 15', ['Grace']],
    ["I called Keisha's mother", ['Keisha']],
    ['Sarah Whitfield came in', ['Sarah Whitfield']],
    ['Then Marcus left', ['Marcus']],
    ['Marcus left early', ['Marcus']],
    ['Grace Kim is a client', ['Grace Kim']],
    ['we saw Ngozi Okafor twice', ['Ngozi Okafor']],
    ['John Q. Adams signed', ['John Q. Adams']],
    ['Maria de la Cruz phoned', ['Maria de la Cruz']],
    ["Sean O'Brien-Walsh phoned", ["Sean O'Brien-Walsh"]],
    ['Client (Thaddeus "Tad" Kowalczyk, DOB 2/2/1958)', ['Thaddeus "Tad" Kowalczyk']],
    ['The boy, Jaylen, 14, said', ['Jaylen']],
    ['she is dating Oleksandr again', ['Oleksandr']],
    ['Fax it attention Bethany Cole today', ['Bethany Cole']],
    ['Send it to Tessaly Brandt, LCSW, today', ['Tessaly Brandt']],
    ['Send it to Jordan Ellis, Esq., today', ['Jordan Ellis']],
    ['Client J.D., a 15-year-old, said her uncle R.T. left', ['J.D.', 'R.T.']],
    ['Mrs. G said so; Mr. K. agreed', ['G', 'K.']],
    ['Tessaly, 15, disclosed abuse', ['Tessaly']],
    ['Later Tessaly (15) came in', ['Tessaly']],
    ['my client sarah and her husband tom', ['sarah', 'tom']],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it('remembers a name once shown and finds it again', () => {
    expect(found('My client Tessaly is 15. Later Tessaly said no.')).toEqual(['Tessaly', 'Tessaly']);
  });

  it('records who the name belongs to', () => {
    expect(roles('My client Keisha said her husband Tom and Dr. Lee disagree; Sarah knows.')).toEqual([
      ['Keisha', 'client'],
      ['Tom', 'relation'],
      ['Lee', 'professional'],
      ['Sarah', 'other'],
    ]);
  });
});

describe('recognizeNames: the clinical stoplist', () => {
  it.each([
    'Axis II traits and the Beck Depression Inventory',
    'She takes Adderall, Zoloft, Xanax, Seroquel, Lexapro, Prozac, Wellbutrin, Ativan, Klonopin and Abilify.',
    'Lithium levels; Narcan kit; Suboxone, Vivitrol and Methadone',
    'DSM-5-TR criteria, PHQ-9 and GAD-7 scores, the Columbia protocol and the SAFE-T',
    'Tarasoff and Jablonski; Jaffee v. Redmond; Ewing v. Goldstein',
    'covered by Medicaid and Medicare',
    "Kitchener's principles, Maslow's hierarchy and Corey's model",
    "Alzheimer's disease, Parkinson's, Asperger's and Tourette's",
    'I am an LCSW; she is an LPC, he an LMFT, LCPC, PsyD, PhD, MD and NP.',
    'Client reported improvement. She said My family is fine. Today we met.',
    'On Monday in March, during Spring, the family went to Texas.',
    'We called Child Protective Services and Adult Protective Services.',
    'Her Mom and Dad came; Grandma was ill.',
    'She is Catholic and speaks Spanish; her family is from Guatemala.',
    'posted on Facebook and Instagram; used Zoom',
    "the Court's order and the Board's letter",
    'Will she come? May I ask? Grace under pressure.',
    'Chief Complaint: anxiety. Principal Investigator approved.',
    "St. Mary's Hospital in San Jose",
    'ACA Code of Ethics Standard A.2.b and NASW 1.07',
    'Missing Person report and a Prison Liaison',
    "Client I've seen for a year; I'm worried. It's hard.",
    "She watched Grey's Anatomy and shopped at Macy's Parade",
    "Rest's four components and Kitchener's principles",
    'I told Medicaid and asked Google; she saw Texas',
    'Junior, 16, thinks she is pregnant; her Score (18) and Grade (10) are fine',
    'A.3 Clients Served by Others; B.6.e Client Access; C.2.h Counselor Incapacitation; Peer Supporters',
    'the U.S. and D.C. offices; A.M. and P.M. sessions; J.D. and Ph.D. degrees',
    'my client will call; her son may come; the patient said no',
  ])('finds nothing in %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});
