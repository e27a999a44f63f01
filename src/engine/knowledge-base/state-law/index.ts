/**
 * State and territorial law for all 56 jurisdictions (PRODUCT.md: duty to warn/protect, mandatory
 * reporting and minor consent, each with its source and check date). Composed from regional
 * modules; the `Record` type makes a missing jurisdiction a compile error.
 */
import { JURISDICTION_CODES, type JurisdictionCode } from '../../../shared/domain/jurisdictions';
import type { StateLaw } from '../types';
import { AID_IN_DYING_LAWS } from './aid-in-dying';
import { licensingBoardsFor } from './boards';
import { MIDWEST_STATE_LAWS } from './midwest';
import { NORTHEAST_STATE_LAWS } from './northeast';
import { SOUTH_STATE_LAWS } from './south';
import { TERRITORY_STATE_LAWS } from './territories';
import { WEST_STATE_LAWS } from './west';

const REGIONAL_STATE_LAWS: Record<JurisdictionCode, StateLaw> = {
  ...NORTHEAST_STATE_LAWS,
  ...SOUTH_STATE_LAWS,
  ...MIDWEST_STATE_LAWS,
  ...WEST_STATE_LAWS,
  ...TERRITORY_STATE_LAWS,
};

/** Board data lives in its own module (boards.ts); entries in the regional modules take precedence. */
function withLicensingBoards(laws: Record<JurisdictionCode, StateLaw>): Record<JurisdictionCode, StateLaw> {
  const result = { ...laws };
  for (const code of JURISDICTION_CODES) {
    const law = laws[code];
    result[code] = { ...law, licensingBoards: { ...licensingBoardsFor(code), ...law.licensingBoards } };
  }
  return result;
}

export const STATE_LAWS: Record<JurisdictionCode, StateLaw> = withLicensingBoards(REGIONAL_STATE_LAWS);

export { AID_IN_DYING_LAWS };

export type VerificationCount = { verified: number; unverified: number };

export type StateLawCounts = {
  dutyToProtect: VerificationCount;
  childAbuseReporting: VerificationCount;
  elderAbuseReporting: VerificationCount;
  minorConsent: VerificationCount;
  /** Only the jurisdictions that have a duty to warn family of a suicide risk (PR § 6153r). */
  selfHarmWarning: VerificationCount;
  /** Only the jurisdictions that have a mandatory danger report (e.g. NY's SAFE Act report). */
  dangerReport: VerificationCount;
  /** Counted per board entry (one per practice role), not per jurisdiction. */
  licensingBoards: VerificationCount;
};

/** How much of the table is confirmed, per topic; reported so gaps stay visible. */
export function stateLawCounts(laws: Record<string, StateLaw> = STATE_LAWS): StateLawCounts {
  const counts: StateLawCounts = {
    dutyToProtect: { verified: 0, unverified: 0 },
    childAbuseReporting: { verified: 0, unverified: 0 },
    elderAbuseReporting: { verified: 0, unverified: 0 },
    minorConsent: { verified: 0, unverified: 0 },
    selfHarmWarning: { verified: 0, unverified: 0 },
    dangerReport: { verified: 0, unverified: 0 },
    licensingBoards: { verified: 0, unverified: 0 },
  };
  const tally = (count: VerificationCount, verified: boolean) => {
    if (verified) count.verified += 1;
    else count.unverified += 1;
  };
  for (const law of Object.values(laws)) {
    tally(counts.dutyToProtect, law.dutyToProtect.verified);
    tally(counts.childAbuseReporting, law.childAbuseReporting.verified);
    tally(counts.elderAbuseReporting, law.elderAbuseReporting.verified);
    tally(counts.minorConsent, law.minorConsent.verified);
    if (law.selfHarmWarning) tally(counts.selfHarmWarning, law.selfHarmWarning.verified);
    if (law.dangerReport) tally(counts.dangerReport, law.dangerReport.verified);
    for (const board of Object.values(law.licensingBoards)) {
      if (board) tally(counts.licensingBoards, board.verified);
    }
  }
  return counts;
}
