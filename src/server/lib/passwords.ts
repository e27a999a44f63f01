import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';

// Algorithm.Argon2id; the package exports it as an ambient const enum, so the value is written out.
const ARGON2ID = 2;

// OWASP-recommended argon2id parameters (19 MiB, 2 iterations, 1 lane).
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still does the same work against a dummy hash,
 * so "unknown e-mail" and "wrong password" take the same time.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('grayline-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

const COMMON = new Set(COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean));

export const GUESSABLE_PASSWORD_MESSAGE = 'This password is too common or too easy to guess. Please choose another one.';

/**
 * Why a new password would be guessed first (ASVS 6.2.4): one of the most common breached
 * passwords, or the account's own e-mail address or its name part. Undefined when it is fine.
 */
export function guessablePassword(password: string, email: string): string | undefined {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  if (COMMON.has(candidate) || candidate === address || candidate === localPart) return GUESSABLE_PASSWORD_MESSAGE;
  return undefined;
}
