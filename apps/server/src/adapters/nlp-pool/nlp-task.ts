import type { WorkerJob } from '../../core/worker-pool.js';
import type { GenerateCardsInput, GeneratedCard } from '../card-generator/card-generator.js';
import type { SummariseInput } from '../summariser/summariser.js';

/** One job for an NLP worker thread. `warm` only proves the thread is up with its model loaded. */
export type NlpTask =
  | { kind: 'summarise'; input: SummariseInput }
  | { kind: 'cards'; input: GenerateCardsInput }
  | { kind: 'clean'; text: string }
  | { kind: 'warm' };

export type NlpResult = string[] | GeneratedCard[] | string | null;

/** What the pool posts to a worker: the task and the port to report its start on. */
export type NlpTaskMessage = WorkerJob<NlpTask>;
