import { Hono } from 'hono';
import type { OptionsResponse } from '../../shared/api/options';
import { JURISDICTIONS } from '../../shared/domain/jurisdictions';
import { EXPERIENCE_LEVELS, FOCUS_OPTIONS, THEORETICAL_ORIENTATIONS } from '../../shared/domain/profile-options';
import { LICENCE_ROLES, LICENCE_TO_PRACTICE_ROLE, PRACTICE_ROLES } from '../../shared/domain/roles';
import type { AppEnv } from '../context';

const pick = (items: ReadonlyArray<{ value: string; label: string }>) => items.map(({ value, label }) => ({ value, label }));

const OPTIONS: OptionsResponse = {
  licenceRoles: pick(LICENCE_ROLES),
  practiceRoles: pick(PRACTICE_ROLES),
  jurisdictions: pick(JURISDICTIONS),
  experienceLevels: pick(EXPERIENCE_LEVELS),
  roleSelectionExperienceLevels: EXPERIENCE_LEVELS.map((l) => ({ value: l.value, label: l.roleSelectionLabel })),
  theoreticalOrientations: pick(THEORETICAL_ORIENTATIONS),
  focusOptions: pick(FOCUS_OPTIONS),
  licenceToPracticeRole: LICENCE_TO_PRACTICE_ROLE,
};

/** Every enumeration the forms use, public so the sign-up form can load before sign-in. */
export const optionsRoutes = new Hono<AppEnv>().get('/options', (c) => c.json(OPTIONS));
