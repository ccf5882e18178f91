import { DEFAULT_LLM_TIMEOUT_MS, describeLlmFailure, LlmJsonClient, type FallbackLogger } from './llm-client.js';

/** The options both LLM adapters take; create-adapters.ts passes the built-in adapter as `fallback`. */
export interface LlmAdapterOptions<F> {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Budget for each model call (an adapter makes two in a row). Default 30 s. */
  timeoutMs?: number | undefined;
  /** Used whenever the model fails, times out or answers with something unusable. */
  fallback: F;
  /**
   * OCR clean-up of the notes before they go to the model. create-adapters.ts runs it on the NLP
   * worker threads so a hostile text never blocks the event loop; default: in-process cleanOcrText.
   */
  prepareNotes?: ((text: string) => Promise<string>) | undefined;
  log: FallbackLogger;
}

/**
 * The one place that decides what an LLM failure means for the student: the built-in adapter answers
 * the same request, and one log line says why (never the notes or the prompt). Both adapters use it,
 * so a summary and a deck degrade the same way.
 */
export class LlmWithFallback {
  readonly client: LlmJsonClient;

  private readonly log: FallbackLogger;

  constructor(
    options: Omit<LlmAdapterOptions<unknown>, 'fallback'>,
    /** Names for the log line: "LLM {llm} failed; using the built-in {builtin}". */
    private readonly names: { llm: string; builtin: string },
  ) {
    this.log = options.log;
    this.client = new LlmJsonClient({
      baseUrl: options.baseUrl,
      apiKey: options.apiKey,
      model: options.model,
      timeoutMs: options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS,
    });
  }

  async run<T>(attempt: (client: LlmJsonClient) => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    try {
      return await attempt(this.client);
    } catch (error) {
      this.log.warn(
        { ...describeLlmFailure(error), model: this.client.model },
        `LLM ${this.names.llm} failed; using the built-in ${this.names.builtin}`,
      );
      return fallback();
    }
  }
}
