import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSAGES } from '../../../bench/study-material/passages/index.js';
import { runStudyMaterialEval, type StudyMaterialEvalResult } from '../../../bench/study-material/run-eval.js';
import { BuiltinCardGenerator } from '../src/adapters/card-generator/builtin-card-generator.js';
import { LlmCardGenerator } from '../src/adapters/card-generator/llm-card-generator.js';
import { BuiltinSummariser } from '../src/adapters/summariser/builtin-summariser.js';
import { LlmSummariser } from '../src/adapters/summariser/llm-summariser.js';
import { startFakeLlmServer, studyMaterialHandler, studyRequestKind, type FakeLlmServer } from './fake-llm-server.js';

/**
 * The LLM path through the study-material evaluation, against the loopback fake model. A fake cannot
 * show that a real model summarises well; it can show the plumbing holds the bar a model cannot be
 * trusted to: every card answer backed by the notes, and none of them just the subject or topic.
 */
/** One passage from each of three subjects (by subject, so renaming a passage does not break this). */
const SUBJECTS = ['Biology', 'History', 'Economics'];

let server: FakeLlmServer;
let result: StudyMaterialEvalResult;
const warnings: string[] = [];

beforeAll(async () => {
  // Half the fake's cards are invented, so the grounding check and the built-in top-up are exercised.
  server = await startFakeLlmServer(studyMaterialHandler({ cards: 'mixed' }));
  const log = { warn: (_details: Record<string, unknown>, message: string) => warnings.push(message) };
  const options = { baseUrl: server.baseUrl, model: 'fake-model', log };
  const summariser = new LlmSummariser({ ...options, fallback: new BuiltinSummariser() });
  const generator = new LlmCardGenerator({ ...options, fallback: new BuiltinCardGenerator() });
  const passages = SUBJECTS.map((s) => PASSAGES.find((p) => p.subject === s)).filter((p) => p !== undefined);
  expect(passages).toHaveLength(SUBJECTS.length);
  result = await runStudyMaterialEval({
    summarise: (input) => summariser.summarise(input),
    generate: (input) => generator.generate(input),
    passages,
  });
});
afterAll(async () => {
  await server.close();
});

describe('LLM study material (fake model)', () => {
  it('goes through the LLM path: key facts, points and cards, with no fallback', () => {
    const kinds = new Set(server.requests.map(studyRequestKind));
    expect([...kinds].sort()).toEqual(['cards', 'keyFacts', 'points']);
    expect(warnings.filter((w) => w.includes('failed'))).toEqual([]);
    // The invented cards were seen and rejected.
    expect(warnings.some((w) => w.includes('rejected'))).toBe(true);
  });

  it('keeps at least 95% of card answers grounded in the notes', () => {
    expect(result.results.length).toBe(SUBJECTS.length * 2);
    for (const means of result.means) expect(means.grounded, means.form).toBeGreaterThanOrEqual(0.95);
    for (const r of result.results) {
      expect(r.cardsReturned, r.id).toBeGreaterThan(0);
      for (const c of r.cards) expect(c.back_text).not.toMatch(/Zorbulon/);
    }
  });

  it('never answers a card with the subject or topic', () => {
    for (const r of result.results) {
      const passage = PASSAGES.find((p) => p.id === r.id);
      const labels = [passage?.subject, passage?.topic].map((l) => l?.toLowerCase().trim());
      for (const c of r.cards) expect(labels, r.id).not.toContain(c.back_text.toLowerCase().replace(/\.$/, '').trim());
      expect(r.badCards.filter((b) => b.reason === 'restates-title')).toEqual([]);
    }
  });

  it('writes points as bolded sentences in the notes’ order, within 40% of the notes', () => {
    for (const r of result.results) {
      expect(r.points.length, r.id).toBeGreaterThan(0);
      expect(r.compression, r.id).toBeLessThanOrEqual(0.4);
      for (const p of r.points) expect(p).toMatch(/[.!?]$/);
    }
  });
});
