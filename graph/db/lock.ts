import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Another live process holds DATA_DIR: start-up prints the message as one line and exits. */
export class DataDirLockedError extends Error {
  constructor(
    readonly file: string,
    readonly pid: number,
  ) {
    super(`DATA_DIR is in use by process ${pid} (lock file ${file}); stop that process first, or set another DATA_DIR`);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

const LOCK_FILE = 'cissp.lock';

function holderPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DATA_DIR for this process before the embedded database opens: PGlite is one process's
 * files, and a second process recovering, migrating or writing them at the same time loses what
 * the first acknowledged. The lock file holds the owner's pid and is created exclusively; a lock
 * left by a process that no longer runs (killed with SIGKILL, a crash) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holderPid(file);
      if (pid !== null && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(file, pid);
      // Stale (dead holder, or a file cut short by a crash while written): remove it, unless
      // another starter replaced it in the meantime, and race for the exclusive create again.
      if (holderPid(file) === pid) {
        try {
          unlinkSync(file);
        } catch (unlinkError) {
          if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
        }
      }
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    const release = () => {
      process.off('exit', release);
      if (holderPid(file) === process.pid) {
        try {
          unlinkSync(file);
        } catch {
          // Already gone.
        }
      }
    };
    process.on('exit', release);
    return { file, release };
  }
  const pid = holderPid(file);
  throw new DataDirLockedError(file, pid ?? 0);
}
