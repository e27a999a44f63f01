/**
 * Small readers over the analysis context that every composer in this folder shares: how to name
 * the client, which phrases of the dilemma to quote, what the answers added, which citations may
 * be shown. They keep each section grounded in the practitioner's own words (Engine II bar 4:
 * two dilemmas of the same category never read alike).
 */
import { issueCategoryLabel, type IssueCategoryId } from '../../../shared/domain/issue-categories';
import { citationOf, codesForRole, FEDERAL_PROVISIONS, getCode, resolveCitation, stateLaw, stateLawCitationsFor } from '../../knowledge-base';
import type { CodeSection, FederalRuleId, StateLaw } from '../../knowledge-base/types';
import type { Citation, Evidence, Fact } from '../../types';
import { normaliseAnswers, type NormalisedAnswer } from '../../understand/answers';
import { categoryIds, hashText, joinList, type AnalysisContext } from '../context';
import { citationAllowed, hygieneScope, isHygienic } from './scope-hygiene';

export const isPresent = (fact: Fact | undefined): boolean => fact?.status === 'present';
export const isRaised = (fact: Fact | undefined): boolean => fact?.status === 'present' || fact?.status === 'uncertain';

export function lawOf(ctx: AnalysisContext): StateLaw {
  return stateLaw(ctx.understanding.state);
}

/** Categories in the order the understanding ranked them (most confident first). */
export function topCategories(ctx: AnalysisContext, count = 3): IssueCategoryId[] {
  return categoryIds(ctx).slice(0, count);
}

export function categoryLabels(ctx: AnalysisContext, count = 3): string[] {
  return topCategories(ctx, count).map((id) => issueCategoryLabel(id).toLowerCase());
}

/** "your 15-year-old client", "your client, who is a minor", or "your client". */
export function clientNoun(ctx: AnalysisContext): string {
  const { age, isMinor } = ctx.understanding.facts.client;
  if (age !== null && age < 90) return `your ${age}-year-old client`;
  if (isMinor) return 'your client, who is a minor';
  return 'your client';
}

/** "The client is 15" style fact, or null when the age is unknown. */
export function ageSentence(ctx: AnalysisContext): string | null {
  const { age, isMinor } = ctx.understanding.facts.client;
  if (age !== null && age < 90) return `The client is ${age}${isMinor ? ', a minor' : ''}.`;
  if (isMinor) return 'The client is a minor.';
  return null;
}

function cleanPhrase(phrase: string): string {
  return phrase
    .replace(/\s+/g, ' ')
    .replace(/['’](?=\s|$)|(?<=\s|^)['‘]/g, '')
    .replace(/^["“]+|["”]+$/g, '')
    .trim();
}

const FILLER = new Set(['should', 'would', 'could', 'about', 'there', 'their', 'these', 'those', 'which', 'where', 'think', 'really', 'maybe']);

/** A phrase worth quoting back: it carries at least one content word, not just "do I tell". */
function isQuotable(phrase: string): boolean {
  if (phrase.length > 90 || /@|\d{5,}|https?:/i.test(phrase)) return false;
  if (/\b(?:a|an|the|to|my|her|his|their|of|for|with|and|or|me|him|them)$/i.test(phrase)) return false;
  return phrase.split(/\s+/).some((word) => {
    const bare = word.toLowerCase().replace(/[^a-z]/g, '');
    return bare.length >= 5 && !FILLER.has(bare);
  });
}

/** Distinct evidence phrases for a category, dilemma text first, then answers. */
export function evidenceFor(ctx: AnalysisContext, id: IssueCategoryId, max = 2): string[] {
  const finding = ctx.understanding.categories.find((c) => c.id === id);
  if (!finding) return [];
  return distinctPhrases(finding.evidence, max, ctx);
}

/**
 * Distinct phrases, dilemma first. With a context, phrases that would carry another category's
 * language into the section (the practitioner's own words can) are left out.
 */
export function distinctPhrases(evidence: readonly Evidence[], max: number, ctx?: AnalysisContext): string[] {
  const scope = ctx ? hygieneScope(ctx) : null;
  const ordered = [...evidence].sort((a, b) => (a.source === b.source ? a.start - b.start : a.source === 'dilemma' ? -1 : 1));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const e of ordered) {
    // A safety-screen answer is a record of a choice, not words the practitioner wrote.
    if (e.source === 'screen') continue;
    const phrase = cleanPhrase(e.phrase);
    const key = phrase.toLowerCase();
    if (!isQuotable(phrase) || seen.has(key) || [...seen].some((s) => s.includes(key) || key.includes(s))) continue;
    if (scope && !isHygienic(phrase, scope)) continue;
    seen.add(key);
    out.push(phrase);
    if (out.length >= max) break;
  }
  return out;
}

export function quoteAll(phrases: readonly string[]): string {
  return joinList(phrases.map((p) => `“${p}”`));
}

/** The strongest evidence across the top categories, quoted, for "You wrote …" openings. */
export function keyPhrases(ctx: AnalysisContext, max = 3): string[] {
  const all = ctx.understanding.categories.flatMap((c) => c.evidence.filter((e) => e.source === 'dilemma'));
  const byCategory = ctx.understanding.categories.map((c) => distinctPhrases(c.evidence, 1, ctx)[0]).filter((p): p is string => Boolean(p));
  const merged = [...byCategory, ...distinctPhrases(all, max, ctx)];
  return [...new Set(merged)].slice(0, max);
}

/** The dilemma's sentences, trimmed, for restating the situation in the practitioner's words. */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The question the practitioner asked (the last sentence ending in "?"), if any. */
export function practitionerQuestion(ctx: AnalysisContext, maxLength = 200): string | null {
  const scope = hygieneScope(ctx);
  const questions = sentences(ctx.input.text).filter((s) => s.endsWith('?') && s.length >= 12 && isHygienic(s, scope));
  const last = questions.at(-1);
  if (!last) return null;
  return last.length > maxLength ? `${last.slice(0, maxLength - 1).trimEnd()}…` : last;
}

export type AnswerNote = NormalisedAnswer & { gist: string };

/** The clarifying answers with a one-sentence gist each, in the order given. */
export function answerNotes(ctx: AnalysisContext, maxLength = 180): AnswerNote[] {
  const scope = hygieneScope(ctx);
  return normaliseAnswers(ctx.input.clarifyingAnswers)
    .map((answer) => {
      const first = sentences(answer.answer)[0] ?? answer.answer.trim();
      const gist = first.length > maxLength ? `${first.slice(0, maxLength - 1).trimEnd()}…` : first;
      return { ...answer, gist };
    })
    .filter((note) => isHygienic(note.gist, scope));
}

export function answerFor(ctx: AnalysisContext, id: string): AnswerNote | undefined {
  return answerNotes(ctx).find((a) => a.id === id);
}

/** "his ex-wife" style description of the person threatened, when the text names one. */
export function victimPhrase(ctx: AnalysisContext): string | null {
  const v = ctx.understanding.facts.identifiableVictim;
  if (!isRaised(v) || !v.description) return null;
  return cleanPhrase(v.description);
}

export function timelinePhrase(ctx: AnalysisContext): string | null {
  const t = ctx.understanding.facts.timeline;
  if (!isRaised(t) || !t.text) return null;
  return cleanPhrase(t.text).toLowerCase();
}

export function isSchool(ctx: AnalysisContext): boolean {
  return hygieneScope(ctx).school;
}

/** The practice setting in a few words, when the text names one. */
export function settingPhrase(ctx: AnalysisContext): string | null {
  const s = ctx.understanding.facts.setting;
  if (isPresent(s.school) || ctx.understanding.role === 'school-counselor') return 'a school';
  if (isPresent(s.hospital)) return 'a hospital';
  if (isPresent(s.agency)) return 'an agency';
  if (isPresent(s.ruralSmallCommunity)) return 'a small community';
  if (isPresent(s.privatePractice)) return 'private practice';
  if (isPresent(s.telehealth)) return 'telehealth';
  return null;
}

/** Understanding citations that pass hygiene, deduplicated, in their stored order. */
export function groundedCitations(ctx: AnalysisContext): Citation[] {
  const scope = hygieneScope(ctx);
  const seen = new Set<string>();
  return ctx.understanding.citations.filter((c) => {
    const key = `${c.source}|${c.section}`;
    if (seen.has(key) || !citationAllowed(c, scope)) return false;
    seen.add(key);
    return true;
  });
}

export const isStateCitation = (c: Citation): boolean => c.source.startsWith('STATE:');
const FEDERAL_SOURCES = new Set(['HIPAA', '42 CFR Part 2', 'FERPA', 'CAPTA']);
export const isFederalCitation = (c: Citation): boolean => FEDERAL_SOURCES.has(c.source);
export const isCodeCitation = (c: Citation): boolean => !isStateCitation(c) && !isFederalCitation(c) && c.source !== 'CASE' && c.source !== 'MODEL';

/** "ACA A.10.f (Receiving Gifts)" */
export function citationLabel(c: Citation): string {
  if (isStateCitation(c)) return c.section;
  if (c.source === 'CASE' || c.source === 'MODEL') return c.title;
  const bare = c.section === c.title;
  return bare ? `${c.source} ${c.section}` : `${c.source} ${c.section} (${c.title})`;
}

/** The knowledge base's summary of a citation, only when it is clean in this dilemma's scope. */
export function citationSummary(ctx: AnalysisContext, c: Citation): string | null {
  const entry = resolveCitation(c);
  if (!entry) return null;
  return isHygienic(entry.text, hygieneScope(ctx)) ? entry.text : null;
}

/** A code section of a named code (e.g. APA 10.08), when the knowledge base holds it. */
export function findSection(code: CodeSection['code'], section: string): CodeSection | undefined {
  return getCode(code).sections.find((s) => s.section === section);
}

export function primaryCodeId(ctx: AnalysisContext): CodeSection['code'] {
  return codesForRole(ctx.understanding.role).primary;
}

/** Deduplicates citations by source and section, keeping the first. */
export function uniqueCitations(citations: readonly Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((c) => {
    const key = `${c.source}|${c.section}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The role as a lower-case noun for prose: "licensed clinical social worker", "psychologist". */
export function roleNoun(ctx: AnalysisContext): string {
  const bare = ctx.labels.role.replace(/\s*\(.*\)\s*$/, '').replace(/^Other\s+/, '');
  return bare.toLowerCase();
}

/** Upper-cases the first letter, for sentences that begin with a composed phrase. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Trims to a schema limit at a word boundary. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The state statute citations a category pulls for this dilemma's jurisdiction (resolvable). */
export function stateCitations(ctx: AnalysisContext, ...categories: IssueCategoryId[]): Citation[] {
  return stateLawCitationsFor(ctx.understanding.state, categories);
}

/** A federal provision's citation, when the knowledge base holds it. */
export function federalCitation(rule: FederalRuleId, section: string): Citation[] {
  const provision = FEDERAL_PROVISIONS.find((p) => p.rule === rule && p.section === section);
  return provision ? [citationOf(provision)] : [];
}

/** A code section's citation, when the knowledge base holds it. */
export function codeCitation(code: CodeSection['code'], section: string): Citation[] {
  const found = findSection(code, section);
  return found ? [citationOf(found)] : [];
}

/**
 * Like `pick`, but consecutive regenerations always take the next option, so a regeneration is
 * guaranteed to read differently (Engine II bar 5) while the starting option still varies by dilemma.
 */
export function cycle<T>(ctx: AnalysisContext, salt: string, options: readonly T[]): T {
  if (options.length === 0) throw new Error(`cycle(${salt}) needs at least one option`);
  const index = (hashText(`${ctx.seed}:${salt}`) + ctx.variant) % options.length;
  return options[index] as T;
}
