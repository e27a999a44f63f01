/**
 * How near a time frame is. CRITICAL means imminent danger (hours or days); a time that waits on
 * a condition ("if he relapses", "the next time he hits her") or lies weeks or seasons away
 * ("duck season", "on release in the spring") is serious, not imminent. Anything else — a day
 * named, "tonight", an event with no date given — counts as near: unknown is not safe.
 */

const NEAR = new RegExp(
  [
    '\\b(?:now|today|tonight|tomorrow|right away|any (?:day|minute|time) now)\\b',
    '\\bthis (?:week|weekend|morning|afternoon|evening)\\b',
    '\\bnext (?:week|weekend)\\b',
    '\\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\\b',
    '\\b(?:in|within) (?:the next |a few |a couple of |\\w+ )?(?:hours?|days?)\\b',
  ].join('|'),
  'i',
);

/**
 * Waits on something that may not happen: "if", "unless", "the next time…". "When" and "once"
 * stay near: they as often name a scheduled event ("once the holidays are over") as a condition.
 */
const CONDITIONAL = /^(?:only )?(?:if|unless|should|in case|whenever|(?:the )?next time)\b/i;

/** Weeks, months, seasons or a school term away. "Next week" is near and is matched first. */
const DISTANT = new RegExp(
  [
    '\\b(?:months?|years?|semester|school year|term)\\b',
    '\\b(?:spring|summer|autumn|winter|(?:deer|elk|duck|hunting|fishing|holiday) season|season)\\b',
    '\\b(?:in|about|around|within) (?:about |around |another )?(?:two|three|four|five|six|a few|several|a couple of|\\d+) weeks\\b',
    '\\bweeks away\\b',
  ].join('|'),
  'i',
);

/** "No date", "unknown": the practitioner does not know when, which is no time frame at all. */
const UNKNOWN = /\b(?:no (?:date|time(?: frame)?|timeline)|unknown|not known|don['’]t know)\b/i;

export type TimeFrameReach = 'near' | 'conditional' | 'distant' | 'unknown';

export function timeFrameReach(text: string | null | undefined): TimeFrameReach {
  const t = (text ?? '').trim();
  if (NEAR.test(t)) return 'near';
  if (CONDITIONAL.test(t)) return 'conditional';
  if (DISTANT.test(t)) return 'distant';
  if (UNKNOWN.test(t)) return 'unknown';
  return 'near';
}
