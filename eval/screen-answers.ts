import type { GenerationInput } from '../src/engine/compose/context';
import { SAFETY_SCREEN_DEFINITIONS, SCREEN_DOMAINS, type SafetyScreen } from '../src/shared/domain/safety-screen';
import type { Vignette } from './schema';

/**
 * The screen a practitioner would submit: a domain answered "No" has its detailed items answered
 * "No" too (the app asks them when the text's cues open that screen, and the answer would not
 * change), so a writer need not spell them out.
 */
export function completeScreen(screen: SafetyScreen): SafetyScreen {
  const out: SafetyScreen = { ...screen };
  for (const domain of SCREEN_DOMAINS) {
    const answers = screen[domain];
    if (answers?.concern !== 'no') continue;
    const filled: Record<string, unknown> = { ...answers };
    for (const item of SAFETY_SCREEN_DEFINITIONS[domain].items) if (item.kind === 'choice' && filled[item.key] === undefined) filled[item.key] = 'no';
    (out as Record<string, unknown>)[domain] = filled;
  }
  return out;
}


/** A vignette as the product sends it: the practitioner's profile, answers and completed screen. */
export function inputAsSent(v: Vignette): GenerationInput {
  return {
    text: v.text,
    role: v.role,
    state: v.state,
    experienceLevel: v.experienceLevel,
    theoreticalOrientation: v.theoreticalOrientation,
    clarifyingAnswers: v.clarifyingAnswers,
    safetyScreen: v.safetyScreen ? completeScreen(v.safetyScreen) : undefined,
  };
}
