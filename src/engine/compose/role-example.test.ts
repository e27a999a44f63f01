import { describe, expect, it } from 'vitest';
import { RoleExampleResponseSchema } from '../../shared/api/sections';
import { JURISDICTION_CODES } from '../../shared/domain/jurisdictions';
import { PRACTICE_ROLE_VALUES } from '../../shared/domain/roles';
import { detectIdentifiers } from '../identifiers';
import { stateLaw } from '../knowledge-base';
import { composeRoleExample } from './role-example';
import { ROLE_SCENARIOS } from './role-scenarios';

const words = (text: string) => text.trim().split(/\s+/).length;

describe('composeRoleExample', () => {
  it('has at least three distinct first-person scenarios of 80–150 words for every role, in every jurisdiction', () => {
    for (const role of PRACTICE_ROLE_VALUES) {
      const count = ROLE_SCENARIOS[role].length;
      expect(count, role).toBeGreaterThanOrEqual(3);
      for (const state of JURISDICTION_CODES) {
        const examples = new Set<string>();
        for (let variant = 0; variant < count; variant += 1) {
          const result = RoleExampleResponseSchema.parse(composeRoleExample({ role, state, variant }));
          expect(result.version).toBe('firstPerson');
          expect(result.example, `${role} ${state} ${variant}`).toMatch(/\bI\b|\bmy\b/);
          const n = words(result.example);
          expect(n, `${role} ${state} ${variant}: ${n} words`).toBeGreaterThanOrEqual(80);
          expect(n, `${role} ${state} ${variant}: ${n} words`).toBeLessThanOrEqual(150);
          expect(result.example).not.toMatch(/undefined|null|\[|\]/);
          examples.add(result.example);
        }
        expect(examples.size, `${role} ${state}`).toBe(count);
      }
    }
  });

  it('is fully anonymised: the identifier guard finds nothing in any example', () => {
    for (const role of PRACTICE_ROLE_VALUES) {
      for (let variant = 0; variant < ROLE_SCENARIOS[role].length; variant += 1) {
        const { example } = composeRoleExample({ role, state: 'CA', variant });
        expect(detectIdentifiers(example), `${role} ${variant}`).toEqual([]);
      }
    }
  });

  it('mentions the state’s own law where it matters', () => {
    const duty = composeRoleExample({ role: 'lpc', state: 'CA', variant: 0 }).example;
    expect(duty).toMatch(/California/);
    expect(duty).toMatch(/duty to protect mandatory/);
    const consent = composeRoleExample({ role: 'lpc', state: 'CA', variant: 1 }).example;
    expect(consent).toMatch(new RegExp(`from age ${stateLaw('CA').minorConsent.age}`));
    const school = composeRoleExample({ role: 'school-counselor', state: 'TX', variant: 0 }).example;
    expect(school).toContain(stateLaw('TX').childAbuseReporting.citation);
    const permissive = composeRoleExample({ role: 'lpc', state: 'TX', variant: 0 }).example;
    expect(permissive).toMatch(/Texas.*permits me to disclose/);
  });

  it('cycles through the role’s scenarios by variant, accepts role labels and echoes the request', () => {
    const first = composeRoleExample({ role: 'psychologist', state: 'NY' });
    const next = composeRoleExample({ role: 'psychologist', state: 'NY', variant: 1 });
    const wrapped = composeRoleExample({ role: 'psychologist', state: 'NY', variant: ROLE_SCENARIOS.psychologist.length });
    expect(next.example).not.toEqual(first.example);
    expect(wrapped.example).toEqual(first.example);
    const byLabel = composeRoleExample({ role: 'Licensed Clinical Social Worker (LCSW)', state: 'New York' });
    expect(byLabel.role).toBe('Licensed Clinical Social Worker (LCSW)');
    expect(byLabel.state).toBe('New York');
    expect(byLabel.example).toEqual(composeRoleExample({ role: 'lcsw', state: 'NY' }).example);
  });
});
