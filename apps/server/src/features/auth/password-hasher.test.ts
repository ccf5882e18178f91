import { describe, expect, it } from 'vitest';
import { HttpError } from '../../core/http-error.js';
import { defaultHashLimits, limitHashing, SERVER_BUSY, type PasswordHasher } from './password-hasher.js';

/** A hasher whose calls finish only when the test says so. */
function gatedHasher() {
  const pending: (() => void)[] = [];
  let running = 0;
  let peak = 0;
  const run = <T>(value: T) =>
    new Promise<T>((resolve) => {
      running += 1;
      peak = Math.max(peak, running);
      pending.push(() => {
        running -= 1;
        resolve(value);
      });
    });
  const hasher: PasswordHasher = { hash: (p) => run(`hashed:${p}`), verify: () => run(true) };
  return {
    hasher,
    finishOne: () => pending.shift()?.(),
    get running() {
      return running;
    },
    get peak() {
      return peak;
    },
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('limitHashing', () => {
  it('runs at most maxConcurrent hashes, queues maxQueued and refuses the rest with 503', async () => {
    const inner = gatedHasher();
    const limited = limitHashing(inner.hasher, { maxConcurrent: 2, maxQueued: 2 });
    const calls = [limited.hash('a'), limited.verify('h', 'b'), limited.hash('c'), limited.hash('d')];
    await flush();
    expect(inner.running).toBe(2);

    const refused = limited.hash('e');
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, message: SERVER_BUSY });

    for (let i = 0; i < 4; i++) {
      inner.finishOne();
      await flush();
    }
    expect(await Promise.all(calls)).toEqual(['hashed:a', true, 'hashed:c', 'hashed:d']);
    expect(inner.peak).toBe(2);
    // Every slot came back: a full set of new calls is admitted again.
    const again = [limited.hash('f'), limited.hash('g')];
    await flush();
    expect(inner.running).toBe(2);
    inner.finishOne();
    inner.finishOne();
    await Promise.all(again);
  });

  it('frees the slot when the inner hasher fails', async () => {
    let fail = true;
    const limited = limitHashing(
      {
        hash: () => (fail ? Promise.reject(new Error('boom')) : Promise.resolve('ok')),
        verify: () => Promise.resolve(true),
      },
      { maxConcurrent: 1, maxQueued: 0 },
    );
    await expect(limited.hash('x')).rejects.toThrow('boom');
    fail = false;
    expect(await limited.hash('x')).toBe('ok');
  });

  it('leaves a libuv pool thread free by default', () => {
    const limits = defaultHashLimits();
    const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
    expect(limits.maxConcurrent).toBeGreaterThanOrEqual(1);
    expect(limits.maxConcurrent).toBeLessThanOrEqual(Math.max(1, pool - 1));
    expect(limits.maxQueued).toBeGreaterThan(0);
  });
});
