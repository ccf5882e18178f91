/**
 * Lets the event loop run timers and I/O before continuing. Awaiting a resolved promise does not:
 * with better-sqlite3 every query resolves at once, so a loop of queries (a 50,000-card deck read
 * a page at a time, an import written a batch at a time) would otherwise hold the loop for its
 * whole length however small its steps (ADR 0024).
 *
 * The steps waiting here go on one at a time, one per turn of the event loop, in the order they
 * yielded (ADR 0031). With a plain `setImmediate` each, Node runs every immediate queued before
 * the check phase in one go: four big jobs at once (an export, an import, a data export, a list)
 * put four steps of tens of ms back to back between two looks at the sockets, and a health check
 * waited for all of them at each hop (request in, database answer in).
 */
const waiting: (() => void)[] = [];
let scheduled = false;

function runNext(): void {
  scheduled = false;
  // The step continues in this callback's microtasks; the next one waits for the next turn (an
  // immediate queued from inside an immediate runs on the following iteration, after poll).
  waiting.shift()?.();
  if (waiting.length > 0) schedule();
}

function schedule(): void {
  scheduled = true;
  setImmediate(runNext);
}

export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) schedule();
  });
}
