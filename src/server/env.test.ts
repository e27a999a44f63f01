import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvError, loadEnv, parseEnv } from './env';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'grayline-env-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('gives working defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', LOG_LEVEL: 'info', TRUST_PROXY: 0, REGISTRATIONS_PER_HOUR: 10 });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('accepts a complete, valid configuration', () => {
    const env = parseEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/grayline',
      DATABASE_URL: 'postgres://app:secret@db:5432/grayline',
      SESSION_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    });
    expect(env).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', TRUST_PROXY: 1, LOG_LEVEL: 'warn' });
  });

  it('treats empty strings as unset', () => {
    const env = parseEnv({ PORT: '', DATABASE_URL: '  ' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names every malformed variable and why', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://nope', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe', SESSION_SECRET: 'short' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'SESSION_SECRET', 'TRUST_PROXY']);
    expect(problems.find((p) => p.startsWith('DATABASE_URL'))).toContain('postgres://');
    expect(problems.find((p) => p.startsWith('SESSION_SECRET'))).toContain('at least 32 characters');
  });

  it('reads TRUST_PROXY as a number of proxies', () => {
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'yes' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(problemsOf({ TRUST_PROXY: '-1' })[0]).toMatch(/^TRUST_PROXY: .*number of proxies/);
  });

  it('requires PUBLIC_URL when e-mail confirmation is required (links never follow the Host header)', () => {
    expect(problemsOf({ EMAIL_CONFIRMATION: 'required' })[0]).toMatch(/^PUBLIC_URL: is required when EMAIL_CONFIRMATION=required/);
    expect(problemsOf({ EMAIL_CONFIRMATION: 'required', PUBLIC_URL: 'https://grayline.example.org' })).toEqual([]);
  });

  it('rejects a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT: /);
  });

  it('picks PGlite without DATABASE_URL and PostgreSQL with it', () => {
    const dir = tempDir();
    expect(loadEnv({ DATA_DIR: dir }).databaseKind).toBe('pglite');
    expect(loadEnv({ DATA_DIR: dir, DATABASE_URL: 'postgresql://localhost/x' }).databaseKind).toBe('postgres');
  });

  it('serves the build in the package unless STATIC_DIR says otherwise, wherever it starts from', () => {
    const dir = tempDir();
    const packageRoot = path.resolve(import.meta.dirname, '../..');
    expect(loadEnv({ DATA_DIR: dir }).STATIC_DIR).toBe(path.join(packageRoot, 'dist', 'client'));
    expect(loadEnv({ DATA_DIR: dir, STATIC_DIR: dir }).STATIC_DIR).toBe(dir);
  });

  it('writes readable log lines on a terminal and JSON elsewhere unless told', () => {
    expect(parseEnv({}).LOG_FORMAT).toBe('auto');
    expect(parseEnv({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(problemsOf({ LOG_FORMAT: 'xml' })[0]).toMatch(/^LOG_FORMAT: /);
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadEnv({ DATA_DIR: dir }).SESSION_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadEnv({ DATA_DIR: dir }).SESSION_SECRET).toBe(first);
  });
  it('keeps the built-in engine unless a language model is configured, and checks what a provider needs', () => {
    expect(parseEnv({})).toMatchObject({ AI_PROVIDER: 'builtin', AI_TIMEOUT_MS: 60_000, AI_MAX_CONCURRENCY: 4, AI_SEND_IDENTIFIERS: 'block', AI_PREFETCH: true });
    expect(parseEnv({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1' })).toMatchObject({ AI_PROVIDER: 'openai-compatible' });
    expect(problemsOf({ AI_PROVIDER: 'openai-compatible' }).map((p) => p.split(':')[0]).sort()).toEqual(['AI_BASE_URL', 'AI_MODEL']);
    expect(problemsOf({ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-sonnet-4-5' })).toEqual([expect.stringMatching(/^AI_API_KEY: is required/)]);
    const problems = problemsOf({ AI_PROVIDER: 'gpt', AI_BASE_URL: 'ftp://models', AI_TIMEOUT_MS: 'soon', AI_SEND_IDENTIFIERS: 'always', AI_MAX_CONCURRENCY: '0' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['AI_BASE_URL', 'AI_MAX_CONCURRENCY', 'AI_PROVIDER', 'AI_SEND_IDENTIFIERS', 'AI_TIMEOUT_MS']);
  });
});
