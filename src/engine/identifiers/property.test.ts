import { describe, expect, it } from 'vitest';
import type { IdentifierKind } from '../types';
import { detectIdentifiers, redactIdentifiers } from './index';

/** mulberry32: a tiny seeded generator, so every run checks the same inputs and a failure can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const int = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const digits = (random: Random, n: number): string => Array.from({ length: n }, () => int(random, 0, 9)).join('');

/** Clinical sentences full of look-alikes (drugs, instruments, codes, roles, years, small ages), none an identifier. */
const FILLER = [
  'She meets DSM-5-TR criteria for major depressive disorder and her PHQ-9 was 18.',
  'Axis II traits were noted in 2019 by a previous provider.',
  'He takes Zoloft 100 mg and Adderall for ADHD; Seroquel was stopped.',
  'The Beck Depression Inventory and the Columbia protocol were completed.',
  'I am an LCSW in private practice and consulted my supervisor.',
  'We reviewed Tarasoff and the duty to protect under state law.',
  'The client is 34 and has attended 12 sessions since the spring.',
  'Her fee is $150 per session, billed as CPT 90837.',
  'Last week, on Tuesday, she denied suicidal ideation.',
  'Medicaid covers the Suboxone and Vivitrol she receives.',
  'The ACA Code of Ethics, Standard B.2.a, addresses this.',
  'Her GAD-7 score dropped from 15 to 9 over 8 weeks.',
  'Client reported that the family moved to Texas in 2021.',
  'Today she said her Mom and Dad are supportive.',
  "Kitchener's principles and Maslow's hierarchy framed the discussion.",
  'She is 17, and her parents consented to treatment.',
  'The court order cited 45 CFR 164.512(e) and § 43.92.',
];

type Planted = { kind: IdentifierKind; sentence: string; value: string; /** A second identifier the sentence needs ("Bend, OR 97701"). */ also?: { kind: IdentifierKind; value: string } };

const FIRST = ['Sarah', 'Marcus', 'Keisha', 'Daniel', 'Priya', 'Miguel', 'Olivia', 'Tyrone', 'Mei', 'Ahmed'];
const LAST = ['Whitfield', 'Okafor', 'Nguyen', 'Ramirez', 'Kowalski', 'Patel', 'Johnson', 'Andersen'];
const UNKNOWN_GIVEN = ['Zaylee', 'Tavish', 'Orlaith', 'Keanu', 'Brisa'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const STREETS = ['Elm', 'Oak', 'Maple', 'Cedar', 'Lincoln', 'Washington', 'Park'];
const SUFFIXES = ['Street', 'St', 'Avenue', 'Ave', 'Road', 'Blvd', 'Lane', 'Drive', 'Court', 'Way'];
const CITIES = [['Springfield', 'IL'], ['Bend', 'OR'], ['Fairview', 'TX'], ['Greenville', 'SC'], ['Riverton', 'WY']] as const;

function ssn(random: Random): string {
  const area = pick(random, [int(random, 1, 665), int(random, 667, 899)]);
  return `${pad(area, 3)}-${pad(int(random, 1, 99))}-${pad(int(random, 1, 9999), 4)}`;
}

const GENERATORS: Array<(random: Random) => Planted> = [
  (r) => {
    const value = `${pick(r, FIRST)} ${pick(r, LAST)}`;
    return { kind: 'name', value, sentence: `${value} called after the session.` };
  },
  (r) => {
    const value = pick(r, UNKNOWN_GIVEN);
    return { kind: 'name', value, sentence: `My client ${value} asked about confidentiality.` };
  },
  (r) => {
    const value = pick(r, LAST);
    return { kind: 'name', value, sentence: `I spoke with Dr. ${value} about the referral.` };
  },
  (r) => {
    const value = `${int(r, 1, 12)}/${int(r, 1, 28)}/${int(r, 1940, 2024)}`;
    return { kind: 'date', value, sentence: `Her DOB is ${value} according to the chart.` };
  },
  (r) => {
    const value = `${pick(r, MONTHS)} ${int(r, 1, 28)}`;
    return { kind: 'date', value, sentence: `The incident happened on ${value} after school.` };
  },
  (r) => {
    const value = `${int(r, 1, 28)} ${pick(r, MONTHS)} ${int(r, 1990, 2024)}`;
    return { kind: 'date', value, sentence: `She was discharged on ${value} without a plan.` };
  },
  (r) => {
    const value = `${int(r, 2000, 2024)}-${pad(int(r, 1, 12))}-${pad(int(r, 1, 28))}`;
    return { kind: 'date', value, sentence: `The letter is dated ${value} and unsigned.` };
  },
  (r) => {
    const value = pick(r, [`${int(r, 90, 104)}-year-old`, `age ${int(r, 90, 104)}`, `${int(r, 90, 104)} yo`]);
    return { kind: 'age-over-89', value, sentence: `The client is a ${value} widow in hospice.` };
  },
  (r) => {
    const value = `(${int(r, 201, 989)}) ${int(r, 200, 999)}-${digits(r, 4)}`;
    return { kind: 'phone', value, sentence: `She left a voicemail from ${value} last night.` };
  },
  (r) => {
    const value = `${int(r, 201, 989)}-${int(r, 200, 999)}-${digits(r, 4)}`;
    return { kind: 'fax', value, sentence: `Records were sent by fax to ${value} on request.` };
  },
  (r) => {
    const value = `${pick(r, FIRST).toLowerCase()}.${pick(r, LAST).toLowerCase()}${int(r, 1, 99)}@${pick(r, ['gmail.com', 'yahoo.com', 'example.org'])}`;
    return { kind: 'email', value, sentence: `He emails me at ${value} between sessions.` };
  },
  (r) => {
    const value = `${int(r, 1, 9999)} ${pick(r, STREETS)} ${pick(r, SUFFIXES)}`;
    return { kind: 'address', value, sentence: `The family lives at ${value} near the school.` };
  },
  (r) => {
    const [city, state] = pick(r, CITIES);
    const value = `${int(r, 10000, 99999)}`;
    return { kind: 'zip', value, sentence: `They moved to ${city}, ${state} ${value} last year.`, also: { kind: 'address', value: city } };
  },
  (r) => {
    const value = ssn(r);
    return { kind: 'ssn', value, sentence: `The form listed her SSN ${value} in full.` };
  },
  (r) => {
    const value = digits(r, 8);
    return { kind: 'medical-record', value, sentence: `The hospital MRN ${value} appears on the letter.` };
  },
  (r) => {
    const value = `${pick(r, ['XJH', 'MBR', 'W'])}${digits(r, 9)}`;
    return { kind: 'health-plan', value, sentence: `Her member ID ${value} was on the claim.` };
  },
  (r) => {
    const value = `${digits(r, 4)}-${digits(r, 4)}`;
    return { kind: 'account', value, sentence: `The bill went to account number ${value} by mistake.` };
  },
  (r) => {
    const value = `D${digits(r, 7)}`;
    return { kind: 'licence', value, sentence: `His driver's license ${value} was photocopied.` };
  },
  (r) => {
    const value = `${int(r, 1, 9)}${pick(r, ['ABC', 'XYZ', 'KLM'])}${digits(r, 3)}`;
    return { kind: 'vehicle', value, sentence: `A neighbour noted the license plate ${value} outside.` };
  },
  (r) => {
    const value = `SN-${digits(r, 6)}`;
    return { kind: 'device', value, sentence: `The insulin pump serial number ${value} was logged.` };
  },
  (r) => {
    const value = `https://www.${pick(r, LAST).toLowerCase()}-family.com/blog`;
    return { kind: 'url', value, sentence: `Her blog at ${value} describes the sessions.` };
  },
  (r) => {
    const value = `${int(r, 11, 223)}.${int(r, 0, 255)}.${int(r, 0, 255)}.${int(r, 1, 254)}`;
    return { kind: 'ip', value, sentence: `The portal logged a login from ${value} at midnight.` };
  },
];

function buildDocument(random: Random): { text: string; planted: Array<Planted & { start: number }> } {
  const parts: string[] = [];
  const planted: Array<Planted & { start: number }> = [];
  let offset = 0;
  const add = (sentence: string) => {
    parts.push(sentence);
    offset += sentence.length + 1;
  };
  const count = int(random, 2, 5);
  for (let i = 0; i < count; i += 1) {
    add(pick(random, FILLER));
    const p = pick(random, GENERATORS)(random);
    planted.push({ ...p, start: offset + p.sentence.indexOf(p.value) });
    if (p.also) planted.push({ ...p.also, sentence: p.sentence, start: offset + p.sentence.indexOf(p.also.value) });
    add(p.sentence);
  }
  add(pick(random, FILLER));
  return { text: parts.join(' '), planted };
}

describe('identifier guard on generated clinical text', () => {
  const random = seeded(20240314);
  const documents = Array.from({ length: 400 }, () => buildDocument(random));

  it('detects every planted identifier with its kind, and nothing else', () => {
    for (const { text, planted } of documents) {
      const found = detectIdentifiers(text);
      for (const p of planted) {
        const hit = found.find((f) => f.start < p.start + p.value.length && p.start < f.end);
        expect({ text, value: p.value, kind: hit?.kind }).toEqual({ text, value: p.value, kind: p.kind });
      }
      for (const f of found) {
        const isPlanted = planted.some((p) => f.start < p.start + p.value.length && p.start < f.end);
        expect({ text, falseAlarm: isPlanted ? null : f.text }).toEqual({ text, falseAlarm: null });
      }
    }
  });

  it('leaves no planted identifier in the redacted text, and redacting again changes nothing', () => {
    for (const { text, planted } of documents) {
      const once = redactIdentifiers(text);
      for (const p of planted) expect(once.text).not.toContain(p.value);
      const twice = redactIdentifiers(once.text);
      expect(twice.identifiers).toEqual([]);
      expect(twice.text).toBe(once.text);
    }
  });
});
