import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * Structured logs. Request bodies are never logged; redaction is a second line of defence for
 * anything a handler might pass by mistake.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
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
