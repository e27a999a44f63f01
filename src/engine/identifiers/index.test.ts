import { describe, expect, it } from 'vitest';
import { detectIdentifiers, redactIdentifiers } from './index';

describe('detectIdentifiers', () => {
  it('finds every kind in one text, in order, with offsets into the text', () => {
    const text =
      'My client Sarah Whitfield (DOB 03/04/1989) lives at 12 Elm Street, Springfield, IL 62704. ' +
      'Phone (555) 123-4567, fax 555-987-6543, sarah.w@example.com, https://sarahw.example.net, 10.0.0.12. ' +
      'SSN 123-45-6789, MRN 00482913, member ID XJH449281, account # 7712-0045, license number D1234567, ' +
      'plate 7ABC123, serial number SN-448812, case number 2023-CV-01187. Her grandmother, age 93, visits on March 14.';
    const found = detectIdentifiers(text);
    for (const id of found) expect(text.slice(id.start, id.end)).toBe(id.text);
    expect(found.map((id) => id.kind)).toEqual([
      'name', 'date', 'address', 'address', 'zip', 'phone', 'fax', 'email', 'url', 'ip', 'ssn', 'medical-record',
      'health-plan', 'account', 'licence', 'vehicle', 'device', 'other-id', 'age-over-89', 'date',
    ]);
  });

  it('returns nothing for ordinary clinical prose', () => {
    const text =
      'Client is a 34-year-old who meets DSM-5-TR criteria; PHQ-9 was 18 and GAD-7 was 12. She takes Zoloft ' +
      'and Adderall. In 2019 she attended 12 sessions; the fee was $150 (CPT 90837). I am an LPC in Ohio and ' +
      'reviewed Tarasoff, the Columbia protocol and ACA Code A.2.b. Last week, on Tuesday, she denied ideation.';
    expect(detectIdentifiers(text)).toEqual([]);
  });

  it('resolves an overlap to the longest span', () => {
    const [only, ...rest] = detectIdentifiers('They live at 77 Martin Luther King Jr. Blvd now.');
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ kind: 'address', text: '77 Martin Luther King Jr. Blvd' });
  });

  it('returns nothing for empty text', () => {
    expect(detectIdentifiers('')).toEqual([]);
    expect(detectIdentifiers('   \n')).toEqual([]);
  });
});

describe('redactIdentifiers', () => {
  it('replaces identifiers with readable placeholders', () => {
    const { text } = redactIdentifiers('My client Sarah Whitfield, 92, called 555-123-4567 on March 14 from Springfield, IL 62704.');
    expect(text).toBe('My client [CLIENT NAME], [AGE 90+], called [PHONE] on [DATE] from [ADDRESS], IL [ZIP].');
  });

  it('names the client consistently and keeps other people apart', () => {
    const { text } = redactIdentifiers(
      'Keisha Brown told me her husband Tom Brown hit her. Dr. Lee saw Ms. Brown later; Keisha agreed to a plan.',
    );
    expect(text).toBe('[CLIENT NAME] told me her husband [NAME] hit her. Dr. [NAME] saw Ms. [CLIENT NAME] later; [CLIENT NAME] agreed to a plan.');
  });

  it('takes the first person named as the client when no one is called the client', () => {
    expect(redactIdentifiers('Marcus said his sister Ana would call.').text).toBe('[CLIENT NAME] said his sister [NAME] would call.');
  });

  it('reports identifiers with offsets into the original text', () => {
    const original = 'Email jo@example.com or call 555-123-4567.';
    const { identifiers } = redactIdentifiers(original);
    expect(identifiers.map((id) => original.slice(id.start, id.end))).toEqual(['jo@example.com', '555-123-4567']);
  });

  it('is idempotent: redacted text has nothing left to find', () => {
    const once = redactIdentifiers(
      'Mrs. Lopez, age 94, of 4501 N. Oak Avenue, Apt 3B, Chicago, IL 60614; MRN 00482913; seen 3/14/2024.',
    );
    expect(once.identifiers.length).toBeGreaterThan(5);
    const twice = redactIdentifiers(once.text);
    expect(twice.identifiers).toEqual([]);
    expect(twice.text).toBe(once.text);
  });

  it('never flags a placeholder the user typed', () => {
    expect(detectIdentifiers('[CLIENT NAME] and [AGE 90+] met [NAME] at [ADDRESS] on [DATE]; see [MEDICAL RECORD #].')).toEqual([]);
  });
});
