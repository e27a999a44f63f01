import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, ErrorCode } from '../../shared/errors';
import { AppError } from '../lib/app-error';
import { errorFacts, isBadValueForDatabase, isDatabaseUnavailable } from '../lib/error-facts';
import type { AppEnv } from '../context';

function body(code: ErrorCode, message: string, details?: Record<string, string>): ErrorBody {
  return { error: details ? { code, message, details } : { code, message } };
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a minute.';
export const UNSTORABLE_VALUE_MESSAGE = 'The request contains a value that cannot be stored. Check what you entered and try again.';

/**
 * The one place a failure becomes a response; unexpected errors never leak a stack, and the log
 * gets only `errorFacts` (never a message, which can quote the request's values).
 */
export function handleError(error: Error, c: Context<AppEnv>) {
  const { logger } = c.get('deps');
  const requestId = c.get('requestId');
  if (error instanceof AppError) {
    if (error.headers) for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    if (error.status >= 500) logger.error({ requestId, code: error.code }, 'request failed');
    return c.json(body(error.code, error.message, error.details), error.status as ContentfulStatusCode);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code: ErrorCode =
      status === 413 ? 'payload_too_large' : status === 404 ? 'not_found' : status === 401 ? 'unauthenticated' : status >= 500 ? 'internal_error' : 'bad_request';
    return c.json(body(code, error.message || 'Request failed'), status);
  }
  if (isDatabaseUnavailable(error)) {
    logger.error({ requestId, err: errorFacts(error) }, 'database unavailable');
    c.header('Retry-After', '30');
    return c.json(body('service_unavailable', DATABASE_UNAVAILABLE_MESSAGE), 503);
  }
  if (isBadValueForDatabase(error)) {
    logger.warn({ requestId, err: errorFacts(error) }, 'database refused a value');
    return c.json(body('validation_error', UNSTORABLE_VALUE_MESSAGE), 400);
  }
  logger.error({ requestId, err: errorFacts(error) }, 'unhandled error');
  return c.json(body('internal_error', 'Something went wrong on our side. Please try again.'), 500);
}
