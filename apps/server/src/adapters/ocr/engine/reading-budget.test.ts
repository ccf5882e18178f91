import { describe, expect, it } from 'vitest';
import { extraReadingBudgetMs, withinBudget } from './reading-budget.js';

describe('the time budget of an extra reading', () => {
  it('is a multiple of the first reading, never under the floor', () => {
    expect(extraReadingBudgetMs(3000, { factor: 3, floorMs: 4000 })).toBe(9000);
    expect(extraReadingBudgetMs(200, { factor: 3, floorMs: 4000 })).toBe(4000);
    expect(extraReadingBudgetMs(-5, { factor: 2, floorMs: 0 })).toBe(0);
  });

  it('gives the reading when it ends in time', async () => {
    let aborted = false;
    const read = await withinBudget(async (signal) => {
      signal.addEventListener('abort', () => (aborted = true));
      return 'tsv';
    }, 1000);
    expect(read).toBe('tsv');
    expect(aborted).toBe(false);
  });

  it('abandons a reading past its budget and tells the engine to stop it', async () => {
    let aborted = false;
    const read = await withinBudget(
      (signal) =>
        new Promise<string>((_resolve, reject) => {
          // A killed process fails its reading; nobody may be left with an unhandled rejection.
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('killed'));
          });
        }),
      5,
    );
    expect(read).toBeUndefined();
    expect(aborted).toBe(true);
  });

  it('still reports a reading that fails in time', async () => {
    await expect(withinBudget(async () => Promise.reject(new Error('tesseract exited with 1')), 1000)).rejects.toThrow(
      'exited',
    );
  });
});
