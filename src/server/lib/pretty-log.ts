import type { DestinationStream } from 'pino';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: '', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has, or that the line's own wording already shows. */
const SHOWN = new Set(['level', 'time', 'msg', 'pid', 'hostname']);

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

function value(v: unknown): string {
  return typeof v === 'string' && !/\s/.test(v) ? v : JSON.stringify(v);
}

/**
 * One JSON log line as a person reads it: the time, the level when it is not plain info, the
 * message and the other fields as key=value; a request as "GET /path 200 5.6 ms".
 */
export function formatLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.trimEnd();
  }
  const level = LEVELS[Number(entry.level)] ?? String(entry.level);
  const parts = [clock(entry.time), level].filter(Boolean);
  if (entry.msg === 'request' && typeof entry.method === 'string' && typeof entry.path === 'string') {
    parts.push(`${entry.method} ${entry.path} ${String(entry.status)} ${String(entry.durationMs)} ms`);
    return parts.join(' ');
  }
  parts.push(String(entry.msg ?? ''));
  const rest = Object.entries(entry).filter(([key]) => !SHOWN.has(key));
  if (rest.length > 0) parts.push(rest.map(([key, v]) => `${key}=${value(v)}`).join(' '));
  return parts.join(' ');
}

/** A pino destination that writes readable lines instead of JSON (LOG_FORMAT=pretty). */
export function prettyDestination(out: { write: (text: string) => unknown } = process.stdout): DestinationStream {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line.trim()) out.write(`${formatLogLine(line)}\n`);
    },
  };
}
