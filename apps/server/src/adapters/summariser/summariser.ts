import type { SummaryLength } from '@revisely/contracts';

export interface SummariseInput {
  /** The notes, typically OCR output edited by the student. */
  text: string;
  subject?: string;
  topic?: string;
  qualification?: string;
  /** How long the summary is; omitted is `standard` (about 40% of the notes). */
  length?: SummaryLength;
}

/**
 * Turns notes into study points: each a complete sentence, in the notes' order, with key terms in
 * **bold**. Implementations: the offline built-in one (default) and an LLM one that falls back to it.
 */
export interface Summariser {
  summarise(input: SummariseInput): Promise<string[]>;
}
