import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeLlmServer,
  studyMaterialHandler,
  studyRequestKind,
  type FakeLlmReply,
  type FakeLlmServer,
} from '../../../test/fake-llm-server.js';
import { economicsInflation } from '../../../test/study-notes.js';
import { indexSource, isGrounded } from '../llm/grounding.js';
import { BuiltinCardGenerator } from './builtin-card-generator.js';
import type { CardGenerator, GenerateCardsInput, GeneratedCard } from './card-generator.js';
import { LlmCardGenerator } from './llm-card-generator.js';

const FALLBACK_CARD: GeneratedCard = { front_text: 'Built-in?', back_text: 'Yes', explanation: '' };

class RecordingFallback implements CardGenerator {
  calls: GenerateCardsInput[] = [];
  constructor(private readonly cards: GeneratedCard[] = [FALLBACK_CARD]) {}
  generate(input: GenerateCardsInput): Promise<GeneratedCard[]> {
    this.calls.push(input);
    return Promise.resolve(this.cards);
  }
}

let server: FakeLlmServer;
let warnings: { details: Record<string, unknown>; message: string }[];
let fallback: RecordingFallback;
const log = { warn: (details: Record<string, unknown>, message: string) => warnings.push({ details, message }) };
const input: GenerateCardsInput = {
  text: economicsInflation.text,
  subject: 'Economics',
  topic: 'Inflation',
  cardCount: 5,
  difficulty: 'hard',
};
const notes = indexSource(economicsInflation.text);

function generator(timeoutMs?: number, fb: CardGenerator = fallback): LlmCardGenerator {
  return new LlmCardGenerator({ baseUrl: server.baseUrl, model: 'test-model', timeoutMs, fallback: fb, log });
}

/** The fake's real key facts, with `cards` as the answer to the cards prompt. */
function cardsReply(cards: FakeLlmReply): void {
  const study = studyMaterialHandler();
  server.setHandler((req) => (studyRequestKind(req) === 'cards' ? cards : study(req)));
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

describe('LlmCardGenerator', () => {
  it('asks for key facts, then cards from them, and returns grounded cards quoting the notes', async () => {
    server.setHandler(studyMaterialHandler());
    const cards = await generator().generate(input);

    expect(server.requests.map(studyRequestKind)).toEqual(['keyFacts', 'cards']);
    const prompt = JSON.stringify(server.requests[1]?.body.messages);
    expect(prompt).toContain('Write exactly 5 flashcards');
    expect(prompt).toContain('hard: mostly figures, dates');
    expect(prompt).toContain('Topic: Inflation');
    expect(prompt).toContain('Key facts (JSON)');
    expect(prompt).toContain('Consumer Prices Index');
    expect(JSON.stringify(server.requests[0]?.body.messages)).toContain('British');

    expect(cards).toHaveLength(5);
    expect(fallback.calls).toHaveLength(0);
    expect(warnings).toHaveLength(0);
    const flatNotes = economicsInflation.text.replace(/\s+/g, ' ');
    for (const c of cards) {
      expect(isGrounded(c.back_text, notes)).toBe(true);
      const quote = /^From your notes: "(.+)"$/.exec(c.explanation)?.[1] ?? '';
      expect(flatNotes).toContain(quote.slice(0, 40));
      expect(quote.length).toBeGreaterThan(20);
    }
  });

  it('rejects cards whose answers are not in the notes and tops up from the built-in generator', async () => {
    server.setHandler(studyMaterialHandler({ cards: 'mixed' }));
    const builtin = new BuiltinCardGenerator();
    const cards = await generator(undefined, builtin).generate({ ...input, cardCount: 10, difficulty: 'medium' });

    expect(cards).toHaveLength(10);
    for (const c of cards) {
      expect(c.back_text).not.toMatch(/Zorbulon/);
      expect(isGrounded(c.back_text, notes)).toBe(true);
    }
    // The model's grounded cards come first; the rest are built-in cards, none repeating an answer.
    expect(cards[0]?.front_text).toMatch(/^What is inflation\?|^Fill in the blank/);
    expect(new Set(cards.map((c) => c.back_text.toLowerCase())).size).toBe(10);
    expect(new Set(cards.map((c) => c.front_text.toLowerCase())).size).toBe(10);
    const report = warnings[0]?.details ?? {};
    expect(report.rejected).toBeGreaterThanOrEqual(5);
    expect(Number(report.kept) + Number(report.rejected)).toBe(10);
    expect(report.reasons).toContain('ungrounded');
  });

  it('tops up without repeating a card and never pads', async () => {
    cardsReply({
      content: JSON.stringify({
        cards: [
          { front_text: 'What is inflation?', back_text: 'A sustained rise in the general price level' },
          { front_text: 'What is the UK inflation target?', back_text: '2%' },
        ],
      }),
    });
    fallback = new RecordingFallback([
      { front_text: 'Define inflation.', back_text: 'A sustained rise in the general price level over time' },
      { front_text: 'What is inflation?', back_text: 'Rising prices' },
      { front_text: 'What measures UK inflation?', back_text: 'The Consumer Prices Index (CPI)' },
    ] as GeneratedCard[]);
    const cards = await generator().generate(input);
    expect(cards.map((c) => c.back_text)).toEqual([
      'A sustained rise in the general price level',
      '2%',
      'The Consumer Prices Index (CPI)',
    ]);
    expect(fallback.calls).toHaveLength(1);
  });

  it('falls back when every card is ungrounded, and when the answer is just the topic', async () => {
    server.setHandler(studyMaterialHandler({ cards: 'ungrounded' }));
    expect(await generator().generate(input)).toEqual([FALLBACK_CARD]);
    expect(warnings.at(-1)?.details).toMatchObject({ kind: 'ungrounded', model: 'test-model' });

    cardsReply({ content: JSON.stringify({ cards: [{ front_text: 'What is this topic?', back_text: 'Inflation' }] }) });
    expect(await generator().generate(input)).toEqual([FALLBACK_CARD]);
    expect(fallback.calls).toHaveLength(2);
  });

  it('accepts other field names, drops repeated questions or answers and markdown', async () => {
    cardsReply({
      content: JSON.stringify([
        { question: 'What is **inflation**?', answer: 'A sustained rise in the general price level' },
        { front: 'What is inflation?', back: 'A sustained fall in the general price level' },
        { front_text: 'What is deflation?', back_text: 'A sustained rise in the general price level' },
        { front_text: 'Who sets the inflation target?', back_text: 'The government', explanation: null },
      ]),
    });
    fallback = new RecordingFallback([]);
    const cards = await generator().generate(input);
    expect(cards.map(({ front_text, back_text }) => ({ front_text, back_text }))).toEqual([
      { front_text: 'What is inflation?', back_text: 'A sustained rise in the general price level' },
      { front_text: 'Who sets the inflation target?', back_text: 'The government' },
    ]);
    // No quote from the model: the notes' own sentence is quoted instead.
    expect(cards[1]?.explanation).toBe(
      'From your notes: "The Bank of England has an inflation target of 2%, set by the government."',
    );
  });

  it('falls back to the built-in generator on malformed output at either step', async () => {
    cardsReply({ content: '{"cards": [{"front_text": "Only a front"}]}' });
    expect(await generator().generate(input)).toEqual([FALLBACK_CARD]);
    expect(fallback.calls).toEqual([input]);
    expect(warnings[0]?.details).toMatchObject({ kind: 'schema', model: 'test-model' });
    expect(warnings[0]?.message).toMatch(/built-in generator/);

    server.setHandler(studyMaterialHandler({ override: { keyFacts: { raw: '{"keyFacts": [', status: 200 } } }));
    expect(await generator().generate(input)).toEqual([FALLBACK_CARD]);
    expect(fallback.calls).toHaveLength(2);
  });

  it('falls back on a server error and on a timeout', async () => {
    server.setHandler(studyMaterialHandler({ override: { keyFacts: { status: 500 } } }));
    expect(await generator().generate(input)).toEqual([FALLBACK_CARD]);
    expect(warnings[0]?.details).toMatchObject({ kind: 'http', status: 500 });
    expect(server.requests).toHaveLength(1);

    cardsReply({ delayMs: 5_000 });
    const started = Date.now();
    expect(await generator(300).generate(input)).toEqual([FALLBACK_CARD]);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(warnings[1]?.details).toMatchObject({ kind: 'timeout' });
  });

  it('produces real built-in cards when the model is unavailable', async () => {
    server.setHandler(() => ({ status: 429 }));
    const g = new LlmCardGenerator({ baseUrl: server.baseUrl, model: 'm', fallback: new BuiltinCardGenerator(), log });
    const cards = await g.generate({ ...input, difficulty: 'easy' });
    expect(cards).toHaveLength(5);
    expect(cards.map((c) => c.front_text)).toContain('What is inflation?');
  });
});
