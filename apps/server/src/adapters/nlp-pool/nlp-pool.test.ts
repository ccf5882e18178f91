import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rejectionOf } from '../../../test/rejections.js';
import { NLP_BUSY_MESSAGES, NLP_TIMEOUT_MESSAGES, NlpPool, type NlpPoolOptions } from './nlp-pool.js';
import { PooledCardGenerator } from './pooled-card-generator.js';
import { PooledSummariser } from './pooled-summariser.js';

const fixtureWorker = {
  filename: path.resolve(import.meta.dirname, '../../../test/fixtures/busy-nlp-worker.ts'),
  execArgv: ['--import', 'tsx'],
};

const pools: NlpPool[] = [];
function pool(options: NlpPoolOptions): NlpPool {
  const p = new NlpPool(options);
  pools.push(p);
  return p;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const notes = (text: string) => ({ text, subject: 'Biology' });

describe('NlpPool with the real worker', () => {
  it('summarises and makes cards on a worker thread', async () => {
    const p = pool({ threads: 1, eager: false });
    const text =
      'Photosynthesis is the process by which plants make glucose from carbon dioxide and water. ' +
      'It takes place in the chloroplasts, which contain the green pigment chlorophyll. ' +
      'Respiration is the process that releases energy from glucose in every living cell. ' +
      'Aerobic respiration needs oxygen and produces carbon dioxide and water.';
    const points = await new PooledSummariser(p).summarise(notes(text));
    expect(points.length).toBeGreaterThan(0);
    expect(points.join(' ')).toContain('chlorophyll');
    const cards = await new PooledCardGenerator(p).generate({
      text,
      subject: 'Biology',
      cardCount: 5,
      difficulty: 'medium',
    });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0]).toEqual(
      expect.objectContaining({ front_text: expect.any(String) as string, back_text: expect.any(String) as string }),
    );
  });

  it('cleans OCR text on a worker thread for the LLM adapters', async () => {
    const p = pool({ threads: 1, eager: false });
    const cleaned = await p.cleanNotes('Photo-\nsynthesis happens in the chloro-\nplasts ,  mostly .', 'summarise');
    expect(cleaned).toContain('Photosynthesis happens in the chloroplasts, mostly.');
  });
});

describe('NlpPool limits', () => {
  it('answers 503 once every thread is busy and the queue is full, and serves the admitted jobs', async () => {
    const p = pool({ threads: 1, queueLimit: 1, worker: fixtureWorker });
    await p.warm();
    const running = p.summarise(notes('sleep:400'));
    const queued = p.summarise(notes('sleep:10'));
    const error = await rejectionOf(p.summarise(notes('one too many')));
    expect(error.statusCode).toBe(503);
    expect(error.message).toBe(NLP_BUSY_MESSAGES.summarise);
    const cardError = await rejectionOf(
      p.generateCards({ text: 'x', subject: 'Biology', cardCount: 5, difficulty: 'easy' }),
    );
    expect(cardError.statusCode).toBe(503);
    expect(cardError.message).toBe(NLP_BUSY_MESSAGES.cards);
    await expect(running).resolves.toEqual(['sleep:400']);
    await expect(queued).resolves.toEqual(['sleep:10']);
    // Room again once those finished.
    await expect(p.summarise(notes('after'))).resolves.toEqual(['after']);
  });

  it('stops a job over its running-time budget with a clear error, and the pool keeps working', async () => {
    const p = pool({ threads: 1, jobTimeoutMs: 300, worker: fixtureWorker });
    await p.warm();
    const started = performance.now();
    const error = await rejectionOf(p.summarise(notes('spin')));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(NLP_TIMEOUT_MESSAGES.summarise);
    // The runaway thread was terminated and replaced.
    await expect(p.summarise(notes('still here'))).resolves.toEqual(['still here']);
  });

  it('counts running time only: a job that waited its turn is not timed out for the wait', async () => {
    const p = pool({ threads: 1, jobTimeoutMs: 1_000, worker: fixtureWorker });
    await p.warm();
    const jobs = [p.summarise(notes('sleep:600')), p.summarise(notes('sleep:600'))];
    await expect(Promise.all(jobs)).resolves.toEqual([['sleep:600'], ['sleep:600']]);
  });

  it('refuses work after close with a 503', async () => {
    const p = pool({ threads: 1, eager: false, worker: fixtureWorker });
    await p.close();
    const error = await rejectionOf(p.summarise(notes('late')));
    expect(error.statusCode).toBe(503);
  });
});
