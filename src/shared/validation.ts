import { z } from 'zod';
import { FULL_NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_DIGITS } from './domain/limits';
import { JURISDICTION_CODES } from './domain/jurisdictions';
import { EXPERIENCE_LEVEL_VALUES, THEORETICAL_ORIENTATION_VALUES } from './domain/profile-options';
import { LICENCE_ROLE_VALUES } from './domain/roles';

/** Field schemas with the product's fixed messages, shared by the forms and the API (docs/product.md "Accounts"). */
export const MESSAGES = {
  email: 'Valid email address is required',
  password: 'Password must be at least 6 characters',
  passwordRequired: 'Password is required',
  fullName: 'Full name is required',
  role: 'Professional role is required',
  state: 'State is required',
  experienceLevel: 'Experience level is required',
  theoreticalOrientation: 'Theoretical orientation is required',
  contactEmail: 'Valid email required',
  phone: `Phone number can have at most ${PHONE_MAX_DIGITS} digits`,
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EmailSchema = z
  .string({ error: MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.email)
  .regex(EMAIL_PATTERN, MESSAGES.email);

/** No composition rules and no truncation (ASVS 6.2.5, 6.2.8); an upper bound keeps hashing cheap. */
export const PasswordSchema = z
  .string({ error: MESSAGES.password })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.password)
  .max(256, 'Password can be at most 256 characters');

export const FullNameSchema = z
  .string({ error: MESSAGES.fullName })
  .trim()
  .min(FULL_NAME_MIN_LENGTH, MESSAGES.fullName)
  .max(120, 'Full name can be at most 120 characters');

/** An enum that reports its "is required" message for empty or unknown values. */
function requiredChoice<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

export const LicenceRoleSchema = requiredChoice(LICENCE_ROLE_VALUES, MESSAGES.role);
export const StateSchema = requiredChoice(JURISDICTION_CODES, MESSAGES.state);
export const ExperienceLevelSchema = requiredChoice(EXPERIENCE_LEVEL_VALUES, MESSAGES.experienceLevel);
export const TheoreticalOrientationSchema = requiredChoice(THEORETICAL_ORIENTATION_VALUES, MESSAGES.theoreticalOrientation);

/**
 * The number's own digits: a leading US/Canada country code ("+1 555 867 5309", or eleven
 * digits starting with 1) is not part of it, so a pasted international form keeps its number.
 */
export function nationalDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  const countryCode = /^\s*\+\s*1/.test(input) || (digits.length === PHONE_MAX_DIGITS + 1 && digits.startsWith('1'));
  return countryCode ? digits.slice(1) : digits;
}

/** Digits only, formatted (XXX) XXX-XXXX once complete. */
export function formatPhone(input: string): string {
  const digits = nationalDigits(input).slice(0, PHONE_MAX_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export const PhoneSchema = z
  .string()
  .trim()
  .max(40, MESSAGES.phone)
  .refine((value) => nationalDigits(value).length <= PHONE_MAX_DIGITS, MESSAGES.phone)
  .transform(formatPhone);

/** Optional e-mail: valid or empty ("Valid email required"). */
export const OptionalEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.contactEmail)
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), MESSAGES.contactEmail);

export const OptionalTextSchema = (max: number) => z.string().trim().max(max, `Can be at most ${max} characters`);

/** The optional contact fields shared by registration, settings and the contacts step. */
export const ContactFieldsSchema = z.object({
  supervisorName: OptionalTextSchema(120).optional().default(''),
  supervisorPhone: PhoneSchema.optional().default(''),
  supervisorEmail: OptionalEmailSchema.optional().default(''),
  legalName: OptionalTextSchema(120).optional().default(''),
  legalPhone: PhoneSchema.optional().default(''),
  legalEmail: OptionalEmailSchema.optional().default(''),
});

/**
 * The one rule every string a client sends must pass, wherever it sits in a request: no NUL and
 * no unpaired UTF-16 surrogate. PostgreSQL text and jsonb cannot hold either, so letting them
 * through turns a typing accident into a database error.
 */
export const UNSTORABLE_TEXT_MESSAGE =
  'Contains a character that cannot be saved (a null character or a broken emoji). Remove it and try again.';

/** Free-form data (generated sections, answers) is never legitimately nested deeper than this. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `Is nested more than ${MAX_JSON_DEPTH} levels deep.`;

// eslint-disable-next-line no-control-regex -- NUL is exactly what this rule looks for.
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnstorableText(text: string): boolean {
  return UNSTORABLE_TEXT.test(text);
}

export type UnstorableProblem = { path: string; message: string };

/**
 * The first string (value or key) breaking the text rule, or the first value nested too deeply,
 * anywhere in parsed JSON. Iterative, so a hostile nesting depth cannot overflow the stack.
 */
export function findUnstorable(value: unknown, maxDepth = MAX_JSON_DEPTH): UnstorableProblem | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  const at = (path: string[]) => (path.length ? path.join('.') : '(body)');
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasUnstorableText(current)) return { path: at(path), message: UNSTORABLE_TEXT_MESSAGE };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= maxDepth) return { path: at(path.slice(0, maxDepth)), message: TOO_DEEP_MESSAGE };
    const entries = Array.isArray(current) ? current.map((item, index) => [String(index), item] as const) : Object.entries(current);
    for (const [key, item] of entries) {
      if (hasUnstorableText(key)) return { path: at([...path, key.replace(new RegExp(UNSTORABLE_TEXT, 'g'), '?').slice(0, 100)]), message: UNSTORABLE_TEXT_MESSAGE };
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

/** An instant a person could have meant, within what every supported database can store. */
export const TimestampSchema = z.iso
  .datetime({ offset: true, error: 'Must be a date and time such as 2025-01-31T12:00:00Z' })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 1970 && year <= 9999;
  }, 'Must be a date between 1970 and 9999');
