import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, imageUrlOf, startFakeLlmServer } from '../../../test/fake-llm-server.js';
import { TINY_PNG } from '../../../test/fixtures.js';
import { LlmError } from './llm-client.js';
import { LlmVisionTranscriber } from './vision-transcriber.js';

let llm: FakeLlmServer;
beforeAll(async () => {
  llm = await startFakeLlmServer();
});
afterAll(async () => {
  await llm.close();
});

const transcriber = (timeoutMs = 2000) => new LlmVisionTranscriber({ baseUrl: llm.baseUrl, model: 'eyes', timeoutMs });

describe('LlmVisionTranscriber', () => {
  it('sends the photo as a data URL and strips a code fence from the answer', async () => {
    llm.setHandler(() => ({ content: '```\nEnzymes are biological catalysts\n```' }));
    await expect(transcriber().transcribe(TINY_PNG, 'image/png')).resolves.toBe('Enzymes are biological catalysts');
    const request = llm.requests.at(-1)!;
    expect(request.body.model).toBe('eyes');
    expect(imageUrlOf(request)).toBe(`data:image/png;base64,${TINY_PNG.toString('base64')}`);
  });

  it('throws a typed error on timeout, HTTP errors and empty answers', async () => {
    const kinds: string[] = [];
    for (const reply of [{ delayMs: 5000 }, { status: 503 }, { content: '' }]) {
      llm.setHandler(() => reply);
      const error = await transcriber(300)
        .transcribe(TINY_PNG, 'image/png')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LlmError);
      kinds.push((error as LlmError).kind);
    }
    expect(kinds).toEqual(['timeout', 'http', 'empty']);
  });
});
