import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One server per embedded database (decision 010). PGlite keeps the database in memory and writes
 * it back to DATA_DIR, so two processes on one folder silently lose each other's writes. The
 * holder writes a lock file (created exclusively) and touches it every few seconds; a lock whose
 * process is gone, or that nobody touched for STALE_MS, is taken over.
 */
export const LOCK_FILE = 'pglite.lock';
export const HEARTBEAT_MS = 5_000;
export const STALE_MS = 30_000;

type Holder = { pid: number; host: string; nonce: string; since: string };

export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: Holder | undefined) {
    const who = holder ? `process ${holder.pid} on ${holder.host} (since ${holder.since})` : 'another process';
    super(
      `The data folder ${dataDir} is in use by ${who}. Only one Grayline server may use an embedded database: stop the other server, or give this one its own DATA_DIR (or a DATABASE_URL).`,
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { release: () => void };

/** Folders this process holds, so a second open in one process is refused too. */
const held = new Set<string>();

function readHolder(file: string): Holder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string' && typeof parsed.nonce === 'string') return parsed as Holder;
  } catch {
    // Unreadable or half-written: judged by its age alone.
  }
  return undefined;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isStale(file: string, holder: Holder | undefined, now: number): boolean {
  let touched: number;
  try {
    touched = statSync(file).mtimeMs;
  } catch {
    return true;
  }
  if (now - touched > STALE_MS) return true;
  // On this machine a dead process (or our own pid, reused after a restart) gives the lock up at once.
  if (holder && holder.host === hostname()) return holder.pid === process.pid || !processAlive(holder.pid);
  return false;
}

/**
 * Takes the lock or throws DataDirLockedError. `onLost` runs if another process takes the lock
 * over later (this one stalled past STALE_MS): the caller must stop writing.
 */
export function acquireDataDirLock(dataDir: string, onLost: () => void): DataDirLock {
  const folder = path.resolve(dataDir);
  const file = path.join(folder, LOCK_FILE);
  if (held.has(file)) throw new DataDirLockedError(folder, { pid: process.pid, host: hostname(), nonce: '', since: 'earlier in this process' });
  mkdirSync(folder, { recursive: true });
  const mine: Holder = { pid: process.pid, host: hostname(), nonce: randomBytes(12).toString('hex'), since: new Date().toISOString() };

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (!isStale(file, holder, Date.now())) throw new DataDirLockedError(folder, holder);
      takeOverStale(file, holder);
      continue;
    }
    return hold(file, mine, onLost);
  }
  throw new DataDirLockedError(folder, readHolder(file));
}

/**
 * Moves a stale lock aside atomically. If what was moved is not the stale lock that was judged
 * (another starting server replaced it meanwhile), it goes back and that server keeps it.
 */
function takeOverStale(file: string, stale: Holder | undefined): void {
  const aside = `${file}.stale-${randomBytes(6).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch {
    return;
  }
  const moved = readHolder(aside);
  if (stale && moved && moved.nonce !== stale.nonce) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone created a lock meanwhile; theirs stands.
    }
  }
  try {
    unlinkSync(aside);
  } catch {
    // Already gone.
  }
}

function hold(file: string, mine: Holder, onLost: () => void): DataDirLock {
  held.add(file);
  const stillMine = () => readHolder(file)?.nonce === mine.nonce;
  const heartbeat = setInterval(() => {
    if (!stillMine()) {
      clearInterval(heartbeat);
      held.delete(file);
      onLost();
      return;
    }
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // A missed beat only matters after STALE_MS of them.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const release = () => {
    clearInterval(heartbeat);
    process.off('exit', release);
    if (!held.delete(file)) return;
    if (stillMine()) {
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  };
  // process.exit() skips async clean-up, but 'exit' listeners still run synchronously.
  process.on('exit', release);
  return { release };
}
