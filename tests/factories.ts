import { randomBytes } from 'node:crypto';
import type { RegisterRequest } from '../src/shared/api/auth';
import type { HttpClient } from './helpers/http-client';

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}@example.org`;
}

export function buildRegistration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    email: uniqueEmail(),
    password: 'correct horse battery',
    fullName: 'Jordan Avery Example',
    role: 'lpc',
    customRole: '',
    state: 'CA',
    experienceLevel: 'developing',
    theoreticalOrientation: 'cbt',
    supervisorName: '',
    supervisorPhone: '',
    supervisorEmail: '',
    legalName: '',
    legalPhone: '',
    legalEmail: '',
    ...overrides,
  };
}

/** Registers through the API; the client keeps the session cookie. */
export async function registerUser(client: HttpClient, overrides: Partial<RegisterRequest> = {}) {
  const registration = buildRegistration(overrides);
  const res = await client.post('/api/register', registration);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { registration, user: res.json.user as { id: string; email: string } };
}
