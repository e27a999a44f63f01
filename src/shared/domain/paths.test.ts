import { describe, expect, it } from 'vitest';
import { PATHS, isDeclaredPath } from './paths';
import { STEP_ORDER } from './steps';

describe('isDeclaredPath', () => {
  it('knows every screen, steps included', () => {
    for (const path of ['/', '/hero', '/dashboard', '/ethical-model-analysis', PATHS.myReports]) expect(isDeclaredPath(path)).toBe(true);
    for (const step of STEP_ORDER) expect(isDeclaredPath(step.path)).toBe(true);
  });

  it('treats a trailing slash as the same path', () => {
    expect(isDeclaredPath('/dashboard/')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const path of ['/nowhere', '/dashboard/extra', '/api', '/Dashboard']) expect(isDeclaredPath(path)).toBe(false);
  });
});
