import { describe, expect, it } from 'vitest';
import { readPage, type Recognise } from './page-reader.js';
import { pageOnDesk, tsvOf, tsvOfLines } from '../../../../test/page-reader-fixtures.js';

describe('an extra reading past its time budget', () => {
  /** A clock that says the first reading took 100 ms; the budget is then 2 × 100 ms of real time. */
  const budget = () => {
    let t = 0;
    return { factor: 2, floorMs: 0, now: () => (t += 50) };
  };
  /** A fake engine whose extra readings never end until they are stopped. */
  const hanging =
    (first: string, stopped: string[]): Recognise =>
    async (prepared, pass, signal) => {
      if (pass === 'cleaned') return { tsv: first === 'cut' ? tsvOfLines(cutLines(prepared.width)) : first };
      expect(signal).toBeDefined();
      return new Promise((_resolve, reject) =>
        signal?.addEventListener('abort', () => {
          stopped.push(pass);
          reject(new Error('killed'));
        }),
      );
    };
  const cutLines = (width: number) =>
    Array.from({ length: 8 }, (_, i) => ({ words: ['Ionic', 'bonds', `hold${i}`, 'ion'], x0: 300, x1: width - 1 }));

  it('is stopped, and a cut-out through the text keeps its reading with the cut lines counted lost', async () => {
    const stopped: string[] = [];
    const { result, pass, abandoned } = await readPage(
      await pageOnDesk(),
      {},
      hanging('cut', stopped),
      undefined,
      budget(),
    );
    expect(stopped).toEqual(['uncut']);
    expect(abandoned).toBe('uncut');
    expect(pass).toBe('cleaned');
    expect(result.extractedText).toContain('Ionic bonds hold0');
    // Every line ran into the edge: no evidence the page was read whole.
    expect(result.confidence).toBe(0);
    expect(result.layoutComplexity).toBe('complex');
  });

  it('is stopped on a doubtful page, whose confidence then stays under the doubt threshold', async () => {
    const stopped: string[] = [];
    const lines = Array.from({ length: 6 }, (_, i) => ({
      words: ['the', 'cell', `wall${i}`, 'ends'],
      x0: 200,
      x1: 600,
    }));
    // Sure words, but a cut line: doubtful, so the plain upload is read to check it.
    const tsv = tsvOfLines([{ words: ['-e', 'that', 'corrupts'], x0: 200, x1: 500 }, ...lines]);
    const { result, abandoned } = await readPage(await pageOnDesk(), {}, hanging(tsv, stopped), undefined, budget());
    expect(stopped).toEqual(['plain']);
    expect(abandoned).toBe('plain');
    expect(result.extractedText).toContain('cell wall0');
    expect(result.confidence).toBeLessThan(80);
  });

  describe('on a page whose cut-out holds next to nothing', () => {
    const notes = ['Berlin', 'Wall', 'built', 'in', '1961', 'divides', 'the', 'city'];
    /** An engine that serves a reading after one was stopped (the native one: a process each). */
    const canRead = { readsAfterStop: true };
    /** The cleaned reading finds nothing; the readings in `stalls` hang until stopped. */
    const stalling =
      (stalls: string[], stopped: string[], uncutWords: string[] = [], uncutConf = 93): Recognise =>
      async (_prepared, pass, signal) => {
        if (pass === 'cleaned') return { tsv: tsvOf([]) };
        if (!stalls.includes(pass))
          return { tsv: tsvOf(pass === 'plain' ? notes : uncutWords).replaceAll('\t93\t', `\t${uncutConf}\t`) };
        return new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => {
            stopped.push(pass);
            reject(new Error('killed'));
          }),
        );
      };

    it('still gets its plain reading when the uncut one is stopped, and never comes back empty', async () => {
      const stopped: string[] = [];
      const { result, pass, abandoned } = await readPage(
        await pageOnDesk(),
        {},
        stalling(['uncut'], stopped),
        undefined,
        budget(),
        canRead,
      );
      // Without the plain reading the page came back empty (CER 1, confidence 0).
      expect(result.extractedText).toContain('Berlin Wall built in 1961');
      expect(stopped).toEqual(['uncut']);
      expect(abandoned).toBe('uncut');
      expect(pass).toBe('plain');
      // The reading that would have recovered the page was not made: under 60, the review step
      // tells the student to check the text, and the words are there to check.
      expect(result.confidence).toBeGreaterThan(0);
      expect(result.confidence).toBeLessThan(60);
    });

    it('gives that plain reading, the page’s only one, twice an extra reading’s budget', async () => {
      // Budget 300 ms (the floor); the plain reading ends after 450 ms.
      const floor = { factor: 0, floorMs: 300, now: () => 0 };
      const stopped: string[] = [];
      const recognise = stalling(['uncut'], stopped);
      const slowPlain: Recognise = (prepared, pass, signal) =>
        pass === 'plain'
          ? new Promise((resolve) => setTimeout(() => resolve(recognise(prepared, pass, signal)), 450))
          : recognise(prepared, pass, signal);
      const { result, abandoned } = await readPage(await pageOnDesk(), {}, slowPlain, undefined, floor, canRead);
      expect(stopped).toEqual(['uncut']);
      expect(abandoned).toBe('uncut');
      expect(result.extractedText).toContain('Berlin Wall');
    });

    it('reads nothing after the stop on an engine that cannot (a tesseract.js worker is ended)', async () => {
      const stopped: string[] = [];
      const passes: string[] = [];
      const recognise = stalling(['uncut'], stopped);
      const { result, abandoned } = await readPage(
        await pageOnDesk(),
        {},
        (prepared, pass, signal) => (passes.push(pass), recognise(prepared, pass, signal)),
        undefined,
        budget(),
      );
      expect(passes).toEqual(['cleaned', 'uncut']);
      expect(abandoned).toBe('uncut');
      expect(result.confidence).toBe(0);
    });

    it('keeps what it has, unchecked, when the plain reading is stopped too; no fourth reading', async () => {
      const stopped: string[] = [];
      const passes: string[] = [];
      const recognise = stalling(['uncut', 'plain'], stopped);
      const { result, abandoned } = await readPage(
        await pageOnDesk(),
        {},
        (prepared, pass, signal) => (passes.push(pass), recognise(prepared, pass, signal)),
        undefined,
        budget(),
        canRead,
      );
      expect(passes).toEqual(['cleaned', 'uncut', 'plain']);
      expect(stopped).toEqual(['uncut', 'plain']);
      expect(abandoned).toBe('both');
      expect(result.confidence).toBeLessThan(80);
    });

    it('keeps the uncut reading’s unsure words when the plain reading is stopped', async () => {
      const stopped: string[] = [];
      const { result, pass, abandoned } = await readPage(
        await pageOnDesk(),
        {},
        stalling(['plain'], stopped, ['Truman', 'doctrine', 'contains', 'communism'], 60),
        undefined,
        budget(),
      );
      expect(result.extractedText).toContain('Truman doctrine');
      expect(stopped).toEqual(['plain']);
      expect(abandoned).toBe('plain');
      expect(pass).toBe('uncut');
      expect(result.confidence).toBeLessThan(80);
    });
  });

  it('is not stopped when it ends within its budget', async () => {
    const passes: string[] = [];
    const recognise: Recognise = async (prepared, pass) => {
      passes.push(pass);
      return {
        tsv: tsvOfLines(
          pass === 'cleaned'
            ? cutLines(prepared.width)
            : Array.from({ length: 8 }, (_, i) => ({
                words: ['Ionic', 'bonds', `hold${i}`, 'ions', 'in', 'giant', 'lattices'],
                x0: 200,
                x1: 700,
              })),
        ),
      };
    };
    const { abandoned, pass } = await readPage(await pageOnDesk(), {}, recognise, undefined, budget());
    expect(abandoned).toBeUndefined();
    expect(passes).toContain('uncut');
    expect(pass).toBe('uncut');
  });
});
