import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../../../test/fake-llm-server.js';
import { biologyPhotosynthesis } from '../../../test/study-notes.js';
import { BuiltinSummariser } from './builtin-summariser.js';
import { LlmSummariser } from './llm-summariser.js';
import type { SummariseInput, Summariser } from './summariser.js';

class RecordingFallback implements Summariser {
  calls: SummariseInput[] = [];
  summarise(input: SummariseInput): Promise<string[]> {
    this.calls.push(input);
    return Promise.resolve(['Built-in point.']);
  }
}

interface Warning {
  details: Record<string, unknown>;
  message: string;
}

let server: FakeLlmServer;
let warnings: Warning[];
let fallback: RecordingFallback;
const log = { warn: (details: Record<string, unknown>, message: string) => warnings.push({ details, message }) };
const input: SummariseInput = {
  text: biologyPhotosynthesis.text,
  subject: 'Biology',
  topic: 'Photosynthesis',
  qualification: 'GCSE',
};

function summariser(timeoutMs?: number): LlmSummariser {
  return new LlmSummariser({
    baseUrl: server.baseUrl,
    apiKey: 'test-key',
    model: 'test-model',
    timeoutMs,
    fallback,
    log,
  });
}

beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  warnings = [];
  fallback = new RecordingFallback();
  server.requests.length = 0;
});

describe('LlmSummariser', () => {
  it("returns the model's points, tidied, and sends the notes with subject and topic", async () => {
    server.setHandler(() => ({
      content: JSON.stringify({
        points: [
          '1. **Photosynthesis** makes glucose from carbon dioxide and water using light energy',
          '- It happens in the **chloroplasts**, which contain **chlorophyll**.',
          'Oxygen is a **by-product.',
          '**Photosynthesis** makes glucose from carbon dioxide and water using light energy.',
        ],
      }),
    }));
    const points = await summariser().summarise(input);

    expect(points).toEqual([
      '**Photosynthesis** makes glucose from carbon dioxide and water using light energy.',
      'It happens in the **chloroplasts**, which contain **chlorophyll**.',
      // An unpaired marker would turn the rest of the page bold, so it is dropped.
      'Oxygen is a by-product.',
    ]);
    expect(fallback.calls).toHaveLength(0);
    expect(warnings).toHaveLength(0);

    const request = server.requests[0];
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.response_format).toEqual({ type: 'json_object' });
    const user = JSON.stringify(request?.body.messages);
    expect(user).toContain('Subject: Biology');
    expect(user).toContain('Topic: Photosynthesis');
    // The notes are sent cleaned: the OCR line-break hyphen is gone.
    expect(user).toContain('rate of photosynthesis from increasing');
  });

  it('accepts a bare JSON array and JSON wrapped in a code fence', async () => {
    server.setHandler(() => ({ content: '```json\n["Chlorophyll absorbs light energy."]\n```' }));
    expect(await summariser().summarise(input)).toEqual(['Chlorophyll absorbs light energy.']);
  });

  it('retries without response_format when the server rejects it', async () => {
    server.setHandler((req) =>
      req.body.response_format
        ? { status: 400, body: { error: { message: 'response_format is not supported' } } }
        : { content: '{"points":["Plants store glucose as starch."]}' },
    );
    expect(await summariser().summarise(input)).toEqual(['Plants store glucose as starch.']);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.body.response_format).toBeUndefined();
  });

  it('falls back to the built-in summariser on malformed output and logs why', async () => {
    server.setHandler(() => ({ content: 'Here are your points: photosynthesis is great!' }));
    expect(await summariser().summarise(input)).toEqual(['Built-in point.']);
    expect(fallback.calls).toEqual([input]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.details.kind).toBe('invalid-json');
    expect(warnings[0]?.message).toMatch(/built-in summariser/);
  });

  it('falls back when the JSON has the wrong shape or no usable points', async () => {
    server.setHandler(() => ({ content: '{"summary": "Photosynthesis makes glucose."}' }));
    expect(await summariser().summarise(input)).toEqual(['Built-in point.']);
    expect(warnings[0]?.details.kind).toBe('schema');

    server.setHandler(() => ({ content: '{"points": ["", "  ", "**"]}' }));
    expect(await summariser().summarise(input)).toEqual(['Built-in point.']);
    expect(fallback.calls).toHaveLength(2);
  });

  it('falls back on a server error', async () => {
    server.setHandler(() => ({ status: 500 }));
    expect(await summariser().summarise(input)).toEqual(['Built-in point.']);
    expect(warnings[0]?.details).toMatchObject({ kind: 'http', status: 500, model: 'test-model' });
    // No silent retries: one failed call is one request.
    expect(server.requests).toHaveLength(1);
  });

  it('falls back when the model does not answer within the timeout', async () => {
    server.setHandler(() => ({ delayMs: 5_000, then: { content: '{"points":["Too late."]}' } }));
    const started = Date.now();
    expect(await summariser(300).summarise(input)).toEqual(['Built-in point.']);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(warnings[0]?.details.kind).toBe('timeout');
  });

  it('falls back when nothing listens at the address', async () => {
    const closed = await startFakeLlmServer();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const s = new LlmSummariser({ baseUrl, model: 'm', fallback, log });
    expect(await s.summarise(input)).toEqual(['Built-in point.']);
    expect(warnings[0]?.details.kind).toBe('network');
  });

  it('uses the real built-in summariser as the fallback end to end', async () => {
    server.setHandler(() => ({ status: 503 }));
    const s = new LlmSummariser({ baseUrl: server.baseUrl, model: 'm', fallback: new BuiltinSummariser(), log });
    const points = await s.summarise(input);
    expect(points.length).toBeGreaterThanOrEqual(4);
    expect(points.join(' ')).toContain('**Photosynthesis**');
  });

  it('does not call the model for empty notes', async () => {
    expect(await summariser().summarise({ text: ' \n ' })).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });
});
