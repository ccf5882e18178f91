import type { CardGenerator, GenerateCardsInput, GeneratedCard } from '../card-generator/card-generator.js';
import type { NlpPool } from './nlp-pool.js';

/** The built-in card generator, run on an NlpPool thread so it never blocks the event loop. */
export class PooledCardGenerator implements CardGenerator {
  constructor(private readonly pool: NlpPool) {}

  generate(input: GenerateCardsInput): Promise<GeneratedCard[]> {
    return this.pool.generateCards(input);
  }
}
