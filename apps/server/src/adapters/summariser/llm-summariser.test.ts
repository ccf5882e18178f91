import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeLlmServer,
  studyMaterialHandler,
  studyRequestKind,
  type FakeLlmReply,
  type FakeLlmServer,
} from '../../../test/fake-llm-server.js';
import { biologyPhotosynthesis } from '../../../test/study-notes.js';
import { BuiltinSummariser } from './builtin-summariser.js';
import { LlmSummariser } from './llm-summariser.js';
import { withinLength } from './summary-length.js';
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

/** The fake's real key facts, with `points` as the answer to the points prompt. */
function pointsReply(points: FakeLlmReply): void {
  const study = studyMaterialHandler();
  server.setHandler((req) => (studyRequestKind(req) === 'points' ? points : study(req)));
}

const messagesOf = (i: number): string => JSON.stringify(server.requests[i]?.body.messages);

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
  it('asks for key facts from the notes, then points from those facts, in the notes’ order', async () => {
    server.setHandler(studyMaterialHandler());
    const points = await summariser().summarise(input);

    expect(fallback.calls).toHaveLength(0);
    expect(warnings).toHaveLength(0);
    expect(server.requests.map(studyRequestKind)).toEqual(['keyFacts', 'points']);
    const [facts, pointsRequest] = server.requests;
    expect(facts?.path).toBe('/v1/chat/completions');
    expect(facts?.headers.authorization).toBe('Bearer test-key');
    expect(facts?.body.model).toBe('test-model');
    expect(facts?.body.response_format).toEqual({ type: 'json_object' });
    const keyFactsPrompt = messagesOf(0);
    for (const line of [
      'Subject: Biology',
      'Qualification: GCSE',
      'Topic: Photosynthesis',
      'British',
      'dates, figures',
    ]) {
      expect(keyFactsPrompt).toContain(line);
    }
    // The notes are sent cleaned: the OCR line-break hyphen is gone.
    expect(keyFactsPrompt).toContain('rate of photosynthesis from increasing');
    // The points prompt carries the checked facts, not the raw notes.
    const pointsPrompt = JSON.stringify(pointsRequest?.body.messages);
    expect(pointsPrompt).toContain('Key facts (JSON)');
    expect(pointsPrompt).toContain('sourceQuote');
    expect(pointsPrompt).not.toContain('PHOTOSYNTHESIS');
    expect(pointsPrompt).toMatch(/Write about \d+ revision points, about \d+ words/);

    expect(points.length).toBeGreaterThanOrEqual(3);
    for (const p of points) {
      expect(p).toMatch(/\*\*[^*]+\*\*/);
      expect(p).toMatch(/[.!?]$/);
    }
    const plain = points.map((p) => p.replace(/\*+/g, ''));
    const positions = plain.map((p) => input.text.replace(/-\n/g, '').replace(/\s+/g, ' ').indexOf(p.slice(0, 30)));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // About a third of the notes, well short of all of them.
    const words = (s: string): number => s.split(/\s+/).filter(Boolean).length;
    expect(words(plain.join(' '))).toBeLessThan(words(input.text) * 0.6);
  });

  it("tidies the model's points and drops headings, repeats and facts the notes do not give", async () => {
    pointsReply({
      content: JSON.stringify({
        points: [
          '1. **Photosynthesis** makes glucose from carbon dioxide and water using light energy',
          'Limiting factors',
          '- It happens in the **chloroplasts**, which contain **chlorophyll**.',
          'Plants release 500 tonnes of oxygen a day.',
          'Oxygen is a **by-product.',
          'Mitochondria in animal cells perform aerobic respiration continuously.',
          '**Photosynthesis** makes glucose from carbon dioxide and water using light energy.',
        ],
      }),
    });
    expect(await summariser().summarise(input)).toEqual([
      '**Photosynthesis** makes glucose from carbon dioxide and water using light energy.',
      'It happens in the **chloroplasts**, which contain **chlorophyll**.',
      // An unpaired marker would turn the rest of the page bold, so it is dropped.
      'Oxygen is a by-product.',
    ]);
    expect(fallback.calls).toHaveLength(0);
  });

  it('accepts a bare JSON array and JSON wrapped in a code fence', async () => {
    pointsReply({ content: '```json\n["Chlorophyll absorbs light energy."]\n```' });
    expect(await summariser().summarise(input)).toEqual(['Chlorophyll absorbs light energy.']);
  });

  it('retries without response_format when the server rejects it', async () => {
    const study = studyMaterialHandler();
    server.setHandler((req) =>
      req.body.response_format
        ? { status: 400, body: { error: { message: 'response_format is not supported' } } }
        : study(req),
    );
    expect((await summariser().summarise(input)).length).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(4);
    expect(server.requests[1]?.body.response_format).toBeUndefined();
  });

  it('falls back when none of the key facts is in the notes', async () => {
    server.setHandler(
      studyMaterialHandler({
        override: {
          keyFacts: {
            content: JSON.stringify({
              keyFacts: [{ fact: 'Mitochondria release 38 ATP molecules.', sourceQuote: 'Mitochondria release ATP.' }],
            }),
          },
        },
      }),
    );
    expect(await summariser().summarise(input)).toEqual(['Built-in point.']);
    expect(warnings[0]?.details.kind).toBe('ungrounded');
    expect(server.requests).toHaveLength(1);
  });

  it('falls back to the built-in summariser on malformed output at either step, and logs why', async () => {
    server.setHandler(studyMaterialHandler({ override: { keyFacts: { content: 'Here are your facts!' } } }));
    expect(await summariser().summarise(input)).toEqual(['Built-in point.']);
    expect(fallback.calls).toEqual([input]);
    expect(warnings[0]?.details.kind).toBe('invalid-json');
    expect(warnings[0]?.message).toMatch(/built-in summariser/);

    pointsReply({ content: '{"summary": "Photosynthesis makes glucose."}' });
    expect(await summariser().summarise(input)).toEqual(['Built-in point.']);
    expect(warnings[1]?.details.kind).toBe('schema');

    pointsReply({ content: '{"points": ["", "  ", "**", "Limiting factors"]}' });
    expect(await summariser().summarise(input)).toEqual(['Built-in point.']);
    expect(warnings[2]?.details.kind).toBe('empty');
    expect(fallback.calls).toHaveLength(3);
  });

  it('falls back on a server error at either step', async () => {
    server.setHandler(studyMaterialHandler({ override: { keyFacts: { status: 500 } } }));
    expect(await summariser().summarise(input)).toEqual(['Built-in point.']);
    expect(warnings[0]?.details).toMatchObject({ kind: 'http', status: 500, model: 'test-model' });
    // No silent retries: one failed call is one request, and the points are never asked for.
    expect(server.requests).toHaveLength(1);

    pointsReply({ status: 503 });
    expect(await summariser().summarise(input)).toEqual(['Built-in point.']);
    expect(warnings[1]?.details).toMatchObject({ kind: 'http', status: 503 });
  });

  it('falls back when the model does not answer within the timeout', async () => {
    pointsReply({ delayMs: 5_000, then: { content: '{"points":["Too late."]}' } });
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

describe('withinLength', () => {
  const notes = 'Word '.repeat(200).trim(); // 999 characters: the points may use 397.
  const point = (n: number, words: number): string => `**Point ${n}** ${'fact '.repeat(words).trim()}.`;

  it('keeps points that fit within 40% of the notes, markup included', () => {
    const points = [point(1, 10), point(2, 10), point(3, 10), point(4, 10)];
    expect(withinLength(points, notes)).toEqual(points);
  });

  it('drops the longest points until the rest fit, keeping the order of the others', () => {
    const points = [point(1, 10), point(2, 40), point(3, 10), point(4, 30), point(5, 10)];
    const kept = withinLength(points, notes);
    expect(kept).toEqual([point(1, 10), point(3, 10), point(4, 30), point(5, 10)]);
    expect(kept.join(' ').length).toBeLessThanOrEqual(999 * 0.4);
  });

  it('never leaves fewer than three points', () => {
    const points = [point(1, 60), point(2, 60), point(3, 60)];
    expect(withinLength(points, notes)).toEqual(points);
  });
});
