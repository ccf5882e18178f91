/**
 * Lets the event loop run timers and I/O before continuing. Awaiting a resolved promise does not:
 * with better-sqlite3 every query resolves at once, so a loop of queries (a 50,000-card deck read
 * a page at a time, an import written a batch at a time) would otherwise hold the loop for its
 * whole length however small its steps (ADR 0024).
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
