/**
 * Territorial law: PR, VI, GU, AS, MP. Far less is published for the territories than for the
 * states; what could not be confirmed is said plainly in each entry's note.
 */
import type { JurisdictionCode } from '../../../shared/domain/jurisdictions';
import type { StateLaw } from '../types';
import { DOMAIN_FACTS, NOT_CONFIRMED, sourced, unconfirmedReport } from './build';

const NO_DTP_FOUND =
  'No territorial statute or court decision on a duty to warn or protect was found; treat a serious threat against an identifiable person with caution and consult local counsel. HIPAA 45 CFR 164.512(j) still permits disclosure to prevent a serious and imminent threat.';

const NO_MINOR_RULE =
  'No territorial rule on a minor’s own consent to outpatient mental health care was found; assume parental consent is needed and check local law.';

function unknownDutyToProtect(code: string): StateLaw['dutyToProtect'] {
  return {
    ...sourced(DOMAIN_FACTS, false, NO_DTP_FOUND),
    status: 'none-or-unclear',
    citations: [],
    summary: `No duty-to-warn or duty-to-protect provision was confirmed for ${code}.`,
    discharge: [],
    classifications: {},
  };
}

function unknownMinorConsent(): StateLaw['minorConsent'] {
  return { ...sourced(DOMAIN_FACTS, false, NOT_CONFIRMED), age: null, citation: '', conditions: NO_MINOR_RULE };
}

export const TERRITORY_STATE_LAWS = {
  PR: {
    code: 'PR',
    dutyToProtect: unknownDutyToProtect('Puerto Rico'),
    childAbuseReporting: unconfirmedReport('', 'child'),
    elderAbuseReporting: unconfirmedReport('', 'elder'),
    minorConsent: {
      ...sourced(
        `Ley Núm. 408 de 2 de octubre de 2000, Ley de Salud Mental de Puerto Rico, Art. 10.01 (lexjuris.com) (${DOMAIN_FACTS})`,
        true,
      ),
      age: 14,
      citation: 'Ley 408-2000, Art. 10.01',
      conditions:
        'From 14 to 18 a minor may ask for and receive counseling, and outpatient treatment if needed, for at most 6 sessions, when the child and adolescent psychiatrist, psychiatrist, clinical psychologist or social worker finds the minor able to decide. Parents are not told without the minor’s consent unless the minor may harm self, others or property, and the minor is told of any notice. Otherwise parents with patria potestad must consent.',
    },
    licensingBoards: {},
  },
  VI: {
    code: 'VI',
    dutyToProtect: {
      ...sourced(
        `${DOMAIN_FACTS} (getpocketlaw.com page headed "Section 544 Confidentiality")`,
        false,
        `A page headed "Section 544 Confidentiality", apparently territorial law, frees licensed social workers from keeping secret a communication revealing a contemplated crime or harmful act; the title and section (possibly 27 V.I.C. § 544) were not confirmed. ${NO_DTP_FOUND}`,
      ),
      status: 'none-or-unclear',
      citations: [],
      summary:
        'No duty to warn was confirmed; a social-work confidentiality provision appears to allow disclosure of a contemplated crime or harmful act.',
      discharge: [],
      classifications: {},
    },
    childAbuseReporting: unconfirmedReport('', 'child'),
    elderAbuseReporting: unconfirmedReport('', 'elder'),
    minorConsent: unknownMinorConsent(),
    licensingBoards: {},
  },
  GU: {
    code: 'GU',
    dutyToProtect: unknownDutyToProtect('Guam'),
    childAbuseReporting: {
      ...sourced(
        'CHILD USA, Guam mandatory reporting laws (childusa.org/law/guam/guam-mandatory-reporting-laws/)',
        false,
        'Confirmed only in a secondary source; timeframe and receiving agency not yet confirmed.',
      ),
      citation: '19 GCA § 13201',
      summary: 'Guam’s child protective law lists persons who must report suspected child abuse or neglect.',
      whoMustReport: 'Listed professionals, expressly including mental health professionals and clergy',
      timeframe: NOT_CONFIRMED,
      reportTo: NOT_CONFIRMED,
    },
    elderAbuseReporting: unconfirmedReport('', 'elder'),
    minorConsent: unknownMinorConsent(),
    licensingBoards: {},
  },
  AS: {
    code: 'AS',
    dutyToProtect: unknownDutyToProtect('American Samoa'),
    childAbuseReporting: unconfirmedReport('', 'child'),
    elderAbuseReporting: unconfirmedReport('', 'elder'),
    minorConsent: unknownMinorConsent(),
    licensingBoards: {},
  },
  MP: {
    code: 'MP',
    dutyToProtect: unknownDutyToProtect('the Northern Mariana Islands'),
    childAbuseReporting: unconfirmedReport('', 'child'),
    elderAbuseReporting: unconfirmedReport('', 'elder'),
    minorConsent: unknownMinorConsent(),
    licensingBoards: {},
  },
} satisfies Partial<Record<JurisdictionCode, StateLaw>>;
