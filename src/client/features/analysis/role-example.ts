import type { RoleExampleResponse } from '../../../shared/api/sections';
import { api } from '../../lib/api-client';

// ------------------------------------------------------------------ role example

const ROLE_EXAMPLE_KEY = 'grayline.roleExample';
const ROLE_EXAMPLE_TTL_MS = 24 * 60 * 60 * 1000;

type CachedExample = { example: string; timestamp: number; role: string; state: string; version: 'firstPerson' };

/** The role example is not sensitive; it is cached for 24 hours per role and state. */
export async function loadRoleExample(role: string, state: string): Promise<string> {
  try {
    const cached = JSON.parse(localStorage.getItem(ROLE_EXAMPLE_KEY) ?? 'null') as CachedExample | null;
    if (cached && cached.version === 'firstPerson' && cached.role === role && cached.state === state && Date.now() - cached.timestamp < ROLE_EXAMPLE_TTL_MS) {
      return cached.example;
    }
  } catch {
    // A damaged cache entry is simply replaced.
  }
  const response = await api.post<RoleExampleResponse>('/api/load-role-example', { role, state });
  if (!response.example) return ROLE_EXAMPLE_UNAVAILABLE;
  try {
    localStorage.setItem(
      ROLE_EXAMPLE_KEY,
      JSON.stringify({ example: response.example, timestamp: Date.now(), role, state, version: 'firstPerson' } satisfies CachedExample),
    );
  } catch {
    console.warn('Could not cache the role example');
  }
  return response.example;
}

/** Shown when the response carries no example (docs/product.md "Dilemma description"). */
export const ROLE_EXAMPLE_UNAVAILABLE = 'AI service temporarily unavailable. Please describe your specific ethical dilemma.';
/** On failure, a generic prompt to describe the dilemma. */
export const ROLE_EXAMPLE_FALLBACK =
  'Describe the situation in your own words: what happened or is being considered, who is involved (without names), what you are unsure about, and what makes it an ethical question for you.';
