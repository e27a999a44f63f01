/**
 * The situation told in de-identified clinical shorthand ("a 15-year-old client who …"), for the
 * consultation scripts a practitioner reads aloud and the documentation note they keep
 * (PRODUCT.md "Call preparation", "A documentation note"). Built from the categories and facts,
 * never from names; quoted phrases pass the brief's quotability check first.
 */
import type { IssueCategoryId } from '../../../shared/domain/issue-categories';
import { jurisdictionLabel } from '../../../shared/domain/jurisdictions';
import { joinList } from '../context';
import { factIsPresent, factIsRaised, quotesFor, type Brief } from './brief';
import { guideFor } from './issue-guidance';

const MEANS_WORDS: Record<string, string> = {
  medication: 'has stockpiled or has access to medication',
  ligature: 'has access to a ligature',
  knife: 'has access to a knife',
};

function dangerDetails(b: Brief, kind: 'self' | 'others'): string[] {
  const f = b.ctx.understanding.facts;
  const details: string[] = [];
  if (factIsPresent(f.firearm)) details.push('has access to a firearm');
  else if (factIsRaised(f.otherMeans)) details.push(...(f.otherMeans.kinds.map((k) => MEANS_WORDS[k]).filter(Boolean) as string[]).slice(0, 1));
  if (factIsPresent(f.plan)) details.push('described a plan');
  if (factIsPresent(f.intent)) details.push('stated an intent to act');
  if (b.timeline) details.push(`named a time frame (“${b.timeline}”)`);
  if (kind === 'self' && factIsPresent(f.priorAttempts)) details.push('has made a previous attempt');
  if (kind === 'others' && factIsPresent(f.priorViolence)) details.push('has a history of violence');
  return details;
}

function withQuote(b: Brief, id: IssueCategoryId, clause: string): string {
  const quote = quotesFor(b, id)[0];
  return quote ? `${clause} (“${quote}”)` : clause;
}

/** Clauses about the client ("… who offered me a gift"), one per issue, each inside its own category. */
function clientClause(b: Brief, id: IssueCategoryId): string | null {
  const s = b.signals;
  switch (id) {
    case 'duty-to-protect': {
      const details = dangerDetails(b, 'others');
      return `made a threat to harm ${b.victim ?? 'another person'}${details.length > 0 ? ` and ${joinList(details)}` : ''}`;
    }
    case 'suicide-risk': {
      const details = dangerDetails(b, 'self');
      return `disclosed suicidal thoughts${details.length > 0 ? ` and ${joinList(details)}` : ''}`;
    }
    case 'child-abuse-reporting':
      return withQuote(b, id, b.signals.minor ? 'disclosed something that suggests they are being abused or neglected' : 'disclosed something that suggests a child is being abused or neglected');
    case 'elder-abuse-reporting':
      return withQuote(b, id, 'raised a concern that an older or dependent adult is being abused, neglected or exploited');
    case 'confidentiality':
      return withQuote(b, id, 'is affected by a question of what I may share, and with whom');
    case 'records-legal-process':
      return s.courtOrder ? 'is the subject of a court order for records' : s.subpoena ? 'has had their records subpoenaed' : 'is the subject of a request for records';
    case 'minors-consent':
      return 'is a minor, which raises questions of consent and what the parents may know';
    case 'couples-family-group':
      return 'is seen in couples, family or group work, where one member’s confidences and fairness to the others are at issue';
    case 'multiple-relationships':
      return withQuote(b, id, 'is someone I also have, or could have, a relationship with outside therapy');
    case 'sexual-boundaries':
      return 'is involved in a situation where a sexual or romantic boundary is at issue';
    case 'gifts':
      return withQuote(b, id, 'offered me a gift');
    case 'bartering-fees':
      return withQuote(b, id, 'has raised a question about fees, payment or bartering');
    case 'boundary-crossings':
      return withQuote(b, id, 'has asked me, or drawn me, to step outside the usual professional frame');
    case 'competence-scope':
      return withQuote(b, id, 'needs care I am not yet fully trained to provide');
    case 'informed-consent':
      return 'has not yet had the chance to give fully informed consent to what is proposed';
    case 'telehealth-jurisdiction':
      return `is seen by telehealth and will be ${b.otherStates.length > 0 ? `in ${joinList(b.otherStates.map((c) => jurisdictionLabel(c)), 'or')}` : 'in another state'}`;
    case 'social-media':
      return withQuote(b, id, 'is affected by something sent or posted online');
    case 'values-conflict':
      return 'is making choices that conflict with my own personal values';
    case 'cultural-diversity':
      return 'comes from a cultural context that shapes what the right response is';
    case 'termination-abandonment':
      return 'faces the ending or interruption of our work';
    case 'end-of-life':
      return 'is weighing end-of-life decisions';
    case 'billing-insurance':
      return withQuote(b, id, 'is affected by a question about billing or insurance claims');
    case 'substance-use-records':
      return 'is in substance use treatment, and someone is asking about it';
    case 'documentation':
      return withQuote(b, id, 'has a record that raises a documentation question');
    case 'forensic-role':
      return 'is involved in a legal matter in which I am being asked to take a role';
    default:
      return null;
  }
}

/** Clauses about the practitioner or workplace rather than the client. */
function contextClause(b: Brief, id: IssueCategoryId): string | null {
  switch (id) {
    case 'colleague-conduct':
      return withQuote(b, id, 'I have a concern about a colleague’s conduct');
    case 'practitioner-impairment':
      return 'I am concerned about my own capacity to practise safely right now';
    case 'workplace-policy':
      return withQuote(b, id, 'an instruction or policy at work conflicts with what I believe my code requires');
    case 'supervision-training':
      return 'a supervision or training relationship is part of the situation';
    default:
      return null;
  }
}

/**
 * "I am working with a 15-year-old client who …" (scripts read aloud) or "A 15-year-old client
 * …" (the documentation note, which practitioners write in their own first person).
 * De-identified: age, role and issue only.
 */
export function situationSummary(b: Brief, voice: 'first' | 'record' | 'you'): string {
  const ids = b.categories.slice(0, 3);
  const about = ids.map((id) => clientClause(b, id)).filter((c): c is string => c !== null);
  const context = ids.map((id) => contextClause(b, id)).filter((c): c is string => c !== null);
  const setting = settingPhrase(b);
  const client = b.client === 'your client' ? 'a client' : b.client;
  const sentences: string[] = [];
  if (about.length > 0) {
    const who = joinList(about.map((clause) => `who ${clause}`));
    if (voice === 'first') sentences.push(`I am working with ${client}${setting} ${who}.`);
    else if (voice === 'you') sentences.push(`You are working with ${client}${setting} ${toSecondPerson(who)}.`);
    else sentences.push(`${capitalise(client)}${setting} ${who}.`);
  }
  for (const clause of context) {
    sentences.push(`${capitalise(voice === 'you' ? toSecondPerson(clause) : clause)}.`);
  }
  if (sentences.length === 0) {
    const opener =
      voice === 'first' ? `I have a routine practice question about ${client}${setting}` : voice === 'you' ? `You have a routine practice question about ${client}${setting}` : `A routine practice question about ${client}${setting}`;
    return `${opener}: ${guideFor(null).question(b)}.`;
  }
  return sentences.join(' ');
}

function settingPhrase(b: Brief): string {
  const s = b.ctx.understanding.facts.setting;
  if (b.signals.school) return ' in a school setting';
  if (factIsPresent(s.hospital)) return ' in a hospital setting';
  if (factIsPresent(s.agency)) return ' at an agency';
  if (factIsPresent(s.ruralSmallCommunity)) return ' in a small community';
  return '';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The practitioner's own words ("offered me a gift") addressed back to them ("offered you a gift"). */
function toSecondPerson(text: string): string {
  return text
    .replace(/\bI am\b/g, 'you are')
    .replace(/\bI have\b/g, 'you have')
    .replace(/\bme\b/g, 'you')
    .replace(/\bmy\b/g, 'your')
    .replace(/\bour\b/g, 'your')
    .replace(/\bI\b/g, 'you');
}

/**
 * Guidance written to the practitioner ("explain your policy") turned into their own voice ("explain
 * my policy") for scripts they read aloud and notes they keep.
 */
export function toFirstPerson(text: string): string {
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

/** "you" followed by a verb is the subject ("you heard" → "I heard"); elsewhere it is the object ("gives you room" → "gives me room"). */
const SUBJECT_YOU =
  /\byou\b(?=\s+(?:can|could|will|would|should|must|may|might|need|have|had|do|did|decide|choose|know|think|feel|want|heard|said|see|say|make|take|act|tell|weigh|keep|get|share|report|owe|explained|promised|described|usually|also|first|then|still|cannot|lack|hold|treat|work|bring|give|find|believe|agreed|told|saw|learn|notice|let|go|call)\b)/g;
