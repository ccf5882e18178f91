import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from './data-dir-lock.js';

let dir: string;
const lockFile = () => path.join(dir, LOCK_FILE);

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'revisely-lock-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('DATA_DIR lock', () => {
  it('holds the pid, refuses a second server on the same directory, and is released', () => {
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/Another Revisely server .* is already using DATA_DIR/);
    // Another directory is another server's business.
    const other = mkdtempSync(path.join(os.tmpdir(), 'revisely-lock-'));
    acquireDataDirLock(other).release();
    rmSync(other, { recursive: true, force: true });

    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('refuses while the holding process lives and takes over once it is gone', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      writeFileSync(lockFile(), `${child.pid}\n`);
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`pid ${child.pid}`));
    } finally {
      child.kill();
      await exited;
    }
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('treats its own pid left by a previous run as stale, and a fresh empty file as a rival starting', () => {
    writeFileSync(lockFile(), `${process.pid}\n`);
    acquireDataDirLock(dir).release();

    writeFileSync(lockFile(), '');
    expect(() => acquireDataDirLock(dir)).toThrow(/starting up/);
  });

  it('does not remove a lock that another process took over after release was due', () => {
    const lock = acquireDataDirLock(dir);
    writeFileSync(lockFile(), '999999999\n');
    lock.release();
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe('999999999');
  });

  it('stops the server from starting, before it opens the database', () => {
    // This test process stands for a running server on the directory.
    writeFileSync(lockFile(), `${process.pid}\n`);
    const serverRoot = path.resolve(import.meta.dirname, '../..');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Another Revisely server (pid ${process.pid}) is already using DATA_DIR ${dir}`);
    expect(existsSync(path.join(dir, 'revisely.sqlite'))).toBe(false);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
  });
});
