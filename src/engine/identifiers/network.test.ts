import { describe, expect, it } from 'vitest';
import { mergeCandidates } from './merge';
import { recognizeNetwork } from './network';

const found = (text: string) =>
  mergeCandidates(recognizeNetwork(text)).map((c) => [c.kind, text.slice(c.start, c.end)] as const);

describe('recognizeNetwork', () => {
  it.each([
    ['See https://example.com/profile?id=42.', 'url', 'https://example.com/profile?id=42'],
    ['her page www.janedoe-art.net, which', 'url', 'www.janedoe-art.net'],
    ['on facebook.com/jane.doe.94 last night', 'url', 'facebook.com/jane.doe.94'],
    ['logged in from 192.168.1.20 twice', 'ip', '192.168.1.20'],
    ['the address 2001:db8::8a2e:370:7334 appeared', 'ip', '2001:db8::8a2e:370:7334'],
    ['her Instagram is @ana_lucia_b.', 'other-id', '@ana_lucia_b'],
  ])('finds %j', (text, kind, expected) => {
    expect(found(text)).toEqual([[kind, expected]]);
  });

  it.each([
    'e.g. the client, i.e. my client',
    'DSM-5-TR and ICD-10-CM F43.10',
    'version 1.2.3 of the app',
    'at 10:30:45 she left',
    'an address of 300.1.1.1 is impossible',
    'see 45 CFR 164.512(j)',
    'meet @ 3pm or @ 10',
    'Ewing v. Goldstein, 120 Cal.App.4th 807',
  ])('finds nothing in %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});
