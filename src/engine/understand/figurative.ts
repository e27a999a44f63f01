/**
 * Figures of speech (docs/engine.md "Figures of speech"). "She's going to murder her brother for
 * spoiling the finale", "you're dead" yelled into a game headset: practitioners hear threat words
 * used as idiom every week, and say so when they write. When the practitioner names the words as
 * an idiom, an expression or a game's trash talk, and nothing else in the dilemma points to danger
 * (no weapon or other means, plan, intent, time frame, preparation or history of violence), the
 * threat is held as hedged: the harm-to-others screen still opens and asks, so the case is never
 * scored LOW on the wording alone, but the words alone do not state a duty to warn. A "Yes" on the
 * screen makes the threat a stated one again.
 */
import type { ExtractedFacts } from '../types';
import { isRaised } from './facts';

/** The practitioner's own reading of the words: an idiom, a figure of speech, a game's trash talk. */
const FIGURATIVE_READING =
  /\b(?:idiom(?:s|atic)?|figure of speech|(?:just|only|an|a common|the) expression|manner of speaking|turn of phrase|trash[- ]talk\w*|(?:into|on|over) (?:his|her|their|the) headset|(?:in|during|playing) (?:the|a|an|his|her|their) (?:online |video )?game|video games?|online games?|(?:first-person )?shooter games?)\b/i;

/** Any of these raised, and the words are not only words. */
const DANGER_FACTS = ['firearm', 'otherMeans', 'plan', 'intent', 'timeline', 'preparation', 'priorViolence'] as const;

export function isFigurativeThreat(facts: ExtractedFacts, dilemma: string): boolean {
  if (!isRaised(facts.threat)) return false;
  if (DANGER_FACTS.some((key) => isRaised(facts[key]))) return false;
  return FIGURATIVE_READING.test(dilemma);
}
