import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { formatLogLine, prettyDestination } from './pretty-log';

describe('readable log lines', () => {
  it('show a request as method, path, status and duration', () => {
    const line = JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1, 9, 5, 7), requestId: 'r1', method: 'GET', path: '/api/health', status: 200, durationMs: 5.6, msg: 'request' });
    expect(formatLogLine(line)).toMatch(/^\d\d:\d\d:\d\d GET \/api\/health 200 5.6 ms$/);
  });

  it('name the level when it is not plain info and keep the other fields', () => {
    const line = JSON.stringify({ level: 40, time: 0, msg: 'forcing exit', signal: 'SIGTERM', detail: 'two words' });
    expect(formatLogLine(line)).toMatch(/^\d\d:\d\d:\d\d WARN forcing exit signal=SIGTERM detail="two words"$/);
  });

  it('pass through what is not JSON', () => {
    expect(formatLogLine('plain text\n')).toBe('plain text');
  });

  it('carry the logger’s redaction: what JSON would hide stays hidden', () => {
    const written: string[] = [];
    const logger = createLogger('info', prettyDestination({ write: (text: string) => written.push(text) }));
    logger.info({ url: 'http://127.0.0.1:3000', password: 'hunter2' }, 'Grayline is running at http://127.0.0.1:3000');
    expect(written.join('')).toMatch(/Grayline is running at http:\/\/127\.0\.0\.1:3000 url=http:\/\/127\.0\.0\.1:3000 password=\[redacted\]/);
    expect(written.join('')).not.toContain('hunter2');
  });
});
