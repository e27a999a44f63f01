import type { Context } from 'hono';
import type { z } from 'zod';
import { findUnstorable } from '../../shared/validation';
import { AppError } from './app-error';

/** Field path → first message, the `details` of a validation error. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '(body)';
    details[key] ??= issue.message;
  }
  return details;
}

export function validationError(error: z.ZodError): AppError {
  const details = fieldErrors(error);
  const [first] = Object.entries(details);
  const message = first ? (first[0] === '(body)' ? first[1] : `${first[0]}: ${first[1]}`) : 'Invalid request';
  return new AppError('validation_error', message, details);
}

/** Reads and validates a JSON body; malformed JSON → 400, schema failure → 400 with fields. */
export async function readJson<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', 'The request body is not valid JSON.');
  }
  return parseWith(schema, raw);
}

/** Every input passes the shared text and depth rule before its schema sees it. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, raw: unknown): z.infer<Schema> {
  const problem = findUnstorable(raw);
  if (problem) throw new AppError('validation_error', `${problem.path}: ${problem.message}`, { [problem.path]: problem.message });
  const result = schema.safeParse(raw);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
