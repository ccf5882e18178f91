import type { MessagePort } from 'node:worker_threads';
import type { GenerateCardsInput, GeneratedCard } from '../card-generator/card-generator.js';
import type { SummariseInput } from '../summariser/summariser.js';

/** One job for an NLP worker thread. `warm` only proves the thread is up with its model loaded. */
export type NlpTask =
  | { kind: 'summarise'; input: SummariseInput }
  | { kind: 'cards'; input: GenerateCardsInput }
  | { kind: 'clean'; text: string }
  | { kind: 'warm' };

export type NlpResult = string[] | GeneratedCard[] | string | null;

/** What the pool posts to a worker. */
export interface NlpTaskMessage {
  task: NlpTask;
  /**
   * The worker posts once on this port when it picks the job up, so the time budget counts running
   * time only: a job waiting its turn in the queue is not punished for the jobs ahead of it.
   */
  started: MessagePort;
}
