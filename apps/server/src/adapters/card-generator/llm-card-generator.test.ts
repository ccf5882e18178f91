import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../../../test/fake-llm-server.js';
import { economicsInflation } from '../../../test/study-notes.js';
import { BuiltinCardGenerator } from './builtin-card-generator.js';
import type { CardGenerator, GenerateCardsInput, GeneratedCard } from './card-generator.js';
import { LlmCardGenerator } from './llm-card-generator.js';

const FALLBACK_CARD: GeneratedCard = { front_text: 'Built-in?', back_text: 'Yes', explanation: '' };

class RecordingFallback implements CardGenerator {
  calls: GenerateCardsInput[] = [];
  generate(input: GenerateCardsInput): Promise<GeneratedCard[]> {
    this.calls.push(input);
    return Promise.resolve([FALLBACK_CARD]);
  }
}

let server: FakeLlmServer;
let warnings: Record<string, unknown>[];
let fallback: RecordingFallback;
const log = { warn: (details: Record<string, unknown>) => warnings.push(details) };
const input: GenerateCardsInput = {
  text: economicsInflation.text,
  subject: 'Economics',
  topic: 'Inflation',
  cardCount: 5,
  difficulty: 'hard',
};

function generator(timeoutMs?: number): LlmCardGenerator {
  return new LlmCardGenerator({ baseUrl: server.baseUrl, model: 'test-model', timeoutMs, fallback, log });
}

const card = (n: number): Record<string, string> => ({
  front_text: `Question ${n}?`,
  back_text: `Answer ${n}`,
  explanation: `Because ${n}.`,
});

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

describe('LlmCardGenerator', () => {
  it("returns the model's cards, at most cardCount, and asks for the count and difficulty", async () => {
    server.setHandler(() => ({ content: JSON.stringify({ cards: [1, 2, 3, 4, 5, 6, 7].map(card) }) }));
    const cards = await generator().generate(input);
    expect(cards).toEqual(
      [1, 2, 3, 4, 5].map((n) => ({
        front_text: `Question ${n}?`,
        back_text: `Answer ${n}`,
        explanation: `Because ${n}.`,
      })),
    );
    expect(fallback.calls).toHaveLength(0);
    const prompt = JSON.stringify(server.requests[0]?.body.messages);
    expect(prompt).toContain('Write exactly 5 flashcards');
    expect(prompt).toContain('hard: mostly figures, dates');
    expect(prompt).toContain('Topic: Inflation');
    expect(prompt).toContain('Consumer Prices Index');
  });

  it('accepts other field names, drops repeated questions or answers and markdown, and keeps fewer cards', async () => {
    server.setHandler(() => ({
      content: JSON.stringify([
        { question: 'What is **inflation**?', answer: 'A sustained rise in the general price level' },
        { front: 'What is inflation?', back: 'Something else' },
        { front_text: 'What is deflation?', back_text: 'A sustained rise in the general price level' },
        { front_text: 'Who sets the inflation target?', back_text: 'The government', explanation: null },
      ]),
    }));
    expect(await generator().generate(input)).toEqual([
      { front_text: 'What is inflation?', back_text: 'A sustained rise in the general price level', explanation: '' },
      { front_text: 'Who sets the inflation target?', back_text: 'The government', explanation: '' },
    ]);
  });

  it('falls back to the built-in generator on malformed output', async () => {
    server.setHandler(() => ({ content: '{"cards": [{"front_text": "Only a front"}]}' }));
    expect(await generator().generate(input)).toEqual([FALLBACK_CARD]);
    expect(fallback.calls).toEqual([input]);
    expect(warnings[0]).toMatchObject({ kind: 'schema', model: 'test-model' });

    server.setHandler(() => ({ raw: '{"cards": [', status: 200 }));
    expect(await generator().generate(input)).toEqual([FALLBACK_CARD]);
    expect(fallback.calls).toHaveLength(2);
  });

  it('falls back on a server error and on a timeout', async () => {
    server.setHandler(() => ({ status: 500 }));
    expect(await generator().generate(input)).toEqual([FALLBACK_CARD]);
    expect(warnings[0]).toMatchObject({ kind: 'http', status: 500 });

    server.setHandler(() => ({ delayMs: 5_000 }));
    const started = Date.now();
    expect(await generator(300).generate(input)).toEqual([FALLBACK_CARD]);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(warnings[1]).toMatchObject({ kind: 'timeout' });
  });

  it('produces real built-in cards when the model is unavailable', async () => {
    server.setHandler(() => ({ status: 429 }));
    const g = new LlmCardGenerator({ baseUrl: server.baseUrl, model: 'm', fallback: new BuiltinCardGenerator(), log });
    const cards = await g.generate({ ...input, difficulty: 'easy' });
    expect(cards).toHaveLength(5);
    expect(cards.map((c) => c.front_text)).toContain('What is inflation?');
  });
});
