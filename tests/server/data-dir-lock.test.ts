import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStartTime } from '../../server/db/lock';

let dataDir: string;
let other: ChildProcess | null = null;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'academy-lock-'));
});
afterEach(() => {
  other?.kill('SIGKILL');
  other = null;
  rmSync(dataDir, { recursive: true, force: true });
});

const lockFile = () => path.join(dataDir, 'academy.lock');

/** Another live process, standing in for a first academy server that holds the folder. */
function liveProcess(): number {
  other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  if (!other.pid) throw new Error('could not start a helper process');
  return other.pid;
}

describe('DATA_DIR lock', () => {
  it('creates the folder and a lock holding this process id, removed on release', () => {
    const nested = path.join(dataDir, 'new', 'data');
    const unlock = lockDataDir(nested);
    expect(readFileSync(path.join(nested, 'academy.lock'), 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    unlock();
    expect(existsSync(path.join(nested, 'academy.lock'))).toBe(false);
  });

  it('refuses a folder another running process holds, with a message that says what to do', () => {
    const pid = liveProcess();
    writeFileSync(lockFile(), String(pid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    try {
      lockDataDir(dataDir);
    } catch (error) {
      expect((error as Error).message).toContain(dataDir);
      expect((error as Error).message).toContain(`pid ${pid}`);
      expect((error as Error).message).toMatch(/already in use/);
      expect((error as Error).message).toMatch(/DATA_DIR/);
    }
    // The refusal leaves the owner's lock in place.
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(pid));
  });

  it('takes over a lock left by a process that died', () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    expect(dead).toBeGreaterThan(0);
    writeFileSync(lockFile(), String(dead));
    const unlock = lockDataDir(dataDir);
    expect(readFileSync(lockFile(), 'utf8').split(' ')[0]).toBe(String(process.pid));
    unlock();
  });

  it('takes over a lock file whose content is not a pid', () => {
    writeFileSync(lockFile(), 'garbage');
    const unlock = lockDataDir(dataDir);
    expect(readFileSync(lockFile(), 'utf8').split(' ')[0]).toBe(String(process.pid));
    unlock();
  });

  it('refuses a folder held by a running process whose start time matches the lock', () => {
    const pid = liveProcess();
    const start = processStartTime(pid);
    expect(start).toMatch(/^\d+$/);
    writeFileSync(lockFile(), `${pid} ${start}`);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(readFileSync(lockFile(), 'utf8')).toBe(`${pid} ${start}`);
  });

  it('takes over a lock whose pid now belongs to another process (the pid was reused)', () => {
    // A live process with the recorded pid, but not the one that wrote the lock: its start time differs.
    const pid = liveProcess();
    const start = Number(processStartTime(pid));
    writeFileSync(lockFile(), `${pid} ${start - 1}`);
    const unlock = lockDataDir(dataDir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    unlock();
  });
});
