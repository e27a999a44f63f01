import type { ErrorCode } from '../../shared/error-codes';
import { readErrorBody } from './error-body';

/** Sent on every request; the server refuses state changes without it (CSRF defence). */
export const CSRF_HEADER = { 'X-Requested-With': 'grayline' } as const;

/**
 * A non-success response. Its message is the status code, a colon and a
 * space, then the body text (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | undefined,
    readonly serverMessage: string | undefined,
    readonly details: Record<string, string> | undefined,
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A failure that means "the server could not be reached or could not save", not "your input is wrong". */
export function isConnectivityFailure(error: unknown): boolean {
  if (isApiError(error)) return error.status >= 500;
  return error instanceof TypeError || (error instanceof Error && /fetch|network/i.test(error.message));
}

let onUnauthenticated: ((url: string) => void) | undefined;

/** Lets the auth feature react when the server says the session has ended. */
export function setUnauthenticatedHandler(handler: (url: string) => void): void {
  onUnauthenticated = handler;
}

export async function apiRequest<T>(method: string, url: string, body?: unknown, init?: { signal?: AbortSignal }): Promise<T> {
  const headers: Record<string, string> = { ...CSRF_HEADER, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: init?.signal,
  });
  if (!response.ok) {
    if (response.status === 401) onUnauthenticated?.(url);
    const text = await response.text().catch(() => '');
    // Not an error body (e.g. a proxy's HTML page): the raw text still goes into the message.
    const errorBody = readErrorBody(text);
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      errorBody?.code,
      errorBody?.message,
      errorBody?.details,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(url: string, init?: { signal?: AbortSignal }) => apiRequest<T>('GET', url, undefined, init),
  post: <T>(url: string, body?: unknown, init?: { signal?: AbortSignal }) => apiRequest<T>('POST', url, body ?? {}, init),
  put: <T>(url: string, body: unknown) => apiRequest<T>('PUT', url, body),
  delete: <T>(url: string, body?: unknown) => apiRequest<T>('DELETE', url, body),
};
