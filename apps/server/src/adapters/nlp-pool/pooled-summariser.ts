import type { SummariseInput, Summariser } from '../summariser/summariser.js';
import type { NlpPool } from './nlp-pool.js';

/** The built-in summariser, run on an NlpPool thread so it never blocks the event loop. */
export class PooledSummariser implements Summariser {
  constructor(private readonly pool: NlpPool) {}

  summarise(input: SummariseInput): Promise<string[]> {
    return this.pool.summarise(input);
  }
}
