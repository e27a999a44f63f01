import type { PracticeRole } from '../../shared/domain/roles';
import type { CodeId, FederalRuleId } from './types';

export type RoleCodes = { primary: CodeId; secondary: CodeId[]; federal: FederalRuleId[] };

/**
 * Which code governs each practice role (PRODUCT.md "Grounds"), with secondary codes a
 * practitioner in that role commonly also answers to, and the federal rules that especially
 * concern the role. Group work has no separate code id: ACA A.9 and B.4.a carry the group
 * provisions (the ASGW best-practice guidelines build on them).
 */
export const ROLE_CODES: Record<PracticeRole, RoleCodes> = {
  lpc: { primary: 'ACA', secondary: ['NBCC'], federal: ['HIPAA'] },
  lcmhc: { primary: 'ACA', secondary: ['NBCC'], federal: ['HIPAA'] },
  lpcc: { primary: 'ACA', secondary: ['NBCC'], federal: ['HIPAA'] },
  'mental-health-counselor': { primary: 'ACA', secondary: ['NBCC'], federal: ['HIPAA'] },
  lcsw: { primary: 'NASW', secondary: [], federal: ['HIPAA'] },
  'clinical-social-worker': { primary: 'NASW', secondary: [], federal: ['HIPAA'] },
  'case-manager': { primary: 'NASW', secondary: [], federal: ['HIPAA'] },
  lmft: { primary: 'AAMFT', secondary: [], federal: ['HIPAA'] },
  psychologist: { primary: 'APA', secondary: [], federal: ['HIPAA'] },
  psychiatrist: { primary: 'APA-PSYCH', secondary: [], federal: ['HIPAA'] },
  'school-counselor': { primary: 'ASCA', secondary: ['ACA'], federal: ['FERPA'] },
  'substance-abuse-counselor': { primary: 'NAADAC', secondary: ['ACA'], federal: ['42 CFR Part 2', 'HIPAA'] },
  'pastoral-counselor': { primary: 'AAPC', secondary: ['AACC', 'ACA'], federal: ['HIPAA'] },
  'career-counselor': { primary: 'NCDA', secondary: ['ACA'], federal: [] },
  'rehabilitation-counselor': { primary: 'CRCC', secondary: ['ACA'], federal: ['HIPAA'] },
  'group-facilitator': { primary: 'ACA', secondary: [], federal: ['HIPAA'] },
  'peer-support-specialist': { primary: 'NAPS', secondary: [], federal: ['HIPAA'] },
  other: { primary: 'ACA', secondary: ['NASW'], federal: ['HIPAA'] },
};
