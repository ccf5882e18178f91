import OpenAI from 'openai';
import type { z } from 'zod';

export interface LlmSettings {
  /** OpenAI-compatible base URL, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  /** Optional: local servers (Ollama, llama.cpp, vLLM) usually need none. */
  apiKey?: string | undefined;
  model: string;
  /** Whole-call budget including the one retry below. Default 30 s. */
  timeoutMs?: number | undefined;
}

/** The slice of a pino/Fastify logger the LLM adapters need, so tests can pass a plain object. */
export interface FallbackLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/** `ungrounded`: the model answered in the right shape, but nothing it said survived the grounding check. */
export type LlmErrorKind = 'timeout' | 'http' | 'network' | 'empty' | 'invalid-json' | 'schema' | 'ungrounded';

export class LlmError extends Error {
  constructor(
    message: string,
    readonly kind: LlmErrorKind,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LlmError';
  }
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export const DEFAULT_LLM_TIMEOUT_MS = 30_000;

/**
 * The OpenAI SDK client every LLM adapter uses: no automatic retries (a budget spent three times over
 * would leave a student waiting), one timeout per call.
 */
export function createOpenAiClient(settings: LlmSettings, timeoutMs: number): OpenAI {
  return new OpenAI({
    baseURL: settings.baseUrl,
    // The SDK refuses to start without a key; OpenAI-compatible local servers ignore it.
    apiKey: settings.apiKey || 'not-needed',
    timeout: timeoutMs,
    maxRetries: 0,
  });
}

/**
 * A chat completion that must come back as JSON matching a Zod schema. Any failure — timeout, HTTP
 * error, unparseable or wrong-shaped output — is thrown as an LlmError so the caller can fall back.
 * No automatic retries: a 30 s budget spent three times over would leave a student waiting 90 s.
 */
export class LlmJsonClient {
  private readonly client: OpenAI;
  private readonly timeoutMs: number;

  constructor(private readonly settings: LlmSettings) {
    this.timeoutMs = settings.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
    this.client = createOpenAiClient(settings, this.timeoutMs);
  }

  get model(): string {
    return this.settings.model;
  }

  async chatJson<T>(
    messages: ChatMessage[],
    schema: z.ZodType<T>,
    options: { maxTokens?: number; temperature?: number } = {},
  ): Promise<T> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    const body = {
      model: this.settings.model,
      messages,
      temperature: options.temperature ?? 0.2,
      ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
    };
    let content: string | null | undefined;
    try {
      let completion;
      try {
        completion = await this.client.chat.completions.create(
          { ...body, response_format: { type: 'json_object' } },
          { signal },
        );
      } catch (error) {
        // Some OpenAI-compatible servers reject response_format; the prompt asks for JSON anyway.
        if (!(error instanceof OpenAI.BadRequestError || error instanceof OpenAI.UnprocessableEntityError)) throw error;
        completion = await this.client.chat.completions.create(body, { signal });
      }
      content = completion.choices[0]?.message?.content;
    } catch (error) {
      throw toLlmError(error, signal);
    }
    if (!content || !content.trim()) throw new LlmError('The model returned an empty message', 'empty');
    const json = parseJsonLoosely(content);
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
      throw new LlmError(`The model's JSON did not match the expected shape (${issues.join('; ')})`, 'schema');
    }
    return parsed.data;
  }
}

/** JSON from a model that may wrap it in a ```json fence or a sentence of preamble. */
export function parseJsonLoosely(content: string): unknown {
  const unfenced = content.replace(/^\s*```(?:json)?\s*/iu, '').replace(/\s*```\s*$/u, '');
  try {
    return JSON.parse(unfenced);
  } catch {
    const start = unfenced.search(/[[{]/u);
    const end = Math.max(unfenced.lastIndexOf('}'), unfenced.lastIndexOf(']'));
    if (start >= 0 && end > start) {
      try {
        return JSON.parse(unfenced.slice(start, end + 1));
      } catch {
        // Fall through to the error below.
      }
    }
    throw new LlmError('The model did not return valid JSON', 'invalid-json');
  }
}

function toLlmError(error: unknown, signal: AbortSignal): LlmError {
  if (error instanceof LlmError) return error;
  if (
    signal.aborted ||
    error instanceof OpenAI.APIConnectionTimeoutError ||
    error instanceof OpenAI.APIUserAbortError
  ) {
    return new LlmError('The model did not answer in time', 'timeout', undefined, { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError)
    return new LlmError(`Could not reach the model: ${error.message}`, 'network', undefined, { cause: error });
  if (error instanceof OpenAI.APIError)
    return new LlmError(`The model server answered ${error.status ?? 'with an error'}`, 'http', error.status, {
      cause: error,
    });
  return new LlmError(error instanceof Error ? error.message : String(error), 'network', undefined, { cause: error });
}

/** A short, log-safe description of why an LLM call failed (never the prompt or the notes). */
export function describeLlmFailure(error: unknown): Record<string, unknown> {
  if (error instanceof LlmError) return { kind: error.kind, status: error.status, reason: error.message };
  return { kind: 'unexpected', reason: error instanceof Error ? error.message : String(error) };
}
