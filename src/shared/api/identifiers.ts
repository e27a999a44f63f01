import { z } from 'zod';
import { DILEMMA_MAX_LENGTH } from '../domain/limits';
import { DILEMMA_TOO_LONG_MESSAGE } from './sections';

export const DetectIdentifiersRequestSchema = z.object({
  text: z.string().max(DILEMMA_MAX_LENGTH, DILEMMA_TOO_LONG_MESSAGE),
});
export type DetectIdentifiersRequest = z.input<typeof DetectIdentifiersRequestSchema>;

export const DetectedIdentifierSchema = z.object({
  kind: z.string(),
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  placeholder: z.string(),
});
export type DetectedIdentifierView = z.infer<typeof DetectedIdentifierSchema>;

export const DetectIdentifiersResponseSchema = z.object({
  identifiers: z.array(DetectedIdentifierSchema),
  /** The text with every identifier replaced by its placeholder. */
  redactedText: z.string(),
});
export type DetectIdentifiersResponse = z.infer<typeof DetectIdentifiersResponseSchema>;
