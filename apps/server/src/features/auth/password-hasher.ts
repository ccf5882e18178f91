import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { serviceUnavailable } from '../../core/http-error.js';

// Algorithm.Argon2id; the package exports it as an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2;

/** OWASP's argon2id baseline (19 MiB, 2 passes); about 30 ms per hash on these machines. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const SERVER_BUSY = 'The server is busy. Please try again in a moment.';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

export interface HashLimits {
  /** Hashes running at once. */
  maxConcurrent: number;
  /** Hashes that may wait for a slot; beyond that a request gets 503 at once. */
  maxQueued: number;
}

/**
 * argon2 runs on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default), which file reads and DNS
 * also need. A sign-in flood must not take every thread nor pile up 19 MiB hashes without end, so
 * at most 2 per core run, always leaving one pool thread free, and a short queue waits for them.
 */
export function defaultHashLimits(): HashLimits {
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  const maxConcurrent = Math.max(1, Math.min(2 * os.availableParallelism(), pool - 1));
  return { maxConcurrent, maxQueued: 8 * maxConcurrent };
}

/** Wraps a hasher so that at most `maxConcurrent` calls run and `maxQueued` wait. */
export function limitHashing(inner: PasswordHasher, limits: HashLimits): PasswordHasher {
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = async (): Promise<void> => {
    if (running < limits.maxConcurrent) {
      running += 1;
      return;
    }
    if (waiting.length >= limits.maxQueued) throw serviceUnavailable(SERVER_BUSY);
    // The slot is handed over by release(), so `running` stays counted for the waiter.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const limited =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await acquire();
      try {
        return await fn(...args);
      } finally {
        release();
      }
    };

  return { hash: limited((p: string) => inner.hash(p)), verify: limited((h: string, p: string) => inner.verify(h, p)) };
}

const unlimitedArgon2: PasswordHasher = {
  hash: (password) => hash(password, OPTIONS),
  async verify(hashed, password) {
    try {
      return await verify(hashed, password);
    } catch {
      return false;
    }
  },
};

export const argon2Hasher: PasswordHasher = limitHashing(unlimitedArgon2, defaultHashLimits());
