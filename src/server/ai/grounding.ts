import type * as Engine from '../../engine';
import type { Evidence, GenerationInput, Understanding } from '../../engine';
import type { SectionHighlight, SectionResponse } from '../../shared/api/section-registry';
import type { RiskAssessmentResponse } from '../../shared/api/sections';
import { issueCategoryLabel } from '../../shared/domain/issue-categories';
import { jurisdictionLabel } from '../../shared/domain/jurisdictions';
import { practiceRoleLabel } from '../../shared/domain/roles';
import type { SectionKey } from '../../shared/domain/sections';

type Guard = Pick<typeof Engine, 'detectIdentifiers' | 'redactIdentifiers'>;
type Knowledge = Pick<typeof Engine, 'resolveCitation' | 'kbEntryById'>;

/** What to do with text the identifier guard flags: keep it on the server, or send placeholders. */
export type IdentifierPolicy = 'block' | 'redact';

/** Entries of the knowledge base a prompt carries, and how much of each entry's text. */
const KB_ENTRIES_MAX = 16;
const KB_TEXT_MAX = 500;

export type GroundingRequest<K extends SectionKey> = {
  key: K;
  input: GenerationInput;
  understanding: Understanding;
  /** The built-in engine's section: the draft the model improves on, and the fallback. */
  draft: SectionResponse<K>;
  /** The engine's risk section for these inputs: the score every section must respect. */
  risk: RiskAssessmentResponse;
  earlier: SectionHighlight[];
  /** The clarifying questions by id, so answers are read with their question. */
  questions: Record<string, string>;
  policy: IdentifierPolicy;
};

export type Grounding = { blocked: true; kinds: string[] } | { blocked: false; redacted: number; payload: Record<string, unknown> };

/** Every string in a value, mapped; objects and arrays keep their shape. */
function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, map)]));
  return value;
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

const phrases = (evidence: readonly Evidence[], max: number) => evidence.slice(0, max).map((e) => e.phrase);

/** The facts the engine settled (stated, hedged or denied), by name, with the words behind each. */
function factsOf(facts: Understanding['facts']): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  const visit = (value: unknown, path: string) => {
    if (!value || typeof value !== 'object') return;
    const fact = value as { status?: string; evidence?: Evidence[]; kinds?: string[]; description?: string | null; text?: string | null };
    if (typeof fact.status === 'string' && Array.isArray(fact.evidence)) {
      if (fact.status === 'unknown') return;
      out.push({
        fact: path,
        status: fact.status,
        evidence: phrases(fact.evidence, 2),
        ...(fact.kinds?.length ? { kinds: fact.kinds } : {}),
        ...(fact.description ? { description: fact.description } : {}),
        ...(fact.text ? { when: fact.text } : {}),
      });
      return;
    }
    for (const [key, child] of Object.entries(value)) visit(child, path ? `${path}.${key}` : key);
  };
  visit({ ...facts, client: undefined }, '');
  if (facts.client.age !== null || facts.client.isMinor !== null) out.push({ fact: 'client', age: facts.client.age, isMinor: facts.client.isMinor });
  return out;
}

/** The engine's reading of the case: issues, facts, the safety screen and the rubric's score. */
function readingOf(understanding: Understanding, risk: RiskAssessmentResponse) {
  const { screen } = understanding;
  return {
    issues: understanding.categories.map((c) => ({ id: c.id, label: issueCategoryLabel(c.id), confidence: Math.round(c.confidence * 100) / 100, evidence: phrases(c.evidence, 3) })),
    possible_issues: understanding.possibleCategories.map((c) => ({ id: c.id, label: issueCategoryLabel(c.id) })),
    dismissed_issues: understanding.dismissedCategories.map((id) => ({ id, label: issueCategoryLabel(id) })),
    facts: factsOf(understanding.facts),
    safety_screen: {
      summary: screen.summary,
      unresolved: screen.unresolved,
      domains: (['self', 'others', 'abuse'] as const).map((domain) => ({
        domain,
        concern: screen[domain].concern,
        flagged_by_text: screen[domain].cued,
        complete: screen[domain].complete,
        unanswered: screen[domain].missing,
        not_sure: screen[domain].unsure,
      })),
    },
    risk: {
      score: risk.risk_score,
      level: risk.level,
      rationale: risk.rationale,
      factors: risk.factors.map((f) => ({ label: f.label, weight: f.weight, evidence: f.evidence.slice(0, 2) })),
      ...(risk.disputed_factors?.length ? { disputed_by_practitioner: risk.disputed_factors.map((f) => ({ label: f.label, reason: f.reason })) } : {}),
    },
  };
}

/** The knowledge-base entries behind the engine's reading and draft, each with what a citation must say. */
function knowledgeOf(understanding: Understanding, draft: SectionResponse<SectionKey>, kb: Knowledge) {
  const entries = new Map<string, Record<string, unknown>>();
  const add = (cite: { source: string; section: string } | null, entry: ReturnType<Knowledge['kbEntryById']>) => {
    if (!entry || entries.has(entry.id) || entries.size >= KB_ENTRIES_MAX) return;
    const text = entry.text.length > KB_TEXT_MAX ? `${entry.text.slice(0, KB_TEXT_MAX)}…` : entry.text;
    entries.set(entry.id, { kbId: entry.id, kind: entry.kind, ...(cite ? { cite_as: cite } : {}), title: entry.title, text, last_checked: entry.lastChecked });
  };
  for (const c of [...draft.citations, ...understanding.citations]) add({ source: c.source, section: c.section }, kb.resolveCitation(c));
  const legal = draft as Partial<SectionResponse<'legal'>>;
  for (const part of legal.legal_sections ?? []) for (const statute of part.statutes) if (statute.kbId) add(null, kb.kbEntryById(statute.kbId));
  for (const precedent of legal.legal_precedents ?? []) if (precedent.kbId) add(null, kb.kbEntryById(precedent.kbId));
  return [...entries.values()];
}

/** Contact details and the practitioner's own name are never sent: the server fills them in. */
function personalSubstitutions(input: GenerationInput): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const contact = (value: GenerationInput['supervisorContact'], label: string) => {
    if (value?.name?.trim()) pairs.push([value.name.trim(), label]);
    if (value?.phone?.trim()) pairs.push([value.phone.trim(), '[PHONE]']);
    if (value?.email?.trim()) pairs.push([value.email.trim(), '[EMAIL]']);
  };
  contact(input.supervisorContact, '[SUPERVISOR]');
  contact(input.legalContact, '[ATTORNEY]');
  if (input.userName?.trim()) pairs.push([input.userName.trim(), '[YOUR NAME]']);
  return pairs;
}

/**
 * Everything a model is told about one section (decision 013), with the identifier guard applied
 * to all of it. The practitioner's own words (the description, answers, focus, stakeholders,
 * reasons, the screen's free text) go through the guard: with `block`, any identifier keeps the
 * whole request on the server; with `redact`, each becomes its placeholder. The engine's reading,
 * its draft and the earlier sections quote those words, so every identifier found (and every
 * contact detail and the practitioner's name) is replaced wherever it appears. Knowledge-base text
 * is public and sent as it is.
 */
export function buildGrounding<K extends SectionKey>(request: GroundingRequest<K>, guard: Guard, kb: Knowledge): Grounding {
  const { input } = request;
  const answers = Object.entries(Array.isArray(input.clarifyingAnswers) ? {} : (input.clarifyingAnswers ?? {})).map(([id, answer]) => ({
    question: request.questions[id] ?? id,
    answer,
  }));
  const practitioner = {
    dilemma: input.text,
    answers,
    safety_screen_answers: input.safetyScreen ?? {},
    focus: input.focusAdjustment ? { focus: input.focusAdjustment.focus, description: input.focusAdjustment.description } : undefined,
    focus_stakeholder: input.focusStakeholder,
    added_stakeholders: input.addedStakeholders,
    disputed_factor_reasons: input.disputedFactors ? Object.values(input.disputedFactors) : undefined,
  };
  const found = stringsOf(practitioner).flatMap((text) => guard.detectIdentifiers(text));
  if (found.length > 0 && request.policy === 'block') return { blocked: true, kinds: [...new Set(found.map((id) => id.kind))] };

  const substitutions = [...found.map((id): [string, string] => [id.text, id.placeholder]), ...personalSubstitutions(input)]
    .filter(([text]) => text.trim().length > 1)
    .sort((a, b) => b[0].length - a[0].length);
  const substitute = (text: string) => substitutions.reduce((out, [from, to]) => out.split(from).join(to), text);
  const ownWords = mapStrings(practitioner, (text) => substitute(guard.redactIdentifiers(text).text));
  const { engine: _engine, model: _model, fallback: _fallback, fallback_reason: _reason, safety_screen: _screen, ...draft } = request.draft as Record<string, unknown>;
  return {
    blocked: false,
    redacted: found.length,
    payload: {
      section: request.key,
      practitioner: {
        role: practiceRoleLabel(input.role),
        state: jurisdictionLabel(request.understanding.state),
        experience: input.experienceLevel,
        orientation: input.theoreticalOrientation,
      },
      case: ownWords,
      reading: mapStrings(readingOf(request.understanding, request.risk), substitute),
      knowledge_base: knowledgeOf(request.understanding, request.draft, kb),
      earlier_sections: mapStrings(request.earlier, substitute),
      draft: mapStrings(draft, substitute),
    },
  };
}
