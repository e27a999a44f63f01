import pino, { type Logger } from 'pino';
import { errorFacts } from './error-facts';

export type { Logger };

/**
 * Structured logs. Request bodies are never logged; redaction is a second line of defence for
 * anything a handler might pass by mistake. An `err` is reduced to its facts (class, code,
 * statement, frames): error messages can quote request values, so they are never written.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      serializers: { err: (value: unknown) => (value instanceof Error ? errorFacts(value) : value) },
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'cookie',
          '*.cookie',
          'headers.cookie',
          'dilemma',
          '*.dilemma',
          'dilemmaText',
          '*.dilemmaText',
          'body',
          '*.body',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
