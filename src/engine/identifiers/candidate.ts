import type { IdentifierKind } from '../types';

/**
 * Who a detected name belongs to, as far as the text says: it decides between "[CLIENT NAME]"
 * and "[NAME]" once overlaps are resolved.
 */
export type NameRole = 'client' | 'relation' | 'professional' | 'other';

/** One recognizer's proposal, before overlaps are resolved. Score is 0–1, Presidio-style. */
export type Candidate = {
  kind: IdentifierKind;
  start: number;
  end: number;
  score: number;
  nameRole?: NameRole;
};

export type Recognizer = (text: string) => Candidate[];

/** Detections at or above this score are reported; weaker ones need a context word to get there. */
export const REPORT_THRESHOLD = 0.5;
