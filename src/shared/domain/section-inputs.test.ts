import { describe, expect, it } from 'vitest';
import type { AnalysisState } from '../api/analyses';
import { canonicalJson, inputKeyOf, sectionInputKey } from './section-inputs';

describe('section input keys', () => {
  it('do not depend on key order (the database reorders jsonb keys)', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}');
    expect(inputKeyOf({ role: 'lpc', state: 'CA' })).toBe(inputKeyOf({ state: 'CA', role: 'lpc' }));
  });

  it('change when the dilemma, the answers or (for scripts) the contacts change', () => {
    const state: AnalysisState = { dilemma: { text: 'A' }, setup: { role: 'lpc', state: 'CA', experienceLevel: 'developing', theoreticalOrientation: '' } };
    const withAnswers = { ...state, answers: { 'q-1': 'yes' } };
    expect(sectionInputKey('questions', withAnswers)).toBe(sectionInputKey('questions', state));
    expect(sectionInputKey('summary', withAnswers)).not.toBe(sectionInputKey('summary', state));
    const withContacts = { ...state, contacts: { supervisor: { name: 'S', phone: '', email: '' } } };
    expect(sectionInputKey('risk', withContacts)).toBe(sectionInputKey('risk', state));
    expect(sectionInputKey('scripts', withContacts)).not.toBe(sectionInputKey('scripts', state));
    expect(sectionInputKey('summary', { ...state, dilemma: { text: 'B' } })).not.toBe(sectionInputKey('summary', state));
  });
});
