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

function apiError(status: number, statusText: string, text: string, retryAfterHeader: string | null): ApiError {
  // Not an error body (e.g. a proxy's HTML page): the raw text still goes into the message.
  const errorBody = readErrorBody(text);
  const retryAfter = Number(retryAfterHeader);
  return new ApiError(
    status,
    `${status}: ${text || statusText}`,
    errorBody?.code,
    errorBody?.message,
    errorBody?.details,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

async function send(method: string, url: string, body: unknown, accept: string, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { ...CSRF_HEADER, Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    if (response.status === 401) onUnauthenticated?.(url);
    const text = await response.text().catch(() => '');
    throw apiError(response.status, response.statusText, text, response.headers.get('Retry-After'));
  }
  return response;
}

export async function apiRequest<T>(method: string, url: string, body?: unknown, init?: { signal?: AbortSignal }): Promise<T> {
  const response = await send(method, url, body, 'application/json', init?.signal);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * A POST whose answer may arrive as server-sent events (a section a language model is writing):
 * each `partial` goes to `onPartial`; the `section` event is the answer; an `error` event fails
 * like an error response. A plain JSON answer is returned as it is.
 */
export async function apiPostWatching<T>(url: string, body: unknown, init: { signal?: AbortSignal; onPartial?: (partial: unknown) => void } = {}): Promise<T> {
  const response = await send('POST', url, body, 'text/event-stream, application/json', init.signal);
  if (!/^text\/event-stream/i.test(response.headers.get('Content-Type') ?? '') || !response.body) return (await response.json()) as T;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (data === undefined) continue;
      if (event === 'partial') init.onPartial?.(JSON.parse(data));
      else if (event === 'section') {
        void reader.cancel().catch(() => undefined);
        return JSON.parse(data) as T;
      } else if (event === 'error') {
        const { status, ...errorBody } = JSON.parse(data) as { status: number };
        if (status === 401) onUnauthenticated?.(url);
        throw apiError(status, '', JSON.stringify(errorBody), null);
      }
    }
  }
  throw new TypeError('The connection closed before the section arrived.');
}

export const api = {
  get: <T>(url: string, init?: { signal?: AbortSignal }) => apiRequest<T>('GET', url, undefined, init),
  post: <T>(url: string, body?: unknown, init?: { signal?: AbortSignal }) => apiRequest<T>('POST', url, body ?? {}, init),
  put: <T>(url: string, body: unknown) => apiRequest<T>('PUT', url, body),
  delete: <T>(url: string, body?: unknown) => apiRequest<T>('DELETE', url, body),
};
