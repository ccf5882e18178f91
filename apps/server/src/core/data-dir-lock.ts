import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'revisely.lock';
/** A lock file with no pid yet may be one another process is writing this instant. */
const UNWRITTEN_GRACE_MS = 10_000;

export class DataDirLockedError extends Error {
  constructor(dataDir: string, file: string, holder: string) {
    super(
      `Another Revisely server (${holder}) is already using DATA_DIR ${dataDir}. With SQLite only one ` +
        `server may use a data directory (ADR 0001, 0005); stop the other one or give this one its own ` +
        `DATA_DIR. If no other server is running, delete ${file}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** Lock files this process holds: a second server in the same process is refused too. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): { pid: number | null; ageMs: number } | null {
  try {
    const text = readFileSync(file, 'utf8').trim();
    const pid = /^\d+$/.test(text) ? Number(text) : null;
    return { pid, ageMs: Date.now() - statSync(file).mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Takes `DATA_DIR/revisely.lock` (created exclusively, holding this pid) so a second server on the
 * same SQLite data refuses to start: its in-memory caches would serve stale data (ADR 0005) and
 * its writes would race. A lock left by a process that is gone is taken over. The same pid in a
 * lock this process did not take is a previous run (a container's pid 1 restarted), not a rival.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      held.add(file);
      const release = () => {
        process.removeListener('exit', release);
        if (!held.delete(file)) return;
        // Never remove a lock another process has taken over since.
        if (readHolder(file)?.pid === process.pid) unlinkSync(file);
      };
      // A process.exit() that skips the shutdown path still leaves no lock behind.
      process.on('exit', release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (!holder) continue;
    if (held.has(file)) throw new DataDirLockedError(dataDir, file, 'in this process');
    if (holder.pid === null) {
      if (holder.ageMs < UNWRITTEN_GRACE_MS) throw new DataDirLockedError(dataDir, file, 'starting up');
    } else if (holder.pid !== process.pid && isAlive(holder.pid)) {
      throw new DataDirLockedError(dataDir, file, `pid ${holder.pid}`);
    }
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirLockedError(dataDir, file, 'another process starting at the same moment');
}
