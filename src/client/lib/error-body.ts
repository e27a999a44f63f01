import { ERROR_CODES, type ErrorCode } from '../../shared/error-codes';

export type ErrorDetails = { code: ErrorCode; message: string; details?: Record<string, string> };

const CODES = new Set<string>(ERROR_CODES);

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
}

/**
 * The `error` of an API error body (ErrorBodySchema in shared/errors), or undefined. Checked by
 * hand so every page's first download stays free of zod; error-body.test.ts holds it to the schema.
 */
export function readErrorBody(text: string): ErrorDetails | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const error = (parsed as { error?: unknown } | null)?.error as Record<string, unknown> | undefined;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, details } = error;
  if (typeof code !== 'string' || !CODES.has(code) || typeof message !== 'string') return undefined;
  if (details !== undefined && !isStringRecord(details)) return undefined;
  return details === undefined ? { code: code as ErrorCode, message } : { code: code as ErrorCode, message, details };
}
