/**
 * Every issue category's definition, keyed by id: one file per category in this folder
 * (docs/engine.md "One home per category"). Adding a category is one new file, its line here and
 * its tests; the record's type makes the compiler name a category without a definition.
 */
import type { IssueCategoryId } from '../../shared/domain/issue-categories';
import { barteringFees } from './bartering-fees';
import { billingInsurance } from './billing-insurance';
import { boundaryCrossings } from './boundary-crossings';
import { childAbuseReporting } from './child-abuse-reporting';
import { colleagueConduct } from './colleague-conduct';
import { competenceScope } from './competence-scope';
import { confidentiality } from './confidentiality';
import { couplesFamilyGroup } from './couples-family-group';
import { culturalDiversity } from './cultural-diversity';
import { documentation } from './documentation';
import { dutyToProtect } from './duty-to-protect';
import { elderAbuseReporting } from './elder-abuse-reporting';
import { endOfLife } from './end-of-life';
import { forensicRole } from './forensic-role';
import { gifts } from './gifts';
import { informedConsent } from './informed-consent';
import { minorsConsent } from './minors-consent';
import { multipleRelationships } from './multiple-relationships';
import { practitionerImpairment } from './practitioner-impairment';
import { recordsLegalProcess } from './records-legal-process';
import { sexualBoundaries } from './sexual-boundaries';
import { socialMedia } from './social-media';
import { substanceUseRecords } from './substance-use-records';
import { suicideRisk } from './suicide-risk';
import { supervisionTraining } from './supervision-training';
import { telehealthJurisdiction } from './telehealth-jurisdiction';
import { terminationAbandonment } from './termination-abandonment';
import { valuesConflict } from './values-conflict';
import { workplacePolicy } from './workplace-policy';
import type { CategoryDefinition } from './types';

export const CATEGORIES: Readonly<Record<IssueCategoryId, CategoryDefinition>> = {
  'duty-to-protect': dutyToProtect,
  'suicide-risk': suicideRisk,
  'child-abuse-reporting': childAbuseReporting,
  'elder-abuse-reporting': elderAbuseReporting,
  confidentiality,
  'records-legal-process': recordsLegalProcess,
  'minors-consent': minorsConsent,
  'couples-family-group': couplesFamilyGroup,
  'multiple-relationships': multipleRelationships,
  'sexual-boundaries': sexualBoundaries,
  gifts,
  'bartering-fees': barteringFees,
  'boundary-crossings': boundaryCrossings,
  'competence-scope': competenceScope,
  'informed-consent': informedConsent,
  'telehealth-jurisdiction': telehealthJurisdiction,
  'social-media': socialMedia,
  'colleague-conduct': colleagueConduct,
  'practitioner-impairment': practitionerImpairment,
  'values-conflict': valuesConflict,
  'cultural-diversity': culturalDiversity,
  'termination-abandonment': terminationAbandonment,
  'end-of-life': endOfLife,
  'billing-insurance': billingInsurance,
  'supervision-training': supervisionTraining,
  'substance-use-records': substanceUseRecords,
  documentation,
  'forensic-role': forensicRole,
  'workplace-policy': workplacePolicy,
};

export function categoryOf(id: IssueCategoryId): CategoryDefinition {
  return CATEGORIES[id];
}

export { ROUTINE } from './routine';
export type * from './types';
