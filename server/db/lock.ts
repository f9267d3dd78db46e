import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat), or null where
 * there is no /proc (macOS, Windows) or no such process. A pid is reused by the kernel; a (pid, start
 * time) pair never is, so it names one process for good.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may itself hold spaces or parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state), so field 22 is at index 19.
    const start = fields[19];
    return start && /^\d+$/.test(start) ? start : null;
  } catch {
    return null;
  }
}

/** The lock file's content: "<pid> <start time>", or the bare pid where the start time is unknown. */
function ownerLine(): string {
  const start = processStartTime(process.pid);
  return start ? `${process.pid} ${start}` : String(process.pid);
}

/**
 * True while the process the lock file names still runs. A file from an older server holds a bare pid
 * (checked as before); one holding a start time is held only by that very process, so a dead server's
 * pid handed to some other program since (a container restarted, a reboot) no longer blocks the folder.
 */
function ownerAlive(pid: number, recordedStart: string | undefined): boolean {
  if (pid === process.pid || !isRunning(pid)) return false;
  if (!recordedStart) return true;
  const start = processStartTime(pid);
  // No /proc to compare with: the pid check is all there is.
  return start === null ? true : start === recordedStart;
}

/**
 * PGlite has no lock of its own, and two processes on one directory corrupt it.
 * The lock file holds the owner's pid and start time; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'academy.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, ownerLine());
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText = '', recordedStart] = readFileSync(lockPath, 'utf8').trim().split(/\s+/);
      const owner = /^\d+$/.test(pidText) ? Number.parseInt(pidText, 10) : Number.NaN;
      if (Number.isInteger(owner) && ownerAlive(owner, recordedStart)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is already in use by another academy server (pid ${owner}). ` +
            'Stop that server first, or start this one with another DATA_DIR.',
        );
      }
      // Said once, plainly: after a crash (kill -9, power cut) this is the line an operator looks for.
      console.warn(
        `Recovered the data folder lock of ${dataDir}: the server that held it (pid ${Number.isInteger(owner) ? owner : 'unknown'}) is no longer running.`,
      );
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockPath}`);
}
