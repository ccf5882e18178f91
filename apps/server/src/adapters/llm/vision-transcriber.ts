import OpenAI from 'openai';
import { createOpenAiClient, LlmError, type LlmSettings } from './llm-client.js';

/** Reads a photo of notes (handwriting included) into plain text. */
export interface VisionTranscriber {
  /** Throws on any failure (timeout, HTTP error, empty answer) so the caller can fall back to OCR. */
  transcribe(image: Buffer, mimeType: string): Promise<string>;
}

/** Handwriting can take a vision model a while; still well under the browser's patience. */
export const DEFAULT_VISION_TIMEOUT_MS = 45_000;

const PROMPT =
  'Transcribe the study notes in this photo exactly as written, handwriting included. ' +
  'Keep the order a student would read them in (left column first), one line per line of notes. ' +
  'Do not summarise, correct or explain. Reply with the transcription only, no preamble. ' +
  'If there is no readable text, reply with nothing.';

/** Longest transcription kept: ten dense pages of notes, far above one photo. */
const MAX_TEXT = 50_000;

/**
 * An OpenAI-compatible vision model (chat completion with an image_url part) behind
 * VisionTranscriber. The photo goes as a data: URL so no file host is needed.
 */
export class LlmVisionTranscriber implements VisionTranscriber {
  private readonly client: OpenAI;
  private readonly timeoutMs: number;

  constructor(private readonly settings: LlmSettings) {
    this.timeoutMs = settings.timeoutMs ?? DEFAULT_VISION_TIMEOUT_MS;
    this.client = createOpenAiClient(settings, this.timeoutMs);
  }

  async transcribe(image: Buffer, mimeType: string): Promise<string> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    let content: string | null | undefined;
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.settings.model,
          temperature: 0,
          messages: [
            {
              role: 'user',
              content: [
                { type: 'text', text: PROMPT },
                { type: 'image_url', image_url: { url: `data:${mimeType};base64,${image.toString('base64')}` } },
              ],
            },
          ],
        },
        { signal },
      );
      content = completion.choices[0]?.message?.content;
    } catch (error) {
      if (signal.aborted || error instanceof OpenAI.APIConnectionTimeoutError)
        throw new LlmError('The vision model did not answer in time', 'timeout', undefined, { cause: error });
      if (error instanceof OpenAI.APIError && error.status)
        throw new LlmError(`The vision model answered ${error.status}`, 'http', error.status, { cause: error });
      throw new LlmError(error instanceof Error ? error.message : String(error), 'network', undefined, {
        cause: error,
      });
    }
    const text = stripFence(content ?? '').slice(0, MAX_TEXT);
    if (!text.trim()) throw new LlmError('The vision model returned no text', 'empty');
    return text;
  }
}

/** Some models wrap the transcription in a ``` fence despite the prompt. */
function stripFence(content: string): string {
  return content
    .replace(/^\s*```[a-z]*\s*\n/iu, '')
    .replace(/\n?\s*```\s*$/u, '')
    .trim();
}
