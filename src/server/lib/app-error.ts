import { ERROR_STATUS, type ErrorCode } from '../../shared/errors';

/** A failure a person can act on; `onError` turns it into the one JSON error shape. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}
