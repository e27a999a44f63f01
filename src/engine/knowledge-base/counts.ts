import { allKbEntries, CODE_ORDER, getCode } from './index';
import type { CodeId, KbEntry } from './types';

export type VerificationTally = { total: number; unverified: number };

export type KbCounts = {
  byKind: Record<KbEntry['kind'], VerificationTally>;
  byCode: Record<CodeId, VerificationTally>;
};

function tally<T extends { verified: boolean }>(items: readonly T[]): VerificationTally {
  return { total: items.length, unverified: items.filter((i) => !i.verified).length };
}

/**
 * How many entries are unconfirmed, by kind and by code: the figures the README reports, so gaps
 * stay visible (README "Re-checking"). State-law entries count one per topic per jurisdiction.
 */
export function kbCounts(): KbCounts {
  const entries = allKbEntries();
  const kinds: Array<KbEntry['kind']> = ['code-section', 'federal', 'case', 'model', 'state-law'];
  const byKind = Object.fromEntries(kinds.map((k) => [k, tally(entries.filter((e) => e.kind === k))])) as KbCounts['byKind'];
  const byCode = Object.fromEntries(CODE_ORDER.map((id) => [id, tally(getCode(id).sections)])) as KbCounts['byCode'];
  return { byKind, byCode };
}
