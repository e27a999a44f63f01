/**
 * Clarifying answers (spec-1 "clarifying questions"): each answer is scanned like the dilemma
 * (evidence source 'answer', with its answerId), and a short "yes" / "no" / "not sure" resolves
 * the fact its question asked about ("Does he have access to a firearm?" + "Yes" → firearm
 * present). Answers speak last: a fact an answer settles overrides the dilemma text.
 */
import type { ClarifyingAnswer, UnderstandInput } from '../types';
import type { FactKey } from './fact-lexicon';
import { FACT_LEXICON } from './fact-lexicon';
import { compile, scan, scanText, type Hit, type ScanText, type Trigger } from './lexicon';
import type { FactHits } from './facts';
import { QUESTION_TOPICS } from './question-topics';
import type { Polarity } from './text';

export type NormalisedAnswer = { id: string; question?: string; category?: string; answer: string };

export function normaliseAnswers(input: UnderstandInput['clarifyingAnswers']): NormalisedAnswer[] {
  if (!input) return [];
  const list: NormalisedAnswer[] = [];
  if (Array.isArray(input)) {
    input.forEach((item: ClarifyingAnswer, index) => {
      if (typeof item?.answer !== 'string' || item.answer.trim() === '') return;
      const entry: NormalisedAnswer = { id: item.questionId ?? String(index), answer: item.answer };
      if (item.question) entry.question = item.question;
      if (item.category) entry.category = item.category;
      list.push(entry);
    });
  } else {
    for (const [id, answer] of Object.entries(input)) {
      if (typeof answer === 'string' && answer.trim() !== '') list.push({ id, answer });
    }
  }
  return list;
}

/** Facts a yes/no answer can settle, in the order a question is read for them. */
const RESOLVABLE: readonly FactKey[] = [
  'firearm',
  'otherMeans',
  'suicidalIdeation',
  'threat',
  'plan',
  'intent',
  'timeline',
  'priorViolence',
  'priorAttempts',
  'subpoena',
  'courtOrder',
  'recordsRequest',
  'protective',
];

/**
 * Question wording is scanned without the context requirements the dilemma needs: a question is
 * already about risk ("Is there a timeline?"), so its nouns are enough.
 */
const QUESTION_TRIGGERS: Array<{ key: FactKey; triggers: Trigger[] }> = RESOLVABLE.map((key) => ({
  key,
  triggers: compile(
    `question:${key}`,
    FACT_LEXICON[key].map(({ ctx: _ctx, ...spec }) => spec),
  ),
}));

/** Plain nouns a question uses for a fact, beyond the dilemma lexicon. */
const QUESTION_NOUNS: Partial<Record<FactKey, RegExp>> = {
  firearm: /\b(?:firearms?|guns?|weapons?)\b/i,
  otherMeans: /\b(?:lethal means|means|pills|medications?|rope|knife)\b/i,
  suicidalIdeation: /\b(?:suicid\w*|self[- ]harm|end (?:his|her|their) life)\b/i,
  threat: /\b(?:threat\w*|homicid\w*|violen\w+ (?:thoughts|statements))\b/i,
  plan: /\b(?:plan|plans|planned|planning)\b/i,
  intent: /\b(?:intent|intend\w*|intention)\b/i,
  timeline: /\b(?:timeline|time ?frame|when|how soon|date)\b/i,
  priorViolence: /\b(?:history of violence|violent history|prior violence|previous(?:ly)? (?:violent|assault\w*)|arrest\w*|restraining order)\b/i,
  priorAttempts: /\b(?:previous|prior|past) (?:suicide )?attempts?|attempted (?:suicide|before)|history of (?:attempts|suicide attempts)\b/i,
  subpoena: /\bsubpoena\w*\b/i,
  courtOrder: /\bcourt order\w*\b/i,
  recordsRequest: /\brecords? request|request\w* (?:the )?records\b/i,
  protective: /\b(?:safety plan|support(?:ive)?|removed|locked)\b/i,
};

/** Category a question belongs to → the fact a bare yes/no most plausibly settles. */
const CATEGORY_DEFAULT_FACT: Partial<Record<string, FactKey>> = {
  'duty-to-protect': 'threat',
  'suicide-risk': 'suicidalIdeation',
  'records-legal-process': 'recordsRequest',
};

const AFFIRM_RE =
  /^\s*(?:yes|yeah|yep|yup|correct|affirmative|true|indeed|definitely|absolutely|he (?:does|did|has|is)|she (?:does|did|has|is)|they (?:do|did|have|are)|it (?:is|does)|there (?:is|are|was|were))\b/i;
const DENY_RE =
  /^\s*(?:no|nope|none|negative|never|nothing|not that (?:I|we) know|he (?:doesn['’]t|does not|didn['’]t|has not|hasn['’]t|isn['’]t)|she (?:doesn['’]t|does not|didn['’]t|has not|hasn['’]t|isn['’]t)|they (?:don['’]t|do not|didn['’]t|have not|haven['’]t|aren['’]t)|not really)\b/i;
const UNSURE_RE = /^\s*(?:not sure|unsure|unknown|unclear|I don['’]t know|don['’]t know|maybe|possibly|perhaps|I can['’]t tell|hard to say)\b/i;

/** The fact a question asks about: the app's own questions say so (question-topics.ts); others are read. */
export function targetFact(answer: NormalisedAnswer): FactKey | null {
  const known = QUESTION_TOPICS[answer.id]?.fact;
  if (known) return known;
  const wording = [answer.question, answer.id.replace(/[-_]+/g, ' ')].filter(Boolean).join(' . ');
  let best: { key: FactKey; at: number } | null = null;
  const doc = scanText(wording, 'answer');
  for (const { key, triggers } of QUESTION_TRIGGERS) {
    const hits = scan(doc, triggers);
    const nounAt = QUESTION_NOUNS[key]?.exec(wording)?.index;
    const at = Math.min(hits[0]?.start ?? Infinity, nounAt ?? Infinity);
    if (at !== Infinity && (!best || at < best.at)) best = { key, at };
  }
  if (best) return best.key;
  return answer.category ? (CATEGORY_DEFAULT_FACT[answer.category] ?? null) : null;
}

function shortAnswerPolarity(text: string): { polarity: Polarity; length: number } | null {
  const unsure = UNSURE_RE.exec(text);
  if (unsure) return { polarity: 'uncertain', length: unsure[0].length };
  const deny = DENY_RE.exec(text);
  if (deny) return { polarity: 'negated', length: deny[0].length };
  const affirm = AFFIRM_RE.exec(text);
  if (affirm) return { polarity: 'present', length: affirm[0].length };
  return null;
}

const RESOLUTION_TRIGGERS = new Map<FactKey, Trigger>(
  RESOLVABLE.map((key) => [key, { p: '', w: 0.9, key: `answer:${key}`, re: /(?!)/g, literalSets: null }]),
);

/**
 * Adds a hit for the fact the question asked about when the answer opens with yes / no / not
 * sure and does not itself mention that fact (its own words then already decide it).
 */
export function resolveShortAnswer(answer: NormalisedAnswer, doc: ScanText, factHits: FactHits): void {
  const short = shortAnswerPolarity(answer.answer);
  if (!short) return;
  const key = targetFact(answer);
  if (!key) return;
  if (factHits[key].some((e) => e.doc === doc)) return;
  const trigger = RESOLUTION_TRIGGERS.get(key);
  if (!trigger) return;
  const start = answer.answer.length - answer.answer.trimStart().length;
  const end = Math.max(start, short.length);
  const hit: Hit = { trigger, start, end, phrase: answer.answer.slice(start, end), polarity: short.polarity };
  factHits[key].push({ hit, doc });
}
