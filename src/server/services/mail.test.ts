import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createLogger } from '../lib/logger';
import { createMailer } from './mail';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('mailer without SMTP_URL', () => {
  it('writes the message to DATA_DIR/outbox and logs where, not what', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'grayline-mail-'));
    dirs.push(dir);
    const lines: string[] = [];
    const logger = createLogger('info', new Writable({ write: (chunk, _e, cb) => (lines.push(String(chunk)), cb()) }));
    const mailer = createMailer(loadEnv({ DATA_DIR: dir }), logger);
    await mailer.send({ to: 'someone@example.org', subject: 'Confirm', text: 'secret-link-token-123' });
    const files = readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('To: someone@example.org');
    expect(eml).toContain('secret-link-token-123');
    expect(lines.join('')).toContain('outbox');
    expect(lines.join('')).not.toContain('secret-link-token-123');
  });
});
