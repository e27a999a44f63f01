import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PACKAGE_ROOT } from './paths';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * How many reverse proxies stand in front of the server: `false`/`0` none, `true`/`1` one, or a
 * count. Each proxy appends the address it saw to X-Forwarded-For, so the client is the entry that
 * many places from the right; anything further left was written by the client and is not trusted.
 */
const trustedProxies = z
  .string()
  .regex(/^(true|false|yes|no|[0-9])$/, 'must be true, false or the number of proxies in front of the server (0-9)')
  .transform((value) => (value === 'true' || value === 'yes' ? 1 : value === 'false' || value === 'no' ? 0 : Number(value)));

const postgresUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// or postgresql:// URL');

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: readable lines on a terminal, JSON lines otherwise (a file, a pipe, a log collector). */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  TRUST_PROXY: trustedProxies.default(0),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  EMAIL_CONFIRMATION: z.enum(['off', 'required']).default('off'),
  SMTP_URL: z.string().url('must be a URL such as smtp://user:pass@host:587').optional(),
  MAIL_FROM: z.string().default('Grayline <no-reply@grayline.local>'),
  PUBLIC_URL: z.string().url('must be the URL users reach the app at, e.g. https://grayline.example.org').optional(),
  DEMO_MODE: booleanFlag.default(false),
  /** Unset: the build's dist/client in the package, wherever the server is started from. */
  STATIC_DIR: z.string().optional(),
  /** New accounts per client address per hour (each one costs an argon2 hash). */
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Who writes the sections: the built-in engine (decision 006), or a language model it grounds (decision 013). */
  AI_PROVIDER: z.enum(['builtin', 'openai-compatible', 'anthropic']).default('builtin'),
  /** The provider's API root, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama). */
  AI_BASE_URL: z
    .string()
    .url('must be the provider API root, e.g. https://api.openai.com/v1')
    .refine((value) => /^https?:\/\//i.test(value), 'must be an http:// or https:// URL')
    .optional(),
  AI_API_KEY: z.string().max(4096).optional(),
  AI_MODEL: z.string().max(200).optional(),
  /** How long one model call may take before the built-in section is used instead. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Model calls in flight at once, server-wide; more get a 429 asking to try again shortly. */
  AI_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(4),
  /** Text the identifier guard flags: `block` keeps it on the server (built-in engine), `redact` sends placeholders. */
  AI_SEND_IDENTIFIERS: z.enum(['block', 'redact']).default('block'),
  /** Model calls per user per hour (a generation the model makes, prefetches included). */
  AI_GENERATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(300),
  /** Start the next section in the background once the practitioner can no longer change what it reads. */
  AI_PREFETCH: booleanFlag.default(true),
})
  .refine((env) => env.EMAIL_CONFIRMATION !== 'required' || env.PUBLIC_URL, {
    path: ['PUBLIC_URL'],
    message: 'is required when EMAIL_CONFIRMATION=required, so confirmation links never follow the Host header of a request',
  })
  .refine((env) => env.AI_PROVIDER === 'builtin' || env.AI_MODEL, {
    path: ['AI_MODEL'],
    message: 'is required with AI_PROVIDER=openai-compatible or anthropic (the model name the provider expects)',
  })
  .refine((env) => env.AI_PROVIDER !== 'openai-compatible' || env.AI_BASE_URL, {
    path: ['AI_BASE_URL'],
    message: 'is required with AI_PROVIDER=openai-compatible (e.g. https://api.openai.com/v1)',
  })
  .refine((env) => env.AI_PROVIDER !== 'anthropic' || env.AI_API_KEY, {
    path: ['AI_API_KEY'],
    message: 'is required with AI_PROVIDER=anthropic',
  });

type ParsedEnv = z.infer<typeof EnvSchema>;
export type Env = Omit<ParsedEnv, 'SESSION_SECRET' | 'STATIC_DIR'> & { SESSION_SECRET: string; STATIC_DIR: string; databaseKind: 'pglite' | 'postgres' };

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all. */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && value.trim() !== '') result[key] = value;
  }
  return result;
}

export function parseEnv(source: NodeJS.ProcessEnv): ParsedEnv {
  const result = EnvSchema.safeParse(withoutEmpty(source));
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return result.data;
}

/** A secret generated on first start and kept in DATA_DIR so sessions survive restarts. */
function loadOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = parseEnv(source);
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    DATA_DIR: dataDir,
    STATIC_DIR: parsed.STATIC_DIR ? path.resolve(parsed.STATIC_DIR) : path.join(PACKAGE_ROOT, 'dist', 'client'),
    SESSION_SECRET: parsed.SESSION_SECRET ?? loadOrCreateSessionSecret(dataDir),
    databaseKind: parsed.DATABASE_URL ? 'postgres' : 'pglite',
  };
}
