import { SAVED_DESCRIPTION_LENGTH, SAVED_TITLE_DILEMMA_LENGTH } from './limits';
import type { RiskLevel } from './risk';

/**
 * The saved title (docs/product.md "Reports") is the risk level, the first 60 characters of the dilemma with
 * punctuation removed, and a short date.
 */
export function buildAnalysisTitle(riskLevel: RiskLevel | null, dilemmaText: string, date: Date): string {
  const words = dilemmaText
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SAVED_TITLE_DILEMMA_LENGTH)
    .trim();
  const shortDate = `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${String(date.getUTCFullYear()).slice(-2)}`;
  const prefix = riskLevel ?? 'DRAFT';
  return `${prefix}: ${words || 'Untitled analysis'} - ${shortDate}`;
}

/** The server keeps the first 500 characters of the dilemma as the description. */
export function buildAnalysisDescription(dilemmaText: string): string {
  return dilemmaText.trim().slice(0, SAVED_DESCRIPTION_LENGTH);
}
