/** The error codes every API failure uses; keep this list short. */
export const ERROR_CODES = [
  'bad_request',
  'validation_error',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'email_exists',
  'email_not_confirmed',
  'ai_unavailable',
  'service_unavailable',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_error: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  email_exists: 409,
  email_not_confirmed: 403,
  ai_unavailable: 503,
  service_unavailable: 503,
  internal_error: 500,
};
