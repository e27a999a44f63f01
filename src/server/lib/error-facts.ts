/**
 * What may be said about an error in a log line. Driver errors carry the SQL *and every parameter*
 * in their message (drizzle: "Failed query: … params: …"), and PostgreSQL's own messages quote
 * values ("invalid input syntax for type uuid: …"), so messages are never logged: only class
 * names, the SQLSTATE or system error code, the statement text with its placeholders, and the
 * stack's frames.
 */
export type ErrorFacts = {
  type: string;
  /** Class names down the cause chain, outermost first. */
  causes?: string[];
  /** SQLSTATE (e.g. 22021) or Node system error code (e.g. ECONNREFUSED). */
  code?: string;
  /** The parameterised statement, never its values. */
  statement?: string;
  frames?: string[];
};

const MAX_CHAIN = 5;

function chain(error: unknown): unknown[] {
  const links: unknown[] = [];
  let current = error;
  while (current && links.length < MAX_CHAIN && !links.includes(current)) {
    links.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return links;
}

function typeName(value: unknown): string {
  if (value instanceof Error) return value.constructor?.name || value.name || 'Error';
  return typeof value;
}

/** SQLSTATE or system error code anywhere down the cause chain. */
export function errorCode(error: unknown): string | undefined {
  for (const link of chain(error)) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z0-9_]{2,32}$/.test(code)) return code;
  }
  return undefined;
}

/** The drizzle query wrapper's statement: SQL with $1, $2… placeholders. */
function statementOf(error: unknown): string | undefined {
  for (const link of chain(error)) {
    const query = (link as { query?: unknown }).query;
    if (typeof query === 'string' && (link as { params?: unknown }).params !== undefined) return query.slice(0, 1000);
  }
  return undefined;
}

function framesOf(error: unknown): string[] | undefined {
  if (!(error instanceof Error) || typeof error.stack !== 'string') return undefined;
  // Only "at …" lines: the first lines of a stack repeat the message.
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 8).map((line) => line.trim());
  return frames.length ? frames : undefined;
}

export function errorFacts(error: unknown): ErrorFacts {
  const links = chain(error);
  const facts: ErrorFacts = { type: typeName(error) };
  if (links.length > 1) facts.causes = links.slice(1).map(typeName);
  const code = errorCode(error);
  if (code) facts.code = code;
  const statement = statementOf(error);
  if (statement) facts.statement = statement;
  const frames = framesOf(error);
  if (frames) facts.frames = frames;
  return facts;
}

/** SQLSTATE classes and system codes that mean the database cannot be reached right now. */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'EHOSTUNREACH']);
/** Driver errors without a code that mean the same (a pool that was shut down, a closed PGlite). */
const UNAVAILABLE_MESSAGES = /Cannot use a pool after calling end|Connection terminated|connection timeout|PGlite is closed|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  const code = errorCode(error);
  if (code && (code.startsWith('08') || UNAVAILABLE_CODES.has(code))) return true;
  // The query wrapper's own message holds the request's values, so only the driver's is read.
  return chain(error).some((link) => link instanceof Error && !('params' in link) && UNAVAILABLE_MESSAGES.test(link.message));
}

/**
 * Errors a request's values caused inside the database (data exceptions, program limits such as
 * nesting depth): the request is at fault, not the server. Validation should stop these first.
 */
export function isBadValueForDatabase(error: unknown): boolean {
  const code = errorCode(error);
  return Boolean(code && /^(22|54)[0-9A-Z]{3}$/.test(code));
}
