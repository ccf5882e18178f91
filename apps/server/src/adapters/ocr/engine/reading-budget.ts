/**
 * How long an extra reading of a doubtful page (uncut, plain) may take. Tesseract's time grows with
 * the pixels and texture it is given: an uncut 3000 px photo on checked cloth took 30 s where the
 * cut-out page took 2 s. An extra reading only checks the first one, so it gets a budget relative
 * to the first reading's time; past it the reading is stopped and the page keeps what it has.
 */
export interface ReadingBudget {
  /** Each extra reading may take this many times the first reading's time … */
  factor: number;
  /** … but never less than this (a first reading of a near-empty page takes next to nothing). */
  floorMs: number;
  /** Clock, in ms; a test passes its own. */
  now: () => number;
}

/**
 * 3× with a 4 s floor: on the dev photos an uncut reading (larger image, its desk kept) took up to
 * about 2.5× the cut-out's on a loaded machine and was worth its time (recall 65% → 98%); the
 * 30 s outlier was 15× (docs/ocr.md, *Time*).
 */
export const DEFAULT_READING_BUDGET: ReadingBudget = { factor: 3, floorMs: 4000, now: () => performance.now() };

export function extraReadingBudgetMs(firstMs: number, budget: Pick<ReadingBudget, 'factor' | 'floorMs'>): number {
  return Math.max(budget.floorMs, budget.factor * Math.max(0, firstMs));
}

/**
 * Runs one reading with `budgetMs`: resolves with its result, or with `undefined` once the budget
 * is spent, after aborting `signal` so the engine stops the work (kills its process, ends its
 * worker). A reading that fails after being abandoned is nobody's concern any more.
 */
export async function withinBudget<T>(
  read: (signal: AbortSignal) => Promise<T>,
  budgetMs: number,
): Promise<T | undefined> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const spent = new Promise<undefined>((resolve) => {
    // Settled before the abort, whose listeners may fail the reading at once.
    timer = setTimeout(() => {
      resolve(undefined);
      controller.abort();
    }, budgetMs);
  });
  const reading = read(controller.signal);
  reading.catch(() => undefined);
  try {
    return await Promise.race([reading, spent]);
  } finally {
    clearTimeout(timer);
  }
}
