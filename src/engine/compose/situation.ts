/**
 * The situation told in de-identified clinical shorthand ("a 15-year-old client who …"), for the
 * consultation scripts a practitioner reads aloud and the documentation note they keep
 * (PRODUCT.md "Call preparation", "A documentation note"). Built from the categories and facts,
 * never from names; quoted phrases pass the brief's quotability check first.
 */
import { CATEGORIES } from '../categories';
import { pendingDangers } from '../categories/define';
import { guidanceOf } from './issues';
import { capitalise, joinList, toSecondPerson } from './prose';
import type { Reading } from './reading';

/**
 * "I am working with a 15-year-old client who …" (scripts read aloud) or "A 15-year-old client
 * …" (the documentation note, which practitioners write in their own first person).
 * De-identified: age, role and issue only.
 */
export function situationSummary(r: Reading, voice: 'first' | 'record' | 'you'): string {
  const situations = r.categories.slice(0, 3).map((id) => CATEGORIES[id].situation);
  const about = situations.filter((s) => s.about === 'client').map((s) => s.clause(r));
  const context = situations.filter((s) => s.about === 'practice').map((s) => s.clause(r));
  const setting = r.setting;
  const client = r.client.a;
  const sentences: string[] = [];
  if (about.length > 0) {
    const clauses = about.map((clause) => `who ${clause}`);
    // Clauses with their own commas or "and" are separated by semicolons, so "and with whom and who is a minor" cannot happen.
    const who = clauses.length > 2 && clauses.some((c) => /,|\band\b/.test(c)) ? `${clauses.slice(0, -1).join('; ')}; and ${clauses.at(-1)}` : joinList(clauses);
    if (voice === 'first') sentences.push(`I am working with ${client}${setting} ${who}.`);
    else if (voice === 'you') sentences.push(`You are working with ${client}${setting} ${toSecondPerson(who)}.`);
    else sentences.push(`${capitalise(client)}${setting} ${who}.`);
  }
  for (const clause of context) {
    sentences.push(`${capitalise(voice === 'you' ? toSecondPerson(clause) : clause)}.`);
  }
  // A danger the screen flagged and has not settled is named as such, never folded into a routine question.
  const pending = pendingDangers(r);
  if (pending) sentences.push(`The safety screen flags ${pending}, not yet assessed.`);
  if (about.length === 0 && context.length === 0) {
    const kind = pending ? 'a practice question' : 'a routine practice question';
    const opener = voice === 'first' ? `I have ${kind} about ${client}${setting}` : voice === 'you' ? `You have ${kind} about ${client}${setting}` : `${capitalise(kind)} about ${client}${setting}`;
    return [`${opener}: ${guidanceOf(null).question(r)}.`, ...sentences].join(' ');
  }
  return sentences.join(' ');
}
