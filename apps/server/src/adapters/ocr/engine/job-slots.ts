import { ServiceBusyError } from '../../../core/domain-errors.js';

export const OCR_BUSY_MESSAGE = 'OCR is busy right now. Please try again in a moment.';
export const OCR_CLOSED_MESSAGE = 'OCR is not available right now. Please try again in a moment.';

/**
 * At most `size` jobs at once, at most `queueLimit` waiting (first come, first served); one more
 * gets a 503 straight away, so memory (each waiter holds its upload) and latency stay bounded.
 */
export class JobSlots {
  private running = 0;
  private closed = false;
  private readonly waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];

  constructor(
    private readonly size: number,
    private readonly queueLimit: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await job();
    } finally {
      this.release();
    }
  }

  /** Whether a job arriving now would be refused. */
  isFull(): boolean {
    return this.closed || (this.running >= this.size && this.waiting.length >= this.queueLimit);
  }

  /** Waiting and later jobs get 503; running ones finish or are stopped by their owner. */
  close(): void {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new ServiceBusyError(OCR_CLOSED_MESSAGE));
  }

  private acquire(): Promise<void> {
    if (this.closed) return Promise.reject(new ServiceBusyError(OCR_CLOSED_MESSAGE));
    if (this.running < this.size) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queueLimit) return Promise.reject(new ServiceBusyError(OCR_BUSY_MESSAGE));
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private release(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next waiter, so `running` stays the same.
    if (next && !this.closed) next.resolve();
    else this.running--;
  }
}
