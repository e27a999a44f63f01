/**
 * The prose helpers every composer and category file shares: stable variation (no randomness
 * anywhere in the engine), list joining, case and length fitting, and turning guidance written to
 * the practitioner ("you") into their own voice ("I") for scripts and notes. No imports, so the
 * category files can use them without depending on the composers.
 */

/** What variation reads: the regeneration count and a stable number derived from the dilemma. */
export type Variation = { readonly seed: number; readonly variant: number };

/** FNV-1a: a small, stable string hash. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * One of several phrasings: stable for the same dilemma and regeneration, different across
 * dilemmas and across regenerations. `salt` keeps choices in one section independent.
 */
export function pick<T>(v: Variation, salt: string, options: readonly T[]): T {
  if (options.length === 0) throw new Error(`pick(${salt}) needs at least one option`);
  return options[hashText(`${v.seed}:${v.variant}:${salt}`) % options.length] as T;
}

/**
 * Like `pick`, but consecutive regenerations always take the next option, so a regeneration is
 * guaranteed to read differently while the first generation still varies by dilemma.
 */
export function vary<T>(v: Variation, salt: string, options: readonly T[]): T {
  if (options.length === 0) throw new Error(`vary(${salt}) needs at least one option`);
  return options[(hashText(`${v.seed}:${salt}`) + v.variant) % options.length] as T;
}

/** Rotates a list by the regeneration count, so a regeneration leads with different items. */
export function rotate<T>(v: Variation, items: readonly T[]): T[] {
  if (items.length === 0) return [];
  const shift = v.variant % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

/** Joins ["a", "b", "c"] as "a, b and c". */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** Quotes each phrase and joins them: “a”, “b” and “c”. */
export function quoteAll(phrases: readonly string[]): string {
  return joinList(phrases.map((p) => `“${p}”`));
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases a leading capital unless the first word is an acronym or "I". */
export function lowerFirst(text: string): string {
  return /^[A-Z](?:[a-z’']|\s|$)/.test(text) && !/^I\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** "a psychologist", "an LPC". */
export function articled(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** Trims to a schema limit at a word boundary. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Drops repeats, ignoring case, keeping the first. */
export function unique(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Interleaves the lists so each contributes its first item before any contributes a second. */
export function interleave(lists: ReadonlyArray<readonly string[]>, max: number): string[] {
  const out: string[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest && out.length < max; i += 1) {
    for (const list of lists) {
      const item = list[i];
      if (item !== undefined && !out.includes(item) && out.length < max) out.push(item);
    }
  }
  return out;
}

/** A rewrite applied outside quotation marks only: words quoted from the dilemma stay as they were written. */
function outsideQuotes(text: string, rewrite: (part: string) => string): string {
  return text
    .split(/(“[^”]*”)/)
    .map((part) => (part.startsWith('“') ? part : rewrite(part)))
    .join('');
}

/** The practitioner's own words ("offered me a gift") addressed back to them ("offered you a gift"). */
export function toSecondPerson(text: string): string {
  return outsideQuotes(text, (part) =>
    part
      .replace(/\bI am\b/g, 'you are')
      .replace(/\bI have\b/g, 'you have')
      .replace(/\bme\b/g, 'you')
      .replace(/\bmy\b/g, 'your')
      .replace(/\bour\b/g, 'your')
      .replace(/\bI\b/g, 'you'),
  );
}

/** "you" followed by a verb is the subject ("you heard" → "I heard"); elsewhere it is the object ("gives you room" → "gives me room"). */
const SUBJECT_YOU =
  /\byou\b(?=\s+(?:can|could|will|would|should|must|may|might|need|have|had|do|did|decide|choose|know|think|feel|want|heard|said|see|say|make|take|act|tell|weigh|keep|get|share|report|owe|explained|promised|described|usually|also|first|then|still|cannot|lack|hold|treat|work|bring|give|find|believe|agreed|told|saw|learn|notice|let|go|call)\b)/g;

/**
 * Guidance written to the practitioner ("explain your policy") turned into their own voice
 * ("explain my policy") for scripts they read aloud and notes they keep.
 */
export function toFirstPerson(text: string): string {
  return outsideQuotes(text, (part) => firstPersonOf(part));
}

function firstPersonOf(text: string): string {
  return text
    .replace(/\byourself\b/g, 'myself')
    .replace(/\byours\b/g, 'mine')
    .replace(/\byour\b/g, 'my')
    .replace(/\bYour\b/g, 'My')
    .replace(/\byou are\b/g, 'I am')
    .replace(/\byou were\b/g, 'I was')
    .replace(/\bYou\b/g, 'I')
    .replace(SUBJECT_YOU, 'I')
    .replace(/\byou\b/g, 'me');
}
